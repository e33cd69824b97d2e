/**
 * What loads on first use (the argument checks and pacing notes, driver.ts; the error reader, engine.ts), each test in
 * a fresh module registry so nothing has loaded yet: the first calls of a page keep their order
 * while the engine's modules load, and a success never loads the error reader.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualWorld } from '../support/virtual-world.js';

type ClientModule = typeof import('../../src/client.js');
type Engine = typeof import('../../src/internal/engine.js');

let SportsData: ClientModule['SportsData'];
let engine: Engine;

beforeEach(async () => {
  vi.resetModules();
  ({ SportsData } = await import('../../src/client.js'));
  engine = await import('../../src/internal/engine.js');
});

function clientOn(w: VirtualWorld, pacing: boolean) {
  return new SportsData({
    apiKey: w.service.keys.free,
    baseURL: w.service.baseURL,
    fetch: w.fetch,
    logLevel: 'off',
    ...(pacing && { pacing: { clock: w.clock } }),
  });
}

describe('the first calls of a page', () => {
  it.each([
    ['with pacing', true],
    ['without pacing', false],
  ])('%s, concurrent first calls are sent in call order while the modules load', async (_, pacing) => {
    const w = new VirtualWorld();
    const client = clientOn(w, pacing);
    const ids = w.service.data.players.slice(0, 8).map((p) => p.id);
    await w.run(Promise.all(ids.map((id) => client.players.get(id))));
    expect(w.trips.map((t) => t.path)).toEqual(ids.map((id) => `/v1/players/${id}`));
  });

  it('a second client on the page keeps the order of its first calls too', async () => {
    const w = new VirtualWorld();
    await w.run(clientOn(w, true).reference.listSports());
    const second = clientOn(w, true);
    const ids = w.service.data.players.slice(0, 8).map((p) => p.id);
    await w.run(Promise.all(ids.map((id) => second.players.get(id))));
    expect(w.trips.slice(1).map((t) => t.path)).toEqual(ids.map((id) => `/v1/players/${id}`));
  });

  it('usage() answers before any call, with the readsPerMinute override', () => {
    const w = new VirtualWorld();
    const client = new SportsData({
      apiKey: w.service.keys.free,
      baseURL: w.service.baseURL,
      fetch: w.fetch,
      pacing: { clock: w.clock, readsPerMinute: 7 },
    });
    expect(client.usage()).toEqual({
      plan: undefined,
      readsPerMinute: 7,
      quota: { limit: undefined, remaining: undefined, resetAt: undefined },
      cacheHits: 0,
    });
  });
});

describe('the error reader', () => {
  it('is not loaded by successful calls, and is by the first error answer', async () => {
    const w = new VirtualWorld();
    const client = clientOn(w, false);
    await w.run(client.players.get(w.service.data.players[0]!.id));
    await w.run(client.reference.listSports());
    expect(engine.errorReader.loaded).toBeUndefined();
    const error = await w.run(
      client.players.get('plr_doesNotExist0').then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404 });
    expect(engine.errorReader.loaded).toBeDefined();
  });
});

describe('the read cache', () => {
  it('is never loaded by a client without `cache`, and is by the first call of one with it', async () => {
    const driver = await import('../../src/internal/driver.js');
    const w = new VirtualWorld();
    const plain = clientOn(w, false);
    await w.run(plain.reference.listSports());
    await w.run(plain.reference.listSports());
    await plain.clearCache();
    expect(driver.readCache.loaded).toBeUndefined();
    expect(plain.usage().cacheHits).toBe(0);
    expect(w.trips).toHaveLength(2);

    const caching = new SportsData({
      apiKey: w.service.keys.free,
      baseURL: w.service.baseURL,
      fetch: w.fetch,
      logLevel: 'off',
      cache: true,
    });
    await w.run(caching.reference.listSports());
    expect(driver.readCache.loaded).toBeDefined();
    await w.run(caching.reference.listSports());
    expect(w.trips).toHaveLength(3);
    expect(caching.usage().cacheHits).toBe(1);
  });
});
