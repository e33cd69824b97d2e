import { inspect } from 'node:util';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidArgumentError, SportsData, SportsDataError } from '../../src/index.js';
import { rejection } from '../support/calls.js';
import { isolateEnv } from '../support/env.js';
import { BASE_URL, LIVE_KEY, seen, server, TEST_KEY, useMsw } from '../support/msw.js';
import { coverage } from './operation-cases.js';

useMsw();

const OTHER_KEY = 'svc_live_ZyXwVuTsRqPoNmLkJiHgFeDcBa987654';
const EMPTY_PAGE = { data: [], next_cursor: null, has_more: false };

isolateEnv();
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers any request to any host with an empty page (or the coverage matrix). */
function answerEverything(): void {
  server.use(
    http.get('*/v1/coverage', () => HttpResponse.json(coverage)),
    http.all('*', () => HttpResponse.json(EMPTY_PAGE)),
  );
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('the API key', () => {
  it('takes apiKey over SERVICE_API_KEY', async () => {
    answerEverything();
    vi.stubEnv('SERVICE_API_KEY', OTHER_KEY);
    await new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL }).teams.list();
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${LIVE_KEY}`);
  });

  it('reads SERVICE_API_KEY when no apiKey is given', async () => {
    answerEverything();
    vi.stubEnv('SERVICE_API_KEY', OTHER_KEY);
    await new SportsData({ baseURL: BASE_URL }).teams.list();
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${OTHER_KEY}`);
  });

  it('treats an empty SERVICE_API_KEY as no key', async () => {
    answerEverything();
    vi.stubEnv('SERVICE_API_KEY', '');
    const error = await rejection(new SportsData({ baseURL: BASE_URL }).teams.list());
    expect(error).toMatchObject({ code: 'missing_api_key' });
    expect(seen).toHaveLength(0);
  });

  it('allows a client without a key, and getCoverage works without one', async () => {
    answerEverything();
    const client = new SportsData({ baseURL: BASE_URL });
    await expect(client.reference.getCoverage()).resolves.toEqual(coverage);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  it('refuses a keyed operation without a key, locally, with zero requests', async () => {
    answerEverything();
    const client = new SportsData({ baseURL: BASE_URL, maxRetries: 0 });
    const calls: Array<() => PromiseLike<unknown>> = [
      () => client.teams.list(),
      () => client.players.get('plr_1'),
      () => client.players.search({ sport: 'football', order: 'desc', limit: 5 }),
      () => client.query.create({ prompt: 'who?' }),
      () => client.alerts.delete('alrt_1'),
      () => client.exports.create({ resource: 'teams', format: 'csv' }),
    ];
    for (const call of calls) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toBeInstanceOf(SportsDataError);
      expect(error).toMatchObject({ code: 'missing_api_key', param: 'apiKey' });
    }
    expect(seen).toHaveLength(0);
  });

  it('accepts a test key', async () => {
    answerEverything();
    await new SportsData({ apiKey: TEST_KEY, baseURL: BASE_URL }).teams.list();
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${TEST_KEY}`);
  });

  const BAD_KEYS: Array<[string, string]> = [
    ['a space', `${LIVE_KEY.slice(0, 20)} ${LIVE_KEY.slice(20)}`],
    ['a trailing newline', `${LIVE_KEY}\n`],
    ['CR/LF (header injection)', `${LIVE_KEY}\r\nX-Injected: 1`],
    ['a tab', `\t${LIVE_KEY}`],
    ['a leading space', ` ${LIVE_KEY}`],
    ['non-ASCII', `${LIVE_KEY}é`],
    ['a zero-width space', `${LIVE_KEY}\u200b`],
    ['a NUL', `${LIVE_KEY}\u0000`],
    ['nothing at all', ''],
  ];

  it.each(BAD_KEYS)('refuses apiKey with %s at construction, without showing the key', (_label, key) => {
    const error = thrown(() => new SportsData({ apiKey: key, baseURL: BASE_URL }));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ code: 'invalid_api_key_format', param: 'apiKey' });
    const e = error as InvalidArgumentError;
    for (const text of [e.message, String(e), JSON.stringify(e), inspect(e, { depth: 10 })]) {
      expect(text).not.toContain(LIVE_KEY.slice(9));
    }
  });

  // An environment variable can be neither empty (that means unset) nor hold a NUL.
  it.each(BAD_KEYS.filter(([, key]) => key !== '' && !key.includes('\u0000')))(
    'refuses SERVICE_API_KEY with %s at construction and names the variable',
    (_label, key) => {
      vi.stubEnv('SERVICE_API_KEY', key);
      const error = thrown(() => new SportsData({ baseURL: BASE_URL }));
      expect(error).toMatchObject({ code: 'invalid_api_key_format' });
      expect((error as Error).message).toContain('SERVICE_API_KEY');
      expect((error as Error).message).not.toContain(LIVE_KEY.slice(9));
    },
  );

  it('says an empty apiKey is empty (not that it has a bad character)', () => {
    const error = thrown(() => new SportsData({ apiKey: '' }));
    expect(error).toMatchObject({ code: 'invalid_api_key_format', param: 'apiKey' });
    expect((error as Error).message).toMatch(/empty/);
    expect((error as Error).message).not.toMatch(/whitespace/);
  });

  it('refuses a key that is not a string', () => {
    const error = thrown(() => new SportsData({ apiKey: 12345 as never }));
    expect(error).toMatchObject({ code: 'invalid_api_key_format' });
  });
});

describe('the base URL', () => {
  // [what, SERVICE_BASE_URL, the baseURL option, the base URL in use]
  it.each([
    ['defaults to the server of openapi.json', undefined, undefined, 'https://api.sports-data.example'],
    ['reads SERVICE_BASE_URL', 'http://localhost:4010', undefined, 'http://localhost:4010'],
    [
      'takes baseURL over SERVICE_BASE_URL',
      'http://localhost:4010',
      'https://staging.sports-data.example',
      'https://staging.sports-data.example',
    ],
    [
      'accepts SERVICE_BASE_URL with a trailing /v1/',
      'http://localhost:4010/v1/',
      undefined,
      'http://localhost:4010',
    ],
    [
      'accepts a trailing slash',
      undefined,
      'https://staging.sports-data.example/',
      'https://staging.sports-data.example',
    ],
    [
      'accepts a trailing /v1',
      undefined,
      'https://staging.sports-data.example/v1',
      'https://staging.sports-data.example',
    ],
    [
      'accepts a trailing /v1/',
      undefined,
      'https://staging.sports-data.example/v1/',
      'https://staging.sports-data.example',
    ],
    ['accepts a path prefix', undefined, 'https://gw.example/sports-api/', 'https://gw.example/sports-api'],
    [
      'accepts a path prefix and /v1',
      undefined,
      'https://gw.example/sports-api/v1',
      'https://gw.example/sports-api',
    ],
  ])('%s', async (_label, env, baseURL, expected) => {
    answerEverything();
    if (env !== undefined) vi.stubEnv('SERVICE_BASE_URL', env);
    const client = new SportsData({ apiKey: LIVE_KEY, ...(baseURL !== undefined && { baseURL }) });
    expect(client.baseURL).toBe(expected);
    await client.players.get('plr_1');
    expect(seen[0]!.url).toBe(`${expected}/v1/players/plr_1`);
  });

  it.each([
    ['not a URL', 'api.sports-data.example'],
    ['another scheme', 'ftp://api.sports-data.example'],
    ['credentials in it', `https://user:${LIVE_KEY}@api.sports-data.example`],
  ])('refuses a baseURL that is %s', (_label, baseURL) => {
    const error = thrown(() => new SportsData({ apiKey: LIVE_KEY, baseURL }));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ code: 'invalid_argument', param: 'baseURL' });
    expect((error as Error).message).not.toContain(LIVE_KEY);
  });
});

describe('option checks', () => {
  it.each([
    ['maxRetries', -1],
    ['maxRetries', 1.5],
    ['maxRetries', Number.NaN],
    ['maxRetries', Number.POSITIVE_INFINITY],
    ['maxRetries', '2'],
    ['timeout', 0],
    ['timeout', -100],
    ['timeout', Number.NaN],
    ['timeout', Number.POSITIVE_INFINITY],
    ['timeout', '1000'],
    ['logLevel', 'verbose'],
    ['logLevel', 'DEBUG'],
  ])('refuses %s: %s at construction', (name, value) => {
    const error = thrown(() => new SportsData({ apiKey: LIVE_KEY, [name]: value }));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ code: 'invalid_argument', param: name });
  });

  it('refuses an unknown SERVICE_LOG level', () => {
    vi.stubEnv('SERVICE_LOG', 'chatty');
    expect(() => new SportsData({ apiKey: LIVE_KEY })).toThrow(InvalidArgumentError);
  });

  it('refuses options that are not an object', () => {
    expect(() => new SportsData('svc_live_x' as never)).toThrow(InvalidArgumentError);
  });

  it.each([
    ['maxRetries', -1],
    ['maxRetries', 0.5],
    ['timeout', 0],
    ['timeout', Number.NaN],
  ])('refuses a per-call %s of %s, sending nothing', async (name, value) => {
    answerEverything();
    const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL });
    const error = await rejection(client.teams.list(undefined, { [name]: value }));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ code: 'invalid_argument', param: name });
    expect(seen).toHaveLength(0);
  });

  it('accepts maxRetries: 0 and a small positive timeout', () => {
    expect(() => new SportsData({ apiKey: LIVE_KEY, maxRetries: 0, timeout: 1 })).not.toThrow();
  });
});

describe('the fetch option', () => {
  it('is used instead of the global fetch', async () => {
    answerEverything();
    const requests: Request[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return Response.json(EMPTY_PAGE, { headers: { 'X-Service-Plan': 'plus' } });
    });
    const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, fetch: fetchMock as typeof fetch });
    const page = await client.teams.list({ sport: 'football' });
    expect(page.data).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(0);
    expect(requests[0]!.url).toBe(`${BASE_URL}/v1/teams?sport=football`);
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${LIVE_KEY}`);
  });

  it('uses a global fetch installed after the client was made', async () => {
    answerEverything();
    const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL });
    const fetchMock = vi.fn(async () => Response.json(EMPTY_PAGE));
    vi.stubGlobal('fetch', fetchMock);
    await client.teams.list();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a fetch that is not a function', () => {
    expect(() => new SportsData({ apiKey: LIVE_KEY, fetch: 'nope' as never })).toThrow(InvalidArgumentError);
  });
});

describe('headers', () => {
  it('sends defaultHeaders on every request', async () => {
    answerEverything();
    const client = new SportsData({
      apiKey: LIVE_KEY,
      baseURL: BASE_URL,
      defaultHeaders: { 'X-Team-Name': 'scouting', 'X-Trace': 'abc' },
    });
    await client.teams.list();
    await client.reference.getCoverage();
    for (const req of seen) {
      expect(req.headers.get('x-team-name')).toBe('scouting');
      expect(req.headers.get('x-trace')).toBe('abc');
    }
    expect(seen).toHaveLength(2);
  });

  it('lets per-call headers override defaultHeaders, whatever the case, and null remove one', async () => {
    answerEverything();
    const client = new SportsData({
      apiKey: LIVE_KEY,
      baseURL: BASE_URL,
      defaultHeaders: { 'X-Team-Name': 'scouting', 'X-Trace': 'abc', 'X-Keep': 'kept' },
    });
    await client.teams.list(undefined, { headers: { 'x-team-name': 'recruiting', 'X-Trace': null } });
    const req = seen[0]!;
    expect(req.headers.get('x-team-name')).toBe('recruiting');
    expect(req.headers.has('x-trace')).toBe(false);
    expect(req.headers.get('x-keep')).toBe('kept');
  });

  it('lets defaultHeaders remove a header with null', async () => {
    answerEverything();
    const client = new SportsData({
      apiKey: LIVE_KEY,
      baseURL: BASE_URL,
      defaultHeaders: { 'User-Agent': null },
    });
    await client.teams.list();
    expect(seen[0]!.headers.get('user-agent') ?? '').not.toMatch(/sports-data-sdk/);
  });

  it('refuses a header value with a line break, sending nothing', async () => {
    answerEverything();
    const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL });
    const error = await rejection(
      client.teams.list(undefined, { headers: { 'X-Evil': 'a\r\nInjected: 1' } }),
    );
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(seen).toHaveLength(0);
  });

  it('refuses bad defaultHeaders when the client is made, naming the option', () => {
    expect(
      () => new SportsData({ apiKey: LIVE_KEY, defaultHeaders: { 'X-Evil': 'a\nInjected: 1' } }),
    ).toThrow(expect.objectContaining({ name: 'InvalidArgumentError', param: 'defaultHeaders' }));
    expect(() => new SportsData({ apiKey: LIVE_KEY, defaultHeaders: { 'bad name': 'x' } })).toThrow(
      InvalidArgumentError,
    );
  });
});

describe('the browser guard', () => {
  function pretendBrowser(): void {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
  }

  it('refuses a live key where window and document exist', () => {
    pretendBrowser();
    const error = thrown(() => new SportsData({ apiKey: LIVE_KEY }));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ param: 'dangerouslyAllowBrowser' });
    expect((error as Error).message).toContain('dangerouslyAllowBrowser');
    expect((error as Error).message).not.toContain(LIVE_KEY);
  });

  it('refuses a live key from SERVICE_API_KEY there too', () => {
    pretendBrowser();
    vi.stubEnv('SERVICE_API_KEY', LIVE_KEY);
    expect(() => new SportsData()).toThrow(InvalidArgumentError);
  });

  it('allows a live key with dangerouslyAllowBrowser: true', async () => {
    answerEverything();
    pretendBrowser();
    const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, dangerouslyAllowBrowser: true });
    await client.teams.list();
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${LIVE_KEY}`);
  });

  it('allows a test key', async () => {
    answerEverything();
    pretendBrowser();
    const client = new SportsData({ apiKey: TEST_KEY, baseURL: BASE_URL });
    await client.teams.list();
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${TEST_KEY}`);
  });

  it('allows a keyless client', () => {
    pretendBrowser();
    expect(() => new SportsData()).not.toThrow();
  });

  it('is not triggered by window alone (Deno, some workers) and is gone once the globals are restored', () => {
    vi.stubGlobal('window', {});
    expect(() => new SportsData({ apiKey: LIVE_KEY })).not.toThrow();
    pretendBrowser();
    expect(() => new SportsData({ apiKey: LIVE_KEY })).toThrow(InvalidArgumentError);
    vi.unstubAllGlobals();
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(() => new SportsData({ apiKey: LIVE_KEY })).not.toThrow();
  });
});
