import { sleep } from '../../internal/abort.js';

/**
 * The time pacing runs on. The default is a monotonic clock and the SDK's one timer (`abort.ts`); tests
 * pass a virtual clock so that what they prove does not depend on how busy the machine is.
 */
export interface PacingClock {
  /** Milliseconds, on any epoch, never going back. */
  now(): number;
  /** Resolves after `ms`, or rejects with `onAbort()` as soon as `signal` fires. */
  sleep(ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void>;
}

/**
 * Monotonic: a wall clock stepped back an hour would make every slot look an hour from freeing.
 * On the wall clock's epoch (as of the process start), for a store that compares times across
 * machines. `performance` looked up at each call, so that fake timers that replace it apply.
 */
export const systemClock: PacingClock = {
  now: () => performance.timeOrigin + performance.now(),
  sleep,
};
