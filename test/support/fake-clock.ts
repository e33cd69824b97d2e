/**
 * Fake time for the msw suites that measure the SDK's waits (retry, timeout, polling): waits are
 * read off a fake clock instead of wall-clock luck, and no test may leave a timer behind.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** Slack on measured waits: they are exact, this only absorbs an extra turn. */
export const STEP = 10;

/**
 * Fakes setTimeout, clearTimeout, Date and performance (pacing's monotonic clock) around each test (the clock set to `startAt` if given),
 * and fails a test that leaves a timer behind: the deadline timer, the sleeps and every attempt
 * timer must be gone once a call has settled, however it ended.
 */
export function useFakeClock(startAt?: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    if (startAt !== undefined) vi.setSystemTime(startAt);
  });
  afterEach(() => {
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
}

/** How a call settled, and after how much fake time. */
export type Outcome<T> = { ok: true; value: T; at: number } | { ok: false; error: unknown; at: number };

/**
 * Runs fake time from timer to timer until `promise` settles, letting msw answer in between, so
 * waits are measured exactly; `at` is the fake time it took. `onTurn` runs at every event-loop
 * turn (to abort when a request has been seen, say).
 */
export async function settle<T>(promise: PromiseLike<T>, onTurn?: () => void): Promise<Outcome<T>> {
  const start = Date.now();
  let outcome: Outcome<T> | undefined;
  Promise.resolve(promise).then(
    (value) => {
      outcome = { ok: true, value, at: Date.now() - start };
    },
    (error: unknown) => {
      outcome = { ok: false, error, at: Date.now() - start };
    },
  );
  for (let jumps = 0; outcome === undefined; jumps++) {
    // msw answers within a turn or two of the event loop and never needs fake time; give it ten.
    for (let turn = 0; turn < 10 && outcome === undefined; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
      onTurn?.();
    }
    if (outcome !== undefined) break;
    if (vi.getTimerCount() === 0) await awaitRealWork(() => outcome !== undefined);
    if (outcome !== undefined) break;
    if (vi.getTimerCount() === 0) throw new Error('the call is pending with no timer left to wait for');
    if (jumps > 5_000) throw new Error('still pending after 5,000 timers');
    await vi.advanceTimersToNextTimerAsync();
  }
  return outcome;
}

/** Real time (unfaked) that a pending call may spend on work no fake timer stands for. */
const REAL_WORK_MS = 30_000;

/**
 * With no fake timer left, a call may still be loading code it needs on first use (a dynamic
 * `import()`, which the test runner serves in real time over many turns): keep turning the event
 * loop until the call settles or sets a timer, for at most REAL_WORK_MS of real time. A call that
 * waits on nothing still fails, only later.
 */
async function awaitRealWork(settled: () => boolean): Promise<void> {
  const deadline = process.hrtime.bigint() + BigInt(REAL_WORK_MS) * 1_000_000n;
  while (!settled() && vi.getTimerCount() === 0 && process.hrtime.bigint() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** `settle` for a call that must fail: its error and the fake time it took (throws if it succeeded). */
export async function failure(
  promise: PromiseLike<unknown>,
  onTurn?: () => void,
): Promise<{ error: unknown; at: number }> {
  const outcome = await settle(promise, onTurn);
  if (outcome.ok) throw new Error('expected the call to fail, it succeeded');
  return outcome;
}
