/**
 * A 429 `rate_limit_exceeded` whose `Retry-After` is longer than the SDK waits (60 s), with pacing
 * on, in virtual time: later calls never wait longer than the engine would itself. While more than
 * 60 s of the pause is left they fail at once with `RateLimitError` (carrying the wait left) and
 * nothing is sent; once less is left they wait for the rest. A pause is kept at most an hour.
 */
import { describe, expect, it } from 'vitest';
import { SportsData } from '../../../src/client.js';
import { RateLimitError } from '../../../src/core/errors.js';
import { VirtualWorld } from '../../support/virtual-world.js';

function setup() {
  const w = new VirtualWorld();
  const lines: string[] = [];
  const sink = (line: string) => lines.push(line);
  const client = new SportsData({
    apiKey: w.service.keys.developer,
    baseURL: w.service.baseURL,
    fetch: w.fetch,
    maxRetries: 0,
    logLevel: 'info',
    logger: { error: sink, warn: sink, info: sink, debug: sink },
    pacing: { clock: w.clock },
  });
  return { w, client, lines };
}

/** The next request answers 429 `rate_limit_exceeded` with this `Retry-After`. */
function refuseNext(w: VirtualWorld, retryAfter: string): void {
  w.service.faults.inject({ status: 429, retryAfter });
}

const settle = <T>(work: Promise<T>) =>
  work.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );

/** Lets `ms` of virtual time pass with no call running. */
const idle = (w: VirtualWorld, ms: number) =>
  w.run(w.clock.sleep(ms, undefined, () => new Error('unreachable')));

describe('pacing after a Retry-After longer than the SDK waits', () => {
  it('Retry-After 3600: later calls fail at once with RateLimitError (retryAfter the wait left), none sent', async () => {
    const { w, client } = setup();
    refuseNext(w, '3600');
    const first = await w.run(settle(client.reference.listSports()));
    expect(first.error).toBeInstanceOf(RateLimitError);
    expect((first.error as RateLimitError).retryAfter).toBe(3600);
    await idle(w, 10_000);
    const started = w.clock.now();
    const later = await w.run(
      Promise.all(Array.from({ length: 3 }, () => settle(client.reference.listSports()))),
    );
    expect(w.clock.now() - started).toBeLessThan(1_000);
    for (const { error } of later) {
      expect(error).toBeInstanceOf(RateLimitError);
      const refused = error as RateLimitError;
      expect(refused.code).toBe('rate_limit_exceeded');
      expect(refused.retryAfter).toBeGreaterThan(3_500);
      expect(refused.retryAfter).toBeLessThanOrEqual(3_600);
      expect(refused.message).toMatch(/^Not sent/);
    }
    expect(w.trips).toHaveLength(1);
  });

  it('calls already waiting for room when the long 429 lands fail at once too', async () => {
    const { w, client } = setup();
    refuseNext(w, '3600');
    // The plan is unknown: the first call goes alone and the others wait for its answer.
    const outcomes = await w.run(
      Promise.all(Array.from({ length: 4 }, () => settle(client.reference.listSports()))),
    );
    expect(outcomes.every((o) => o.error instanceof RateLimitError)).toBe(true);
    expect(w.trips).toHaveLength(1);
    expect(w.clock.now() - (w.trips[0]?.answeredAt as number)).toBeLessThan(1_000);
  });

  it('a 20-digit Retry-After is kept as an hour; a call made with under 60 s of it left waits the rest, then is sent', async () => {
    const { w, client, lines } = setup();
    refuseNext(w, '9'.repeat(20));
    const first = await w.run(settle(client.reference.listSports()));
    expect(first.error).toBeInstanceOf(RateLimitError);
    const answeredAt = w.trips[0]?.answeredAt as number;
    const early = await w.run(settle(client.reference.listSports()));
    expect((early.error as RateLimitError).retryAfter).toBe(3_600);
    expect(
      lines.some((l) => l.includes('no request is sent for 3600 s') && l.includes('at most an hour')),
    ).toBe(true);
    await idle(w, 3_600_000 - 30_000 - (w.clock.now() - answeredAt));
    const made = w.clock.now();
    const late = await w.run(settle(client.reference.listSports()));
    expect(late.error).toBeUndefined();
    expect(w.trips).toHaveLength(2);
    const sentAt = w.trips[1]?.sentAt as number;
    expect(sentAt).toBeGreaterThanOrEqual(answeredAt + 3_600_000);
    // It waited the rest of the hour (about 30 s), not longer.
    expect(sentAt - made).toBeLessThanOrEqual(31_000);
  });

  it('Retry-After 5 (within what the SDK waits): the next call waits it out and is sent', async () => {
    const { w, client } = setup();
    refuseNext(w, '5');
    await w.run(settle(client.reference.listSports()));
    const answeredAt = w.trips[0]?.answeredAt as number;
    const next = await w.run(settle(client.reference.listSports()));
    expect(next.error).toBeUndefined();
    expect(w.trips).toHaveLength(2);
    expect(w.trips[1]?.sentAt as number).toBeGreaterThanOrEqual(answeredAt + 5_000);
  });
});
