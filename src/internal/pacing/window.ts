/**
 * The rolling minute: admission of keyed requests into the account's window. Callers wait in call
 * order, one loop asks the store for room, and a shared store that fails or stalls is replaced by
 * the in-process one (with a warn line) until it answers again. Every rule about pacing slots lives
 * here; the call machine only asks for a slot before an attempt and releases it once the attempt
 * settles (engine.ts). Loaded only when pacing is on (pacing.ts).
 */
import { LOWEST_READS_PER_MINUTE } from '../../generated/plans.js';
import * as pacingPolicy from '../../generated/policy/pacing.js';
import { sha256Hex } from '../sha256.js';
import { onAbort } from '../abort.js';
import { APIUserAbortError, RateLimitError } from '../../core/errors.js';
import { MAX_RETRY_AFTER_SECONDS } from '../retry.js';
import type { SdkLogger } from '../../core/logger.js';
import type { PacingClock } from '../../core/pacing/clock.js';
import { Lasting } from './lasting.js';
import { MemoryPacingStore } from './memory-store.js';
import { type PacingGrant, type PacingStore, WINDOW_MS } from '../../core/pacing/store.js';
import { readsPerMinuteOf } from '../../core/pacing/usage.js';

/** A shared store slower than this is treated as down for this admission. */
const STORE_DEADLINE_MS = 1_000;
/** After a shared store failed, it is tried again this much later. */
const STORE_RETRY_MS = 5_000;
/**
 * The least wait before asking a store again: a store answering 0, a negative number or a tiny
 * wait would otherwise be asked again at once, hundreds of times a second.
 */
const MIN_WAIT_MS = 50;
/** The wait when a store answers one that is not a number of milliseconds (NaN, Infinity, a string). */
const UNREADABLE_WAIT_MS = 1_000;
/**
 * A minute that stays full this long was not filled by requests (each frees its slot 60 s after its
 * answer): a store holding stale entries, or other clients taking every slot. One warn line says so.
 */
const FULL_TOO_LONG_MS = 3 * WINDOW_MS;
/**
 * A paused account is waited for only as long as the engine waits for a `Retry-After` itself: a
 * store asking for a longer wait can only mean a pause (a minute full of slots frees within 60 s),
 * and the calls waiting then fail with `RateLimitError` instead of hanging, with nothing sent.
 */
const MAX_PAUSE_WAIT_MS = MAX_RETRY_AFTER_SECONDS * 1000;
/**
 * The longest pause kept, whatever `Retry-After` said: no per-minute limit needs longer, and one
 * hostile or broken answer must not stop every later call (every process, with a shared store)
 * for days or for ever. Calls fail at once meanwhile, so this bounds how long they do.
 */
const MAX_PAUSE_MS = pacingPolicy.PACING_LONGEST_PAUSE_MS;
/** Answers without `X-Service-Plan` for this long get one warn line: pacing is stuck at its slowest. */
const PLAN_MISSING_TOO_LONG_MS = WINDOW_MS;

export interface WindowInit {
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
interface WindowLimit {
  readonly readsPerMinute: number;
  /** false until the plan (or an override) is known: one request at a time, at the lowest limit. */
  readonly known: boolean;
  readonly describe: string;
}

/** A slot held by one attempt; `release` is safe to call twice. */
export interface PacingSlot {
  release(): void;
  /** Why the attempt waited for it, when it did (hooks' `onPacingWait`). */
  held?: 'window_full' | 'paused_after_429' | undefined;
}

interface Waiter {
  resolve(slot: PacingSlot): void;
  reject(error: Error): void;
  holdMs: number;
  /** Why it was held, once the pump had to wait while it was queued. */
  held: PacingSlot['held'];
  /** Stops listening to the caller's signal (one listener per signal, shared by its calls: `abort.ts`). */
  unsubscribe: (() => void) | undefined;
}

const userAbort = () =>
  new APIUserAbortError('Request was aborted while waiting for room in the rolling minute.');
const quiet = () => new Error('nudged');
/** The answer to a call made while the account is paused for longer than the SDK waits: not sent. */
const pausedTooLong = (waitMs: number) => {
  const seconds = Math.ceil(waitMs / 1000);
  return new RateLimitError({
    status: 429,
    type: 'rate_limit_error',
    code: 'rate_limit_exceeded',
    message: `Not sent: the service answered 429 rate_limit_exceeded, and pacing sends no request for another ${seconds} s, longer than the SDK waits (${MAX_RETRY_AFTER_SECONDS} s). Try again after retryAfter seconds.`,
    headers: new Headers(),
    retryAfter: seconds,
  });
};

export class Window {
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
  /** Until when the last 429's pause runs (the pacing clock): what a wait is then for. */
  #pausedUntil = 0;
  readonly #full = new Lasting(FULL_TOO_LONG_MS);
  readonly #planMissing = new Lasting(PLAN_MISSING_TOO_LONG_MS);

  constructor(init: WindowInit, source: LimitSource) {
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
      const waiter: Waiter = { resolve, reject, holdMs, held: undefined, unsubscribe: undefined };
      waiter.unsubscribe =
        signal &&
        onAbort(signal, () => {
          const index = this.#queue.indexOf(waiter);
          if (index >= 0) this.#queue.splice(index, 1);
          reject(userAbort());
          if (this.#queue.length === 0) this.wake();
        });
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

  /**
   * An answer came, with or without `X-Service-Plan`. Without it the limit stays unknown and pacing
   * at its slowest (one request at a time); a long run of such answers gets one warn line.
   */
  answered(planPresent: boolean): void {
    const missing = !planPresent && this.#source.readsPerMinute === undefined;
    const seconds = this.#planMissing.note(missing, this.#clock.now());
    if (seconds === undefined) return;
    this.#logger.log(
      'warn',
      `pacing: no answer has carried X-Service-Plan for ${seconds} s, so the plan's limit is unknown; pacing sends one request at a time, at most ${LOWEST_READS_PER_MINUTE} a minute, until an answer names the plan. Pass pacing: { readsPerMinute } to set the limit.`,
    );
  }

  /**
   * A 429 `rate_limit_exceeded` came anyway (another process, a lowered limit): stop for `ms`, at
   * most {@link MAX_PAUSE_MS}. Calls made while more than {@link MAX_PAUSE_WAIT_MS} of it is left
   * fail at once (`#pump`); later ones wait for the rest.
   */
  pause(ms: number): void {
    const now = this.#clock.now();
    const kept = Math.min(ms, MAX_PAUSE_MS);
    this.#pausedUntil = now + kept;
    this.#local.pause(this.#account, kept, now);
    if (this.#shared) void this.#callShared(() => this.#shared?.pause(this.#account, kept, now));
    const what =
      kept > MAX_PAUSE_WAIT_MS
        ? `calls made in the next ${Math.ceil((kept - MAX_PAUSE_WAIT_MS) / 1000)} s fail at once with RateLimitError, later ones wait`
        : 'calls wait';
    this.#logger.log(
      'info',
      `pacing: the service answered 429 rate_limit_exceeded; no request is sent for ${Math.ceil(kept / 1000)} s (Retry-After${kept < ms ? ', kept at most an hour' : ''}); ${what}.`,
    );
  }

  #limit(): WindowLimit {
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
        if ('waitMs' in grant && grant.waitMs > MAX_PAUSE_WAIT_MS && Number.isFinite(grant.waitMs)) {
          this.#refuseAll(grant.waitMs);
          continue;
        }
        this.#noteFull('waitMs' in grant);
        if ('slot' in grant) {
          const slot = this.#slotFor(grant, limit.known);
          const waiter = this.#queue.shift();
          if (!waiter) {
            slot.release();
            break;
          }
          waiter.unsubscribe?.();
          if (waiter.held !== undefined) slot.held = waiter.held;
          waiter.resolve(slot);
          continue;
        }
        const held = this.#clock.now() < this.#pausedUntil ? 'paused_after_429' : 'window_full';
        for (const waiter of this.#queue) waiter.held ??= held;
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
        const ms = 'waitMs' in grant ? saneWait(grant.waitMs) : WINDOW_MS;
        await this.#clock.sleep(ms, this.#nudge.signal, quiet).catch(() => undefined);
        this.#nudge = undefined;
      }
    } finally {
      this.#pumping = false;
    }
    // A caller may have queued between the last check and `finally`.
    if (this.#queue.length > 0) void this.#pump();
  }

  /** The account is paused for longer than the SDK waits: every waiting call fails, none is sent. */
  #refuseAll(waitMs: number): void {
    for (const waiter of this.#queue.splice(0)) {
      waiter.unsubscribe?.();
      waiter.reject(pausedTooLong(waitMs));
    }
  }

  /** Tracks how long the minute has stayed full; one warn line when far longer than requests can hold it. */
  #noteFull(full: boolean): void {
    const seconds = this.#full.note(full, this.#clock.now());
    if (seconds === undefined) return;
    const where = this.#shared && !this.#sharedDown ? 'the shared pacing store' : 'this process';
    this.#logger.log(
      'warn',
      `pacing: the rolling minute in ${where} has stayed full for ${seconds} s, though each request frees its slot ${WINDOW_MS / 1000} s after its answer; ${this.#queue.length} call(s) keep waiting and the store is asked again as it says. A shared store may hold stale entries for this account, or other clients may be taking every slot.`,
    );
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
  async #acquire(limit: WindowLimit, holdMs: number): Promise<PacingGrant & { store?: PacingStore }> {
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

/** A store's wait as one the pump may sleep: a number of milliseconds, never less than the floor. */
function saneWait(waitMs: number): number {
  if (typeof waitMs !== 'number' || !Number.isFinite(waitMs)) return UNREADABLE_WAIT_MS;
  return Math.max(MIN_WAIT_MS, waitMs);
}
