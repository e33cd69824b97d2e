/**
 * The `fetch` a client may be given, and `fetchOptions` (contract section 11): extra members for
 * every fetch init, such as undici's `dispatcher` for a proxy. The types are structural so that
 * undici's own `fetch` fits without a cast; at run time every WHATWG fetch behaves the same.
 */

/** Extra `fetch` init members, merged into every request's init (the SDK's own members win). */
export interface FetchOptions {
  /** undici's `Dispatcher` (a `ProxyAgent`, an `Agent` with other limits) for Node's fetch. */
  dispatcher?: unknown;
  /** Any other init member your `fetch` understands (`keepalive`, `cache`, …). */
  [option: string]: unknown;
}

/** What the SDK passes to `fetch` as its init. */
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  redirect?: 'manual';
  signal?: AbortSignal;
}

/** What the SDK reads from a fetch answer; the global `Response` and undici's both fit. */
export interface FetchResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly type: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  readonly body: unknown;
  text(): Promise<string>;
}

/** A `fetch`: `globalThis.fetch`, undici's `fetch`, or a wrapper around either. */
export type Fetch = (input: string, init: FetchInit) => Promise<FetchResponse>;
