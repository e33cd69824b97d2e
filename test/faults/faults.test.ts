/**
 * Every fault of cases.ts, over real loopback HTTP, for a free read and for every usage-billed
 * operation: attempts on the wire, the typed error, the time the call took against its budget,
 * the warn lines, and no charge for a call that failed before the service acted.
 */
import { beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { useLeakScan } from '../support/leak-scan.js';
import { FAULT_CASES, type FaultCase, TARGETS } from './cases.js';
import {
  budgetMs,
  charges,
  closeEnv,
  COOKIE_SECRET,
  expectationFor,
  observed,
  type RunResult,
  runTarget,
  SLACK_MS,
  startEnv,
  wanted,
  warmUp,
} from './harness.js';

const scan = useLeakScan(500);
scan.secret(COOKIE_SECRET);

const NOT_RETRIED = /not retried: usage-billed/;

async function underFault(fault: FaultCase, expect: ExpectStatic): Promise<void> {
  const env = await startEnv();
  scan.secret(env.key);
  try {
    const before = charges(env).length;
    let runs: RunResult[];
    if (fault.sequential) {
      runs = [];
      for (const target of TARGETS) runs.push(await runTarget(env, fault, target, scan));
    } else {
      runs = await Promise.all(TARGETS.map((target) => runTarget(env, fault, target, scan)));
    }

    for (const run of runs) {
      const expected = expectationFor(fault, run.target);
      const label = `${fault.id} / ${run.target.label}`;
      expect(observed(fault, run), label).toEqual(wanted(fault, run.target));
      expect(run.elapsedMs, `${label}: elapsed`).toBeLessThanOrEqual(budgetMs(fault, expected) + SLACK_MS);
      expect(run.elapsedMs, `${label}: elapsed`).toBeGreaterThanOrEqual(expected.minMs ?? 0);
      if (fault.madeBy === 'fault server' && !fault.serviceActs) {
        expect(run.upstreamAttempts, `${label}: reached the fake`).toBe(0);
      }
      if (fault.serviceActs)
        expect(run.upstreamAttempts, `${label}: reached the fake`).toBe(expected.attempts);

      // Debug lines: one per attempt, with method, path, outcome, attempt number and duration.
      const debug = run.lines.filter((line) => line.level === 'debug').map((line) => line.message);
      expect(debug, `${label}: debug lines`).toHaveLength(expected.attempts);
      debug.forEach((line, index) => {
        expect(line).toMatch(
          new RegExp(
            `^\\[sports-data-sdk\\] ${run.target.method} /v1/\\S+ -> \\S+.* \\(attempt ${index + 1}, \\d+ ms\\)$`,
          ),
        );
      });
      const warns = run.lines.filter((line) => line.level === 'warn').map((line) => line.message);
      const usage = run.target.billing === 'usage';
      expect(
        warns.some((line) => NOT_RETRIED.test(line)),
        `${label}: "not retried" warn line`,
      ).toBe(usage && fault.warnsUsage);
      expect(
        warns.some((line) => /Retry-After \d+ s \(over 60 s\): not waiting/.test(line)),
        `${label}: Retry-After warn line`,
      ).toBe(!usage && fault.warnsRetryAfter === true);
      expect(run.lines.filter((line) => line.level === 'error')).toEqual([]);
    }

    if (fault.id === 'redirect-other-origin') expect(env.bystander.requests).toHaveLength(0);
    const added = charges(env).slice(before);
    if (fault.serviceActs) {
      // The service did the work once; it must not have been asked twice.
      const kinds = added.map((charge) => charge.kind);
      expect(new Set(kinds).size, `${fault.id}: one charge per operation at most`).toBe(kinds.length);
    } else {
      expect(added, `${fault.id}: charges`).toEqual([]);
    }
  } finally {
    await closeEnv(env);
  }
}

beforeAll(warmUp);

// Up to five cases at once (vitest's default), each on its own fake and fault server.
describe.concurrent('under each fault', () => {
  for (const fault of FAULT_CASES.filter((c) => !c.sequential)) {
    it(`${fault.id}: ${fault.fault}`, ({ expect }) => underFault(fault, expect));
  }
});

// Alone: parsing 20 MB blocks the event loop long enough to eat into other cases' timeouts.
describe('under each fault, alone', () => {
  for (const fault of FAULT_CASES.filter((c) => c.sequential)) {
    it(`${fault.id}: ${fault.fault}`, ({ expect }) => underFault(fault, expect));
  }
});
