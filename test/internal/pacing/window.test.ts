/**
 * The rolling minute (src/internal/pacing/window.ts) against odd callers, stores and servers, in
 * virtual time: one signal shared by many waiting calls, a store answering waits that are not
 * waits, a minute that never empties, answers that never name the plan.
 */
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { SportsData } from '../../../src/client.js';
import type { ClientOptions } from '../../../src/core/config.js';
import { APIUserAbortError } from '../../../src/core/errors.js';
import type { PacingStore } from '../../../src/core/pacing/store.js';
import type { KeyRole } from '../../../src/testing/index.js';
import { VirtualWorld } from '../../support/virtual-world.js';

function setup(role: KeyRole, options: ClientOptions = {}, fetchThrough?: (w: VirtualWorld) => typeof fetch) {
  const w = new VirtualWorld();
  const lines: string[] = [];
  const sink = (line: string) => lines.push(line);
  const pacing =
    typeof options.pacing === 'object' ? { clock: w.clock, ...options.pacing } : { clock: w.clock };
  const client = new SportsData({
    apiKey: w.service.keys[role],
    baseURL: w.service.baseURL,
    fetch: fetchThrough ? fetchThrough(w) : w.fetch,
    logLevel: 'warn',
    logger: { error: sink, warn: sink, info: sink, debug: sink },
    ...options,
    pacing,
  });
  return { w, client, lines };
}

const turns = async (n = 5) => {
  for (let turn = 0; turn < n; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('one caller signal shared by many paced calls', () => {
  it('45 calls waiting on one signal: one abort listener, no MaxListenersExceededWarning, all end on abort', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const { w, client } = setup('free');
      await w.run(Promise.all(Array.from({ length: 10 }, () => client.reference.listSports())));
      const controller = new AbortController();
      const waiting = Array.from({ length: 45 }, () =>
        client.reference.listSports(undefined, { signal: controller.signal }).then(
          () => 'sent',
          (error: unknown) => error,
        ),
      );
      await turns();
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
      controller.abort();
      const ended = await Promise.all(waiting);
      expect(ended.every((e) => e instanceof APIUserAbortError)).toBe(true);
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
      expect(w.trips).toHaveLength(10);
      await turns();
      expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});

/** A store that never grants a slot and answers `waitMs` with `wait`; counts how often it is asked. */
function refusingStore(wait: number) {
  const store = {
    calls: 0,
    acquire: () => {
      store.calls++;
      return { waitMs: wait };
    },
    release: () => {},
    pause: () => {},
  } satisfies PacingStore & { calls: number };
  return store;
}

/** Runs one paced call for `ms` of virtual time, then aborts it. */
async function waitFor(ms: number, options: ClientOptions) {
  const { w, client, lines } = setup('developer', options);
  const controller = new AbortController();
  void w.clock.sleep(ms, undefined, () => new Error('unreachable')).then(() => controller.abort());
  const call = client.reference.listSports(undefined, { signal: controller.signal });
  const error = await w.run(call).catch((e: unknown) => e);
  return { error, lines, w };
}

describe('a store that answers a wait that is not one', () => {
  it.each([Number.NaN, 0, -5, 0.001, Number.POSITIVE_INFINITY])(
    'waitMs %s: the store is asked at most 20 times a second, not in a tight loop',
    async (wait) => {
      const store = refusingStore(wait);
      // Bounded here too, so that a tight loop fails this test instead of hanging it.
      const guarded: PacingStore = {
        ...store,
        acquire: () => {
          if (store.calls > 10_000) throw new Error('asked in a tight loop');
          return store.acquire();
        },
      };
      const { error } = await waitFor(10_000, { pacing: { store: guarded } });
      expect(error).toBeInstanceOf(APIUserAbortError);
      expect(store.calls).toBeGreaterThan(1);
      expect(store.calls).toBeLessThanOrEqual(10_000 / 50 + 2);
    },
  );
});

describe('warn lines for pacing that is stuck', () => {
  it('a minute that stays full far beyond a minute (stale entries in a shared store): one warn line', async () => {
    const store = refusingStore(5_000);
    const { error, lines } = await waitFor(10 * 60_000, { pacing: { store } });
    expect(error).toBeInstanceOf(APIUserAbortError);
    const warned = lines.filter((l) => l.includes('has stayed full'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatch(/shared pacing store has stayed full for 180 s/);
    expect(warned[0]).toMatch(/stale entries/);
  });

  it('a minute full for less than that gets no warn line', async () => {
    const store = refusingStore(5_000);
    const { lines } = await waitFor(150_000, { pacing: { store } });
    expect(lines.filter((l) => l.includes('has stayed full'))).toEqual([]);
  });

  it('answers without X-Service-Plan for over a minute: one warn line saying pacing is at its slowest', async () => {
    const planless =
      (w: VirtualWorld): typeof fetch =>
      async (input, init) => {
        const response = await w.fetch(input, init);
        const headers = new Headers(response.headers);
        headers.delete('x-service-plan');
        return new Response(response.body, { status: response.status, headers });
      };
    const { w, client, lines } = setup('enterprise', {}, planless);
    await w.run(Promise.all(Array.from({ length: 25 }, () => client.reference.listSports())));
    expect(w.count(200)).toBe(25);
    const warned = lines.filter((l) => l.includes('X-Service-Plan'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatch(/one request at a time, at most 10 a minute/);
  });
});
