// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
// `x-sdk.retry` of openapi.json (see ../policy.ts).

/** Only operations with this `x-billing` are retried; the others are sent once. */
export const RETRIED_BILLING = "free";
/** Answers worth another attempt (a 429 only with one of `RATE_LIMIT_CODES`). */
export const RETRY_STATUSES = [408,429,500,502,503,504] as const;
export const RATE_LIMIT_CODES = ["rate_limit_exceeded"] as const;
/** A longer `Retry-After` (seconds, as the header speaks) is not waited for: the error is thrown at once, carrying it. */
export const MAX_RETRY_AFTER_SECONDS = 60;
/** Backoff without `Retry-After`: the first wait, times `BACKOFF_FACTOR` per retry, at most `BACKOFF_MAX_MS`. */
export const BACKOFF_INITIAL_MS = 500;
export const BACKOFF_FACTOR = 2;
export const BACKOFF_MAX_MS = 8000;
/** Up to this share of each backoff wait is taken off at random. */
export const BACKOFF_JITTER = 0.25;
export const DEFAULT_MAX_RETRIES = 2;
