/** `whoami`: plan, reads per minute (from the generated plan table) and quota, from one keyed call. */
import { describe, expect, it } from 'vitest';
import { READS_PER_MINUTE } from '../../src/generated/plans.js';
import { runCli, useCliFake } from './helpers.js';

const cli = useCliFake();

describe('sports-data whoami', () => {
  it.each(['free', 'developer'] as const)(
    'on a %s key: the plan, its reads per minute and the quota the service sent',
    async (role) => {
      const before = cli.fake.service.countRequests();
      const result = await runCli(['whoami'], { env: cli.env(role) });
      expect(result.code, result.stderr).toBe(0);
      const report = JSON.parse(result.stdout);
      expect(report.plan).toBe(role);
      expect(report.readsPerMinute).toBe(READS_PER_MINUTE[role]);
      expect(report.quota.limit).toBeGreaterThan(0);
      expect(report.quota.remaining).toBeLessThan(report.quota.limit);
      expect(new Date(report.quota.resetAt).getUTCDate()).toBe(1);
      // One keyed call, and the key never printed.
      expect(cli.fake.service.countRequests()).toBe(before + 1);
      expect(result.stdout + result.stderr).not.toContain(cli.fake.keys[role]);
    },
  );
});
