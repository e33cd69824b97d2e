/**
 * A thousand calls in flight at once against the fake over loopback: every one completes without
 * an error, nothing the SDK made outlives its call (no timer, no listener on the caller's signal),
 * and once the fake is closed the process holds no more sockets or timers than before.
 */
import { execSync } from 'node:child_process';
import { getEventListeners } from 'node:events';
import { Agent, fetch as undiciFetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { SportsData } from '../../src/index.js';
import { createFakeServer } from '../../src/testing/index.js';
import { useLeakScan } from '../support/leak-scan.js';

const scan = useLeakScan(0);

const CALLS = 1_000;

/** Active handles and requests by kind, e.g. `{ TCPSocketWrap: 3, Timeout: 1 }`. */
function resources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** The kinds of which there are more now than in `baseline`, with how many more. */
function grownSince(baseline: Record<string, number>): Record<string, number> {
  const grown: Record<string, number> = {};
  for (const [kind, count] of Object.entries(resources())) {
    if (count > (baseline[kind] ?? 0)) grown[kind] = count - (baseline[kind] ?? 0);
  }
  return grown;
}

/** Polls until nothing has grown since `baseline`, or `withinMs` passes; returns what is left. */
async function settleTo(baseline: Record<string, number>, withinMs: number): Promise<Record<string, number>> {
  const until = performance.now() + withinMs;
  for (;;) {
    const grown = grownSince(baseline);
    if (Object.keys(grown).length === 0 || performance.now() > until) return grown;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The soft limit on open files. Each call in flight holds two descriptors here (the client's socket
 * and the fake's); below ~2,500 the calls share a capped pool of connections instead, still all in
 * flight in the SDK at once.
 */
function openFileLimit(): number {
  try {
    const out = execSync('ulimit -n', { encoding: 'utf8', shell: '/bin/sh' }).trim();
    return out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out) || 1_024;
  } catch {
    return 1_024;
  }
}

describe(`${CALLS} calls in flight`, () => {
  it('all complete, leave no timer or listener behind, and the process is back to its baseline after', async () => {
    const baseline = resources();
    const fake = await createFakeServer({ rateLimits: false });
    scan.secret(...Object.values(fake.keys));
    const limit = openFileLimit();
    const agent =
      limit < 2_500 ? new Agent({ connections: Math.max(16, Math.floor((limit - 300) / 2)) }) : undefined;
    let inFlight = 0;
    let peak = 0;
    const client = new SportsData({
      apiKey: fake.keys.enterprise,
      baseURL: fake.url,
      logger: scan.logger(),
      ...(agent && {
        fetch: ((input: string, init: RequestInit) =>
          undiciFetch(input, { ...init, dispatcher: agent } as never)) as unknown as typeof fetch,
      }),
    });
    const controller = new AbortController();
    const { players, teams } = fake.service.data;
    // Reads of each kind: an object, a page, a POST body, a query run's GET.
    const calls: Array<() => PromiseLike<unknown>> = [
      () => client.players.get(players[0]!.id, { signal: controller.signal }),
      () => client.teams.get(teams[1]!.id, { signal: controller.signal }),
      () => client.teams.list({ limit: 5 }, { signal: controller.signal }),
      () => client.players.search({ sport: 'football', limit: 3 }, { signal: controller.signal }),
      () => client.reference.listSports(undefined, { signal: controller.signal }),
    ];
    const results = await Promise.allSettled(
      Array.from({ length: CALLS }, async (_, i) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        try {
          return await calls[i % calls.length]!();
        } finally {
          inFlight -= 1;
        }
      }),
    );
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const failure of rejected) scan.error('concurrency', failure.reason);
    expect(rejected.map((r) => String(r.reason)).slice(0, 3)).toEqual([]);
    expect(peak).toBe(CALLS);
    expect(fake.service.countRequests()).toBe(CALLS);
    // No bound on the wall-clock time: beside other work it says nothing about the SDK; a call that
    // hung would fail the test by its timeout.

    // The SDK's own: every attempt's timer and every listener on the caller's signal are gone
    // the moment the calls are done (sockets may idle in the pool until the server closes them).
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(resources().Timeout ?? 0).toBeLessThanOrEqual(baseline.Timeout ?? 0);

    await fake.close();
    await agent?.close();
    expect(await settleTo(baseline, 5_000)).toEqual({});
  });
});
