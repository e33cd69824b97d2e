/**
 * Every retry decision of the SDK lives here (contract section 5): which outcomes are retried,
 * for which calls, and how long to wait first. `decide` is the whole rule, a pure function of the
 * caller's policy, the attempt and its classified outcome; the call machine (engine.ts) asks it
 * once per attempt.
 */
import type { OperationSpec } from './operation.js';
import * as retryPolicy from '../generated/policy/retry.js';

/** A `Retry-After` longer than this is not waited for: the error is thrown at once, carrying it. */
export const MAX_RETRY_AFTER_SECONDS = retryPolicy.MAX_RETRY_AFTER_SECONDS;
const BASE_DELAY_MS = retryPolicy.BACKOFF_INITIAL_MS;
const MAX_DELAY_MS = retryPolicy.BACKOFF_MAX_MS;
const BACKOFF_FACTOR = retryPolicy.BACKOFF_FACTOR;
const JITTER = retryPolicy.BACKOFF_JITTER;

/** API answers worth another attempt (429 only with code `rate_limit_exceeded`). */
export const API_RETRYABLE_STATUS: ReadonlySet<number> = new Set(retryPolicy.RETRY_STATUSES);
export const API_RATE_LIMIT_CODES: ReadonlySet<string> = new Set(retryPolicy.RATE_LIMIT_CODES);
/** A file host speaks no error envelope: any 429 from it passes like a 503. */
const FILE_RETRYABLE_STATUS: ReadonlySet<number> = API_RETRYABLE_STATUS;

/** What a caller allows: each kind of call has its own (an API call is its own policy). */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly maxRetries: number;
  /**
   * The operation, whose billing class decides whether it may be sent twice at all (usage-billed:
   * never, whatever `maxRetries` says). None for an export file, a free read.
   */
  readonly op?: OperationSpec | undefined;
  /** Statuses worth another attempt. */
  readonly statuses: ReadonlySet<number>;
  /** When set, a 429 is retried only with one of these envelope codes. */
  readonly rateLimitCodes?: ReadonlySet<string> | undefined;
}

/** An attempt, classified once: an answer with a status, or no answer at all. */
export type Outcome =
  | {
      readonly kind: 'answer';
      readonly status: number;
      /** The error envelope's `code`, when the body was read and had one. */
      readonly code: string | undefined;
      /** `Retry-After` in seconds, when given and readable. */
      readonly retryAfter: number | undefined;
    }
  | { readonly kind: 'failure'; readonly failure: 'connection' | 'timeout' };

export type Decision =
  | { readonly retry: true; readonly waitMs: number }
  | {
      readonly retry: false;
      /**
       * `done`: a success. `final`: nothing another attempt would change. `billed`: would be retried,
       * but the call is usage-billed. `exhausted`: `maxRetries` used. `wait_too_long`: `Retry-After`
       * over {@link MAX_RETRY_AFTER_SECONDS}, handed to the caller.
       */
      readonly why: 'done' | 'final' | 'billed' | 'exhausted' | 'wait_too_long';
    };

/**
 * The policy of an API operation: free reads (and job polls) may be retried, usage-billed never.
 * (An API call of the engine carries these same fields itself.)
 */
export function apiPolicy(op: OperationSpec, maxRetries: number): RetryPolicy {
  return { maxRetries, op, statuses: API_RETRYABLE_STATUS, rateLimitCodes: API_RATE_LIMIT_CODES };
}

/** The policy of an export file request (a free read from a file host), before its first byte. */
export function filePolicy(maxRetries: number): RetryPolicy {
  return { maxRetries, statuses: FILE_RETRYABLE_STATUS };
}

// The decisions that end a call carry nothing of their own: one object each.
const DONE: Decision = { retry: false, why: 'done' };
const FINAL: Decision = { retry: false, why: 'final' };
const BILLED: Decision = { retry: false, why: 'billed' };
const EXHAUSTED: Decision = { retry: false, why: 'exhausted' };
const WAIT_TOO_LONG: Decision = { retry: false, why: 'wait_too_long' };

/**
 * Whether attempt number `attempt` (0-based) is followed by another, and after how long.
 * `random` is the jitter's source (injected by tests).
 */
export function decide(
  policy: RetryPolicy,
  attempt: number,
  outcome: Outcome,
  random: () => number = Math.random,
): Decision {
  let retryAfter: number | undefined;
  if (outcome.kind === 'answer') {
    const { status } = outcome;
    if (status >= 200 && status < 300) return DONE;
    const retryable =
      policy.statuses.has(status) &&
      (status !== 429 ||
        policy.rateLimitCodes === undefined ||
        policy.rateLimitCodes.has(outcome.code ?? ''));
    if (!retryable) return FINAL;
    retryAfter = outcome.retryAfter;
  }
  if (policy.op !== undefined && !mayRetry(policy.op)) return BILLED;
  if (attempt >= policy.maxRetries) return EXHAUSTED;
  // Waiting minutes inside a call surprises more than it helps: hand the wait to the caller.
  if (retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_SECONDS) return WAIT_TOO_LONG;
  return {
    retry: true,
    waitMs: retryDelayMs(attempt + 1, retryAfter, random),
  };
}

/** Only free reads (and job polls, which are free) are retried; usage-billed calls never are. */
export function mayRetry(op: OperationSpec): boolean {
  return op.billing === retryPolicy.RETRIED_BILLING;
}

/** Whether an API answer is worth another attempt. `code` is the error envelope's, when readable. */
export function isRetryableStatus(status: number, code: string | undefined): boolean {
  return API_RETRYABLE_STATUS.has(status) && (status !== 429 || API_RATE_LIMIT_CODES.has(code ?? ''));
}

/**
 * `Retry-After` as seconds: delta-seconds or an HTTP-date. `undefined` for a missing, negative or
 * unreadable value, which then falls back to backoff. Digits are a number of seconds however many
 * there are: a run too long for a finite number is the largest one, so it is over the cap (thrown
 * at once) rather than read as absent (retried with backoff), and `retryAfter` stays finite.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (isDeltaSeconds(text)) {
    const seconds = Number(text);
    return Number.isFinite(seconds) ? seconds : Number.MAX_VALUE;
  }
  const at = parseHttpDate(text);
  if (at === undefined) return undefined;
  return Math.max(0, (at - now) / 1000);
}

/** Digits, optionally a dot and more digits: one pass over the text, whatever its length. */
function isDeltaSeconds(text: string): boolean {
  let digits = 0;
  let dot = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c === 46 && dot < 0 && digits > 0) dot = i;
    else return false;
  }
  return digits > 0 && dot !== text.length - 1;
}

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
/** The three HTTP-date forms of RFC 9110 §5.6.7: IMF-fixdate, obsolete RFC 850, asctime. */
const IMF_FIXDATE = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`, 'i');
const RFC_850 = new RegExp(`^${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`, 'i');
const ASCTIME = new RegExp(`^${DAY} ${MONTH} (?: \\d|\\d{2}) ${TIME} \\d{4}$`, 'i');

/**
 * Only a real HTTP-date: `Date.parse` alone reads garbage such as "soon 2031" as a date, and
 * reads asctime (which has no zone, and means GMT) in the machine's local time zone.
 */
function parseHttpDate(text: string): number | undefined {
  let at = Number.NaN;
  if (IMF_FIXDATE.test(text) || RFC_850.test(text)) at = Date.parse(text);
  else if (ASCTIME.test(text)) at = Date.parse(`${text} GMT`);
  return Number.isNaN(at) ? undefined : at;
}

/**
 * Exponential backoff: 0.5 s doubling per retry, at most 8 s, with up to 25% jitter taken off so
 * that many clients failing together do not come back together.
 */
export function backoffDelayMs(retryNumber: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, retryNumber - 1);
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * BACKOFF_FACTOR ** Math.min(exponent, 16));
  return ceiling * (1 - JITTER * random());
}

/** How long to wait before retry number `retryNumber` (1-based). */
export function retryDelayMs(
  retryNumber: number,
  retryAfterSeconds: number | undefined,
  random: () => number = Math.random,
): number {
  if (retryAfterSeconds !== undefined) return retryAfterSeconds * 1000;
  return backoffDelayMs(retryNumber, random);
}
