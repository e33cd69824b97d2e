/**
 * A client's pacing (src/internal/pacing.ts, with the window of pacing/window.ts): `pacing: true`
 * against the fake with its per-minute limits on, in virtual time: the fake counts each request
 * when it ARRIVES (a ring of arrival times, src/testing/limits.ts), and the network between them
 * delays each direction by up to 300 ms, so a burst arrives spread out as it does in production.
 * Proven: 0 responses with 429, and the whole load done within 5 % of the least time the limit
 * allows; the same load without pacing meets 429s.
 */
import { describe, expect, it } from 'vitest';
import { SportsData } from '../../src/client.js';
import type { ClientOptions } from '../../src/core/config.js';
import { APIUserAbortError, RateLimitError } from '../../src/core/errors.js';
import type { PacingStore } from '../../src/core/pacing/store.js';
import type { KeyRole } from '../../src/testing/index.js';
import { minimumSpanMs, VirtualWorld, type WorldOptions } from '../support/virtual-world.js';

const LIMITS = { free: 10, plus: 20, developer: 300 } as const;

/**
 * A client on a fresh virtual world. `pacing: true` runs the pacer on the world's clock; an object
 * gets the clock added.
 */
function setup(role: KeyRole, options: ClientOptions = {}, world: WorldOptions = {}) {
  const w = new VirtualWorld(world);
  const lines: string[] = [];
  const sink = (line: string) => lines.push(line);
  const client = (extra: ClientOptions = {}) => {
    const merged = { ...options, ...extra };
    const pacing =
      merged.pacing === true
        ? { clock: w.clock }
        : typeof merged.pacing === 'object'
          ? { clock: w.clock, ...merged.pacing }
          : merged.pacing;
    return new SportsData({
      apiKey: w.service.keys[role],
      baseURL: w.service.baseURL,
      fetch: w.fetch,
      logLevel: 'info',
      logger: { error: sink, warn: sink, info: sink, debug: sink },
      ...merged,
      pacing,
    });
  };
  return { w, client, lines };
}

describe.each(Object.entries(LIMITS))('pacing on the %s plan (%i reads a minute)', (role, limit) => {
  const n = 3 * limit + 1;

  it(`${n} concurrent calls: no 429, done within 5 % of the least time the limit allows`, async () => {
    const { w, client } = setup(role as KeyRole, { pacing: true });
    const paced = client();
    const started = w.clock.now();
    const results = await w.run(Promise.all(Array.from({ length: n }, () => paced.reference.listSports())));
    const elapsed = w.clock.now() - started;
    expect(results).toHaveLength(n);
    expect(w.count(429)).toBe(0);
    expect(w.count(200)).toBe(n);
    const least = minimumSpanMs(n, limit);
    expect(w.arrivalSpan()).toBeGreaterThanOrEqual(least);
    expect(elapsed).toBeLessThanOrEqual(least * 1.05);
  });

  it(`${n} sequential calls: no 429, done within 5 % of the least time the limit allows`, async () => {
    // Short trips, so that the limit and not the latency sets the pace.
    const { w, client } = setup(role as KeyRole, { pacing: true }, { maxLatencyMs: 20 });
    const paced = client();
    const started = w.clock.now();
    await w.run(
      (async () => {
        for (let i = 0; i < n; i++) await paced.reference.listSports();
      })(),
    );
    const elapsed = w.clock.now() - started;
    expect(w.count(429)).toBe(0);
    expect(w.count(200)).toBe(n);
    const least = minimumSpanMs(n, limit);
    expect(elapsed).toBeLessThanOrEqual(least * 1.05);
  });

  it('the same concurrent load without pacing meets 429s', async () => {
    const { w, client } = setup(role as KeyRole, { maxRetries: 0 });
    const unpaced = client();
    const outcomes = await w.run(
      Promise.allSettled(Array.from({ length: n }, () => unpaced.reference.listSports())),
    );
    expect(w.count(429)).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.status === 'rejected' && o.reason instanceof RateLimitError)).toBe(true);
  });
});

describe('pacing: order, aborts and the first request', () => {
  it('concurrent calls are sent in call order', async () => {
    const { w, client } = setup('free', { pacing: true });
    const paced = client();
    const ids = w.service.data.players.slice(0, 25).map((p) => p.id);
    await w.run(Promise.all(ids.map((id) => paced.players.get(id))));
    expect(w.trips.map((t) => t.path)).toEqual(ids.map((id) => `/v1/players/${id}`));
    expect(w.count(429)).toBe(0);
  });

  it('before the plan is known, one request goes alone; the rest follow its answer', async () => {
    const { w, client } = setup('developer', { pacing: true });
    const paced = client();
    await w.run(Promise.all(Array.from({ length: 5 }, () => paced.reference.listSports())));
    const [first, ...rest] = w.trips;
    for (const trip of rest) expect(trip.sentAt).toBeGreaterThanOrEqual(first!.answeredAt!);
    // Then the developer plan's 300 a minute: the other four went together.
    expect(new Set(rest.map((t) => t.sentAt)).size).toBe(1);
  });

  it("a caller's signal ends its wait with APIUserAbortError; nothing is sent, the others go on", async () => {
    const { w, client } = setup('free', { pacing: true });
    const paced = client();
    await w.run(Promise.all(Array.from({ length: 10 }, () => paced.reference.listSports())));
    const controller = new AbortController();
    const waiting = paced.reference.listSports(undefined, { signal: controller.signal });
    const after = paced.reference.listSports();
    const aborted = waiting.then(
      () => 'sent',
      (error: unknown) => error,
    );
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect(await w.run(aborted)).toBeInstanceOf(APIUserAbortError);
    await w.run(after);
    expect(w.trips).toHaveLength(11);
    expect(w.count(429)).toBe(0);
  });

  it('when the last waiting call is aborted, pacing leaves no timer behind', async () => {
    const { w, client } = setup('free', { pacing: true });
    const paced = client();
    await w.run(Promise.all(Array.from({ length: 10 }, () => paced.reference.listSports())));
    const controller = new AbortController();
    const waiting = paced.reference.listSports(undefined, { signal: controller.signal }).then(
      () => 'sent',
      (error: unknown) => error,
    );
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(w.clock.pending).toBe(1);
    controller.abort();
    expect(await waiting).toBeInstanceOf(APIUserAbortError);
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(w.clock.pending).toBe(0);
  });

  it('readsPerMinute overrides the plan (an enterprise custom limit)', async () => {
    const { w, client } = setup('enterprise', { pacing: { readsPerMinute: 15 } });
    const paced = client();
    const started = w.clock.now();
    await w.run(Promise.all(Array.from({ length: 31 }, () => paced.reference.listSports())));
    expect(w.clock.now() - started).toBeGreaterThanOrEqual(minimumSpanMs(31, 15));
    expect(w.clock.now() - started).toBeLessThanOrEqual(minimumSpanMs(31, 15) * 1.05);
    expect(paced.usage()).toMatchObject({ plan: 'enterprise', readsPerMinute: 15 });
  });
});

describe('pacing counts a slot until 60 s after the answer, because the service counts on arrival', () => {
  /** A store that frees each slot 60 s after it was SENT: what a naive pacer does. */
  function sendCountingStore(): PacingStore {
    const sent: number[] = [];
    return {
      acquire: ({ limit, now }) => {
        while (sent.length > 0 && (sent[0] as number) + 60_000 <= now) sent.shift();
        if (sent.length < limit) {
          sent.push(now);
          return { slot: String(now) };
        }
        return { waitMs: (sent[sent.length - limit] as number) + 60_000 - now };
      },
      release: () => {},
      pause: () => {},
    };
  }

  it('counting from the send meets 429s once the burst arrives spread out; counting from the answer does not', async () => {
    const naive = setup('developer', { maxRetries: 0, pacing: { store: sendCountingStore() } });
    const naiveClient = naive.client();
    await naive.w.run(
      Promise.allSettled(Array.from({ length: 601 }, () => naiveClient.reference.listSports())),
    );
    expect(naive.w.count(429)).toBeGreaterThan(0);

    const ours = setup('developer', { maxRetries: 0, pacing: true });
    const oursClient = ours.client();
    await ours.w.run(Promise.all(Array.from({ length: 601 }, () => oursClient.reference.listSports())));
    expect(ours.w.count(429)).toBe(0);
  });
});

describe('learning from the service', () => {
  it('a 429 that still happens pauses the pacer until Retry-After has passed', async () => {
    const { w, client } = setup('free', { maxRetries: 0 });
    // Another process, not paced, spends the account's minute first.
    const other = client();
    await w.run(Promise.all(Array.from({ length: 10 }, () => other.reference.listSports())));
    const paced = client({ pacing: true });
    const outcomes = await w.run(
      Promise.allSettled(Array.from({ length: 5 }, () => paced.reference.listSports())),
    );
    const refused = w.trips.filter((t) => t.status === 429);
    expect(refused).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
    const retryAfterMs = refused[0]!.retryAfter! * 1000;
    expect(retryAfterMs).toBeGreaterThan(0);
    // Nothing more is sent until Retry-After has passed since the 429 reached the client.
    const later = w.trips.slice(11);
    for (const trip of later)
      expect(trip.sentAt).toBeGreaterThanOrEqual(refused[0]!.answeredAt! + retryAfterMs);
  });

  it('usage() is empty before the first answer, then tells the plan, the limit and the quota', async () => {
    const { w, client } = setup('plus');
    const c = client();
    expect(c.usage()).toEqual({
      plan: undefined,
      readsPerMinute: undefined,
      quota: { limit: undefined, remaining: undefined, resetAt: undefined },
      cacheHits: 0,
    });
    await w.run(c.reference.listSports());
    await w.run(c.reference.listSports());
    const usage = c.usage();
    expect(usage.plan).toBe('plus');
    expect(usage.readsPerMinute).toBe(20);
    expect(usage.quota.limit).toBe(25_000);
    expect(usage.quota.remaining).toBe(25_000 - 2);
    expect(usage.quota.resetAt).toEqual(new Date(Date.UTC(2030, 1, 1)));
  });

  it('one warn line when the remaining quota drops under 10 %', async () => {
    const { w, client, lines } = setup('plus');
    w.service.updateAccount(w.service.accountIds.plus, { monthlyQuota: 30 });
    const c = client({ logLevel: 'warn', pacing: true });
    for (let i = 0; i < 29; i++) await w.run(c.reference.listSports());
    const warnings = lines.filter((l) => l.includes('monthly quota'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('2 of 30 requests left');
  });

  it('without pacing, a 429 rate_limit_exceeded logs one warn line suggesting pacing: true', async () => {
    const { w, client, lines } = setup('free', { maxRetries: 0, logLevel: 'warn' });
    const c = client();
    await w.run(Promise.allSettled(Array.from({ length: 14 }, () => c.reference.listSports())));
    expect(w.count(429)).toBe(4);
    const hints = lines.filter((l) => l.includes('pacing: true'));
    expect(hints).toHaveLength(1);
  });

  it('waiting is visible at info level', async () => {
    const { w, client, lines } = setup('free', { pacing: true });
    const c = client();
    await w.run(Promise.all(Array.from({ length: 12 }, () => c.reference.listSports())));
    expect(
      lines.some((l) => /pacing: 10 requests \(free plan\) used in the rolling minute; 2 call/.test(l)),
    ).toBe(true);
  });
});

describe('a shared store that fails', () => {
  it('degrades to in-process pacing with one warn line, never a failed call', async () => {
    const broken: PacingStore = {
      acquire: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
      release: () => Promise.reject(new Error('down')),
      pause: () => Promise.reject(new Error('down')),
    };
    const { w, client, lines } = setup('free', { pacing: { store: broken }, logLevel: 'warn' });
    const c = client();
    await w.run(Promise.all(Array.from({ length: 25 }, () => c.reference.listSports())));
    expect(w.count(200)).toBe(25);
    expect(w.count(429)).toBe(0);
    const warnings = lines.filter((l) => l.includes('shared pacing store failed'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('ECONNREFUSED');
  });

  it('a store that never answers counts as failed after its deadline', async () => {
    const stalled: PacingStore = {
      acquire: () => new Promise(() => {}),
      release: () => {},
      pause: () => {},
    };
    const { w, client, lines } = setup('free', { pacing: { store: stalled }, logLevel: 'warn' });
    const c = client();
    await w.run(Promise.all(Array.from({ length: 3 }, () => c.reference.listSports())));
    expect(w.count(200)).toBe(3);
    expect(lines.filter((l) => l.includes('no answer within'))).toHaveLength(1);
  });

  it('the store sees a hash of the API key as the account, never the key', async () => {
    const accounts: string[] = [];
    const { w, client } = setup('free');
    const store: PacingStore = {
      acquire: (request) => {
        accounts.push(request.account);
        return { slot: '1' };
      },
      release: () => {},
      pause: () => {},
    };
    const c = client({ pacing: { store } });
    await w.run(c.reference.listSports());
    const { createHash } = await import('node:crypto');
    expect(accounts[0]).toBe(createHash('sha256').update(w.service.keys.free).digest('hex'));
    expect(accounts[0]).not.toContain(w.service.keys.free);
  });
});
