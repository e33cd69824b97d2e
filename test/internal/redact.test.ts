/**
 * The redactor (src/internal/redact.ts), applied by every error and log line: no error carries the
 * key, whatever the error, its cause or its fields hold; `redact` itself; debug lines.
 */
import { inspect } from 'node:util';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { redact } from '../../src/internal/redact.js';
import {
  APIConnectionError,
  APIError,
  AuthenticationError,
  type ClientOptions,
  InternalServerError,
  type Logger,
  SportsData,
} from '../../src/index.js';
import { rejection } from '../support/calls.js';
import { isolateEnv } from '../support/env.js';
import { BASE_URL, errorBody, LIVE_KEY, seen, server, useMsw } from '../support/msw.js';

useMsw();

isolateEnv();

/** A key of another shape than `svc_…`: only the client's own knowledge of it can scrub it. */
const ODD_KEY = 'acme-proxy-token-7Hq2Lm9Xr4';
/** The secret part alone: no form of the key, however cut, may appear. */
const SECRET_PART = LIVE_KEY.slice('svc_live_'.length);

/** What one `teams.list()` through `fetch` (a live key, no retries) rejects with. */
const listTeamsThrough = (fetch: ClientOptions['fetch']) =>
  rejection(new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, maxRetries: 0, fetch }).teams.list());

/** Every way a user (or a logging library) turns an error into text. */
function renderings(error: unknown): string[] {
  const e = error as Error & { cause?: unknown };
  const out = [
    e.message,
    String(e),
    JSON.stringify(e),
    inspect(e, { depth: 10 }),
    inspect(e, { depth: 10, showHidden: true }),
    e.stack ?? '',
  ];
  if (e.cause !== undefined) {
    out.push(
      String(e.cause),
      inspect(e.cause, { depth: 10, showHidden: true }),
      JSON.stringify(e.cause) ?? '',
    );
    const inner = e.cause as Error;
    out.push(inner.message ?? '', inner.stack ?? '');
  }
  return out;
}

function expectNoKey(error: unknown, key: string = LIVE_KEY): void {
  for (const text of renderings(error)) {
    expect(text).not.toContain(key);
    if (key === LIVE_KEY) expect(text).not.toContain(SECRET_PART);
  }
}

/** The error for a proxy's 502 HTML page answering a list call. */
async function errorForPage(html: string): Promise<unknown> {
  server.use(
    http.get(
      `${BASE_URL}/v1/teams`,
      () => new HttpResponse(html, { status: 502, headers: { 'Content-Type': 'text/html' } }),
    ),
  );
  return rejection(new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, maxRetries: 0 }).teams.list());
}

describe('errors never carry the key', () => {
  it('when the service echoes the key in its error message', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams`, () =>
        HttpResponse.json(
          errorBody('invalid_api_key', 'authentication_error', `The key ${LIVE_KEY} has been revoked.`),
          { status: 401 },
        ),
      ),
    );
    const error = await rejection(new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL }).teams.list());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as APIError).message).toBe('The key [redacted] has been revoked.');
    expectNoKey(error);
  });

  it('when a proxy answers an HTML page quoting the Authorization header', async () => {
    const html = `<html><body><h1>502 Bad Gateway</h1><pre>GET /v1/teams\nAuthorization: Bearer ${LIVE_KEY}\n</pre></body></html>`;
    const error = await errorForPage(html);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as Error).message).toContain('Bearer [redacted]');
    expectNoKey(error);
  });

  it('when a gateway echoes the secret part of the key without its svc_live_ prefix, in every field', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams`, () =>
        HttpResponse.json(
          {
            error: {
              type: 'authentication_error',
              code: 'invalid_api_key',
              message: `key ${SECRET_PART} is unknown`,
              param: SECRET_PART,
              request_id: SECRET_PART,
            },
          },
          {
            status: 401,
            headers: { 'X-Echo-Secret': SECRET_PART, 'WWW-Authenticate': `token=${SECRET_PART}` },
          },
        ),
      ),
    );
    const error = await rejection(
      new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, maxRetries: 0 }).teams.list(),
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    const apiError = error as APIError;
    expect(apiError.message).toBe('key [redacted] is unknown');
    expect([apiError.param, apiError.requestId]).toEqual(['[redacted]', '[redacted]']);
    expect(apiError.headers.get('x-echo-secret')).toBe('[redacted]');
    expectNoKey(error);
    // The whole key stays one redaction, not its prefix before a scrubbed part.
    expect(redact(`sent ${LIVE_KEY}`)).toBe('sent [redacted]');
  });

  it('when a proxy page splits the key with markup (<wbr>, a span), the pieces are not shown', async () => {
    const pieces = [LIVE_KEY.slice(0, 13), LIVE_KEY.slice(13, 29), LIVE_KEY.slice(29)];
    const html = `<html><body><h1>Bad gateway</h1><p>refused <code>${pieces[0]}<wbr>${pieces[1]}<span class="hl">${pieces[2]}</span></code> here</p></body></html>`;
    const error = await errorForPage(html);
    expect(error).toBeInstanceOf(InternalServerError);
    // The text around the key still reads with its spacing.
    expect((error as Error).message).toMatch(/: Bad gateway refused \[redacted\] here$/);
    expectNoKey(error);
    for (const piece of pieces.slice(1)) expect((error as Error).message).not.toContain(piece);
  });

  it('when a response header echoes the Authorization header', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams`, ({ request }) =>
        HttpResponse.json(errorBody('invalid_api_key', 'authentication_error'), {
          status: 401,
          headers: {
            'X-Echo-Authorization': request.headers.get('authorization') ?? '',
            'X-Request-Id': 'req_1',
          },
        }),
      ),
    );
    const error = await rejection(new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL }).teams.list());
    expect(error).toBeInstanceOf(AuthenticationError);
    expectNoKey(error);
    expect((error as APIError).headers.get('x-request-id')).toBe('req_1');
    expect((error as APIError).headers.get('x-echo-authorization')).toBe('Bearer [redacted]');
  });

  it('when a 200 body that is not JSON echoes the key', async () => {
    server.use(
      http.get(
        `${BASE_URL}/v1/teams/:id`,
        () => new HttpResponse(`debug: token=${LIVE_KEY} <`, { status: 200 }),
      ),
    );
    const error = await rejection(
      new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL }).teams.get('team_1'),
    );
    expect(error).toBeInstanceOf(APIError);
    expectNoKey(error);
  });

  it('when the key is not svc_-shaped (scrubbed because the client knows it)', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams`, () =>
        HttpResponse.json(errorBody('invalid_api_key', 'authentication_error', `Unknown key '${ODD_KEY}'.`), {
          status: 401,
        }),
      ),
    );
    const error = await rejection(new SportsData({ apiKey: ODD_KEY, baseURL: BASE_URL }).teams.list());
    expect((error as Error).message).toBe("Unknown key '[redacted]'.");
    expectNoKey(error, ODD_KEY);
  });

  it('when a custom fetch throws an error whose message contains the key', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      throw new TypeError(`proxy refused request with ${request.headers.get('authorization')}`);
    });
    const error = await listTeamsThrough(fetch);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(((error as Error).cause as Error).name).toBe('TypeError');
    expectNoKey(error);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the key is in the cause of the error a custom fetch throws', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED (auth=${LIVE_KEY})`) });
    });
    const error = await listTeamsThrough(fetch);
    expect(error).toBeInstanceOf(APIConnectionError);
    expectNoKey(error);
  });

  it('when the key is in a property of the error a custom fetch throws (an HTTP library error with its request)', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      throw Object.assign(new Error('socket hang up'), {
        code: 'ECONNRESET',
        config: { headers: { Authorization: request.headers.get('authorization') } },
      });
    });
    const error = await listTeamsThrough(fetch);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toContain('socket hang up');
    expectNoKey(error);
  });

  it('when the error a custom fetch throws holds the Request it was sending', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      throw Object.assign(new Error('request failed'), { request });
    });
    const error = await listTeamsThrough(fetch);
    expect(error).toBeInstanceOf(APIConnectionError);
    expectNoKey(error);
  });

  describe('when the error a custom fetch throws holds the key in an object of any kind', () => {
    /** What axios (`AxiosHeaders`), got (`Options`) and in-house wrappers keep: a class instance. */
    class RequestConfig {
      readonly headers: Record<string, string>;
      constructor(init: RequestInit | undefined) {
        this.headers = Object.fromEntries(new Headers(init?.headers));
      }
    }
    class HttpLibError extends Error {
      readonly code = 'ECONNRESET';
      constructor(readonly config: unknown) {
        super('socket hang up');
      }
    }
    const failing = (config: (init: RequestInit | undefined) => unknown) =>
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        throw new HttpLibError(config(init));
      });
    const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('authorization') ?? '';

    it.each([
      ['a class instance', (init: RequestInit | undefined) => new RequestConfig(init)],
      ['a Map', (init: RequestInit | undefined) => new Map([['authorization', keyOf(init)]])],
      ['a Set', (init: RequestInit | undefined) => new Set([keyOf(init)])],
      [
        'an own getter',
        (init: RequestInit | undefined) =>
          Object.defineProperty({}, 'authorization', { get: () => keyOf(init), enumerable: true }),
      ],
      [
        'a custom inspect',
        (init: RequestInit | undefined) =>
          new (class Secretive {
            [Symbol.for('nodejs.util.inspect.custom')]() {
              return keyOf(init);
            }
            toJSON() {
              return keyOf(init);
            }
          })(),
      ],
    ])('%s', async (_kind, config) => {
      const fetch = failing(config);
      const error = await listTeamsThrough(fetch);
      expect(error).toBeInstanceOf(APIConnectionError);
      expect(fetch).toHaveBeenCalledTimes(1);
      const cause = (error as Error).cause as Error & { code?: string };
      // The safe copy keeps what a user branches on.
      expect([cause.name, cause.message, cause.code]).toEqual(['Error', 'socket hang up', 'ECONNRESET']);
      expectNoKey(error);
      expect(inspect(error, { depth: 20, showHidden: true, getters: true })).not.toContain(SECRET_PART);
    });

    /** As V8 makes it from Node 21 and in Chromium: `stack` an own getter/setter pair, not data. */
    const withStackAccessor = (error: Error, stack: () => string) =>
      Object.defineProperty(error, 'stack', { get: stack, set() {}, configurable: true });

    it('keeps an error whose stack is an accessor (Node 21+), with its fields', async () => {
      const original = withStackAccessor(
        new HttpLibError(new Map()),
        () => 'Error: socket hang up\n    at x',
      );
      const fetch = vi.fn(async () => {
        throw original;
      });
      const error = await listTeamsThrough(fetch);
      expect((error as Error).cause).toBe(original);
    });

    it('replaces an error whose stack accessor shows the key', async () => {
      let key = '';
      const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        key = keyOf(init);
        throw withStackAccessor(new HttpLibError(null), () => `Error: failed with ${key}`);
      });
      const error = await listTeamsThrough(fetch);
      expect(key).toContain(SECRET_PART);
      expect((error as Error & { cause: { code?: string } }).cause.code).toBe('ECONNRESET');
      expectNoKey(error);
      expect(inspect(error, { depth: 20, showHidden: true })).not.toContain(SECRET_PART);
    });

    it('keeps a class instance that holds nothing secret', async () => {
      const original = new HttpLibError(new Map([['accept', 'application/json']]));
      const fetch = vi.fn(async () => {
        throw original;
      });
      const error = await listTeamsThrough(fetch);
      expect((error as Error).cause).toBe(original);
    });
  });

  it('when a custom fetch throws a non-Error value containing the key', async () => {
    const fetch = vi.fn(async () => {
      throw `failed with Bearer ${LIVE_KEY}`;
    });
    const error = await listTeamsThrough(fetch);
    expect(error).toBeInstanceOf(APIConnectionError);
    expectNoKey(error);
  });

  it('keeps a harmless cause as it is', async () => {
    const original = new TypeError('fetch failed');
    const fetch = vi.fn(async () => {
      throw original;
    });
    const error = await listTeamsThrough(fetch);
    expect((error as Error).cause).toBe(original);
  });
});

describe('checking a cause stays cheap', () => {
  it('does not walk sockets, streams or big buffers hanging off a cause, and keeps a clean cause', async () => {
    class FakeSocket {
      readonly localAddress = '127.0.0.1';
      readonly parserMemory = new Uint8Array(64 * 1024 * 1024);
    }
    const original = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('other side closed'), {
        code: 'UND_ERR_SOCKET',
        socket: new FakeSocket(),
      }),
    });
    const fetch = vi.fn(async () => {
      throw original;
    });
    const started = performance.now();
    const error = await listTeamsThrough(fetch);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).cause).toBe(original);
    expect((error as Error).message).toContain('UND_ERR_SOCKET');
  });
});

describe('redact', () => {
  it("scrubs a live client's key, any key-shaped string and any bearer token", () => {
    const client = new SportsData({ apiKey: ODD_KEY, baseURL: BASE_URL });
    expect(redact(`a ${ODD_KEY} b`)).toBe('a [redacted] b');
    expect(client).toBeInstanceOf(SportsData);
    expect(redact(`other svc_test_${'x'.repeat(32)} here`)).toBe('other [redacted] here');
    expect(redact('authorization: bearer abc.def-ghi')).toBe('authorization: bearer [redacted]');
    expect(redact('nothing to see')).toBe('nothing to see');
  });
});

describe('debug logging', () => {
  function collector() {
    const lines: Array<[string, string]> = [];
    const logger: Logger = {
      error: (m) => lines.push(['error', m]),
      warn: (m) => lines.push(['warn', m]),
      info: (m) => lines.push(['info', m]),
      debug: (m) => lines.push(['debug', m]),
    };
    return { lines, logger };
  }

  it('writes method, path, status, attempt and duration for each attempt, never the key', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/v1/teams/:id`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('service_unavailable', 'api_error', `busy (${LIVE_KEY})`), {
              status: 503,
              headers: { 'Retry-After': '0' },
            })
          : HttpResponse.json({ id: 'team_1' });
      }),
    );
    const { lines, logger } = collector();
    const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, logLevel: 'debug', logger });
    await client.teams.get('team_1');

    expect(seen).toHaveLength(2);
    const debug = lines.filter(([level]) => level === 'debug').map(([, m]) => m);
    expect(debug).toHaveLength(2);
    expect(debug[0]).toMatch(/GET \/v1\/teams\/team_1 -> 503 \(attempt 1, \d+ ms\)/);
    expect(debug[1]).toMatch(/GET \/v1\/teams\/team_1 -> 200 \(attempt 2, \d+ ms\)/);
    expect(lines.some(([level, m]) => level === 'info' && /retry 1 of 2/.test(m))).toBe(true);
    for (const [, line] of lines) {
      expect(line).toMatch(/^\[sports-data-sdk\] /);
      expect(line).not.toContain(LIVE_KEY);
      expect(line).not.toContain(SECRET_PART);
    }
  });

  it('logs a failed attempt of a custom fetch without the key it threw', async () => {
    const fetch = vi.fn(async () => {
      throw new Error(`refused: Authorization: Bearer ${LIVE_KEY}`);
    });
    const { lines, logger } = collector();
    const client = new SportsData({
      apiKey: LIVE_KEY,
      baseURL: BASE_URL,
      maxRetries: 0,
      logLevel: 'debug',
      logger,
      fetch,
    });
    await rejection(client.teams.list());
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some(([, m]) => /GET \/v1\/teams -> APIConnectionError \(attempt 1, \d+ ms\)/.test(m))).toBe(
      true,
    );
    for (const [, line] of lines) expect(line).not.toContain(SECRET_PART);
  });

  it('writes nothing at the default level for a successful call', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams`, () =>
        HttpResponse.json({ data: [], next_cursor: null, has_more: false }),
      ),
    );
    const { lines, logger } = collector();
    await new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, logger }).teams.list();
    expect(lines).toEqual([]);
  });

  it('reads the level from SERVICE_LOG', async () => {
    vi.stubEnv('SERVICE_LOG', 'debug');
    server.use(
      http.get(`${BASE_URL}/v1/teams`, () =>
        HttpResponse.json({ data: [], next_cursor: null, has_more: false }),
      ),
    );
    const { lines, logger } = collector();
    await new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, logger }).teams.list();
    expect(lines.map(([level]) => level)).toEqual(['debug']);
  });
});
