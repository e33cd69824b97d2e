/**
 * Contract section 5 on the wire: which calls are retried, on what, how often and after how long.
 * Time is fake (setTimeout, clearTimeout, Date): waits are read from the timestamps msw records,
 * never from wall-clock luck, and every test ends with no timer left behind.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientOptions } from '../../src/core/config.js';
import * as errors from '../../src/core/errors.js';
import type { RequestOptions } from '../../src/core/request-options.js';
import { type OperationId, operations } from '../../src/generated/operations.js';
import { failure, STEP, settle, useFakeClock } from '../support/fake-clock.js';
import { BASE_URL, errorBody, LIVE_KEY, mswClient, seen, server, useMsw } from '../support/msw.js';
import { operationCases } from './operation-cases.js';

useMsw();

const T0 = Date.UTC(2030, 0, 15, 12, 0, 0);

useFakeClock(T0);

afterEach(() => {
  vi.restoreAllMocks();
});

const client = (options: ClientOptions = {}) => mswClient({ logLevel: 'off', ...options });

/** Answers every request under /v1 with `answer(n)`, n counting from 0; records the fake time of each. */
function respond(answer: (n: number, request: Request) => Response | Promise<Response>): number[] {
  const times: number[] = [];
  server.use(
    http.all(`${BASE_URL}/v1/*`, ({ request }) => {
      times.push(Date.now());
      return answer(times.length - 1, request);
    }),
  );
  return times;
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - (times[i] as number));
const emptyPage = { data: [], next_cursor: null, has_more: false };
const ok = () => HttpResponse.json(emptyPage);
const hang = () => new Promise<Response>(() => {});

const unavailable = (headers: Record<string, string> = {}) =>
  HttpResponse.json(errorBody('service_unavailable', 'api_error'), { status: 503, headers });
const rateLimited = (retryAfter: string | null) =>
  HttpResponse.json(errorBody('rate_limit_exceeded', 'rate_limit_error'), {
    status: 429,
    headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
  });

/** Every operation's sample call (operation-cases.ts), split by the generated table's x-billing. */
const casesBilled = (billing: 'free' | 'usage') =>
  (Object.keys(operationCases) as OperationId[])
    .filter((id) => operations[id].billing === billing)
    .map((id) => [id, operationCases[id]] as const);
const USAGE = casesBilled('usage');
const FREE = casesBilled('free');

describe('the operation table', () => {
  it('every operation is tested below, in one billing class or the other', () => {
    // Which operation is usage-billed is checked against the contract in operations.test.ts.
    expect(USAGE.length).toBeGreaterThan(0);
    expect(FREE.length).toBeGreaterThan(0);
    expect(FREE.length + USAGE.length).toBe(Object.keys(operations).length);
  });
});

describe('usage-billed operations are sent exactly once', () => {
  const faults: [string, () => Response | Promise<Response>, (error: unknown) => void][] = [
    [
      '503',
      () => unavailable(),
      (error) => {
        expect(error).toBeInstanceOf(errors.InternalServerError);
        expect((error as errors.APIError).status).toBe(503);
        expect((error as errors.APIError).code).toBe('service_unavailable');
      },
    ],
    [
      '429 rate_limit_exceeded with Retry-After: 0',
      () => rateLimited('0'),
      (error) => {
        expect(error).toBeInstanceOf(errors.RateLimitError);
        expect((error as errors.RateLimitError).code).toBe('rate_limit_exceeded');
        expect((error as errors.RateLimitError).retryAfter).toBe(0);
      },
    ],
    [
      'a connection reset',
      () => HttpResponse.error(),
      (error) => {
        expect(error).toBeInstanceOf(errors.APIConnectionError);
        expect(error).not.toBeInstanceOf(errors.APIConnectionTimeoutError);
      },
    ],
    ['a timeout', hang, (error) => expect(error).toBeInstanceOf(errors.APIConnectionTimeoutError)],
  ];

  for (const [id, { method, path, call }] of USAGE) {
    describe(`${id} (${method} ${path})`, () => {
      for (const [fault, answer, check] of faults) {
        it(`under ${fault}: one request, typed error, no wait`, async () => {
          respond(answer);
          // maxRetries on the client and on the call must not matter for a usage-billed call.
          const { error } = await failure(call(client({ maxRetries: 5, timeout: 1_000 }), { maxRetries: 5 }));
          check(error);
          expect(seen).toHaveLength(1);
          expect(seen[0]?.method).toBe(method);
          expect(new URL(seen[0]?.url ?? '').pathname).toBe(path);
          // Nothing is scheduled: a late retry would show up here.
          await vi.advanceTimersByTimeAsync(120_000);
          expect(seen).toHaveLength(1);
        });
      }
    });
  }
});

describe('free reads are retried', () => {
  for (const [id, { call }] of FREE) {
    it(`${id}: a 503 then a success gives the success after two requests`, async () => {
      respond((n) => (n === 0 ? unavailable() : ok()));
      const outcome = await settle(call(client(), {}));
      expect(outcome.ok).toBe(true);
      expect(seen).toHaveLength(2);
      expect(seen[1]?.method).toBe(seen[0]?.method);
      expect(seen[1]?.url).toBe(seen[0]?.url);
    });
  }

  const retried: [string, () => Response | Promise<Response>, new (...args: never[]) => Error][] = [
    ['a connection error', () => HttpResponse.error(), errors.APIConnectionError],
    ['a timeout', hang, errors.APIConnectionTimeoutError],
    [
      '408',
      () => HttpResponse.json(errorBody('request_timeout', 'api_error'), { status: 408 }),
      errors.APIError,
    ],
    ['429 rate_limit_exceeded', () => rateLimited('0'), errors.RateLimitError],
    [
      '500',
      () => HttpResponse.json(errorBody('internal_error', 'api_error'), { status: 500 }),
      errors.InternalServerError,
    ],
    ['502', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }), errors.InternalServerError],
    ['503', () => unavailable(), errors.InternalServerError],
    ['504', () => new HttpResponse(null, { status: 504 }), errors.InternalServerError],
  ];
  for (const [what, answer, type] of retried) {
    it(`on ${what}: maxRetries (2) times, then the typed error`, async () => {
      respond(answer);
      const { error } = await failure(client({ timeout: 1_000 }).teams.get('team_1'));
      expect(error).toBeInstanceOf(type);
      expect(seen).toHaveLength(3);
    });
  }

  const notRetried: [string, number, string, string, new (...args: never[]) => Error][] = [
    ['429 monthly_quota_exceeded', 429, 'monthly_quota_exceeded', 'rate_limit_error', errors.RateLimitError],
    ['400', 400, 'invalid_parameter', 'invalid_request_error', errors.BadRequestError],
    ['401', 401, 'invalid_api_key', 'authentication_error', errors.AuthenticationError],
    ['402', 402, 'budget_exceeded', 'billing_error', errors.BillingError],
    ['403', 403, 'tier_required', 'permission_error', errors.PermissionDeniedError],
    ['404', 404, 'not_found', 'invalid_request_error', errors.NotFoundError],
    ['409', 409, 'conflict', 'invalid_request_error', errors.APIError],
    ['422', 422, 'unprocessable', 'invalid_request_error', errors.APIError],
  ];
  for (const [what, status, code, type, errorClass] of notRetried) {
    it(`not on ${what}`, async () => {
      respond(() => HttpResponse.json(errorBody(code, type), { status, headers: { 'Retry-After': '0' } }));
      const { error } = await failure(client().teams.get('team_1'));
      expect(error).toBeInstanceOf(errorClass);
      expect((error as errors.APIError).status).toBe(status);
      expect((error as errors.APIError).code).toBe(code);
      expect(seen).toHaveLength(1);
    });
  }

  it('a successful retry returns the parsed body of the last answer', async () => {
    respond((n) =>
      n < 2 ? unavailable({ 'Retry-After': '0' }) : HttpResponse.json({ id: 'team_1', name: 'Owls' }),
    );
    const outcome = await settle(client().teams.get('team_1'));
    expect(outcome).toMatchObject({ ok: true, value: { id: 'team_1', name: 'Owls' } });
    expect(seen).toHaveLength(3);
  });
});

describe('maxRetries', () => {
  const cases: [string, ClientOptions, RequestOptions, number][] = [
    ['client 0', { maxRetries: 0 }, {}, 1],
    ['client 5', { maxRetries: 5 }, {}, 6],
    ['call 0 over client 5', { maxRetries: 5 }, { maxRetries: 0 }, 1],
    ['call 5 over client 0', { maxRetries: 0 }, { maxRetries: 5 }, 6],
    ['call 1 over the default', {}, { maxRetries: 1 }, 2],
  ];
  for (const [what, clientOptions, callOptions, requests] of cases) {
    it(`${what}: ${requests} request(s)`, async () => {
      respond(() => unavailable({ 'Retry-After': '0' }));
      const { error } = await failure(client(clientOptions).teams.get('team_1', callOptions));
      expect(error).toBeInstanceOf(errors.InternalServerError);
      expect(seen).toHaveLength(requests);
    });
  }
});

describe('what a retry sends', () => {
  it('X-Retry-Count is absent on the first attempt, then 1, 2; the rest of the request is the same', async () => {
    respond(() => unavailable({ 'Retry-After': '0' }));
    await failure(client().teams.list({ sport: 'football' }, { headers: { 'X-Custom': 'yes' } }));
    expect(seen.map((r) => r.headers.get('x-retry-count'))).toEqual([null, '1', '2']);
    for (const request of seen) {
      expect(request.url).toBe(`${BASE_URL}/v1/teams?sport=football`);
      expect(request.headers.get('authorization')).toBe(`Bearer ${LIVE_KEY}`);
      expect(request.headers.get('x-custom')).toBe('yes');
    }
  });

  it('players.search (a free read with a body) sends the same JSON body on every attempt', async () => {
    respond(() => unavailable({ 'Retry-After': '0' }));
    const body = { sport: 'basketball', division: 'ncaa_d1', position: 'G', order: 'asc' as const, limit: 7 };
    await failure(client().players.search(body));
    expect(seen).toHaveLength(3);
    const sent = await Promise.all(seen.map((r) => r.text()));
    expect(new Set(sent).size).toBe(1);
    expect(JSON.parse(sent[0] ?? '')).toEqual(body);
    for (const request of seen) {
      expect(request.method).toBe('POST');
      expect(request.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(seen.map((r) => r.headers.get('x-retry-count'))).toEqual([null, '1', '2']);
  });

  it('a usage-billed POST carries no X-Retry-Count and its Idempotency-Key', async () => {
    respond(() => unavailable());
    await failure(client().query.create({ prompt: 'Who leads?' }, { idempotencyKey: 'key-1' }));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-retry-count')).toBeNull();
    expect(seen[0]?.headers.get('idempotency-key')).toBe('key-1');
  });
});

/** A wait as the fake clock saw it: at least `ms`, and at most one clock step longer. */
function expectWaited(gap: number | undefined, ms: number): void {
  expect(gap).toBeGreaterThanOrEqual(ms);
  expect(gap).toBeLessThanOrEqual(ms + STEP);
}

describe('how long a retry waits', () => {
  it('Retry-After: 2 waits 2 s before each retry', async () => {
    const times = respond(() => rateLimited('2'));
    const { error } = await failure(client().teams.get('team_1'));
    expect(error).toBeInstanceOf(errors.RateLimitError);
    expect(times).toHaveLength(3);
    for (const gap of gaps(times)) {
      expectWaited(gap, 2_000);
    }
  });

  it('Retry-After: 0 retries at once', async () => {
    const times = respond((n) => (n === 0 ? rateLimited('0') : ok()));
    const outcome = await settle(client().teams.list());
    expect(outcome.ok).toBe(true);
    expect(gaps(times)).toEqual([expect.any(Number)]);
    expect(gaps(times)[0]).toBeLessThanOrEqual(STEP);
  });

  it('Retry-After as an HTTP-date waits until that date', async () => {
    const when = new Date(T0 + 3_000).toUTCString();
    const times = respond((n) => (n === 0 ? unavailable({ 'Retry-After': when }) : ok()));
    const outcome = await settle(client().teams.list());
    expect(outcome.ok).toBe(true);
    const [gap] = gaps(times);
    expectWaited(gap, 3_000);
  });

  it('Retry-After of exactly 60 s is still waited for', async () => {
    const times = respond((n) => (n === 0 ? rateLimited('60') : ok()));
    const outcome = await settle(client().teams.list());
    expect(outcome.ok).toBe(true);
    expectWaited(gaps(times)[0], 60_000);
  });

  it.each([
    [
      'Retry-After over 60 s is not waited for: thrown at once with the value',
      () => rateLimited('61'),
      errors.RateLimitError,
      61,
    ],
    [
      'a 503 with an HTTP-date two minutes ahead is thrown at once too',
      () => unavailable({ 'Retry-After': new Date(T0 + 120_000).toUTCString() }),
      errors.InternalServerError,
      120,
    ],
    [
      'a Retry-After of 20 digits is a number of seconds, thrown at once',
      () => rateLimited('9'.repeat(20)),
      errors.RateLimitError,
      1e20,
    ],
    [
      'a Retry-After of 400 digits (too long for a finite number) is over the cap, not absent: thrown at once',
      () => rateLimited('9'.repeat(400)),
      errors.RateLimitError,
      Number.MAX_VALUE,
    ],
  ] as const)('%s', async (_label, answer, expected, seconds) => {
    respond(answer);
    const outcome = await settle(client().teams.get('team_1'));
    expect(outcome.ok).toBe(false);
    const error = (outcome as { error: unknown }).error;
    expect(error).toBeInstanceOf(expected);
    expect((error as errors.APIError).retryAfter).toBe(seconds);
    expect(seen).toHaveLength(1);
    expect(outcome.at).toBeLessThanOrEqual(STEP);
  });

  // 'soon 2031' and 'x 2029' are read as dates by a bare Date.parse (a year ahead, or in the past).
  for (const value of [null, '-5', 'soon', '', '1e3', 'Thu, 99 Foo 2030', 'soon 2031', 'x 2029']) {
    it(`Retry-After ${JSON.stringify(value)} falls back to exponential backoff (0.5 s, 1 s, …)`, async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const times = respond(() => rateLimited(value));
      await failure(client().teams.get('team_1'));
      const [first, second] = gaps(times);
      expectWaited(first, 500);
      expectWaited(second, 1_000);
    });
  }

  it('backoff doubles up to 8 s and stays there', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const times = respond(() => unavailable());
    await failure(client({ maxRetries: 7 }).teams.get('team_1'));
    expect(times).toHaveLength(8);
    const expected = [500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000];
    gaps(times).forEach((gap, i) => {
      expectWaited(gap, expected[i] as number);
    });
  });

  it('jitter takes at most 25% off each wait', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    const times = respond(() => unavailable());
    await failure(client({ maxRetries: 5 }).teams.get('team_1'));
    const ceilings = [500, 1_000, 2_000, 4_000, 8_000];
    gaps(times).forEach((gap, i) => {
      const ceiling = ceilings[i] as number;
      expect(gap).toBeGreaterThanOrEqual(0.75 * ceiling - STEP);
      expect(gap).toBeLessThan(0.75 * ceiling + STEP);
    });
  });

  it('with real randomness every wait lies in [0.75, 1] × its ceiling', async () => {
    const times = respond(() => HttpResponse.error());
    await failure(client({ maxRetries: 5 }).teams.get('team_1'));
    const ceilings = [500, 1_000, 2_000, 4_000, 8_000];
    expect(times).toHaveLength(6);
    gaps(times).forEach((gap, i) => {
      const ceiling = ceilings[i] as number;
      expect(gap).toBeGreaterThanOrEqual(0.75 * ceiling - STEP);
      expect(gap).toBeLessThanOrEqual(ceiling + STEP);
    });
  });
});
