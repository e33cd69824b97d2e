/**
 * The two calls the request engine makes around every attempt: `beforeAttempt` (pacing: wait for
 * room in the rolling minute) and `afterAnswer` (learn the plan and the quota, free
 * the slot, react to a 429). It also answers `client.usage()`. Cheap when pacing is off: a keyed
 * answer costs a reference to its headers and, until the quota warning has fired, two header reads.
 * Loaded before a client's first call (traffic-on-demand.ts).
 */
import type { ClassifiedAnswer } from '../error-from-response.js';
import * as pacingPolicy from '../../generated/policy/pacing.js';
import type { SdkLogger } from '../../core/logger.js';
import type { OperationSpec } from '../operation.js';
import { systemClock } from '../../core/pacing/clock.js';
import type { ResolvedPacing } from '../../core/pacing/options.js';
import type { Pacer, PacingSlot } from './pacer.js';
import { type AccountUsage, usageFrom } from '../../core/pacing/usage.js';

export { entryAnchor } from '../entry-anchor.js';

/** Under this share of the monthly quota left, one warn line says so. */
const QUOTA_WARNING_SHARE = 0.1;
/** A 429 without a readable Retry-After pauses pacing this long. */
const DEFAULT_PAUSE_MS = pacingPolicy.PACING_PAUSE_MS;

/** Time past an attempt's timeout before a slot never released is given up. */
const HOLD_MARGIN_MS = 10_000;

/** What the engine knows of one attempt before sending it. */
export interface AttemptLimits {
  readonly timeout: number;
  readonly signal: AbortSignal | undefined;
}

export interface TrafficInit {
  readonly pacing: ResolvedPacing | undefined;
  readonly logger: SdkLogger;
  readonly apiKey: string | undefined;
}

export class Traffic {
  readonly #init: TrafficInit;
  #pacer: Promise<Pacer> | undefined;
  #loaded: Pacer | undefined;
  #headers: Headers | undefined;
  #plan: string | null = null;
  #quotaWarned = false;
  /** Under this many requests left, the quota warning fires; read from the limit header when near. */
  #quotaThreshold = Number.POSITIVE_INFINITY;
  #pacingHinted = false;

  constructor(init: TrafficInit) {
    this.#init = init;
  }

  get pacing(): boolean {
    return this.#init.pacing !== undefined;
  }

  /**
   * Waits until the attempt may be sent (pacing on, keyed operation); `undefined` at once otherwise.
   * Rejects with `APIUserAbortError` when `signal` fires while waiting.
   */
  beforeAttempt(op: OperationSpec, attempt: AttemptLimits): Promise<PacingSlot> | undefined {
    if (this.#init.pacing === undefined || !op.auth) return undefined;
    // A slot that is never released (the process died mid-request) frees after the attempt's
    // timeout, a margin, and the minute.
    const holdMs = attempt.timeout + HOLD_MARGIN_MS;
    const pacer = this.#loaded;
    if (pacer) return pacer.admit(attempt.signal, holdMs);
    return this.#load().then((loaded) => loaded.admit(attempt.signal, holdMs));
  }

  /**
   * An answer came (its body read): `answer` as the engine classified it (code and Retry-After read
   * once, for the retry decision and for this), `undefined` when its body was too large to read.
   */
  afterAnswer(
    op: OperationSpec,
    slot: PacingSlot | undefined,
    response: Response,
    answer: ClassifiedAnswer | undefined,
  ): void {
    if (op.auth) {
      const headers = response.headers;
      this.#headers = headers;
      // The plan matters to the pacer only; `usage()` reads it from the kept headers when asked.
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
    // Last: the pause above must be in place before the slot's release lets the next caller through.
    slot?.release();
  }

  usage(): AccountUsage {
    return usageFrom(this.#headers, this.#init.pacing?.readsPerMinute);
  }

  #load(): Promise<Pacer> {
    const pacing = this.#init.pacing as ResolvedPacing;
    // Loaded on first use: a client without pacing never loads it.
    this.#pacer ??= import('./pacer.js').then(({ Pacer }) => {
      this.#loaded = new Pacer(
        {
          apiKey: this.#init.apiKey,
          store: pacing.store,
          clock: pacing.clock ?? systemClock,
          logger: this.#init.logger,
        },
        { readsPerMinute: pacing.readsPerMinute, plan: () => this.#plan ?? undefined },
      );
      return this.#loaded;
    });
    return this.#pacer;
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
    this.#init.logger.log(
      'warn',
      `monthly quota: ${left} of ${limit} requests left (under ${QUOTA_WARNING_SHARE * 100} %)${reset ? `; it resets at ${reset}` : ''}. Every keyed request counts, 429s included.`,
    );
  }

  /** A 429 `rate_limit_exceeded`, with the Retry-After (seconds) the engine read from it. */
  #rateLimited(seconds: number | undefined): void {
    if (this.#loaded) {
      this.#loaded.pause(seconds === undefined ? DEFAULT_PAUSE_MS : seconds * 1000);
      return;
    }
    if (this.pacing || this.#pacingHinted) return;
    this.#pacingHinted = true;
    this.#init.logger.log(
      'warn',
      'The service answered 429 rate_limit_exceeded: this client sent more requests in a minute than the plan allows, and each refusal counts against the monthly quota. Pass pacing: true to new SportsData() to keep every rolling minute within the limit.',
    );
  }
}
