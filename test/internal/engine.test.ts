/**
 * The call machine (src/internal/engine.ts) driven by a script (./script.ts): each send is answered
 * from a list, and the test asserts the steps the machine asked for, what it sent, how long it asked
 * to wait and how the call ended. No server and no clock, as python/tests/unit/test_engine.py drives
 * Python's `call_flow`. The driver that does these steps over `fetch` is proven in driver.test.ts
 * and, end to end, by every test against the fake.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ClientOptions, resolveConfig } from '../../src/core/config.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
} from '../../src/core/errors.js';
import type { Logger } from '../../src/core/logger.js';
import type { ListRequestOptions } from '../../src/core/request-options.js';
import { operations } from '../../src/generated/operations.js';
import { checkArguments } from '../../src/internal/arguments.js';
import {
  APICall,
  type CallArgs,
  createCallContext,
  type PageShape,
  Refused,
} from '../../src/internal/engine.js';
import type { OperationSpec } from '../../src/internal/operation.js';
import { ReadCache } from '../../src/internal/cache.js';
import { Pacing } from '../../src/internal/pacing.js';
import { answer, envelope, failure, script } from './script.js';

const KEY = `svc_live_${'K'.repeat(32)}`;
const PLAYER = { id: 'plr_9kc0DAhbjsglKL', name: 'A B' };

/** A call of `op` on a client with `options`, prepared as the driver prepares it. */
function call<T = unknown>(
  op: OperationSpec,
  args: CallArgs = {},
  options?: ListRequestOptions,
  client: ClientOptions = {},
  shape?: PageShape<T>,
) {
  const config = resolveConfig({ apiKey: KEY, baseURL: 'https://api.test', logLevel: 'off', ...client });
  const ctx = createCallContext(config);
  const pacing = new Pacing(config);
  const checked = checkArguments({ kind: shape ? 'list' : 'call', config, op, args, options });
  return new APICall<T>(ctx, op, args, options, checked, pacing, shape);
}

const getPlayer = (options?: ListRequestOptions, client?: ClientOptions) =>
  call(operations.get_player, { path: [PLAYER.id] }, options, client);

beforeAll(() => {
  // No jitter: backoff waits are their ceilings.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.mocked(Math.random).mockReturnValue(0);
});

describe('one call, step by step', () => {
  it('a free read answered 200: send, then done with the parsed body and the response', async () => {
    const run = await script(getPlayer(), [answer(200, PLAYER)]);
    expect(run.steps).toEqual(['send', 'done']);
    expect(run.result?.data).toEqual(PLAYER);
    expect(run.result?.response.status).toBe(200);
    expect(run.sends).toEqual([
      {
        method: 'GET',
        url: `https://api.test/v1/players/${PLAYER.id}`,
        headers: expect.objectContaining({ accept: 'application/json', authorization: `Bearer ${KEY}` }),
        body: undefined,
      },
    ]);
  });

  it('a 503 with Retry-After 3: wait 3,000 ms, send again counting the retry, then done', async () => {
    const run = await script(getPlayer(), [
      answer(503, envelope('service_unavailable'), { 'retry-after': '3' }),
      answer(200, PLAYER),
    ]);
    expect(run.steps).toEqual(['send', 'wait', 'send', 'done']);
    expect(run.waits).toEqual([3_000]);
    expect(run.sends[0]?.headers['x-retry-count']).toBeUndefined();
    expect(run.sends[1]?.headers['x-retry-count']).toBe('1');
  });

  it('connection failures: backoff of 500 then 1,000 ms, then the last failure, typed', async () => {
    const run = await script(getPlayer(), [
      failure('connection'),
      failure('connection'),
      failure('connection'),
    ]);
    expect(run.sends).toHaveLength(3);
    expect(run.waits).toEqual([500, 1_000]);
    expect(run.error).toBeInstanceOf(APIConnectionError);
    expect(run.error?.message).toBe('Connection error (GET /v1/players/{id}): fetch failed');
  });

  it('a timeout is typed with the timeout it had', async () => {
    const run = await script(getPlayer({ timeout: 1_500, maxRetries: 0 }), [failure('timeout')]);
    expect(run.error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(run.error?.message).toBe('Request timed out after 1500 ms (GET /v1/players/{id}).');
  });

  it("the caller's signal: APIUserAbortError, never retried", async () => {
    const run = await script(getPlayer(), [failure('user')]);
    expect(run.sends).toHaveLength(1);
    expect(run.waits).toEqual([]);
    expect(run.error).toBeInstanceOf(APIUserAbortError);
  });

  it('a 404 is final: its typed error, with the envelope, after one send', async () => {
    const run = await script(getPlayer(), [answer(404, envelope('not_found', 'invalid_request_error'))]);
    expect(run.sends).toHaveLength(1);
    expect(run.error).toBeInstanceOf(NotFoundError);
    expect(run.error).toMatchObject({
      code: 'not_found',
      type: 'invalid_request_error',
      requestId: `req_${'a'.repeat(24)}`,
    });
  });

  it('429 monthly_quota_exceeded is not retried; rate_limit_exceeded is', async () => {
    const quota = await script(getPlayer(), [
      answer(429, envelope('monthly_quota_exceeded', 'rate_limit_error')),
    ]);
    expect(quota.sends).toHaveLength(1);
    expect(quota.error).toBeInstanceOf(RateLimitError);
    const minute = await script(getPlayer(), [
      answer(429, envelope('rate_limit_exceeded', 'rate_limit_error'), { 'retry-after': '1' }),
      answer(200, PLAYER),
    ]);
    expect(minute.waits).toEqual([1_000]);
    expect(minute.result?.data).toEqual(PLAYER);
  });

  it('a Retry-After over 60 s is not waited for: the error carries it, after one send', async () => {
    const run = await script(getPlayer(), [
      answer(429, envelope('rate_limit_exceeded', 'rate_limit_error'), { 'retry-after': '120' }),
    ]);
    expect(run.sends).toHaveLength(1);
    expect(run.waits).toEqual([]);
    expect(run.error).toBeInstanceOf(RateLimitError);
    expect((run.error as RateLimitError).retryAfter).toBe(120);
  });

  it('maxRetries 0: the first failure ends the call', async () => {
    const run = await script(getPlayer({ maxRetries: 0 }), [answer(503, envelope('service_unavailable'))]);
    expect(run.sends).toHaveLength(1);
    expect(run.error).toBeInstanceOf(InternalServerError);
  });
});

describe('usage-billed calls are sent once, whatever happens', () => {
  const createQuery = () => call(operations.create_query, { input: { prompt: 'q' } }, { maxRetries: 5 });

  it.each([
    ['a 503', answer(503, envelope('service_unavailable')), InternalServerError],
    [
      'a 429 rate_limit_exceeded',
      answer(429, envelope('rate_limit_exceeded', 'rate_limit_error'), { 'retry-after': '1' }),
      RateLimitError,
    ],
    ['a timeout', failure('timeout'), APIConnectionTimeoutError],
    ['a lost connection', failure('connection'), APIConnectionError],
  ] as const)('%s: one send, no wait, its typed error', async (_what, reply, expected) => {
    const run = await script(createQuery(), [reply, answer(202, { run_id: 'qr_1' })]);
    expect(run.sends).toHaveLength(1);
    expect(run.waits).toEqual([]);
    expect(run.error).toBeInstanceOf(expected);
  });

  it('its body is sent as JSON, with its idempotency key; a read takes none', async () => {
    const billed = call(operations.create_query, { input: { prompt: 'q' } }, { idempotencyKey: 'k-1' });
    const run = await script(billed, [answer(202, { run_id: 'qr_1', status: 'queued' })]);
    expect(run.sends[0]).toMatchObject({
      method: 'POST',
      body: '{"prompt":"q"}',
      headers: expect.objectContaining({ 'content-type': 'application/json', 'idempotency-key': 'k-1' }),
    });
    const read = await script(getPlayer(), [answer(200, PLAYER)]);
    expect(read.sends[0]?.headers['idempotency-key']).toBeUndefined();
    expect(read.sends[0]?.headers['content-type']).toBeUndefined();
  });
});

describe('answers the machine cannot use', () => {
  it('over the byte cap: response_too_large, never retried', async () => {
    const run = await script(getPlayer(), [{ status: 200, refused: new Refused('too_large', 1_000, 1_200) }]);
    expect(run.sends).toHaveLength(1);
    expect(run.error).toBeInstanceOf(APIError);
    expect(run.error).toMatchObject({ type: 'response_too_large', status: 200 });
    expect(run.error?.message).toMatch(/over maxResponseBytes \(1000 bytes; read 1200\)/);
  });

  it('a 503 whose body fetch could not decode: invalid_response, never retried', async () => {
    const run = await script(getPlayer(), [
      {
        status: 503,
        headers: { 'content-encoding': 'deflate' },
        refused: new Refused('undecodable', 1_000, 0, 'Z_DATA_ERROR'),
      },
    ]);
    expect(run.sends).toHaveLength(1);
    expect(run.error).toMatchObject({ type: 'invalid_response', status: 503 });
    expect(run.error?.message).toMatch(/could not be decoded \(Content-Encoding deflate: Z_DATA_ERROR\)/);
  });

  it('a 2xx that is not JSON: invalid_response; an empty 204 is undefined', async () => {
    const bad = await script(getPlayer(), [{ status: 200, raw: '<html>' }]);
    expect(bad.error).toMatchObject({ type: 'invalid_response', status: 200 });
    const empty = await script(call(operations.delete_alert, { path: ['alrt_1'] }), [answer(204)]);
    expect(empty.result?.data).toBeUndefined();
  });

  it('the error reader is asked for once an error answer must be read, and not before', async () => {
    vi.resetModules();
    const fresh = await import('../../src/internal/engine.js');
    const config = resolveConfig({
      apiKey: KEY,
      baseURL: 'https://api.test',
      logLevel: 'off',
      maxRetries: 0,
    });
    const op = operations.get_player;
    const checked = checkArguments({
      kind: 'call',
      config,
      op,
      args: { path: [PLAYER.id] },
      options: undefined,
    });
    const make = () =>
      new fresh.APICall(
        fresh.createCallContext(config),
        op,
        { path: [PLAYER.id] },
        undefined,
        checked,
        new Pacing(config),
        undefined,
      );
    const ok = make();
    expect(ok.answered(new Response(JSON.stringify(PLAYER), { status: 200 }), JSON.stringify(PLAYER))).toBe(
      'done',
    );
    expect(fresh.errorReader.loaded).toBeUndefined();
    const failed = make();
    const text = JSON.stringify(envelope('not_found'));
    expect(failed.answered(new Response(text, { status: 404 }), text)).toBe('load');
    expect(failed.loaded(await fresh.errorReader.load())).toBe('fail');
    expect(failed.error?.name).toBe('NotFoundError');
  });
});

describe('a list call', () => {
  it('hands its parsed body to the page maker, with the call it answered', async () => {
    const shape: PageShape<string> = (data, response, source) =>
      `${(data as { data: unknown[] }).data.length} items, ${response.status}, ${source.op.id}`;
    const list = call(operations.list_teams, { input: { sport: 'football' } }, { maxItems: 5 }, {}, shape);
    const run = await script(list, [answer(200, { data: [{}, {}], has_more: false, next_cursor: null })]);
    expect(run.result?.data).toBe('2 items, 200, list_teams');
    expect(run.sends[0]?.url).toBe('https://api.test/v1/teams?sport=football');
  });

  it('a page maker that finds the answer unusable ends the call with its typed error', async () => {
    const shape: PageShape<never> = (_data, response) => {
      throw new APIError({
        status: response.status,
        type: 'invalid_response',
        message: 'no data',
        headers: response.headers,
      });
    };
    const run = await script(call(operations.list_teams, {}, undefined, {}, shape), [
      answer(200, { items: [] }),
    ]);
    expect(run.error).toMatchObject({ type: 'invalid_response', message: 'no data' });
  });
});

describe('pacing: a slot per keyed attempt, released once, after the answer is noted', () => {
  it('a paced client: admit before every keyed attempt, each slot released once', async () => {
    const run = await script(getPlayer(undefined, { pacing: true }), [
      answer(503, envelope('service_unavailable'), { 'retry-after': '0' }),
      failure('connection'),
      answer(200, PLAYER),
    ]);
    expect(run.steps).toEqual(['admit', 'send', 'wait', 'admit', 'send', 'wait', 'admit', 'send', 'done']);
    expect(run.slots.map((slot) => slot.released)).toEqual([1, 1, 1]);
  });

  it('no pacing, or a keyless operation: no admit', async () => {
    const unpaced = await script(getPlayer(), [answer(200, PLAYER)]);
    expect(unpaced.steps).not.toContain('admit');
    const keyless = await script(call(operations.get_coverage, {}, undefined, { pacing: true }), [
      answer(200, { updated_at: 'x', cells: [] }),
    ]);
    expect(keyless.steps).not.toContain('admit');
    expect(keyless.sends[0]?.headers.authorization).toBeUndefined();
  });

  it('what a keyed answer says of the account is noted (usage), a keyless one is not', async () => {
    const config = resolveConfig({ apiKey: KEY, baseURL: 'https://api.test', logLevel: 'off' });
    const ctx = createCallContext(config);
    const pacing = new Pacing(config);
    const make = (op: OperationSpec, args: CallArgs) =>
      new APICall(
        ctx,
        op,
        args,
        undefined,
        checkArguments({ kind: 'call', config, op, args, options: undefined }),
        pacing,
        undefined,
      );
    const quota = {
      'x-service-plan': 'developer',
      'x-monthly-quota-limit': '1000',
      'x-monthly-quota-remaining': '998',
    };
    await script(make(operations.get_player, { path: [PLAYER.id] }), [answer(200, PLAYER, quota)]);
    expect(pacing.usage()).toMatchObject({ plan: 'developer', quota: { limit: 1000, remaining: 998 } });
    await script(make(operations.get_coverage, {}), [answer(200, {}, { 'x-service-plan': 'free' })]);
    expect(pacing.usage().plan).toBe('developer');
  });
});

describe('what the machine says in the log', () => {
  function logged(client: ClientOptions = {}) {
    const lines: string[] = [];
    const sink: Logger = {
      debug: (m) => lines.push(`debug ${m}`),
      info: (m) => lines.push(`info ${m}`),
      warn: (m) => lines.push(`warn ${m}`),
      error: (m) => lines.push(`error ${m}`),
    };
    return { lines, client: { ...client, logLevel: 'debug' as const, logger: sink } };
  }

  it('a debug line per attempt, the retry in between, in that order', async () => {
    const { lines, client } = logged();
    await script(getPlayer(undefined, client), [
      answer(503, envelope('x'), { 'retry-after': '0' }),
      answer(200, PLAYER),
    ]);
    expect(lines).toEqual([
      expect.stringMatching(
        /^debug \[sports-data-sdk\] GET \/v1\/players\/plr_9kc0DAhbjsglKL -> 503 \(attempt 1, \d+ ms\)$/,
      ),
      'info [sports-data-sdk] GET /v1/players/{id} answered 503; retry 1 of 2 in 0 ms',
      expect.stringMatching(
        /^debug \[sports-data-sdk\] GET \/v1\/players\/plr_9kc0DAhbjsglKL -> 200 \(attempt 2, \d+ ms\)$/,
      ),
    ]);
  });

  it('a usage-billed call that may have been carried out says why it was not retried', async () => {
    const { lines, client } = logged();
    await script(call(operations.create_query, { input: { prompt: 'q' } }, undefined, client), [
      failure('timeout'),
    ]);
    expect(lines.filter((line) => line.startsWith('warn'))).toEqual([
      'warn [sports-data-sdk] POST /v1/query failed (APIConnectionTimeoutError); not retried: usage-billed; retry with an idempotencyKey so the service answers a repeat without a second charge.',
    ]);
  });
});

describe('the read cache: a lookup step before admission, a store step after a 2xx', () => {
  /** Calls of one caching client: its context, read cache and pacing are shared, as the driver shares them. */
  function cachingClient(client: ClientOptions = {}) {
    const config = resolveConfig({
      apiKey: KEY,
      baseURL: 'https://api.test',
      logLevel: 'off',
      cache: true,
      ...client,
    });
    const ctx = createCallContext(config);
    ctx.cache = new ReadCache(config);
    const pacing = new Pacing(config);
    return (op: OperationSpec, args: CallArgs = {}, options?: ListRequestOptions) =>
      new APICall(
        ctx,
        op,
        args,
        options,
        checkArguments({ kind: 'call', config, op, args, options }),
        pacing,
        undefined,
      );
  }
  const player = { path: [PLAYER.id] };

  it('a miss is sent and kept; the same request again is answered from the cache: nothing sent', async () => {
    const make = cachingClient();
    const first = await script(make(operations.get_player, player), [
      answer(200, PLAYER, { 'x-request-id': `req_${'b'.repeat(24)}`, 'x-service-plan': 'free' }),
    ]);
    expect(first.steps).toEqual(['lookup', 'send', 'store', 'done']);
    expect(first.result?.data).toEqual(PLAYER);
    expect(first.result?.fromCache).not.toBe(true);
    const again = await script(make(operations.get_player, player), []);
    expect(again.steps).toEqual(['lookup', 'done']);
    expect(again.sends).toEqual([]);
    expect(again.result).toMatchObject({ data: PLAYER, fromCache: true });
    expect(again.result?.response.status).toBe(200);
    expect(again.result?.response.headers.get('x-request-id')).toBe(`req_${'b'.repeat(24)}`);
  });

  it('a hit takes no pacing slot; a miss of a paced client is admitted after the lookup', async () => {
    const make = cachingClient({ pacing: true });
    const miss = await script(make(operations.get_player, player), [answer(200, PLAYER)]);
    expect(miss.steps).toEqual(['lookup', 'admit', 'send', 'store', 'done']);
    const hit = await script(make(operations.get_player, player), []);
    expect(hit.steps).toEqual(['lookup', 'done']);
    expect(hit.slots).toEqual([]);
  });

  it('cache: false skips the lookup and still keeps the answer', async () => {
    const make = cachingClient();
    const fresh = await script(make(operations.get_player, player, { cache: false }), [answer(200, PLAYER)]);
    expect(fresh.steps).toEqual(['send', 'store', 'done']);
    expect((await script(make(operations.get_player, player), [])).steps).toEqual(['lookup', 'done']);
  });

  it('a retried read is looked up once and kept once; an error answer is not kept', async () => {
    const make = cachingClient();
    const retried = await script(make(operations.get_player, player), [
      answer(503, envelope('service_unavailable'), { 'retry-after': '1' }),
      answer(200, PLAYER),
    ]);
    expect(retried.steps).toEqual(['lookup', 'send', 'wait', 'send', 'store', 'done']);
    const other = { path: ['plr_doesNotExist0'] };
    const missing = await script(make(operations.get_player, other), [
      answer(404, envelope('not_found', 'invalid_request_error')),
    ]);
    expect(missing.steps).toEqual(['lookup', 'send', 'fail']);
    expect((await script(make(operations.get_player, other), [answer(200, PLAYER)])).sends).toHaveLength(1);
  });

  it('a usage-billed call and a job poll never take either step', async () => {
    const make = cachingClient();
    const billed = await script(make(operations.list_alerts), [answer(200, { data: [], has_more: false })]);
    expect(billed.steps).toEqual(['send', 'done']);
    const poll = await script(make(operations.get_query, { path: ['qr_4Ym8Cp2VnR6tK9wZ'] }), [
      answer(200, { run_id: 'qr_4Ym8Cp2VnR6tK9wZ', status: 'running' }),
    ]);
    expect(poll.steps).toEqual(['send', 'done']);
  });
});
