// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.

/*
 * The SDK policy both clients share (`x-sdk` of openapi.json), in this client's units: durations
 * in milliseconds, sizes in bytes, text in characters. Read by the decisions themselves; never
 * restated as a literal. The names are those of python/src/sports_data/_generated/policy.py. One
 * module per section (./policy/), so that a bundle's initial chunk holds only what its code reads.
 */
import { RETRIED_BILLING, RETRY_STATUSES, RATE_LIMIT_CODES, MAX_RETRY_AFTER_SECONDS, BACKOFF_INITIAL_MS, BACKOFF_FACTOR, BACKOFF_MAX_MS, BACKOFF_JITTER, DEFAULT_MAX_RETRIES } from './policy/retry.js';
export { RETRIED_BILLING, RETRY_STATUSES, RATE_LIMIT_CODES, MAX_RETRY_AFTER_SECONDS, BACKOFF_INITIAL_MS, BACKOFF_FACTOR, BACKOFF_MAX_MS, BACKOFF_JITTER, DEFAULT_MAX_RETRIES };
import { DEFAULT_TIMEOUT_MS, DEFAULT_MAX_RESPONSE_BYTES, JSON_BYTES_PER_VALUE } from './policy/request.js';
export { DEFAULT_TIMEOUT_MS, DEFAULT_MAX_RESPONSE_BYTES, JSON_BYTES_PER_VALUE };
import { DEFAULT_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS, DEFAULT_POLL_TIMEOUT_MS } from './policy/polling.js';
export { DEFAULT_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS, DEFAULT_POLL_TIMEOUT_MS };
import { MAX_EMPTY_PAGES } from './policy/paging.js';
export { MAX_EMPTY_PAGES };
import { CACHE_TTL_MS, CACHE_MAX_ENTRIES } from './policy/cache.js';
export { CACHE_TTL_MS, CACHE_MAX_ENTRIES };
import { SERVER_MESSAGE_MAX, SERVER_NAME_MAX, ERROR_PAGE_CHARS } from './policy/server-text.js';
export { SERVER_MESSAGE_MAX, SERVER_NAME_MAX, ERROR_PAGE_CHARS };
import { PACING_WINDOW_MS, PACING_PAUSE_MS, PACING_LONGEST_PAUSE_MS } from './policy/pacing.js';
export { PACING_WINDOW_MS, PACING_PAUSE_MS, PACING_LONGEST_PAUSE_MS };
import { API_KEY_PREFIX, API_KEY_KINDS, API_KEY_CHARSET, API_KEY_LENGTH, API_KEY_PATTERN } from './policy/api-key.js';
export { API_KEY_PREFIX, API_KEY_KINDS, API_KEY_CHARSET, API_KEY_LENGTH, API_KEY_PATTERN };

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
  cache: {
    ttlMs: CACHE_TTL_MS,
    maxEntries: CACHE_MAX_ENTRIES,
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
