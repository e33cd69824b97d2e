/**
 * Admission of keyed requests into the account's rolling minute: callers wait in call order, one
 * loop asks the store for room, and a shared store that fails or stalls is replaced by the
 * in-process one (with a warn line) until it answers again. Loaded only when pacing is on.
 */
import { LOWEST_READS_PER_MINUTE } from '../../generated/plans.js';
import { sha256Hex } from '../../internal/sha256.js';
import { APIUserAbortError } from '../errors.js';
import type { SdkLogger } from '../logger.js';
import type { PacingClock } from './clock.js';
import { MemoryPacingStore } from './memory-store.js';
import type { PacingGrant, PacingStore } from './store.js';
import { readsPerMinuteOf } from './usage.js';

/** A shared store slower than this is treated as down for this admission. */
const STORE_DEADLINE_MS = 1_000;
/** After a shared store failed, it is tried again this much later. */
const STORE_RETRY_MS = 5_000;

export interface PacerInit {
  readonly apiKey: string | undefined;
  readonly store: PacingStore | undefined;
  readonly clock: PacingClock;
  readonly logger: SdkLogger;
}

/** Where the limit in force comes from: the override, else the plan of the latest answer. */
export interface LimitSource {
  readonly readsPerMinute: number | undefined;
  plan(): string | undefined;
}

/** The limit in force. */
interface PacerLimit {
  readonly readsPerMinute: number;
  /** false until the plan (or an override) is known: one request at a time, at the lowest limit. */
  readonly known: boolean;
  readonly describe: string;
}

/** A slot held by one attempt; `release` is safe to call twice. */
export interface PacingSlot {
  release(): void;
}

interface Waiter {
  resolve(slot: PacingSlot): void;
  reject(error: Error): void;
  signal: AbortSignal | undefined;
  holdMs: number;
  onAbort: () => void;
}

const userAbort = () =>
  new APIUserAbortError('Request was aborted while waiting for room in the rolling minute.');
const quiet = () => new Error('nudged');

export class Pacer {
  readonly #local = new MemoryPacingStore();
  readonly #shared: PacingStore | undefined;
  readonly #account: string;
  readonly #clock: PacingClock;
  readonly #logger: SdkLogger;
  readonly #source: LimitSource;
  #unknownPlanWarned: string | undefined;
  readonly #queue: Waiter[] = [];
  #pumping = false;
  #nudge: AbortController | undefined;
  #woken = false;
  /** Slots in flight while the limit is not known: at most one. */
  #unknownInFlight = 0;
  #sharedRetryAt = 0;
  #sharedDown = false;

  constructor(init: PacerInit, source: LimitSource) {
    this.#shared = init.store;
    // The account's budget is named by a hash of the key: a store (and Redis) never sees the key.
    this.#account = init.store && init.apiKey ? sha256Hex(init.apiKey) : 'local';
    this.#clock = init.clock;
    this.#logger = init.logger;
    this.#source = source;
  }

  /** Resolves when the request may be sent; rejects with APIUserAbortError when `signal` fires first. */
  admit(signal: AbortSignal | undefined, holdMs: number): Promise<PacingSlot> {
    if (signal?.aborted) return Promise.reject(userAbort());
    return new Promise<PacingSlot>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        signal,
        holdMs,
        onAbort: () => {
          const index = this.#queue.indexOf(waiter);
          if (index >= 0) this.#queue.splice(index, 1);
          reject(userAbort());
          if (this.#queue.length === 0) this.wake();
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.#queue.push(waiter);
      if (!this.#pumping) void this.#pump();
    });
  }

  /** Something changed (the plan was learned, a slot came back, the queue emptied): look again now. */
  wake(): void {
    // Also seen by a pump that is not asleep yet (awaiting a shared store): it then does not sleep.
    this.#woken = true;
    this.#nudge?.abort();
  }

  /** A 429 `rate_limit_exceeded` came anyway (another process, a lowered limit): stop for `ms`. */
  pause(ms: number): void {
    const now = this.#clock.now();
    this.#local.pause(this.#account, ms, now);
    if (this.#shared) void this.#callShared(() => this.#shared?.pause(this.#account, ms, now));
    this.#logger.log(
      'info',
      `pacing: the service answered 429 rate_limit_exceeded; no request is sent for ${Math.ceil(ms / 1000)} s (Retry-After).`,
    );
  }

  #limit(): PacerLimit {
    const override = this.#source.readsPerMinute;
    if (override !== undefined)
      return { readsPerMinute: override, known: true, describe: `${override} requests` };
    const plan = this.#source.plan();
    if (plan === undefined)
      return { readsPerMinute: LOWEST_READS_PER_MINUTE, known: false, describe: 'the first request' };
    const reads = readsPerMinuteOf(plan);
    if (reads !== undefined)
      return { readsPerMinute: reads, known: true, describe: `${reads} requests (${plan} plan)` };
    if (this.#unknownPlanWarned !== plan) {
      this.#unknownPlanWarned = plan;
      this.#logger.log(
        'warn',
        `pacing: plan "${plan}" is not in this SDK's plan table; pacing at ${LOWEST_READS_PER_MINUTE} requests a minute. Pass pacing: { readsPerMinute } to set its limit.`,
      );
    }
    return {
      readsPerMinute: LOWEST_READS_PER_MINUTE,
      known: true,
      describe: `${LOWEST_READS_PER_MINUTE} requests (plan ${plan})`,
    };
  }

  async #pump(): Promise<void> {
    this.#pumping = true;
    // One info line per kind of wait (plan unknown, minute full) in a run of waiting callers.
    let logged: 'unknown' | 'full' | undefined;
    try {
      while (this.#queue.length > 0) {
        this.#woken = false;
        const limit = this.#limit();
        let grant: PacingGrant | { held: true };
        if (!limit.known && this.#unknownInFlight > 0) grant = { held: true };
        else grant = await this.#acquire(limit, (this.#queue[0] as Waiter).holdMs);
        if ('slot' in grant) {
          const slot = this.#slotFor(grant, limit.known);
          const waiter = this.#queue.shift();
          if (!waiter) {
            slot.release();
            break;
          }
          waiter.signal?.removeEventListener('abort', waiter.onAbort);
          waiter.resolve(slot);
          continue;
        }
        const reason = 'waitMs' in grant ? 'full' : 'unknown';
        if (logged !== reason) {
          logged = reason;
          this.#logger.log(
            'info',
            'waitMs' in grant
              ? `pacing: ${limit.describe} used in the rolling minute; ${this.#queue.length} call(s) wait for room (next in ${Math.ceil(grant.waitMs)} ms).`
              : `pacing: the plan is not known yet; ${this.#queue.length} call(s) wait for the first answer.`,
          );
        }
        if (this.#woken || this.#queue.length === 0) continue;
        this.#nudge = new AbortController();
        const ms = 'waitMs' in grant ? grant.waitMs : 60_000;
        await this.#clock.sleep(ms, this.#nudge.signal, quiet).catch(() => undefined);
        this.#nudge = undefined;
      }
    } finally {
      this.#pumping = false;
    }
    // A caller may have queued between the last check and `finally`.
    if (this.#queue.length > 0) void this.#pump();
  }

  #slotFor(grant: { slot: string; store?: PacingStore }, known: boolean): PacingSlot {
    const store = (grant as { store?: PacingStore }).store ?? this.#local;
    if (!known) this.#unknownInFlight++;
    let done = false;
    return {
      release: () => {
        if (done) return;
        done = true;
        const now = this.#clock.now();
        if (!known) this.#unknownInFlight--;
        if (store === this.#local) this.#local.release(this.#account, grant.slot, now);
        else void this.#callShared(() => store.release(this.#account, grant.slot, now));
        if (!known) this.wake();
      },
    };
  }

  /** One admission from the shared store when it is up, else from the in-process one. */
  async #acquire(limit: PacerLimit, holdMs: number): Promise<PacingGrant & { store?: PacingStore }> {
    const now = this.#clock.now();
    const request = {
      account: this.#account,
      limit: limit.readsPerMinute,
      limitKnown: limit.known,
      holdMs,
      now,
    };
    const shared = this.#shared;
    if (shared && now >= this.#sharedRetryAt) {
      const grant = await this.#callShared(() => shared.acquire(request));
      if (grant) {
        if (this.#sharedDown) {
          this.#sharedDown = false;
          this.#logger.log('info', 'pacing: the shared pacing store answers again; pacing with it.');
        }
        return 'slot' in grant ? { slot: grant.slot, store: shared } : grant;
      }
    }
    return this.#local.acquire(request);
  }

  /**
   * Calls the shared store within a deadline. A failure or a stall marks it down: the caller falls
   * back to in-process pacing and one warn line says so; no call ever fails because of the store.
   */
  async #callShared<T>(call: () => T | Promise<T>): Promise<T | undefined> {
    const deadline = new AbortController();
    try {
      const timer = this.#clock.sleep(STORE_DEADLINE_MS, deadline.signal, quiet).then(() => {
        throw new Error(`no answer within ${STORE_DEADLINE_MS} ms`);
      });
      timer.catch(() => undefined);
      return await Promise.race([Promise.resolve().then(call), timer]);
    } catch (error) {
      this.#sharedRetryAt = this.#clock.now() + STORE_RETRY_MS;
      if (!this.#sharedDown) {
        this.#sharedDown = true;
        const why = error instanceof Error ? error.message : String(error);
        this.#logger.log(
          'warn',
          `pacing: the shared pacing store failed (${why}); pacing in this process only until it answers again.`,
        );
      }
      return undefined;
    } finally {
      deadline.abort();
    }
  }
}
