import { sleep } from '../abort.js';

/**
 * The time pacing runs on. The default is the wall clock and the SDK's one timer (`abort.ts`); tests
 * pass a virtual clock so that what they prove does not depend on how busy the machine is.
 */
export interface PacingClock {
  /** Milliseconds, on any epoch, never going back. */
  now(): number;
  /** Resolves after `ms`, or rejects with `onAbort()` as soon as `signal` fires. */
  sleep(ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void>;
}

// `Date.now` looked up at each call, so that fake timers (vitest, sinon) that replace `Date` apply.
export const systemClock: PacingClock = { now: () => Date.now(), sleep };
