/**
 * What a client knows of its account, held by every call machine of that client (engine.ts): the
 * plan and the quota its answers told (`client.usage()`, the quota warning), what a 429 asks for,
 * and, when pacing is on, the rolling minute's slots (pacing/window.ts, loaded then). The machine
 * asks for a slot before a keyed attempt and, when the attempt settles, has its answer noted here
 * and then releases the slot itself: a slot is released in one place.
 *
 * Cheap when pacing is off: a keyed answer costs a reference to its headers and, until the quota
 * warning has fired, two header reads. Loaded before a client's first call, beside the argument
 * checks (driver.ts), so a page that makes no call never loads it.
 */
import type { ResolvedConfig } from '../core/config.js';
import { systemClock } from '../core/pacing/clock.js';
import type { ResolvedPacing } from '../core/pacing/options.js';
import { type AccountUsage, usageFrom } from '../core/pacing/usage.js';
import type { ClassifiedAnswer } from './engine.js';
import * as pacingPolicy from '../generated/policy/pacing.js';
import type { PacingSlot, Window } from './pacing/window.js';

/** Under this share of the monthly quota left, one warn line says so. */
const QUOTA_WARNING_SHARE = 0.1;
/** A 429 without a readable Retry-After pauses pacing this long. */
const DEFAULT_PAUSE_MS = pacingPolicy.PACING_PAUSE_MS;

/** Time past an attempt's timeout before a slot never released is given up. */
const HOLD_MARGIN_MS = 10_000;

export class Pacing {
  readonly #config: ResolvedConfig;
  readonly #pacing: ResolvedPacing | undefined;
  #window: Promise<Window> | undefined;
  #loaded: Window | undefined;
  #headers: Headers | undefined;
  #plan: string | null = null;
  #quotaWarned = false;
  /** Under this many requests left, the quota warning fires; read from the limit header when near. */
  #quotaThreshold = Number.POSITIVE_INFINITY;
  #pacingHinted = false;
  /** Whether keyed attempts wait for a slot (client option `pacing`). */
  readonly paces: boolean;

  constructor(config: ResolvedConfig) {
    this.#config = config;
    this.#pacing = config.pacing;
    this.paces = config.pacing !== undefined;
  }

  /**
   * Waits until a keyed attempt may be sent, before its clock starts (`timeout` bounds the attempt
   * once sent, not this wait). Rejects with `APIUserAbortError` when `signal` fires while waiting.
   */
  admit(timeout: number, signal: AbortSignal | undefined): Promise<PacingSlot> {
    // A slot that is never released (the process died mid-request) frees after the attempt's
    // timeout, a margin, and the minute.
    const holdMs = timeout + HOLD_MARGIN_MS;
    const window = this.#loaded;
    if (window) return window.admit(signal, holdMs);
    return this.#load().then((loaded) => loaded.admit(signal, holdMs));
  }

  /**
   * A keyed answer came (its body read): `answer` as the machine classified it (code and Retry-After
   * read once, for the retry decision and for this), `undefined` when its body could not be read.
   * The machine releases the attempt's slot after this: the pause a 429 asks for is in place first.
   */
  learn(headers: Headers, answer: ClassifiedAnswer | undefined): void {
    this.#headers = headers;
    // The plan matters to the window only; `usage()` reads it from the kept headers when asked.
    if (this.#loaded) {
      const plan = headers.get('x-service-plan');
      if (plan !== this.#plan) {
        this.#plan = plan;
        this.#loaded.wake();
      }
      this.#loaded.answered(plan !== null);
    }
    if (!this.#quotaWarned) this.#checkQuota(headers);
    if (answer?.code === 'rate_limit_exceeded') this.#rateLimited(answer.retryAfter);
  }

  /** `cacheHits`: the read cache's count, which this module does not keep. */
  usage(cacheHits?: number): AccountUsage {
    return usageFrom(this.#headers, this.#pacing?.readsPerMinute, cacheHits);
  }

  #load(): Promise<Window> {
    const pacing = this.#pacing as ResolvedPacing;
    // Loaded on first use: a client without pacing never loads it.
    this.#window ??= import('./pacing/window.js').then(({ Window }) => {
      this.#loaded = new Window(
        {
          apiKey: this.#config.apiKey,
          store: pacing.store,
          clock: pacing.clock ?? systemClock,
          logger: this.#config.logger,
        },
        { readsPerMinute: pacing.readsPerMinute, plan: () => this.#plan ?? undefined },
      );
      return this.#loaded;
    });
    return this.#window;
  }

  #checkQuota(headers: Headers): void {
    const remaining = headers.get('x-monthly-quota-remaining');
    if (remaining === null) return;
    const left = Number(remaining);
    // One header read per answer while far from the threshold; the limit is read again near it.
    if (left >= this.#quotaThreshold) return;
    const limit = Number(headers.get('x-monthly-quota-limit'));
    if (!(limit > 0) || !(left >= 0)) return;
    this.#quotaThreshold = limit * QUOTA_WARNING_SHARE;
    if (left >= this.#quotaThreshold) return;
    this.#quotaWarned = true;
    const reset = headers.get('x-monthly-quota-reset');
    this.#config.logger.log(
      'warn',
      `monthly quota: ${left} of ${limit} requests left (under ${QUOTA_WARNING_SHARE * 100} %)${reset ? `; it resets at ${reset}` : ''}. Every keyed request counts, 429s included.`,
    );
  }

  /** A 429 `rate_limit_exceeded`, with the Retry-After (seconds) the machine read from it. */
  #rateLimited(seconds: number | undefined): void {
    if (this.#loaded) {
      this.#loaded.pause(seconds === undefined ? DEFAULT_PAUSE_MS : seconds * 1000);
      return;
    }
    if (this.paces || this.#pacingHinted) return;
    this.#pacingHinted = true;
    this.#config.logger.log(
      'warn',
      'The service answered 429 rate_limit_exceeded: this client sent more requests in a minute than the plan allows, and each refusal counts against the monthly quota. Pass pacing: true to new SportsData() to keep every rolling minute within the limit.',
    );
  }
}
