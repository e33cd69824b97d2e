/**
 * The clock the control API moves: another clock (default Date.now) plus an offset that only
 * grows, so rate windows, quota months and jobs see time pass without a test waiting for it.
 */
export class OffsetClock {
  #offset = 0;

  constructor(private readonly base: () => number = Date.now) {}

  now = (): number => this.base() + this.#offset;

  advance(ms: number): number {
    this.#offset += ms;
    return this.now();
  }
}
