// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.

/**
 * The SDK policy both clients share (`x-sdk` of openapi.json), in this client's units: durations
 * in milliseconds (`maxRetryAfterSeconds` excepted: `Retry-After` speaks seconds), sizes in bytes,
 * text in characters. Read by the decisions themselves; never restated as a literal.
 */
export const SDK_POLICY = {
  retry: {
    /** Only operations with this `x-billing` are retried; the others are sent once. */
    retriedBilling: "free",
    /** Answers worth another attempt (a 429 only with one of `rateLimitCodes`). */
    statuses: [408,429,500,502,503,504],
    rateLimitCodes: ["rate_limit_exceeded"],
    /** A longer `Retry-After` is not waited for: the error is thrown at once, carrying it. */
    maxRetryAfterSeconds: 60,
    /** Backoff without `Retry-After`: the first wait, multiplied by `backoffFactor` per retry, at most `backoffMaxMs`. */
    backoffInitialMs: 500,
    backoffFactor: 2,
    backoffMaxMs: 8000,
    /** Up to this share of each backoff wait is taken off at random. */
    backoffJitter: 0.25,
    defaultMaxRetries: 2,
  },
  request: {
    /** One attempt: sending and the whole body. */
    timeoutMs: 60000,
    maxResponseBytes: 33554432,
    /** The JSON value budget: one value per this many bytes of `maxResponseBytes`. */
    jsonBytesPerValue: 64,
  },
  polling: {
    /** Between polls when an answer carries no `X-Poll-After-Ms`. */
    intervalMs: 1000,
    /** The least wait between polls, whatever asked for less. */
    minIntervalMs: 100,
    /** The whole wait of createAndPoll/poll. */
    timeoutMs: 600000,
  },
  paging: {
    /** Pages in a row answering `has_more` with no items before `PaginationError`. */
    maxEmptyPages: 10,
  },
  serverText: {
    /** A server's message is kept up to this many characters (cut before it is cleaned, marked `…`). */
    messageMaxChars: 4096,
    /** A server's code, type, param or id, likewise. */
    nameMaxChars: 256,
    /** How much of a non-JSON error page is read for its text. */
    pageTextChars: 16384,
  },
  pacing: {
    /** The rolling window the per-minute limits count in. */
    windowMs: 60000,
    /** A 429 without a readable `Retry-After` pauses pacing this long. */
    pauseMs: 1000,
    /** The longest pause kept, whatever `Retry-After` said. */
    longestPauseMs: 3600000,
  },
  apiKey: {
    /** Every key starts with this, then its kind and `_`. */
    prefix: "svc_",
    kinds: ["live","test"],
    /** The characters after `prefix` + kind + `_`, as a character class body. */
    charset: "A-Za-z0-9",
    length: 32,
    /** A whole key, anchored. */
    pattern: "^svc_(?:live|test)_[A-Za-z0-9]{32}$",
  },
} as const;

export type SdkPolicy = typeof SDK_POLICY;
