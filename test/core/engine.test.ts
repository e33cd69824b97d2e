/**
 * The request engine's parts in isolation: the retry rule (`retry.ts#decide`, one pure function of
 * policy, attempt and outcome), the one clock (`abort.ts`) in its two uses, and the engine loop
 * (`transport.ts#runAttempts`) serving an API-like and a file-like caller with their policies.
 */
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptSignal, onAbort } from '../../src/internal/abort.js';
import { resolveConfig } from '../../src/core/config.js';
import { APIConnectionError, APIUserAbortError } from '../../src/core/errors.js';
import { apiPolicy, decide, filePolicy, type Outcome } from '../../src/internal/retry.js';
import { runAttempts } from '../../src/internal/transport.js';
import { operations } from '../../src/generated/operations.js';
import { SportsData } from '../../src/index.js';

const free = apiPolicy(operations.get_player, 2);
const billed = apiPolicy(operations.create_query, 2);
const file = filePolicy(2);
const answer = (status: number, code?: string, retryAfter?: number): Outcome => ({
  kind: 'answer',
  status,
  code,
  retryAfter,
});
const noJitter = () => 0;

describe('decide: the whole retry rule', () => {
  it.each([
    [200, undefined, { retry: false, why: 'done' }],
    [204, undefined, { retry: false, why: 'done' }],
    [400, undefined, { retry: false, why: 'final' }],
    [404, undefined, { retry: false, why: 'final' }],
    [302, undefined, { retry: false, why: 'final' }],
    [429, 'monthly_quota_exceeded', { retry: false, why: 'final' }],
    [429, undefined, { retry: false, why: 'final' }],
    [429, 'rate_limit_exceeded', { retry: true, waitMs: 500 }],
    [408, undefined, { retry: true, waitMs: 500 }],
    [500, undefined, { retry: true, waitMs: 500 }],
    [501, undefined, { retry: false, why: 'final' }],
    [502, undefined, { retry: true, waitMs: 500 }],
    [503, undefined, { retry: true, waitMs: 500 }],
    [504, undefined, { retry: true, waitMs: 500 }],
  ] as const)('a free read answered %s (%s)', (status, code, expected) => {
    expect(decide(free, 0, answer(status, code), noJitter)).toEqual(expected);
  });

  it('a file host: any 429 is retried (no envelope to read)', () => {
    expect(decide(file, 0, answer(429), noJitter)).toEqual({ retry: true, waitMs: 500 });
    expect(decide(file, 0, answer(404), noJitter)).toEqual({ retry: false, why: 'final' });
  });

  it('usage-billed: never retried, whatever happened and however many retries are allowed', () => {
    for (const outcome of [
      answer(503),
      answer(429, 'rate_limit_exceeded'),
      { kind: 'failure', failure: 'connection' } as const,
      { kind: 'failure', failure: 'timeout' } as const,
    ]) {
      expect(decide(billed, 0, outcome)).toEqual({ retry: false, why: 'billed' });
    }
    expect(decide(billed, 0, answer(404))).toEqual({ retry: false, why: 'final' });
    expect(decide(billed, 0, answer(201))).toEqual({ retry: false, why: 'done' });
  });

  it('failures with no answer are retried with backoff until maxRetries is used', () => {
    const timeout: Outcome = { kind: 'failure', failure: 'timeout' };
    expect(decide(free, 0, timeout, noJitter)).toEqual({ retry: true, waitMs: 500 });
    expect(decide(free, 1, timeout, noJitter)).toEqual({ retry: true, waitMs: 1000 });
    expect(decide(free, 2, timeout, noJitter)).toEqual({ retry: false, why: 'exhausted' });
    expect(decide(apiPolicy(operations.get_player, 0), 0, timeout)).toEqual({
      retry: false,
      why: 'exhausted',
    });
  });

  it('Retry-After is waited for up to 60 s, and handed to the caller beyond', () => {
    expect(decide(free, 0, answer(503, undefined, 2))).toEqual({ retry: true, waitMs: 2000 });
    expect(decide(free, 0, answer(503, undefined, 60))).toEqual({ retry: true, waitMs: 60_000 });
    expect(decide(free, 0, answer(503, undefined, 61))).toEqual({ retry: false, why: 'wait_too_long' });
    // Used up first: no warning about a wait that would not have happened anyway.
    expect(decide(free, 2, answer(503, undefined, 61))).toEqual({ retry: false, why: 'exhausted' });
  });

  it('jitter takes at most 25% off the backoff', () => {
    expect(decide(free, 0, answer(503), () => 1)).toEqual({ retry: true, waitMs: 375 });
    expect(decide(apiPolicy(operations.get_player, 9), 3, answer(503), () => 0)).toEqual({
      retry: true,
      waitMs: 4000,
    });
  });
});

describe('the one clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('whole-attempt use: fires `timeout` after the delay', async () => {
    vi.useFakeTimers();
    const clock = attemptSignal(100, undefined);
    await vi.advanceTimersByTimeAsync(99);
    expect(clock.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(clock.cause()).toBe('timeout');
  });

  it('idle use: runs only while armed, and restarts on each arm', async () => {
    vi.useFakeTimers();
    const clock = attemptSignal(100, undefined, false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(clock.cause()).toBeUndefined();
    clock.arm();
    await vi.advanceTimersByTimeAsync(80);
    clock.arm();
    await vi.advanceTimersByTimeAsync(80);
    clock.disarm();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(clock.cause()).toBeUndefined();
    clock.arm();
    await vi.advanceTimersByTimeAsync(100);
    expect(clock.cause()).toBe('timeout');
    clock.dispose();
  });

  it("fires `user` with the caller's signal, and leaves no listener once disposed", () => {
    const controller = new AbortController();
    const clocks = Array.from({ length: 30 }, () => attemptSignal(60_000, controller.signal));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    clocks[0]?.dispose();
    controller.abort();
    expect(clocks[0]?.cause()).toBeUndefined();
    expect(clocks.slice(1).every((clock) => clock.cause() === 'user')).toBe(true);
    for (const clock of clocks) clock.dispose();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('an attempt that ended unfired passes its signal on, to at most 8 attempts in all', () => {
    const signals = Array.from({ length: 40 }, () => {
      const clock = attemptSignal(60_000, undefined);
      clock.dispose();
      return clock.signal;
    });
    const runs: { signal: AbortSignal; length: number }[] = [];
    for (const signal of signals) {
      const last = runs.at(-1);
      if (last?.signal === signal) last.length += 1;
      else runs.push({ signal, length: 1 });
    }
    // Reused (the point: no signal per attempt), within the bound, and never handed out again.
    expect(runs.filter((run) => run.length === 8).length).toBeGreaterThanOrEqual(4);
    expect(runs.every((run) => run.length <= 8)).toBe(true);
    expect(new Set(runs.map((run) => run.signal)).size).toBe(runs.length);
  });

  it('a fired signal is never handed out again', () => {
    const fired = new Set<AbortSignal>();
    for (const cause of ['timeout', 'user', 'cancel'] as const) {
      const clock = attemptSignal(60_000, undefined);
      clock.fire(cause);
      clock.dispose();
      fired.add(clock.signal);
    }
    for (let i = 0; i < 40; i++) {
      const clock = attemptSignal(60_000, undefined);
      expect(fired.has(clock.signal)).toBe(false);
      expect(clock.signal.aborted).toBe(false);
      clock.dispose();
    }
  });

  it('once disposed, a clock can no longer fire the signal it passed on', async () => {
    vi.useFakeTimers();
    const user = new AbortController();
    const old = attemptSignal(100, user.signal);
    old.dispose();
    const next = attemptSignal(60_000, undefined);
    expect(next.signal).toBe(old.signal);
    old.fire('cancel');
    old.arm();
    user.abort();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(next.signal.aborted).toBe(false);
    expect(old.cause()).toBeUndefined();
    next.dispose();
  });

  it('a fetch that leaves a listener on every signal it is given never hears of a leak', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const leaky = async (_url: string | URL | Request, init?: RequestInit) => {
        init?.signal?.addEventListener('abort', () => {});
        return Response.json({ id: 'team_1' });
      };
      const client = new SportsData({ apiKey: 'svc_test_x', baseURL: 'http://127.0.0.1:9', fetch: leaky });
      for (let i = 0; i < 100; i++) await client.teams.get('team_1');
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
  });

  it('onAbort: one listener for many subscribers, removed with the last', () => {
    const controller = new AbortController();
    const calls: number[] = [];
    const offs = [1, 2, 3].map((n) => onAbort(controller.signal, () => calls.push(n)));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    offs[1]?.();
    offs[1]?.();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort();
    expect(calls).toEqual([1, 3]);
    for (const off of offs) off();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('runAttempts: one loop, a policy per caller', () => {
  const config = resolveConfig({ apiKey: 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345', logLevel: 'off' });

  function exchange(policy: ReturnType<typeof filePolicy>, outcomes: (Outcome | Error)[]) {
    const sent: number[] = [];
    return {
      sent,
      run: (signal?: AbortSignal) =>
        runAttempts({
          config,
          label: 'GET test',
          policy,
          timeout: 1_000,
          clock: 'attempt',
          signal,
          async send(_clock, attempt) {
            sent.push(attempt);
            const next = outcomes[attempt] as Outcome | Error;
            if (next instanceof Error) throw next;
            return { outcome: next, value: next.kind === 'answer' ? next.status : 0 };
          },
          failed: (error) => new APIConnectionError('failed', { cause: error }),
        }),
    };
  }

  it('retries as decide says and returns the last answer', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    const x = exchange({ ...filePolicy(2) }, [
      answer(503, undefined, 0),
      new TypeError('reset'),
      answer(200),
    ]);
    await expect(x.run()).resolves.toBe(200);
    expect(x.sent).toEqual([0, 1, 2]);
    vi.restoreAllMocks();
  });

  it('a billed policy sends once, whatever the failure', async () => {
    const x = exchange(billed, [new TypeError('reset'), answer(200)]);
    await expect(x.run()).rejects.toThrow(APIConnectionError);
    expect(x.sent).toEqual([0]);
  });

  it('an aborted signal ends the call before the attempt is sent', async () => {
    const x = exchange(free, [answer(200)]);
    await expect(x.run(AbortSignal.abort())).rejects.toThrow(APIUserAbortError);
    expect(x.sent).toEqual([]);
  });
});
