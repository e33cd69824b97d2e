import * as pacingPolicy from '../generated/policy/pacing.js';
import { isoInstant, nextMonthStart } from './time.js';

/** The per-minute limits' rolling window (`x-sdk.pacing` of openapi.json: what pacing keeps to). */
const WINDOW_MS = pacingPolicy.PACING_WINDOW_MS;

/**
 * An exact sliding one-minute window in O(1): a ring of the last `limit` accepted request times.
 * The window is full when the oldest of them is still less than a minute old.
 */
export class MinuteWindow {
  /** Above this a limit is as good as none, and a ring that large would only waste memory. */
  static readonly UNLIMITED = 1_000_000;
  private readonly ring: Float64Array;
  private head = 0;
  private size = 0;

  constructor(readonly limit: number) {
    this.ring = new Float64Array(limit > 0 && limit < MinuteWindow.UNLIMITED ? limit : 1);
  }

  /** Takes a slot at `now`; returns 0 when taken, else the milliseconds until one frees. */
  take(now: number): number {
    if (!(this.limit < MinuteWindow.UNLIMITED)) return 0;
    if (this.limit <= 0) return WINDOW_MS;
    if (this.size < this.limit) {
      this.ring[(this.head + this.size) % this.limit] = now;
      this.size++;
      return 0;
    }
    const oldest = this.ring[this.head] as number;
    const wait = oldest + WINDOW_MS - now;
    if (wait > 0) return wait;
    this.ring[this.head] = now;
    this.head = (this.head + 1) % this.limit;
    return 0;
  }
}

/**
 * Requests used in the current UTC month; rolls over by itself when the month changes. The
 * month's bounds are cached so that counting is two comparisons, not date arithmetic.
 */
export class MonthlyCounter {
  private start = 0;
  private end = -1;
  private count = 0;
  /** `X-Monthly-Quota-Reset` of the current month. */
  resetText = '';

  used(now: number): number {
    this.roll(now);
    return this.count;
  }

  add(now: number): void {
    this.roll(now);
    this.count++;
  }

  private roll(now: number): void {
    if (now >= this.start && now < this.end) return;
    const d = new Date(now);
    this.start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    this.end = nextMonthStart(now);
    this.resetText = isoInstant(this.end);
    this.count = 0;
  }
}
