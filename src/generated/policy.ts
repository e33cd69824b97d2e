// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.

/*
 * The SDK policy both clients share (`x-sdk` of openapi.json), in this client's units: durations
 * in milliseconds, sizes in bytes, text in characters. Read by the decisions themselves; never
 * restated as a literal. The names are those of python/src/sports_data/_generated/policy.py.
 */

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
/** One attempt: sending and the whole body. */
export const DEFAULT_TIMEOUT_MS = 60000;
export const DEFAULT_MAX_RESPONSE_BYTES = 33554432;
/** The JSON value budget: one value per this many bytes of the byte cap. */
export const JSON_BYTES_PER_VALUE = 64;
/** Between polls when an answer carries no `X-Poll-After-Ms`. */
export const DEFAULT_POLL_INTERVAL_MS = 1000;
/** The least wait between polls, whatever asked for less. */
export const MIN_POLL_INTERVAL_MS = 100;
/** The whole wait of createAndPoll/poll. */
export const DEFAULT_POLL_TIMEOUT_MS = 600000;
/** Pages in a row answering `has_more` with no items before `PaginationError`. */
export const MAX_EMPTY_PAGES = 10;
/** A server's message is kept up to this many characters (cut before it is cleaned, marked `…`). */
export const SERVER_MESSAGE_MAX = 4096;
/** A server's code, type, param or id, likewise. */
export const SERVER_NAME_MAX = 256;
/** How much of a non-JSON error page is read for its text. */
export const ERROR_PAGE_CHARS = 16384;
/** The rolling window the per-minute limits count in. */
export const PACING_WINDOW_MS = 60000;
/** A 429 without a readable `Retry-After` pauses pacing this long. */
export const PACING_PAUSE_MS = 1000;
/** The longest pause kept, whatever `Retry-After` said. */
export const PACING_LONGEST_PAUSE_MS = 3600000;
/** Every key starts with this, then its kind and `_`. */
export const API_KEY_PREFIX = "svc_";
export const API_KEY_KINDS = ["live","test"] as const;
/** The characters after the prefix, kind and `_`, as a character class body. */
export const API_KEY_CHARSET = "A-Za-z0-9";
export const API_KEY_LENGTH = 32;
/** A whole key, anchored. */
export const API_KEY_PATTERN = "^svc_(?:live|test)_[A-Za-z0-9]{32}$";

/** The whole policy (`x-sdk` of openapi.json), by section. */
export const SDK_POLICY = {
  retry: {
    retriedBilling: RETRIED_BILLING,
    statuses: RETRY_STATUSES,
    rateLimitCodes: RATE_LIMIT_CODES,
    maxRetryAfterSeconds: MAX_RETRY_AFTER_SECONDS,
    backoffInitialMs: BACKOFF_INITIAL_MS,
    backoffFactor: BACKOFF_FACTOR,
    backoffMaxMs: BACKOFF_MAX_MS,
    backoffJitter: BACKOFF_JITTER,
    defaultMaxRetries: DEFAULT_MAX_RETRIES,
  },
  request: {
    timeoutMs: DEFAULT_TIMEOUT_MS,
    maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
    jsonBytesPerValue: JSON_BYTES_PER_VALUE,
  },
  polling: {
    intervalMs: DEFAULT_POLL_INTERVAL_MS,
    minIntervalMs: MIN_POLL_INTERVAL_MS,
    timeoutMs: DEFAULT_POLL_TIMEOUT_MS,
  },
  paging: {
    maxEmptyPages: MAX_EMPTY_PAGES,
  },
  serverText: {
    messageMaxChars: SERVER_MESSAGE_MAX,
    nameMaxChars: SERVER_NAME_MAX,
    pageTextChars: ERROR_PAGE_CHARS,
  },
  pacing: {
    windowMs: PACING_WINDOW_MS,
    pauseMs: PACING_PAUSE_MS,
    longestPauseMs: PACING_LONGEST_PAUSE_MS,
  },
  apiKey: {
    prefix: API_KEY_PREFIX,
    kinds: API_KEY_KINDS,
    charset: API_KEY_CHARSET,
    length: API_KEY_LENGTH,
    pattern: API_KEY_PATTERN,
  },
} as const;

export type SdkPolicy = typeof SDK_POLICY;
