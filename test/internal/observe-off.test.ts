/**
 * Zero cost when off (issue 32): a client without `hooks` or `telemetry` never loads the dispatch
 * (observe.ts) nor telemetry.ts; the first call of a client with hooks loads the dispatch only.
 */
import { describe, expect, it, vi } from 'vitest';
import { VirtualWorld } from '../support/virtual-world.js';

const loaded: string[] = [];
vi.mock('../../src/internal/observe.js', async (actual) => {
  loaded.push('observe');
  return actual();
});
vi.mock('../../src/internal/telemetry.js', async (actual) => {
  loaded.push('telemetry');
  return actual();
});

describe('hooks and telemetry off', () => {
  it('calls, a retried one among them, load neither module; a client with hooks loads the dispatch only', async () => {
    const { SportsData } = await import('../../src/client.js');
    const w = new VirtualWorld();
    const options = {
      apiKey: w.service.keys.free,
      baseURL: w.service.baseURL,
      fetch: w.fetch,
      logLevel: 'off' as const,
    };
    const off = new SportsData(options);
    w.service.faults.inject({ operationId: 'list_sports', status: 503, retryAfter: '0' });
    await w.run(off.reference.listSports());
    await w.run(off.players.get(w.service.data.players[0]!.id));
    expect(loaded).toEqual([]);
    const kinds: string[] = [];
    const on = new SportsData({ ...options, hooks: { onSettled: (e) => kinds.push(e.kind) } });
    await w.run(on.reference.listSports());
    expect(kinds).toEqual(['settled']);
    expect(loaded).toEqual(['observe']);
  });
});
