/**
 * The fake's own small request and reply shapes. The handler works on these rather than on
 * Request/Response so that the HTTP server can skip building undici objects on its hot path;
 * `service.handle(request)` and the fetch transport adapt to and from the web types.
 */

export interface Call {
  /** Upper case. */
  method: string;
  url: URL;
  /** A header by lower-case name. */
  header(name: string): string | null;
  headerEntries(): Iterable<[string, string]>;
  text(): Promise<string>;
  signal?: AbortSignal | undefined;
  /** Who is calling, for the per-client limit of keyless requests: the peer address, or `in-process`. */
  client: string;
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export type ResetWhen = 'before-headers' | 'after-headers';

/** What a transport should do: answer, drop the connection, or never answer. */
export type Outcome =
  | { kind: 'reply'; reply: Reply }
  | { kind: 'reset'; when: ResetWhen; reply: Reply }
  | { kind: 'hang' };
