/**
 * Pacing on its default clock (monotonic `performance` time and the SDK's one timer, `abort.ts`),
 * under vitest's fake timers: the wait for room runs before the attempt's `timeout` starts, so a
 * call that waits a minute for room still succeeds with a one-second timeout; and a wall clock
 * stepped back does not stretch a wait.
 */
import { describe, expect, it, vi } from 'vitest';
import { SportsData } from '../../../src/client.js';
import { createFakeService } from '../../../src/testing/index.js';
import { settle, useFakeClock } from '../../support/fake-clock.js';

useFakeClock(Date.UTC(2030, 0, 15, 12, 0, 0));

describe('pacing on the wall clock', () => {
  it('a call that waits a minute for room is not timed out by a 1 s timeout', async () => {
    // The window loads on first use; load it now, so that fake time does not race the loading.
    await import('../../../src/internal/pacing/window.js');
    const service = createFakeService();
    const client = new SportsData({
      apiKey: service.keys.free,
      baseURL: service.baseURL,
      fetch: service.fetch,
      timeout: 1_000,
      logLevel: 'off',
      pacing: true,
    });
    const outcome = await settle(
      Promise.all(Array.from({ length: 11 }, () => client.reference.listSports())),
    );
    expect(outcome.ok).toBe(true);
    // The eleventh waited for the first slot to free: a minute after the first answer.
    expect(outcome.at).toBeGreaterThanOrEqual(60_000);
    expect(service.requests.map((r) => r.status)).toEqual(Array(11).fill(200));
    const times = service.requests.map((r) => r.at);
    expect((times[10] as number) - (times[0] as number)).toBeGreaterThanOrEqual(60_000);
  });

  it('a wall clock stepped back an hour does not stretch the wait for room to an hour', async () => {
    await import('../../../src/internal/pacing/window.js');
    // The service counts on its own steady clock: only the client's wall clock steps.
    const service = createFakeService({ now: () => performance.timeOrigin + performance.now() });
    const client = new SportsData({
      apiKey: service.keys.free,
      baseURL: service.baseURL,
      fetch: service.fetch,
      logLevel: 'off',
      pacing: true,
    });
    const first = await settle(Promise.all(Array.from({ length: 10 }, () => client.reference.listSports())));
    expect(first.ok).toBe(true);
    vi.setSystemTime(Date.now() - 3_600_000);
    const started = performance.now();
    const eleventh = await settle(client.reference.listSports());
    expect(eleventh.ok).toBe(true);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThan(59_000);
    expect(waited).toBeLessThanOrEqual(61_000);
  });
});
