/**
 * A virtual minute for pacing suites: one clock drives the fake service (which counts each request
 * when it arrives), a network with seeded latency in both directions, and the client's pacer. Time
 * moves only when nothing else can happen, so what a test proves does not depend on how busy the
 * machine is: a busy loop beside it slows the run down, not the virtual minute.
 */
import {
  createFakeService,
  type FakeService,
  type FakeServiceOptions,
  VirtualClock,
} from '../../src/testing/index.js';

/** What the network saw of one request. */
export interface Trip {
  /** Order in which the client sent it. */
  readonly index: number;
  readonly path: string;
  readonly sentAt: number;
  arrivedAt?: number;
  answeredAt?: number;
  status?: number;
  /** Retry-After of the answer, in seconds, when it had one. */
  retryAfter?: number;
}

export interface WorldOptions extends Omit<FakeServiceOptions, 'now'> {
  /** Highest one-way latency in ms; each direction draws from [0, max) (default 300). */
  maxLatencyMs?: number;
}

export class VirtualWorld {
  readonly clock = new VirtualClock(Date.UTC(2030, 0, 15, 12, 0, 0));
  readonly service: FakeService;
  readonly trips: Trip[] = [];
  readonly #maxLatency: number;
  #seed = 12345;
  #activity = 0;

  constructor(options: WorldOptions = {}) {
    this.service = createFakeService({ ...options, now: this.clock.now });
    this.#maxLatency = options.maxLatencyMs ?? 300;
  }

  /** A seeded uniform draw in [0, 1): the same test sees the same network every run. */
  #random(): number {
    this.#seed = (Math.imul(this.#seed, 1103515245) + 12345) >>> 0;
    return this.#seed / 2 ** 32;
  }

  /** The client's `fetch`: latency out, the fake service (counting on arrival), latency back. */
  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const trip: Trip = {
      index: this.trips.length,
      path: new URL(request.url).pathname,
      sentAt: this.clock.now(),
    };
    this.trips.push(trip);
    this.#activity++;
    await this.clock.sleep(this.#random() * this.#maxLatency, undefined, () => new Error('unreachable'));
    trip.arrivedAt = this.clock.now();
    const response = await this.service.handle(request);
    const body = await response.arrayBuffer();
    this.#activity++;
    await this.clock.sleep(this.#random() * this.#maxLatency, undefined, () => new Error('unreachable'));
    trip.answeredAt = this.clock.now();
    trip.status = response.status;
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter !== null) trip.retryAfter = Number(retryAfter);
    this.#activity++;
    return new Response(body, { status: response.status, headers: response.headers });
  };

  /** Runs virtual time until `work` settles. */
  async run<T>(work: Promise<T>): Promise<T> {
    let done = false;
    work.then(
      () => {
        done = true;
      },
      () => {
        done = true;
      },
    );
    let idle = 0;
    while (!done) {
      // Let everything that can run without time passing run: several quiet turns in a row.
      for (let quiet = 0; quiet < 5 && !done; ) {
        const before = this.#activity;
        await new Promise((resolve) => setImmediate(resolve));
        quiet = this.#activity === before ? quiet + 1 : 0;
      }
      if (done) break;
      if (this.clock.advance()) {
        idle = 0;
        continue;
      }
      // Nothing to wait for in virtual time: something is loading (the pacer module, on first use).
      if (++idle > 500) throw new Error('the work is pending with no virtual timer left');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return work;
  }

  count(status: number): number {
    return this.trips.filter((t) => t.status === status).length;
  }

  /** First to last arrival at the service, in ms of virtual time. */
  arrivalSpan(): number {
    const arrivals = this.trips.map((t) => t.arrivedAt as number);
    return Math.max(...arrivals) - Math.min(...arrivals);
  }
}

/**
 * The least time `n` requests can take from the first arrival to the last under `limit` per
 * rolling minute: request k·limit (0-based) cannot arrive before k minutes after the first.
 */
export function minimumSpanMs(n: number, limit: number): number {
  return Math.floor((n - 1) / limit) * 60_000;
}
