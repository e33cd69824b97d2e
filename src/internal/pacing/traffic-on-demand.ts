/**
 * A client's traffic notes (traffic.ts), made before the first attempt of its first call: that
 * module loads then, beside the argument checks, so a page that makes no call never loads it and
 * every answer after that is noted synchronously (a paced slot is released in the same turn).
 */
import { type AccountUsage, usageFrom } from '../../core/pacing/usage.js';
import { OnFirstUse } from '../load-on-first-use.js';
import type { Traffic, TrafficInit } from './traffic.js';

const trafficModule = new OnFirstUse('traffic notes', () => import('./traffic.js'));

export class TrafficOnDemand {
  /** The client's notes, there from the first attempt of its first call on. */
  #current: Traffic | undefined;
  readonly #init: TrafficInit;

  constructor(init: TrafficInit) {
    this.#init = init;
  }

  /**
   * The client's notes: at once when traffic.ts has loaded (a new client's first calls then keep
   * their order with no promise turn), else once it has.
   */
  open(): Traffic | Promise<Traffic> {
    if (this.#current) return this.#current;
    const loaded = trafficModule.loaded;
    if (loaded) {
      this.#current = new loaded.Traffic(this.#init);
      return this.#current;
    }
    return trafficModule.load().then(({ Traffic }) => {
      this.#current ??= new Traffic(this.#init);
      return this.#current;
    });
  }

  /** Before the first answer nothing is known but a `readsPerMinute` override. */
  usage(): AccountUsage {
    return this.#current ? this.#current.usage() : usageFrom(undefined, this.#init.pacing?.readsPerMinute);
  }
}
