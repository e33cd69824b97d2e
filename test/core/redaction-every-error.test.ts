/**
 * No error the SDK can throw carries the key, whatever the key's shape (contract section 10): for
 * keys of four shapes, a hostile loopback server echoes the key into every field it controls (the
 * error envelope, headers, a job's `prompt` and `error`, a file host's answer, a download link's
 * userinfo and query string), and every rendering of the resulting error is searched for it:
 * `message`, `stack`, `String(err)`, `util.inspect(err, { depth: Infinity })` (also with hidden
 * properties), `JSON.stringify(err)`, and every own field, nested objects and the cause included.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../src/index.js';
import type { ExportJob } from '../../src/generated/aliases.js';
import { rejection } from '../support/calls.js';
import { isolateEnv } from '../support/env.js';
import { sendJson, startWireServer, type WireRequest, type WireServer } from '../support/wire-server.js';

isolateEnv();

const alnum = (length: number) =>
  Array.from(
    randomBytes(length),
    (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[byte % 62],
  ).join('');

const KEYS = {
  test: `svc_test_${alnum(32)}`,
  live: `svc_live_${alnum(32)}`,
  'random 20 characters': alnum(20),
  'regex metacharacters': `k.*+?^$(){}[]|\\/-${alnum(6)}`,
} as const;

/** Every text form of the key a rendering could hold: as is, JSON-escaped, inspect-escaped. */
function needles(key: string): string[] {
  const forms = new Set([key, JSON.stringify(key).slice(1, -1), inspect(key).slice(1, -1)]);
  // A header's name is read in lower case: a key echoed as one gives most of itself away so.
  forms.add(key.toLowerCase());
  // A key cut short by an excerpt would still give its secret part away.
  if (/^svc_(live|test)_/.test(key)) forms.add(key.slice(9));
  return [...forms];
}

/** Every string reachable from the error's own properties (non-enumerable ones too). */
function fieldTexts(value: unknown, out: string[] = [], seen = new Set<object>()): string[] {
  if (typeof value === 'string') out.push(value);
  if (value === null || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  if (value instanceof Headers) {
    for (const [name, text] of value) out.push(name, text);
    return out;
  }
  for (const name of Reflect.ownKeys(value)) {
    if (typeof name === 'string') out.push(name);
    const descriptor = Object.getOwnPropertyDescriptor(value, name);
    if (descriptor && 'value' in descriptor) fieldTexts(descriptor.value, out, seen);
  }
  return out;
}

function renderings(error: unknown): Record<string, string> {
  const e = error as Error;
  return {
    message: e.message,
    stack: e.stack ?? '',
    String: String(e),
    inspect: inspect(e, { depth: Number.POSITIVE_INFINITY }),
    'inspect showHidden': inspect(e, { depth: Number.POSITIVE_INFINITY, showHidden: true }),
    'JSON.stringify': JSON.stringify(e),
    fields: fieldTexts(e).join('\n'),
  };
}

function expectKeyFree(error: unknown, key: string): void {
  expect(error).toBeInstanceOf(sdk.SportsDataError);
  for (const [how, text] of Object.entries(renderings(error))) {
    for (const needle of needles(key)) {
      expect(
        text.includes(needle),
        `${(error as Error).name} ${how} shows the key: ${text.slice(0, 400)}`,
      ).toBe(false);
    }
  }
}

/** The key as the server saw it: it echoes exactly what the client sent. */
const keyOf = (req: WireRequest) => String(req.headers.authorization ?? '').replace(/^Bearer /, '');

function envelope(status: number, key: string) {
  return {
    error: {
      type: `invalid_request_error ${key}`,
      code: status === 429 ? 'monthly_quota_exceeded' : `code_${key}`,
      message: `The key ${key} was refused.`,
      param: `param ${key}`,
      request_id: `req_${key}`,
    },
  };
}

/** A key that can be a header's name (a token): then a header is named after it too. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function echoHeaders(key: string): Record<string, string> {
  return {
    'X-Echo': key,
    'Set-Cookie': `sid=${key}`,
    'X-Request-Id': `req_${key}`,
    ...(HEADER_NAME.test(key) && { [key]: 'named after the key', [`x-${key}`]: 'so is this one' }),
  };
}

const queued = (key: string) => ({
  run_id: 'qr_1',
  status: 'queued',
  prompt: `Who leads the SEC? ${key}`,
  [key]: { nested: [key, { deeper: `x ${key} y` }] },
});

let wire: WireServer;
beforeAll(async () => {
  wire = await startWireServer();
});
afterAll(() => wire.close());

type Case = readonly [
  name: string,
  expected: abstract new (...args: never[]) => sdk.SportsDataError,
  route: (req: WireRequest, res: ServerResponse, key: string) => void,
  call: (client: sdk.SportsData, key: string) => Promise<unknown>,
];

const fail = (status: number) => (_req: WireRequest, res: ServerResponse, key: string) =>
  sendJson(res, status, envelope(status, key), echoHeaders(key));

const CASES: Case[] = [
  ['400', sdk.BadRequestError, fail(400), (c) => c.teams.list()],
  ['401', sdk.AuthenticationError, fail(401), (c) => c.teams.list()],
  ['402', sdk.BillingError, fail(402), (c) => c.teams.list()],
  ['403', sdk.PermissionDeniedError, fail(403), (c) => c.teams.list()],
  ['404', sdk.NotFoundError, fail(404), (c) => c.teams.get('team_1')],
  ['429', sdk.RateLimitError, fail(429), (c) => c.teams.list()],
  ['500', sdk.InternalServerError, fail(500), (c) => c.teams.list()],
  ['418', sdk.APIError, fail(418), (c) => c.teams.list()],
  [
    'a proxy page quoting the request',
    sdk.InternalServerError,
    (_req, res, key) => {
      res.writeHead(502, { 'Content-Type': 'text/html', ...echoHeaders(key) });
      res.end(
        `<pre>GET /v1/teams?key=${key}\nAuthorization: Bearer ${key}\nhttps://u:${key}@h/x?k=${key}</pre>`,
      );
    },
    (c) => c.teams.list(),
  ],
  [
    'a 200 body that is not JSON',
    sdk.APIError,
    (_req, res, key) => {
      res.writeHead(200, { 'Content-Type': 'application/json', ...echoHeaders(key) });
      res.end(`debug ${key} <`);
    },
    (c) => c.teams.get('team_1'),
  ],
  [
    'a list without data',
    sdk.APIError,
    (_req, res, key) => sendJson(res, 200, { items: [key] }, echoHeaders(key)),
    (c) => c.teams.list(),
  ],
  [
    'a list that says has_more without a cursor',
    sdk.PaginationError,
    (_req, res, key) => sendJson(res, 200, { data: [], has_more: true, next_cursor: null }, echoHeaders(key)),
    async (c) => {
      for await (const _ of c.teams.list()) {
        // nothing: the first page is empty
      }
    },
  ],
  [
    'a failed query run echoing the key',
    sdk.JobFailedError,
    (req, res, key) =>
      req.method === 'POST'
        ? sendJson(res, 202, queued(key), echoHeaders(key))
        : sendJson(res, 200, {
            ...queued(key),
            status: 'failed',
            error: { code: `code ${key}`, message: `The run failed: ${key}` },
          }),
    (c) => c.query.createAndPoll({ prompt: 'x', sport: 'football' }, { pollIntervalMs: 100 }),
  ],
  [
    'a query run still running at the deadline',
    sdk.PollTimeoutError,
    (req, res, key) =>
      sendJson(res, req.method === 'POST' ? 202 : 200, queued(key), { 'X-Poll-After-Ms': '50' }),
    (c) => c.query.createAndPoll({ prompt: 'x', sport: 'football' }, { timeoutMs: 300 }),
  ],
  [
    'a create answer without an id',
    sdk.APIError,
    (_req, res, key) => sendJson(res, 202, { status: `queued ${key}` }, echoHeaders(key)),
    (c) => c.query.createAndPoll({ prompt: 'x', sport: 'football' }),
  ],
  [
    'a file host refusing a signed link',
    sdk.ExportDownloadError,
    (_req, res, key) => {
      res.writeHead(500, { 'Content-Type': 'text/plain', ...echoHeaders(key) });
      res.end(`no such file for ${key}`);
    },
    (c, key) => c.exports.download(succeededJob(`${wire.url}/files/f.gz?sig=${encodeURIComponent(key)}&x=1`)),
  ],
  [
    'a download link with userinfo',
    sdk.SportsDataError,
    (_req, res) => res.end(),
    (c, key) => c.exports.download(succeededJob(`http://user:${encodeURIComponent(key)}@127.0.0.1:1/f.gz`)),
  ],
  [
    'a failed export job echoing the key',
    sdk.ExportDownloadError,
    (_req, res) => res.end(),
    (c, key) =>
      c.exports.download({
        ...succeededJob(''),
        status: 'failed',
        error: { code: 'x', message: `failed for ${key}` },
      } as never),
  ],
  [
    'a connection error from a fetch that quotes the key',
    sdk.APIConnectionError,
    (_req, res) => res.end(),
    (c) => c.teams.list(),
  ],
  [
    'a timeout whose cause quotes the key',
    sdk.APIConnectionTimeoutError,
    () => {
      // never answers
    },
    (c) => c.teams.list(undefined, { timeout: 200 }),
  ],
  [
    'an aborted call',
    sdk.APIUserAbortError,
    (_req, res) => res.end(),
    (c) => c.teams.list(undefined, { signal: AbortSignal.abort() }),
  ],
  [
    'a refused argument',
    sdk.InvalidArgumentError,
    (_req, res) => res.end(),
    (c, key) => c.teams.list(undefined, { headers: { [`x-${key}`]: `bad\n${key}` } }),
  ],
  [
    'a webhook that does not verify',
    sdk.WebhookVerificationError,
    (_req, res) => res.end(),
    (c, key) =>
      c.webhooks.unwrap(
        `{"id":"${key}"}`,
        { 'webhook-id': key, 'webhook-timestamp': key, 'webhook-signature': `v1,${key}` },
        `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`,
      ),
  ],
];

/** The classes the direct construction below makes, one each. */
const DIRECT = [
  sdk.SportsDataError,
  sdk.APIError,
  sdk.APIConnectionError,
  sdk.APIConnectionTimeoutError,
  sdk.APIUserAbortError,
  sdk.InvalidArgumentError,
  sdk.PaginationError,
  sdk.JobFailedError,
  sdk.PollTimeoutError,
  sdk.WebhookVerificationError,
  sdk.ExportDownloadError,
];

function succeededJob(url: string): ExportJob {
  return {
    id: 'exp_1',
    status: 'succeeded',
    resource: 'players',
    format: 'jsonl',
    filters: {},
    row_count: 1,
    cost_usd: 0,
    created_at: '2030-05-01T09:00:00Z',
    completed_at: '2030-05-01T09:00:01Z',
    download_url: url,
    expires_at: '2999-01-01T00:00:00Z',
  } as ExportJob;
}

/** A fetch that behaves like the real one, except that its failures quote the key it was given. */
function quotingFetch(key: string): typeof fetch {
  return async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (error) {
      throw new TypeError(`fetch failed with Authorization: Bearer ${key} (${key})`, { cause: error });
    }
  };
}

describe.each(Object.entries(KEYS))('a key of shape "%s"', (_shape, key) => {
  it.each(CASES.map((c) => [c[0], c] as const))(
    '%s: the typed error shows no form of it',
    async (_name, [, expected, route, call]) => {
      wire.handle((req, res) => route(req, res, keyOf(req) || key));
      const fetchImpl = _name.startsWith('a connection error')
        ? async () => {
            throw new TypeError(`proxy refused Authorization: Bearer ${key} and ${key}`);
          }
        : quotingFetch(key);
      const client = new sdk.SportsData({
        apiKey: key,
        baseURL: wire.url,
        maxRetries: 0,
        logLevel: 'off',
        fetch: fetchImpl,
      });
      const error = await rejection(call(client, key));
      expect(error).toBeInstanceOf(expected);
      expectKeyFree(error, key);
      if ((error as Error).cause !== undefined)
        expectKeyFree(new sdk.SportsDataError('', { cause: (error as Error).cause }), key);
    },
  );

  it('an error made directly, with the key in its message, every field and its cause, shows no form of it', () => {
    const client = new sdk.SportsData({ apiKey: key, baseURL: wire.url });
    const headers = new Headers({ 'x-echo': key, authorization: `Bearer ${key}` });
    const cause = Object.assign(new Error(`cause ${key}`), { config: { headers: { key } } });
    const made: sdk.SportsDataError[] = [
      new sdk.SportsDataError(`base ${key}`, { cause }),
      new sdk.APIError({
        status: 500,
        message: key,
        type: key,
        code: key,
        param: key,
        requestId: key,
        headers,
      }),
      new sdk.APIConnectionError(`conn ${key}`, { cause }),
      new sdk.APIConnectionTimeoutError(`timeout ${key}`, { cause }),
      new sdk.APIUserAbortError(`abort ${key}`, { id: key, job: { prompt: key } }),
      new sdk.InvalidArgumentError('invalid_argument', `arg ${key}`, key),
      new sdk.PaginationError(`page ${key}`),
      new sdk.JobFailedError(`job ${key}`, { prompt: key, error: { message: key }, [key]: [key] }, key),
      new sdk.PollTimeoutError(`poll ${key}`, { prompt: key, list: [{ deep: key }] }, 1_000, key),
      new sdk.WebhookVerificationError('invalid_payload', `hook ${key}`),
      new sdk.ExportDownloadError('http_error', `file https://u:${key}@h/f?sig=${key}`, {
        cause,
        status: 500,
      }),
    ];
    expect(made.map((error) => error.constructor)).toEqual(DIRECT);
    for (const error of made) expectKeyFree(error, key);
    expect(client).toBeInstanceOf(sdk.SportsData);
  });
});

describe('an answer that echoes the key', () => {
  it.each(Object.entries(KEYS))(
    'key of shape "%s": withResponse() meta and usage() show no form of it',
    async (_shape, key) => {
      wire.handle((_req, res) =>
        sendJson(
          res,
          200,
          { id: 'team_1' },
          {
            'X-Request-Id': `req_${key}`,
            'X-Service-Plan': `developer ${key}`,
            'X-Monthly-Quota-Limit': '1000',
            'X-Monthly-Quota-Remaining': '999',
            'X-Monthly-Quota-Reset': '2030-01-01T00:00:00Z',
          },
        ),
      );
      const client = new sdk.SportsData({ apiKey: key, baseURL: wire.url, logLevel: 'off' });
      const { meta } = await client.teams.get('team_1').withResponse();
      const usage = client.usage();
      expect(meta.quota).toMatchObject({ limit: 1000, remaining: 999 });
      expect(usage.quota).toMatchObject({ limit: 1000, remaining: 999 });
      for (const [what, value] of Object.entries({ meta, usage })) {
        const forms = [
          inspect(value, { depth: Number.POSITIVE_INFINITY, showHidden: true }),
          JSON.stringify(value),
          fieldTexts(value).join('\n'),
        ];
        for (const text of forms)
          for (const needle of needles(key))
            expect(text.includes(needle), `${what} shows the key: ${text.slice(0, 300)}`).toBe(false);
      }
    },
  );
});

describe('the cases above', () => {
  it('cover every error class the package exports', async () => {
    const exported = Object.entries(sdk as Record<string, unknown>)
      .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
      .map(([name]) => name);
    const covered = new Set([...CASES.map(([, expected]) => expected.name), ...DIRECT.map((c) => c.name)]);
    expect(exported).toEqual(expect.arrayContaining(['SportsDataError', 'JobFailedError', 'RateLimitError']));
    expect(exported.filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe('URLs in messages', () => {
  it('lose their userinfo and query string, keep host and path', () => {
    const error = new sdk.ExportDownloadError(
      'http_error',
      'The file host answered 500 for https://alice:s3cret@files.example/exports/f.gz?sig=abc&exp=1 (see https://files.example/help).',
    );
    expect(error.message).toBe(
      'The file host answered 500 for https://files.example/exports/f.gz?[redacted] (see https://files.example/help).',
    );
  });

  /** The error of a `teams.get` answered with a redirect to `location`. */
  async function redirectedTo(status: number, location: string): Promise<Error> {
    wire.handle((_req, res) => {
      res.writeHead(status, { Location: location });
      res.end();
    });
    const client = new sdk.SportsData({
      apiKey: KEYS.live,
      baseURL: wire.url,
      maxRetries: 0,
      logLevel: 'off',
    });
    const error = await rejection(client.teams.get('team_1'));
    expect(error).toBeInstanceOf(sdk.APIError);
    return error as Error;
  }

  it('a redirect answered to an API call names where it pointed, without credentials or signature', async () => {
    const error = await redirectedTo(302, 'https://alice:pa55word@files.example/exports/f.gz?sig=s3cretsig');
    expect(error.message).toContain('https://files.example/exports/f.gz?[redacted]');
    for (const text of Object.values(renderings(error))) {
      expect(text).not.toContain('s3cretsig');
      expect(text).not.toContain('pa55word');
    }
  });

  it('a relative redirect is named as the absolute URL it resolves to, without its query string', async () => {
    const error = await redirectedTo(307, '/v1/elsewhere/f.gz?sig=s3cretsig#frag');
    expect(error.message).toContain(`to ${wire.url}/v1/elsewhere/f.gz?[redacted],`);
    // The message and stack; `error.headers` stays the answer's own, for a caller to read.
    for (const text of [error.message, String(error), error.stack ?? '']) {
      expect(text).not.toContain('s3cretsig');
      expect(text).not.toContain('frag');
    }
  });
});

describe('a job that echoes the key keeps its data', () => {
  it('JobFailedError.job is the job with only the key replaced', async () => {
    const key = KEYS['random 20 characters'];
    wire.handle((req, res) =>
      req.method === 'POST'
        ? sendJson(res, 202, { run_id: 'qr_1', status: 'queued', prompt: 'p' })
        : sendJson(res, 200, {
            run_id: 'qr_1',
            status: 'failed',
            prompt: `rushing leaders ${key}`,
            error: { code: 'query_failed', message: `no data for ${key}` },
          }),
    );
    const client = new sdk.SportsData({ apiKey: key, baseURL: wire.url, logLevel: 'off' });
    const error = (await rejection(
      client.query.createAndPoll({ prompt: 'p', sport: 'football' }, { pollIntervalMs: 100 }),
    )) as sdk.JobFailedError;
    expect(error).toBeInstanceOf(sdk.JobFailedError);
    expect(error.code).toBe('query_failed');
    expect(error.job).toEqual({
      run_id: 'qr_1',
      status: 'failed',
      prompt: 'rushing leaders [redacted]',
      error: { code: 'query_failed', message: 'no data for [redacted]' },
    });
    expect(error.message).toBe('The query run qr_1 failed (query_failed): no data for [redacted]');
  });
});
