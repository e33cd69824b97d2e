/**
 * The read cache (client option `cache`) against the fake, every claim counted on the fake's
 * request log: a re-run read costs nothing, a billed call and a job's poll are always sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CacheStore,
  type ClientOptions,
  type CachedAnswer,
  InvalidArgumentError,
  NotFoundError,
} from '../../src/index.js';
import { useFake } from './fixture.js';

const e2e = useFake();

beforeEach(() => {
  e2e.fake.service.resetRequests();
  e2e.fake.service.faults.clear();
});

/**
 * A client on an account of its own (a free plan allows 10 reads a minute: accounts shared between
 * tests would meet that limit); `key` is its API key.
 */
function accountClient(plan: 'free' | 'plus' | 'developer', options: ClientOptions = {}) {
  const { service } = e2e.fake;
  const key = service.createKey(service.createAccount({ plan }).id, { kind: 'live' });
  return Object.assign(e2e.client(null, { apiKey: key, ...options }), { key });
}

/** Requests of `operationId` the fake has seen since the test began. */
const sent = (operationId: string) => e2e.fake.service.countRequests(operationId);

/** A store the test can look into (a Map: what a user's own store would be). */
function mapStore(): CacheStore & { map: Map<string, CachedAnswer> } {
  const map = new Map<string, CachedAnswer>();
  return {
    map,
    get: (key) => map.get(key),
    set: (key, value) => {
      map.set(key, value);
    },
    delete: (key) => {
      map.delete(key);
    },
    clear: () => map.clear(),
  };
}

describe('the read cache', () => {
  it('a re-run notebook cell costs 0 requests: same data, meta.fromCache, usage().cacheHits', async () => {
    const client = accountClient('free', { cache: true });
    const first = await client.reference.listSports().withResponse();
    const player = e2e.fake.service.data.players[0]!.id;
    const firstPlayer = await client.players.get(player).withResponse();
    expect(sent('list_sports')).toBe(1);
    expect(sent('get_player')).toBe(1);
    expect(first.meta.fromCache).toBe(false);

    // The cell again.
    const again = await client.reference.listSports().withResponse();
    const againPlayer = await client.players.get(player).withResponse();
    expect(sent('list_sports')).toBe(1);
    expect(sent('get_player')).toBe(1);
    expect(again.meta.fromCache).toBe(true);
    expect(againPlayer.meta.fromCache).toBe(true);
    expect(again.data).toEqual(first.data);
    expect(againPlayer.data).toEqual(firstPlayer.data);
    // The meta of the answer that was kept, as it came.
    expect(again.meta.requestId).toBe(first.meta.requestId);
    expect(again.meta.plan).toBe('free');
    expect(client.usage().cacheHits).toBe(2);
  });

  it('a hit teaches usage() nothing: plan and quota stay those of the last answer sent', async () => {
    const client = accountClient('plus', { cache: true });
    await client.players.get(e2e.fake.service.data.players[1]!.id);
    const sports = await client.reference.listSports().withResponse();
    await client.players.get(e2e.fake.service.data.players[1]!.id);
    const usage = client.usage();
    expect(usage.quota.remaining).toBe(sports.meta.quota!.remaining);
    expect(usage.cacheHits).toBe(1);
    expect(sent('get_player')).toBe(1);
  });

  it('a list: each page is its own entry, and a re-read of every page sends nothing', async () => {
    const client = accountClient('free', { cache: true });
    const read = async () => {
      const names: string[] = [];
      for await (const player of client.players.search({ sport: 'basketball', limit: 5 }, { maxPages: 3 }))
        names.push(player.name);
      return names;
    };
    const first = await read();
    expect(first).toHaveLength(15);
    expect(sent('search_players')).toBe(3);
    expect(await read()).toEqual(first);
    expect(sent('search_players')).toBe(3);
    expect(client.usage().cacheHits).toBe(3);
    // A page from the cache pages on like a fresh one.
    const page = await client.players.search({ sport: 'basketball', limit: 5 }).withResponse();
    expect(page.meta.fromCache).toBe(true);
    expect(page.data.data.map((p) => p.name)).toEqual(first.slice(0, 5));
  });

  it('a usage-billed call is sent every time', async () => {
    const client = accountClient('developer', { cache: true });
    const input = { prompt: 'Who leads basketball in points_per_game?', sport: 'basketball' } as const;
    await client.query.create(input);
    await client.query.create(input);
    expect(sent('create_query')).toBe(2);
    await client.alerts.list();
    const second = await client.alerts.list().withResponse();
    expect(sent('list_alerts')).toBe(2);
    expect(second.meta.fromCache).toBe(false);
    expect(client.usage().cacheHits).toBe(0);
  });

  it("a job's poll and the list of jobs are never served from the cache", async () => {
    const client = accountClient('developer', { cache: true });
    const run = await client.query.create({ prompt: 'Who leads soccer in goals?', sport: 'soccer' });
    const job = await client.exports.create({ resource: 'teams', format: 'jsonl' });
    for (let i = 0; i < 2; i++) {
      expect((await client.query.get(run.run_id).withResponse()).meta.fromCache).toBe(false);
      expect((await client.exports.get(job.id).withResponse()).meta.fromCache).toBe(false);
      await client.exports.list();
    }
    expect(sent('get_query')).toBe(2);
    expect(sent('get_export')).toBe(2);
    expect(sent('list_exports')).toBe(2);
    expect(client.usage().cacheHits).toBe(0);
  });

  it('an entry past its TTL is a miss (the cache clock moved, no sleep)', async () => {
    let now = 1_000_000;
    const client = accountClient('free', { cache: { ttlMs: 60_000, clock: { now: () => now } } });
    await client.reference.listSports();
    now += 59_999;
    await client.reference.listSports();
    expect(sent('list_sports')).toBe(1);
    now += 1;
    const late = await client.reference.listSports().withResponse();
    expect(late.meta.fromCache).toBe(false);
    expect(sent('list_sports')).toBe(2);
    // The fresh answer is kept again, for a new TTL.
    await client.reference.listSports();
    expect(sent('list_sports')).toBe(2);
  });

  it('cache: false on a call sends it, and keeps the fresh answer', async () => {
    const client = accountClient('free', { cache: true });
    await client.reference.listDivisions();
    const fresh = await client.reference.listDivisions(undefined, { cache: false }).withResponse();
    expect(fresh.meta.fromCache).toBe(false);
    expect(sent('list_divisions')).toBe(2);
    const hit = await client.reference.listDivisions().withResponse();
    expect(sent('list_divisions')).toBe(2);
    expect(hit.meta.requestId).toBe(fresh.meta.requestId);
  });

  it('clearCache() empties it', async () => {
    const client = accountClient('free', { cache: true });
    await client.reference.listConferences();
    await client.clearCache();
    const after = await client.reference.listConferences().withResponse();
    expect(after.meta.fromCache).toBe(false);
    expect(sent('list_conferences')).toBe(2);
  });

  it('a 4xx or 5xx answer is not kept', async () => {
    const client = accountClient('free', { cache: true, maxRetries: 0 });
    for (let i = 0; i < 2; i++)
      await expect(client.players.get('plr_doesNotExist0')).rejects.toBeInstanceOf(NotFoundError);
    expect(sent('get_player')).toBe(2);
    e2e.fake.service.faults.inject({ operationId: 'get_filter_catalog', status: 503 });
    await expect(client.reference.getFilterCatalog()).rejects.toMatchObject({ status: 503 });
    const after = await client.reference.getFilterCatalog().withResponse();
    expect(after.meta.fromCache).toBe(false);
    expect(sent('get_filter_catalog')).toBe(2);
  });

  it('entries are keyed by account: two keys on one store, the same URL, two requests', async () => {
    const store = mapStore();
    const free = accountClient('free', { cache: { store } });
    const plus = accountClient('plus', { cache: { store } });
    const plusMeta = async () => (await plus.reference.listSports().withResponse()).meta;
    await free.reference.listSports();
    expect((await plusMeta()).plan).toBe('plus');
    expect(sent('list_sports')).toBe(2);
    // The same key in another client shares the store's entry.
    const freeAgain = e2e.client(null, { apiKey: free.key, cache: { store } });
    const shared = await freeAgain.reference.listSports().withResponse();
    expect(shared.meta.fromCache).toBe(true);
    expect(shared.meta.plan).toBe('free');
    expect(sent('list_sports')).toBe(2);
  });

  it('the key is never kept: not in the store, nor in its bearer form', async () => {
    const store = mapStore();
    const client = accountClient('plus', { cache: { store } });
    const { key } = client;
    await client.reference.listSports();
    await client.players.search({ sport: 'soccer', limit: 2 });
    expect(store.map.size).toBe(2);
    const kept = JSON.stringify([...store.map]);
    expect(kept).not.toContain(key);
    expect(kept).not.toContain(key.slice(-16));
    expect(kept.toLowerCase()).not.toContain('bearer');
    expect(kept.toLowerCase()).not.toContain('authorization');
    for (const [entryKey, value] of store.map) {
      expect(entryKey).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(value.headers).sort()).toEqual(
        expect.arrayContaining(['content-type', 'x-request-id', 'x-service-plan']),
      );
    }
  });

  it('a store that fails never breaks a call: a failed get is a miss, a failed set is skipped', async () => {
    const lines: string[] = [];
    const logger = { warn: (line: string) => lines.push(line), error() {}, info() {}, debug() {} };
    const broken: CacheStore = {
      get: () => Promise.reject(new Error('store down')),
      set: () => {
        throw new Error('store full');
      },
      delete() {},
      clear() {},
    };
    const client = accountClient('free', { cache: { store: broken }, logger });
    expect((await client.reference.listSports().withResponse()).meta.fromCache).toBe(false);
    expect(sent('list_sports')).toBe(1);
    expect(lines.join('\n')).toMatch(/cache store get failed \(store down\)/);
    expect(lines.join('\n')).toMatch(/cache store set failed \(store full\)/);
  });

  it('is checked at new SportsData(), and per call', async () => {
    const make = (cache: unknown) => () => accountClient('free', { cache: cache as never });
    for (const bad of [
      'yes',
      1,
      null,
      { ttlMs: 0 },
      { ttlMs: 1.5 },
      { maxEntries: -1 },
      { store: {} },
      { ttl: 5 },
    ])
      expect(make(bad)).toThrow(InvalidArgumentError);
    expect(make({ ttl: 5 })).toThrow(/unknown option `ttl`.*ttlMs/);
    const client = accountClient('free', { cache: true });
    await expect(client.reference.listSports(undefined, { cache: 'no' as never })).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
    expect(sent('list_sports')).toBe(0);
  });
});
