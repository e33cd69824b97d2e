/**
 * Every retry decision of the SDK lives here (contract section 5): which outcomes are retried,
 * for which operations, and how long to wait first.
 */
import type { OperationSpec } from './operation.js';

/** A `Retry-After` longer than this is not waited for: the error is thrown at once, carrying it. */
export const MAX_RETRY_AFTER_SECONDS = 60;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

const RETRYABLE_STATUS = new Set([408, 500, 502, 503, 504]);

/** Only free reads (and job polls, which are free) are retried; usage-billed calls never are. */
export function mayRetry(op: OperationSpec): boolean {
  return op.billing === 'free';
}

/** Whether an HTTP answer is worth another attempt. `code` is the error envelope's, when readable. */
export function isRetryableStatus(status: number, code: string | undefined): boolean {
  if (status === 429) return code === 'rate_limit_exceeded';
  return RETRYABLE_STATUS.has(status);
}

/**
 * `Retry-After` as seconds: delta-seconds or an HTTP-date. `undefined` for a missing, negative or
 * unreadable value, which then falls back to backoff.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const seconds = Number(text);
    return Number.isFinite(seconds) ? seconds : undefined;
  }
  const at = parseHttpDate(text);
  if (at === undefined) return undefined;
  return Math.max(0, (at - now) / 1000);
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
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(exponent, 16));
  return ceiling * (1 - 0.25 * random());
}

/** How long to wait before retry number `retryNumber` (1-based). */
export function retryDelayMs(retryNumber: number, retryAfterSeconds: number | undefined): number {
  if (retryAfterSeconds !== undefined) return retryAfterSeconds * 1000;
  return backoffDelayMs(retryNumber);
}
