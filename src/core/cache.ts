import { checkPositiveInteger } from '../internal/number-checks.js';
import { checkOptionNames } from '../internal/option-names.js';
import { InvalidArgumentError } from './errors.js';
import { hasMethods } from './pacing/options.js';

/**
 * One kept answer of a free read: what the SDK needs to build the same value again. Never the
 * request's headers, never the API key (the entry's key is a hash that names the account).
 */
export interface CachedAnswer {
  /** The answer's status (2xx: only successes are kept). */
  readonly status: number;
  /** The headers the SDK reads for meta and usage (lower-case names), nothing else. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text. */
  readonly body: string;
  /** When it stops being served (milliseconds on the cache's clock): the SDK checks it on every read. */
  readonly expiresAt: number;
}

/**
 * Where the read cache keeps answers; the default keeps up to `maxEntries` in memory, dropping the
 * least recently used. Write your own (a Map, Redis, IndexedDB) by implementing these four calls;
 * keys are SHA-256 hex strings, values plain JSON-safe objects. A store that throws or rejects
 * never breaks a call: a failed `get` is a miss, a failed `set` is skipped (one warn line each).
 */
export interface CacheStore {
  get(key: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined>;
  /** `ttlMs`: how long the entry is worth keeping (the SDK also checks `expiresAt` itself). */
  set(key: string, value: CachedAnswer, ttlMs: number): void | Promise<void>;
  delete(key: string): void | Promise<void>;
  clear(): void | Promise<void>;
}

/** The time the cache runs on (default the wall clock): for tests that must not wait out a TTL. */
export interface CacheClock {
  now(): number;
}

/** `cache` as an object: the read cache on, with overrides. */
export interface CacheOptions {
  /** How long an answer is served from the cache, in milliseconds (default 300,000: 5 minutes). */
  ttlMs?: number | undefined;
  /** Answers the memory store keeps (default 1,000); ignored with your own `store`. */
  maxEntries?: number | undefined;
  /** Where answers are kept (default: in this client's memory). */
  store?: CacheStore | undefined;
  /** The cache's clock (default `Date`). */
  clock?: CacheClock | undefined;
}

/** A `Record` over `keyof CacheOptions`: an option added there fails to compile until listed here. */
const CACHE_OPTION_NAMES: Readonly<Record<keyof CacheOptions, true>> = {
  ttlMs: true,
  maxEntries: true,
  store: true,
  clock: true,
};

// One message for every wrong shape, and the defaults applied where the cache loads
// (internal/cache.ts): the initial browser chunk pays for every byte here (README, Performance).
const wrong = (param: string) =>
  new InvalidArgumentError(
    'invalid_argument',
    `${param}: cache is true, false or { ttlMs?, maxEntries?, store?: CacheStore, clock? }.`,
    param,
  );

/** `undefined` when the cache is off (the default). Checked once, at `new SportsData()`. */
export function resolveCache(option: unknown): CacheOptions | undefined {
  if (option === undefined || option === false) return undefined;
  if (option === true) return {};
  const o = option as CacheOptions;
  if (!hasMethods(o, []) || Array.isArray(o)) throw wrong('cache');
  checkOptionNames(o, CACHE_OPTION_NAMES, 'cache');
  if (o.ttlMs !== undefined) checkPositiveInteger(o.ttlMs, 'cache.ttlMs');
  if (o.maxEntries !== undefined) checkPositiveInteger(o.maxEntries, 'cache.maxEntries');
  if (o.store !== undefined && !hasMethods(o.store, ['get', 'set', 'delete', 'clear']))
    throw wrong('cache.store');
  if (o.clock !== undefined && !hasMethods(o.clock, ['now'])) throw wrong('cache.clock');
  return { ...o };
}
