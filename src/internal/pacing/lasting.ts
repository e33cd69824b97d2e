/**
 * A condition of pacing that should not last (the minute full, the plan unknown): how long its
 * current run has lasted, told once when it first passes `limitMs`, so that one warn line says so.
 */
export class Lasting {
  #since: number | undefined;
  #told = false;

  constructor(readonly limitMs: number) {}

  /** Notes whether the condition holds at `now`; the seconds it has lasted when it first passes the limit. */
  note(holds: boolean, now: number): number | undefined {
    if (!holds) {
      this.#since = undefined;
      this.#told = false;
      return undefined;
    }
    this.#since ??= now;
    if (this.#told || now - this.#since < this.limitMs) return undefined;
    this.#told = true;
    return Math.round((now - this.#since) / 1000);
  }
}
