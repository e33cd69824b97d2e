/**
 * The read cache's own rules (src/internal/cache.ts): what may be cached (from the generated tables),
 * the key, the TTL on the cache's clock, the memory store's LRU bound, what a store may hand back.
 * The machine's steps are in engine.test.ts; the whole against the fake in test/e2e/cache.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { CacheStore, CachedAnswer } from '../../src/core/cache.js';
import { resolveConfig } from '../../src/core/config.js';
import { jobs } from '../../src/generated/jobs.js';
import { operations } from '../../src/generated/operations.js';
import { CACHE_MAX_ENTRIES, CACHE_TTL_MS } from '../../src/generated/policy.js';
import { type CachedCall, cacheable, MemoryCacheStore, ReadCache } from '../../src/internal/cache.js';
import type { OperationSpec } from '../../src/internal/operation.js';

const KEY_A = `svc_live_${'A'.repeat(32)}`;
const KEY_B = `svc_live_${'B'.repeat(32)}`;

function cacheFor(apiKey: string, cache: unknown = true) {
  const config = resolveConfig({
    apiKey,
    baseURL: 'https://api.test',
    logLevel: 'off',
    cache: cache as never,
  });
  return new ReadCache(config);
}

const request = (over: Partial<CachedCall> = {}): CachedCall => ({
  op: operations.list_sports,
  method: 'GET',
  url: 'https://api.test/v1/sports',
  body: undefined,
  cacheKey: undefined,
  ...over,
});

const ok = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('what is cached, from the generated tables', () => {
  it('every free operation outside the job namespaces; nothing usage-billed, no poll, no list of jobs', () => {
    const all = Object.values(operations) as OperationSpec[];
    const cached = all.filter(cacheable).map((op) => op.id);
    const jobNamespaces: string[] = Object.values(jobs).map((job) => job.namespace);
    expect(cached).toEqual(
      all.filter((op) => op.billing === 'free' && !jobNamespaces.includes(op.namespace)).map((op) => op.id),
    );
    for (const id of [
      'get_query',
      'get_export',
      'list_exports',
      'create_query',
      'create_export',
      'list_alerts',
    ])
      expect(cached).not.toContain(id);
    for (const id of ['list_sports', 'get_player', 'search_players', 'get_coverage', 'list_games'])
      expect(cached).toContain(id);
  });
});

describe('the key', () => {
  it('differs by account, method, URL (query included) and body; never holds the API key', () => {
    const a = cacheFor(KEY_A);
    const keys = new Set([
      a.keyOf(request()),
      cacheFor(KEY_B).keyOf(request()),
      a.keyOf(request({ method: 'POST' })),
      a.keyOf(request({ url: 'https://api.test/v1/sports?limit=2' })),
      a.keyOf(request({ body: '{"sport":"soccer"}' })),
      a.keyOf(request({ body: '{"sport":"hockey"}' })),
    ]);
    expect(keys.size).toBe(6);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    // The same request of the same account: the same key, in another client too.
    expect(cacheFor(KEY_A).keyOf(request())).toBe(a.keyOf(request()));
  });
});

describe('lookups and keeps', () => {
  it('keeps status, the meta headers and the body, never the request headers; the TTL from the policy', async () => {
    const store = new MemoryCacheStore(10);
    let now = 5_000;
    const cache = cacheFor(KEY_A, { store, clock: { now: () => now } });
    const call = request();
    await cache.keep(
      call,
      ok(
        { data: [] },
        { 'x-request-id': 'req_1', 'x-service-plan': 'free', 'set-cookie': 'a=b', 'x-other': '1' },
      ),
      '{"data":[]}',
    );
    const [[, entry]] = store.entries() as [[string, CachedAnswer]];
    expect(entry).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json', 'x-request-id': 'req_1', 'x-service-plan': 'free' },
      body: '{"data":[]}',
      expiresAt: 5_000 + CACHE_TTL_MS,
    });
    expect(JSON.stringify(store.entries())).not.toContain(KEY_A);
    expect(await cache.lookup(request())).toEqual(entry);
    expect(cache.hits).toBe(1);
    now += CACHE_TTL_MS;
    expect(await cache.lookup(request())).toBeUndefined();
    // An expired entry is dropped from the store.
    expect(store.size).toBe(0);
    expect(cache.hits).toBe(1);
  });

  it("a store's garbage is a miss, never an error", async () => {
    const values: unknown[] = [
      null,
      'text',
      { status: 200 },
      { status: 500, headers: {}, body: '', expiresAt: 9e15 },
    ];
    for (const value of values) {
      const store: CacheStore = { get: () => value as CachedAnswer, set() {}, delete() {}, clear() {} };
      expect(await cacheFor(KEY_A, { store }).lookup(request())).toBeUndefined();
    }
  });
});

describe('the memory store', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const store = new MemoryCacheStore(2);
    const entry = (body: string): CachedAnswer => ({ status: 200, headers: {}, body, expiresAt: 1 });
    store.set('a', entry('a'));
    store.set('b', entry('b'));
    store.get('a'); // a is now the most recently used
    store.set('c', entry('c'));
    expect(store.entries().map(([key]) => key)).toEqual(['a', 'c']);
    store.clear();
    expect(store.size).toBe(0);
  });

  it('cache: true takes its size and TTL from the policy (x-sdk.cache)', async () => {
    expect(CACHE_TTL_MS).toBe(300_000);
    expect(CACHE_MAX_ENTRIES).toBe(1_000);
    const store = new MemoryCacheStore(CACHE_MAX_ENTRIES + 5);
    const now = 0;
    const cache = cacheFor(KEY_A, { store, clock: { now: () => now } });
    await cache.keep(request(), ok({}), '{}');
    expect(store.entries()[0]![1].expiresAt).toBe(CACHE_TTL_MS);
    // The default memory store holds CACHE_MAX_ENTRIES answers, then drops the oldest.
    const bounded = cacheFor(KEY_A);
    for (let i = 0; i <= CACHE_MAX_ENTRIES; i++)
      await bounded.keep(request({ url: `https://api.test/v1/sports?i=${i}` }), ok({}), '{}');
    expect((bounded.store as MemoryCacheStore).size).toBe(CACHE_MAX_ENTRIES);
    expect(await bounded.lookup(request({ url: 'https://api.test/v1/sports?i=0' }))).toBeUndefined();
  });
});
