/**
 * Timeouts and cancellation (contract section 5, `timeout` and `signal` of section 10).
 *
 * Two halves: msw with fake time, where every timer the SDK starts is counted and must be gone
 * after each test; and a real loopback `node:http` server with real time and short timeouts, for
 * what only a socket can do (a body that stops halfway, a reset mid-body, a refused connection),
 * where every socket that carried a request must be closed after each test.
 */
import { getEventListeners } from 'node:events';
import { delay, HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SportsData } from '../../src/client.js';
import type { ClientOptions } from '../../src/core/config.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  InternalServerError,
} from '../../src/core/errors.js';
import { failure, STEP, settle, useFakeClock } from '../support/fake-clock.js';
import { BASE_URL, errorBody, LIVE_KEY, mswClient, seen, server, useMsw } from '../support/msw.js';
import { capturedLog } from '../support/captured-log.js';
import { sendJson, stallHalfway, startWireServer, type WireServer } from '../support/wire-server.js';

// Captured before msw patches the global fetch, so the loopback half really goes over a socket.
const nativeFetch = globalThis.fetch;

useMsw();

describe('with msw and fake time', () => {
  useFakeClock();

  const client = (options: ClientOptions = {}) => mswClient({ logLevel: 'off', ...options });

  /** Headers never come; records the fake time each request arrived. */
  function hangForever(): number[] {
    const times: number[] = [];
    server.use(
      http.all(`${BASE_URL}/v1/*`, () => {
        times.push(Date.now());
        return new Promise<Response>(() => {});
      }),
    );
    return times;
  }

  describe('timeout', () => {
    it('the client default is 60 s', async () => {
      hangForever();
      const { error, at } = await failure(client({ maxRetries: 0 }).teams.get('team_1'));
      expect(error).toBeInstanceOf(APIConnectionTimeoutError);
      expect(at).toBeGreaterThanOrEqual(60_000);
      expect(at).toBeLessThanOrEqual(60_000 + STEP);
      expect(seen).toHaveLength(1);
    });

    it('per client: headers that never come end the attempt at `timeout`', async () => {
      hangForever();
      const { error, at } = await failure(client({ timeout: 1_500, maxRetries: 0 }).teams.get('team_1'));
      expect(error).toBeInstanceOf(APIConnectionTimeoutError);
      expect((error as Error).message).toMatch(/1500 ms/);
      expect(at).toBeGreaterThanOrEqual(1_500);
      expect(at).toBeLessThanOrEqual(1_500 + STEP);
    });

    it('per call: overrides the client', async () => {
      hangForever();
      const { error, at } = await failure(
        client({ timeout: 30_000, maxRetries: 0 }).teams.get('team_1', { timeout: 400 }),
      );
      expect(error).toBeInstanceOf(APIConnectionTimeoutError);
      expect(at).toBeGreaterThanOrEqual(400);
      expect(at).toBeLessThanOrEqual(400 + STEP);
    });

    it('applies to each attempt of a free read: three attempts, each a full timeout', async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const times = hangForever();
      const { error, at } = await failure(client({ timeout: 1_000 }).teams.list());
      vi.restoreAllMocks();
      expect(error).toBeInstanceOf(APIConnectionTimeoutError);
      expect(seen).toHaveLength(3);
      // timeout, 0.5 s backoff, timeout, 1 s backoff, timeout.
      expect(times.map((t) => t - (times[0] as number))).toEqual(
        [0, 1_500, 3_500].map((t) => expect.closeTo(t, -2)),
      );
      expect(at).toBeGreaterThanOrEqual(4_500);
      expect(at).toBeLessThanOrEqual(4_500 + 3 * STEP);
    });

    it('a usage-billed call times out once and is not retried', async () => {
      hangForever();
      const { error } = await failure(
        client({ timeout: 1_000 }).exports.create({ resource: 'teams', format: 'csv' }),
      );
      expect(error).toBeInstanceOf(APIConnectionTimeoutError);
      expect(seen).toHaveLength(1);
    });

    it('a timeout past setTimeout’s 2^31 - 1 ms limit does not fire at once', async () => {
      server.use(
        http.get(`${BASE_URL}/v1/teams/:id`, async () => {
          await delay(5_000);
          return HttpResponse.json({ id: 'team_1' });
        }),
      );
      const outcome = await settle(client({ timeout: 2 ** 31 + 60_000, maxRetries: 0 }).teams.get('team_1'));
      expect(outcome).toMatchObject({ ok: true, value: { id: 'team_1' } });
      expect(outcome.at).toBeGreaterThanOrEqual(5_000);
      const perCall = await settle(client({ maxRetries: 0 }).teams.get('team_1', { timeout: 2 ** 32 }));
      expect(perCall.ok).toBe(true);
      expect(seen).toHaveLength(2);
    });

    it('a call that answers in time is unaffected, and its timer is cleared', async () => {
      server.use(http.get(`${BASE_URL}/v1/teams/:id`, () => HttpResponse.json({ id: 'team_1' })));
      const outcome = await settle(client({ timeout: 100 }).teams.get('team_1'));
      expect(outcome).toMatchObject({ ok: true, value: { id: 'team_1' } });
      expect(seen).toHaveLength(1);
    });
  });

  describe('AbortSignal', () => {
    it('aborts a request in flight at once, with no further request', async () => {
      hangForever();
      const controller = new AbortController();
      const { error, at } = await failure(client().teams.get('team_1', { signal: controller.signal }), () => {
        if (seen.length === 1 && !controller.signal.aborted) controller.abort();
      });
      expect(error).toBeInstanceOf(APIUserAbortError);
      expect(at).toBeLessThanOrEqual(2 * STEP);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(seen).toHaveLength(1);
    });

    it('aborts a retry wait at once (Retry-After 30), with no further request', async () => {
      server.use(
        http.get(`${BASE_URL}/v1/teams/:id`, () =>
          HttpResponse.json(errorBody('service_unavailable', 'api_error'), {
            status: 503,
            headers: { 'Retry-After': '30' },
          }),
        ),
      );
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 1_000); // a fake timer: fires 1 s into the 30 s wait
      const { error, at } = await failure(client().teams.get('team_1', { signal: controller.signal }));
      expect(error).toBeInstanceOf(APIUserAbortError);
      expect(at).toBeGreaterThanOrEqual(1_000);
      expect(at).toBeLessThanOrEqual(1_000 + 2 * STEP);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(seen).toHaveLength(1);
    });

    it('aborts a backoff wait after a connection error, with no further request', async () => {
      server.use(http.get(`${BASE_URL}/v1/teams/:id`, () => HttpResponse.error()));
      const controller = new AbortController();
      const { error, at } = await failure(client().teams.get('team_1', { signal: controller.signal }), () => {
        if (seen.length === 1 && !controller.signal.aborted) controller.abort();
      });
      expect(error).toBeInstanceOf(APIUserAbortError);
      expect(at).toBeLessThan(375);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(seen).toHaveLength(1);
    });

    it('an already-aborted signal sends nothing', async () => {
      server.use(http.all(`${BASE_URL}/v1/*`, () => HttpResponse.json({ id: 'team_1' })));
      const signal = AbortSignal.abort();
      const c = client();
      for (const call of [
        () => c.teams.get('team_1', { signal }),
        () => c.query.create({ prompt: 'Who leads?' }, { signal }),
        () => c.players.search({ sport: 'football', order: 'desc', limit: 5 }, { signal }),
      ]) {
        const { error, at } = await failure(call());
        expect(error).toBeInstanceOf(APIUserAbortError);
        expect(at).toBe(0);
      }
      expect(seen).toHaveLength(0);
    });

    it('leaves no listener on the caller’s signal once the call is done, however it ended', async () => {
      let n = 0;
      server.use(
        http.get(`${BASE_URL}/v1/teams/:id`, () => {
          n += 1;
          if (n === 1) return HttpResponse.json({ id: 'team_1' });
          if (n === 2) return HttpResponse.error();
          return HttpResponse.json(errorBody('not_found', 'invalid_request_error'), { status: 404 });
        }),
      );
      const { signal } = new AbortController();
      const c = client({ maxRetries: 0 });
      expect((await settle(c.teams.get('team_1', { signal }))).ok).toBe(true);
      expect((await settle(c.teams.get('team_1', { signal }))).ok).toBe(false);
      expect((await settle(c.teams.get('team_1', { signal }))).ok).toBe(false);
      expect(getEventListeners(signal, 'abort')).toHaveLength(0);
      expect(seen).toHaveLength(3);
    });

    it('a signal that never fires changes nothing', async () => {
      server.use(http.get(`${BASE_URL}/v1/teams/:id`, () => HttpResponse.json({ id: 'team_1' })));
      const outcome = await settle(client().teams.get('team_1', { signal: new AbortController().signal }));
      expect(outcome).toMatchObject({ ok: true, value: { id: 'team_1' } });
    });
  });
});

describe('over a real loopback socket', () => {
  let wire: WireServer;
  // Long enough that, even on a loaded machine, the status line arrives well before it fires.
  const TIMEOUT = 400;
  const team = { id: 'team_1', name: 'The Owls', sport: 'football', conference: 'x'.repeat(200) };

  beforeAll(async () => {
    wire = await startWireServer();
  });
  afterAll(() => wire.close());
  afterEach(async () => {
    // The attempt really ended: the socket of every request it sent was closed, none left dangling.
    await wire.requestSocketsClosed();
    wire.reset();
    vi.restoreAllMocks();
  });

  function client(options: ClientOptions = {}): SportsData {
    return new SportsData({
      apiKey: LIVE_KEY,
      baseURL: wire.url,
      fetch: nativeFetch,
      timeout: TIMEOUT,
      ...options,
    });
  }

  /** A logger that keeps debug lines, to see how far each attempt got. */
  function debugLog(): { options: ClientOptions; lines: string[] } {
    const lines: string[] = [];
    const keep = (message: string) => {
      lines.push(message);
    };
    return {
      lines,
      options: { logLevel: 'debug', logger: { error: keep, warn: keep, info: keep, debug: keep } },
    };
  }

  /**
   * Runs `call` and times it from before the call is made: the SDK starts its attempt timer as the
   * call is made, so a clock started after it (on a loaded machine, a descheduling later) would
   * measure less than the timer waited.
   */
  async function timed(call: () => PromiseLike<unknown>): Promise<{ error: unknown; ms: number }> {
    const started = performance.now();
    try {
      await call();
    } catch (error) {
      return { error, ms: performance.now() - started };
    }
    throw new Error('expected the call to fail, it succeeded');
  }

  it('a real request goes through (the server and the bypass of msw work)', async () => {
    wire.handle((_req, res) => sendJson(res, 200, team));
    // Not a timing test: a generous timeout, so a loaded machine's slow first connection is no retry.
    await expect(client({ timeout: 30_000 }).teams.get('team_1')).resolves.toEqual(team);
    expect(wire.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /v1/teams/team_1']);
    expect(seen).toHaveLength(0);
  });

  it('a body that stops halfway times out; a free read is retried and each attempt is timed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999); // shortest backoff: 375 ms
    wire.handle((_req, res) => stallHalfway(res, team));
    const log = debugLog();
    const { error, ms } = await timed(() => client({ maxRetries: 1, ...log.options }).teams.get('team_1'));
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(wire.requests).toHaveLength(2);
    expect(wire.requests[1]?.headers['x-retry-count']).toBe('1');
    // The status line and headers had arrived: it was the body that stalled.
    expect(log.lines.filter((line) => /APIConnectionTimeoutError after 200/.test(line))).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(2 * TIMEOUT + 375 - 20);
    expect(ms).toBeLessThan(5_000);
  });

  it('a per-call timeout covers the body too', async () => {
    wire.handle((_req, res) => stallHalfway(res, team));
    const log = debugLog();
    const { error, ms } = await timed(() =>
      client({ timeout: 30_000, maxRetries: 0, ...log.options }).teams.get('team_1', { timeout: 400 }),
    );
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect((error as Error).message).toMatch(/400 ms/);
    expect(wire.requests).toHaveLength(1);
    expect(log.lines.filter((line) => /APIConnectionTimeoutError after 200/.test(line))).toHaveLength(1);
    expect(ms).toBeGreaterThanOrEqual(390);
    expect(ms).toBeLessThan(5_000);
  });

  it('a usage-billed call whose body stalls times out once, not retried', async () => {
    wire.handle((_req, res) => stallHalfway(res, { run_id: 'qr_1', status: 'queued' }));
    const log = capturedLog();
    const { error } = await timed(() =>
      client({ maxRetries: 3, ...log.options }).query.create({ prompt: 'Who leads?' }),
    );
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(wire.requests).toHaveLength(1);
    expect(log.take()).toEqual([
      expect.stringMatching(/POST \/v1\/query failed .*not retried: usage-billed/),
    ]);
    expect(wire.requests[0]?.method).toBe('POST');
  });

  it('headers that never come time out', async () => {
    wire.handle(() => {});
    const { error, ms } = await timed(() => client({ maxRetries: 0 }).teams.get('team_1'));
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(wire.requests).toHaveLength(1);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT - 10);
    expect(ms).toBeLessThan(5_000);
  });

  it('a socket reset halfway through the body is a connection error, retried for a free read', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    wire.handle((_req, res) => {
      stallHalfway(res, team);
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const { error } = await timed(() => client({ maxRetries: 1, timeout: 5_000 }).teams.get('team_1'));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APIConnectionTimeoutError);
    expect(wire.requests).toHaveLength(2);
  });

  it('a socket reset on a usage-billed call is sent once', async () => {
    wire.handle((_req, res) => res.socket?.destroy());
    const log = capturedLog();
    const { error } = await timed(() => client({ timeout: 5_000, ...log.options }).alerts.delete('alrt_1'));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(wire.requests).toHaveLength(1);
    expect(log.take()).toEqual([expect.stringMatching(/DELETE \/v1\/alerts\/\{id\} failed .*not retried/)]);
    expect(wire.requests[0]?.method).toBe('DELETE');
  });

  it('the caller’s signal aborts a body that is streaming in', async () => {
    const controller = new AbortController();
    wire.handle((_req, res) => {
      stallHalfway(res, team);
      setTimeout(() => controller.abort(), 30);
    });
    const { error, ms } = await timed(() =>
      client({ timeout: 30_000 }).teams.get('team_1', { signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(ms).toBeLessThan(2_000);
    // Give a wrong retry the time to happen before counting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wire.requests).toHaveLength(1);
  });

  it('a retry wait aborted mid-way sends nothing more and returns at once', async () => {
    const controller = new AbortController();
    wire.handle((_req, res) => {
      sendJson(res, 503, errorBody('service_unavailable', 'api_error'), { 'Retry-After': '30' });
      setTimeout(() => controller.abort(), 50);
    });
    const { error, ms } = await timed(() => client().teams.get('team_1', { signal: controller.signal }));
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(ms).toBeLessThan(2_000);
    expect(wire.requests).toHaveLength(1);
  });

  it('a refused connection (closed port) is an APIConnectionError with a cause', async () => {
    const gone = await startWireServer();
    const url = gone.url;
    await gone.close();
    const c = new SportsData({
      apiKey: LIVE_KEY,
      baseURL: url,
      fetch: nativeFetch,
      maxRetries: 0,
      logLevel: 'off',
    });
    const { error } = await timed(() => c.teams.get('team_1'));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APIConnectionTimeoutError);
    const cause = (error as Error).cause as Error & { cause?: { code?: string } };
    expect(cause).toBeInstanceOf(Error);
    expect(cause.cause?.code).toBe('ECONNREFUSED');
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect((error as Error).message).not.toContain(LIVE_KEY);
  });

  it('a 503 then a success over the socket: two requests, the success returned', async () => {
    wire.handle((_req, res, n) =>
      n === 0
        ? sendJson(res, 503, errorBody('service_unavailable', 'api_error'), { 'Retry-After': '0' })
        : sendJson(res, 200, team),
    );
    await expect(client().teams.get('team_1')).resolves.toEqual(team);
    expect(wire.requests).toHaveLength(2);
  });

  it('a usage-billed 503 over the socket is thrown as InternalServerError after one request', async () => {
    wire.handle((_req, res) =>
      sendJson(res, 503, errorBody('service_unavailable', 'api_error'), { 'Retry-After': '0' }),
    );
    const log = capturedLog();
    await expect(client(log.options).portal.list()).rejects.toBeInstanceOf(InternalServerError);
    expect(wire.requests).toHaveLength(1);
    expect(log.take()).toEqual([expect.stringMatching(/GET \/v1\/portal answered 503; not retried/)]);
  });
});
