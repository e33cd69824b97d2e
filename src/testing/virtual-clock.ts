/**
 * A clock that moves only when told to: pass it as the fake's `now` and as the client's
 * `pacing.clock`, and minutes of pacing run in milliseconds, the same on a busy machine as on an
 * idle one. `advance()` jumps to the next timer and fires it.
 */
import type { PacingClock } from '../core/pacing/clock.js';

interface Timer {
  at: number;
  seq: number;
  fire(): void;
}

export class VirtualClock implements PacingClock {
  #now: number;
  #seq = 0;
  readonly #timers: Timer[] = [];

  constructor(start: number = Date.UTC(2030, 0, 15, 12, 0, 0)) {
    this.#now = start;
  }

  now = (): number => this.#now;

  /** A delay that is not a finite number waits 0 ms, as setTimeout does, so the clock never becomes NaN. */
  sleep = (ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(onAbort());
        return;
      }
      const timer: Timer = {
        at: this.#now + (Number.isFinite(ms) ? Math.max(0, ms) : 0),
        seq: this.#seq++,
        fire: () => {
          signal?.removeEventListener('abort', abort);
          resolve();
        },
      };
      const abort = () => {
        const index = this.#timers.indexOf(timer);
        if (index >= 0) this.#timers.splice(index, 1);
        reject(onAbort());
      };
      signal?.addEventListener('abort', abort, { once: true });
      this.#timers.push(timer);
    });

  get pending(): number {
    return this.#timers.length;
  }

  /** Moves to the earliest timer and fires every timer due then; false when none is left. */
  advance(): boolean {
    if (this.#timers.length === 0) return false;
    this.#timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const at = (this.#timers[0] as Timer).at;
    this.#now = Math.max(this.#now, at);
    while (this.#timers.length > 0 && (this.#timers[0] as Timer).at <= this.#now)
      this.#timers.shift()?.fire();
    return true;
  }
}
