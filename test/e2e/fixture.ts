/**
 * The SDK against the fake over real loopback HTTP, every request the SDK sends and every API
 * response validated against openapi.json on the way (see test/support/conformance.ts).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type ClientOptions, type PacingClock, SportsData } from '../../src/index.js';
import {
  createFakeServer,
  type FakeServer,
  type FakeServerOptions,
  type KeyRole,
} from '../../src/testing/index.js';
import { ConformanceRecorder } from '../support/conformance.js';

export interface E2E {
  fake: FakeServer;
  conformance: ConformanceRecorder;
  client(role: KeyRole | null, options?: ClientOptions): SportsData;
}

/** Starts one fake per test file; afterAll fails the file on any response that breaks openapi.json. */
export function useFake(options: FakeServerOptions = {}): E2E {
  const conformance = new ConformanceRecorder();
  const e2e = {
    conformance,
    client(role: KeyRole | null, clientOptions: ClientOptions = {}) {
      return new SportsData({
        apiKey: role ? e2e.fake.keys[role] : undefined,
        baseURL: e2e.fake.url,
        fetch: conformance.wrap(),
        ...clientOptions,
      });
    },
  } as E2E;
  beforeAll(async () => {
    e2e.fake = await createFakeServer({ pollAfterMs: 10, ...options });
  });
  afterAll(async () => {
    await e2e.fake?.close();
    expect(conformance.violations).toEqual([]);
    expect(conformance.requestViolations).toEqual([]);
  });
  return e2e;
}

/** A pacing clock that moves only when pacing sleeps (from 2030-01-01): a wait is what pacing asked for. */
export function sleepOnlyClock(): PacingClock {
  let now = Date.UTC(2030, 0, 1);
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  };
}

/**
 * A finished teams export whose link has its signature spoilt: the file host answers 403, a refusal
 * that is not retried, so a download of it ends in the file host's final error.
 */
export async function exportWithRefusedLink(client: SportsData) {
  const job = await client.exports.createAndPoll({
    resource: 'teams',
    format: 'jsonl',
    filters: { sport: 'soccer' },
  });
  const link = new URL(job.download_url as string);
  link.searchParams.set('signature', '0'.repeat(64));
  return { ...job, download_url: link.href };
}
