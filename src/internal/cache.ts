/**
 * The read cache (client option `cache`, contract section 13): one step of the call machine
 * (engine.ts), never a wrapper beside it. The machine asks `reads(op)` when it is prepared; a call
 * that may be cached starts with a `lookup` step (the driver hands `lookup`'s answer to the
 * machine), and a 2xx answer of such a call ends with a `store` step (`keep`). Loaded by the driver
 * on a caching client's first call: a client without `cache` never loads this module.
 *
 * What is cached is decided from the generated tables, never a list of paths: operations whose
 * `x-billing` is `free` and that are not of a job's namespace (`x-job`: a job's poll and the list
 * of jobs, whose states change). A usage-billed call is never looked up nor kept.
 */
import type { CacheClock, CacheStore, CachedAnswer } from '../core/cache.js';
import type { ResolvedConfig } from '../core/config.js';
import { jobs } from '../generated/jobs.js';
import { CACHE_MAX_ENTRIES, CACHE_TTL_MS } from '../generated/policy/cache.js';
import type { OperationSpec } from './operation.js';
import { sha256Hex } from './sha256.js';

/** The headers a hit gives back: those the SDK reads for meta and usage. Never `authorization`. */
const KEPT_HEADERS = [
  'content-type',
  'x-request-id',
  'x-service-plan',
  'x-monthly-quota-limit',
  'x-monthly-quota-remaining',
  'x-monthly-quota-reset',
] as const;

/** Namespaces whose answers change as jobs run: `query`, `exports` (from `x-job`). */
const JOB_NAMESPACES: ReadonlySet<string> = new Set(Object.values(jobs).map((job) => job.namespace));

/** Whether an operation's answers may be kept: free, and not of a job's namespace. */
export function cacheable(op: OperationSpec): boolean {
  return op.billing === 'free' && !JOB_NAMESPACES.has(op.namespace);
}

/** What the cache needs of a call (engine.ts's `APICall`). */
export interface CachedCall {
  readonly op: OperationSpec;
  readonly method: string;
  readonly url: string;
  readonly body: string | undefined;
  /** The entry's key, computed once per call. */
  cacheKey: string | undefined;
}

const systemClock: CacheClock = { now: () => Date.now() };

/**
 * The default store: a Map in insertion order, each read moved to the end, so the first entry is
 * always the least recently used.
 */
export class MemoryCacheStore implements CacheStore {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #max: number;

  constructor(maxEntries: number) {
    this.#max = maxEntries;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, value: CachedAnswer): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** The entries (for tests: nothing of the key may be in them). */
  entries(): [string, CachedAnswer][] {
    return [...this.#entries];
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** A client's read cache: its store, its TTL, the account it keys by, and the hits it served. */
export class ReadCache {
  readonly store: CacheStore;
  readonly #ttlMs: number;
  readonly #clock: CacheClock;
  readonly #config: ResolvedConfig;
  /** SHA-256 of the API key: entries of two accounts never meet, and the key is never kept. */
  readonly #account: string;
  /** Requests the cache saved (`usage().cacheHits`). */
  hits = 0;

  /** `config.cache` is set (the client option, checked at `new SportsData()`); its defaults are the policy's. */
  constructor(config: ResolvedConfig) {
    const options = config.cache ?? {};
    this.#config = config;
    this.#ttlMs = options.ttlMs ?? CACHE_TTL_MS;
    this.#clock = options.clock ?? systemClock;
    this.store = options.store ?? new MemoryCacheStore(options.maxEntries ?? CACHE_MAX_ENTRIES);
    this.#account = config.apiKey === undefined ? '' : sha256Hex(config.apiKey);
  }

  /** Whether calls of `op` go through the cache. */
  reads(op: OperationSpec): boolean {
    return cacheable(op);
  }

  /** The entry's key: SHA-256 hex of (account, method, the URL as sent, the body or ""). */
  keyOf(call: CachedCall): string {
    call.cacheKey ??= sha256Hex(JSON.stringify([this.#account, call.method, call.url, call.body ?? '']));
    return call.cacheKey;
  }

  /** The kept answer of this request, unless there is none or it has expired (a miss). */
  async lookup(call: CachedCall): Promise<CachedAnswer | undefined> {
    const key = this.keyOf(call);
    let entry: CachedAnswer | undefined;
    try {
      entry = await this.store.get(key);
    } catch (error) {
      this.#warn('get', error);
      return undefined;
    }
    if (!isAnswer(entry)) return undefined;
    if (entry.expiresAt <= this.#clock.now()) {
      await this.#quietly('delete', () => this.store.delete(key));
      return undefined;
    }
    this.hits += 1;
    return entry;
  }

  /** Keeps a 2xx answer of this request, with its body as read. */
  async keep(call: CachedCall, response: Response, body: string): Promise<void> {
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const value: CachedAnswer = {
      status: response.status,
      headers,
      body,
      expiresAt: this.#clock.now() + this.#ttlMs,
    };
    const key = this.keyOf(call);
    await this.#quietly('set', () => this.store.set(key, value, this.#ttlMs));
  }

  /** Empties the store (`client.clearCache()`). */
  async clear(): Promise<void> {
    await this.store.clear();
  }

  async #quietly(what: string, act: () => void | Promise<void>): Promise<void> {
    try {
      await act();
    } catch (error) {
      this.#warn(what, error);
    }
  }

  #warn(what: string, error: unknown): void {
    this.#config.logger.log(
      'warn',
      `cache store ${what} failed (${error instanceof Error ? error.message : String(error)}); the call goes on without the cache.`,
    );
  }
}

/** A store's value as the SDK kept it (a custom store may hand back anything). */
function isAnswer(value: unknown): value is CachedAnswer {
  if (value === null || typeof value !== 'object') return false;
  const { status, headers, body, expiresAt } = value as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    status >= 200 &&
    status <= 299 &&
    typeof body === 'string' &&
    typeof expiresAt === 'number' &&
    headers !== null &&
    typeof headers === 'object'
  );
}
