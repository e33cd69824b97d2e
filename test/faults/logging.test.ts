/**
 * Logging under faults: what each `logLevel` lets through (and `SERVICE_LOG` when the option is
 * absent), the warn lines a user wants, `console` as the default sink, and redaction of the key,
 * the Authorization header and cookies wherever an error or a log line could carry them.
 */
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { redact } from '../../src/internal/redact.js';
import {
  APIConnectionTimeoutError,
  type APIError,
  InvalidArgumentError,
  type LogLevel,
  SportsData,
} from '../../src/index.js';
import { createFakeServer, type FakeServer } from '../../src/testing/index.js';
import { reply, startFaultServer } from '../support/fault-server.js';
import { renderings, useLeakScan } from '../support/leak-scan.js';

const scan = useLeakScan(20);

/** A key of another shape than `svc_…`: only the client's knowledge of it can scrub it. */
const ODD_KEY = 'acme-gateway-token-7Hq2Lm9Xr4Vb8Nc3';
scan.secret(ODD_KEY);

let fake: FakeServer;
beforeAll(async () => {
  for (const name of ['SERVICE_API_KEY', 'SERVICE_BASE_URL', 'SERVICE_LOG']) vi.stubEnv(name, undefined);
  fake = await createFakeServer({ rateLimits: false });
  scan.secret(...Object.values(fake.keys));
});
afterEach(() => {
  fake.service.faults.clear();
  vi.stubEnv('SERVICE_LOG', undefined);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

async function rejection(call: PromiseLike<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    scan.error('logging', error);
    return error;
  }
  throw new Error('expected the call to reject');
}

/**
 * One scenario that makes every kind of line: a free read retried once (info) and answered (debug),
 * a free read handed a Retry-After of an hour (warn), a usage-billed POST answered 503 (warn).
 */
async function scenario(level: LogLevel | undefined): Promise<Array<[string, string]>> {
  const logger = scan.logger();
  const client = new SportsData({
    apiKey: fake.keys.developer,
    baseURL: fake.url,
    ...(level === undefined ? {} : { logLevel: level }),
    logger,
  });
  const player = fake.service.data.players[0]!.id;
  fake.service.faults.inject({ operationId: 'get_player', status: 503, retryAfter: '0', times: 1 });
  await client.players.get(player);
  fake.service.faults.inject({ operationId: 'get_team', status: 429, retryAfter: '3600' });
  await rejection(client.teams.get(fake.service.data.teams[0]!.id));
  fake.service.faults.inject({ operationId: 'create_query', status: 503 });
  await rejection(client.query.create({ prompt: 'who leads the league in assists', sport: 'basketball' }));
  return logger.lines.map((line) => [line.level, line.message]);
}

describe('logLevel', () => {
  const kinds = (lines: Array<[string, string]>) => [...new Set(lines.map(([level]) => level))].sort();

  it.each([
    ['off', []],
    ['error', []],
    ['warn', ['warn']],
    ['info', ['info', 'warn']],
    ['debug', ['debug', 'info', 'warn']],
  ] as const)('%s lets through %j', async (level, expected) => {
    expect(kinds(await scenario(level))).toEqual(expected);
  });

  it('defaults to warn', async () => {
    expect(kinds(await scenario(undefined))).toEqual(['warn']);
  });

  it('reads SERVICE_LOG when the option is absent; the option wins over it', async () => {
    vi.stubEnv('SERVICE_LOG', 'info');
    expect(kinds(await scenario(undefined))).toEqual(['info', 'warn']);
    expect(kinds(await scenario('off'))).toEqual([]);
  });

  it('refuses an unknown level with InvalidArgumentError', () => {
    expect(() => new SportsData({ logLevel: 'verbose' as LogLevel })).toThrow(InvalidArgumentError);
  });

  it('the lines say what a user needs', async () => {
    const lines = (await scenario('debug')).map(([level, message]) => `${level} ${message}`);
    const player = fake.service.data.players[0]!.id;
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^debug \\[sports-data-sdk\\] GET /v1/players/${player} -> 503 \\(attempt 1, \\d+ ms\\)$`),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^info \[sports-data-sdk\] GET \/v1\/players\/\{id\} answered 503; retry 1 of 2 in 0 ms$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^debug \\[sports-data-sdk\\] GET /v1/players/${player} -> 200 \\(attempt 2, \\d+ ms\\)$`),
      ),
    );
    expect(lines).toContain(
      'warn [sports-data-sdk] GET /v1/teams/{id} answered 429 with Retry-After 3600 s (over 60 s): not waiting; the error carries retryAfter.',
    );
    expect(lines).toContain(
      'warn [sports-data-sdk] POST /v1/query answered 503; not retried: usage-billed; retry with an idempotencyKey so the service answers a repeat without a second charge.',
    );
  });

  it('a usage-billed GET that times out warns without suggesting an idempotencyKey it cannot take', async () => {
    const logger = scan.logger();
    const client = new SportsData({ apiKey: fake.keys.developer, baseURL: fake.url, timeout: 200, logger });
    fake.service.faults.inject({ operationId: 'list_portal', hang: true });
    expect(await rejection(client.portal.list())).toBeInstanceOf(APIConnectionTimeoutError);
    expect(logger.lines).toEqual([
      {
        level: 'warn',
        message:
          '[sports-data-sdk] GET /v1/portal failed (APIConnectionTimeoutError); not retried: usage-billed; the service may have carried it out (and charged) already.',
      },
    ]);
  });

  it('console is the default sink (what the leak scan captures)', async () => {
    const before = scan.stats.consoleLines;
    const client = new SportsData({ apiKey: fake.keys.developer, baseURL: fake.url });
    fake.service.faults.inject({ operationId: 'create_alert', status: 502 });
    await rejection(client.alerts.create({ name: 'x', filters: { sport: 'football' } }));
    expect(scan.stats.consoleLines).toBe(before + 1);
  });
});

describe('redaction', () => {
  it('a timeout whose cause quotes a key of any shape keeps it out of the error (the timeout error gets the secret too)', async () => {
    // A caller's fetch (a gateway client, say) that rejects with the token in its message when aborted.
    const fetch: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new Error(`gateway call with token ${ODD_KEY} was aborted`)),
        );
      });
    const client = new SportsData({ apiKey: ODD_KEY, baseURL: fake.url, fetch, timeout: 50, maxRetries: 0 });
    const error = await rejection(client.teams.list());
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    for (const [how, text] of renderings(error)) expect(text, how).not.toContain(ODD_KEY);
    expect(inspect(error, { depth: 10 })).toContain('gateway call with token [redacted] was aborted');
  });

  it.each([
    ['a list answered without data/has_more', (c: SportsData) => c.teams.list(), '{"items":[]}'],
    [
      'a create answered without its id (createAndPoll)',
      (c: SportsData) => c.query.createAndPoll({ prompt: 'p' }),
      '{"status":"queued"}',
    ],
    [
      'a 200 that is not JSON, quoting the key near the excerpt end',
      (c: SportsData) => c.teams.get('team_t'),
      `${'x'.repeat(100)}${ODD_KEY}`,
    ],
  ])('%s: an echoed key of any shape stays out of the error', async (_label, call, body) => {
    const fetch: typeof globalThis.fetch = async () =>
      new Response(body, {
        status: 200,
        headers: { 'X-Debug-Token': ODD_KEY, 'X-Request-Id': `req_${ODD_KEY}` },
      });
    const error = await rejection(
      call(new SportsData({ apiKey: ODD_KEY, baseURL: fake.url, fetch, maxRetries: 0 })),
    );
    expect((error as APIError).type).toBe('invalid_response');
    for (const [how, text] of renderings(error)) {
      expect(text, how).not.toContain(ODD_KEY);
      expect(text, how).not.toContain(ODD_KEY.slice(0, 16));
    }
  });

  it('scrubs Authorization, Cookie and Set-Cookie values, in text, dumped headers and query strings', () => {
    expect(redact('GET /x\nAuthorization: Basic dXNlcjpwYXNz\nCookie: sid=abc; theme=dark\n')).toBe(
      'GET /x\nAuthorization: [redacted]\nCookie: [redacted]\n',
    );
    expect(redact('Set-Cookie: AWSALB=xyz; Path=/')).toBe('Set-Cookie: [redacted]');
    expect(redact('{"cookie":"sid=abc","proxy-authorization":"Digest x"}')).toBe(
      '{"cookie":"[redacted]","proxy-authorization":"[redacted]"}',
    );
    expect(redact('/cb?authorization=abc&x=1')).toBe('/cb?authorization=[redacted]&x=1');
    // The bearer rule keeps the scheme, and nothing else is touched.
    expect(redact('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [redacted]');
    expect(redact('x-cookie-count: 3; cookies: none')).toBe('x-cookie-count: 3; cookies: none');
  });

  it('an error keeps no cookie a proxy set, and no echoed credential in its headers or message', async () => {
    const proxy = await startFaultServer();
    try {
      proxy.inject({ reply: reply.echoCredentials() });
      const cookie = 'sid=s3cr3t-session-value-0042';
      scan.secret(cookie);
      const client = new SportsData({
        apiKey: fake.keys.developer,
        baseURL: proxy.url,
        maxRetries: 0,
        defaultHeaders: { Cookie: cookie },
      });
      const error = (await rejection(client.teams.list())) as APIError;
      expect(error.status).toBe(502);
      expect(error.headers.get('set-cookie')).toBe('[redacted], [redacted]');
      expect(error.headers.get('x-echo-authorization')).toBe('Bearer [redacted]');
      expect(error.message).toContain('Authorization: Bearer [redacted] Cookie: [redacted]');
      for (const [how, text] of renderings(error)) {
        expect(text, how).not.toContain('s3cr3t');
        expect(text, how).not.toContain(fake.keys.developer.slice(9));
      }
    } finally {
      await proxy.close();
    }
  });
});
