/** Quota headers count down and reach the caller as typed meta. */
import { describe, expect, it } from 'vitest';
import { useFake } from './fixture.js';

const e2e = useFake();

describe('response meta', () => {
  it('the monthly quota counts down by one per request', async () => {
    const client = e2e.client('plus');
    const first = await client.reference.listSports().withResponse();
    const second = await client.reference.listSports().withResponse();
    expect(first.meta.plan).toBe('plus');
    expect(first.meta.quota?.limit).toBe(25_000);
    expect(second.meta.quota!.remaining).toBe(first.meta.quota!.remaining - 1);
    const reset = first.meta.quota!.resetAt!;
    expect(reset.getUTCDate()).toBe(1);
    expect(reset.getUTCHours()).toBe(0);
    expect(reset.getTime()).toBeGreaterThan(Date.now());
    expect(first.meta.requestId).toMatch(/^req_[A-Za-z0-9]{24}$/);
  });

  it('enterprise answers carry no quota; keyless coverage is on the free plan', async () => {
    expect((await e2e.client('enterprise').reference.listSports().withResponse()).meta.quota).toBeUndefined();
    const coverage = await e2e.client(null).reference.getCoverage().withResponse();
    expect(coverage.meta.plan).toBe('free');
  });
});
