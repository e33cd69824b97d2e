import type { FetchOptions } from './fetch-options.js';

/** Per-call options; every SDK method takes them as its last argument. */
export interface RequestOptions {
  /** Aborts the call (and any retry wait) at once with `APIUserAbortError`. */
  signal?: AbortSignal | undefined;
  /** Milliseconds for one attempt, reading the whole body included. Client default: 60,000. */
  timeout?: number | undefined;
  /** Automatic retries of free reads. Client default: 2. Ignored for usage-billed calls (never retried). */
  maxRetries?: number | undefined;
  /** Extra headers for this call; `null` removes a default header. */
  headers?: Record<string, string | null | undefined> | undefined;
  /**
   * Sent as `Idempotency-Key` on usage-billed POSTs: the service answers a repeat within 24 h with
   * the first response and no new charge, so your own retry after an unclear failure is safe.
   */
  idempotencyKey?: string | undefined;
  /** Merged into this call's `fetch` init, over the client's `fetchOptions` (the SDK's own members win). */
  fetchOptions?: FetchOptions | undefined;
  /**
   * `false` reads this call fresh from the service, past the client's read cache (`cache`), and
   * keeps the fresh answer. Ignored when the client has no cache or the call is never cached.
   */
  cache?: boolean | undefined;
}

/**
 * Per-call options of a list method: the request options, plus where reading the list stops
 * (contract section 11). Either limit ends the iteration quietly: no error, the loop just ends.
 */
export interface ListRequestOptions extends RequestOptions {
  /**
   * `for await` over the items ends after this many items in all (a positive integer); over
   * `.pages()`, after the page that reaches it. No page after that is requested.
   */
  maxItems?: number | undefined;
  /**
   * At most this many pages are requested, the first included (a positive integer): `for await`
   * over the items or over `.pages()` ends after the last of them.
   */
  maxPages?: number | undefined;
}
