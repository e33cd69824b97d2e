/**
 * No double charges, ever: every usage-billed operation under every fault of cases.ts, counted on
 * the server side. Each (fault, operation) pair must have put exactly one request on the wire, and
 * the account's bill must show no charge for a call that failed before the service acted, and no
 * more than one successful call's charges where the service acted and the answer was lost.
 *
 * These clients log to `console` (the default logger, at the default level), which the leak scan
 * captures: the warn lines of ambiguous failures are scanned for the key there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SportsData } from '../../src/index.js';
import type { ChargeKind } from '../../src/testing/index.js';
import { useLeakScan } from '../support/leak-scan.js';
import { FAULT_CASES, type FaultCase, type FaultEnv, USAGE_TARGETS } from './cases.js';
import {
  charges,
  closeEnv,
  COOKIE_SECRET,
  inBatches,
  type RunResult,
  runTarget,
  startEnv,
  warmUp,
} from './harness.js';

const scan = useLeakScan(100);
scan.secret(COOKIE_SECRET);

/** What one successful call of each charging operation costs a premium account: one charge each. */
const ONE_CALL_EACH: ChargeKind[] = ['alert', 'export', 'portal', 'query'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kinds of the charges added since `before`, sorted, once any job the service started has finished. */
async function addedKinds(env: FaultEnv, before: number): Promise<ChargeKind[]> {
  await sleep(60); // jobDurationMs is 20: a run or export the service started is finished by now.
  return charges(env)
    .slice(before)
    .map((charge) => charge.kind)
    .sort();
}

async function underFault(fault: FaultCase) {
  const env = await startEnv();
  scan.secret(env.key);
  try {
    const before = charges(env).length;
    const runs: RunResult[] = [];
    if (fault.sequential) {
      for (const target of USAGE_TARGETS)
        runs.push(await runTarget(env, fault, target, scan, { logger: 'console' }));
    } else {
      runs.push(
        ...(await Promise.all(
          USAGE_TARGETS.map((target) => runTarget(env, fault, target, scan, { logger: 'console' })),
        )),
      );
    }
    return {
      requests: Object.fromEntries(
        runs.map((run) => [run.target.label, run.serverAttempts ?? run.clientAttempts]),
      ),
      fetchCalls: Object.fromEntries(runs.map((run) => [run.target.label, run.clientAttempts])),
      charges: await addedKinds(env, before),
    };
  } finally {
    await closeEnv(env);
  }
}

beforeAll(warmUp);

describe('no double charges', () => {
  it('a successful call of each usage-billed operation is charged (the control: the bill can show a charge)', async () => {
    const env = await startEnv();
    scan.secret(env.key);
    try {
      const before = charges(env).length;
      const client = new SportsData({ apiKey: env.key, baseURL: env.fake.url });
      for (const target of USAGE_TARGETS) await target.call(client, env);
      expect(await addedKinds(env, before)).toEqual(ONE_CALL_EACH);
    } finally {
      await closeEnv(env);
    }
  });

  it(`every usage-billed operation (${USAGE_TARGETS.length}) under every fault (${FAULT_CASES.length}) puts exactly one request on the wire`, async () => {
    // Four faults at a time, so that a burst of requests cannot outlast a hang case's timeout on its own;
    // the 20 MB body alone, after them.
    const together = await inBatches(
      FAULT_CASES.filter((fault) => !fault.sequential),
      4,
      underFault,
    );
    const alone = await inBatches(
      FAULT_CASES.filter((fault) => fault.sequential),
      1,
      underFault,
    );
    const byId = new Map(
      [...FAULT_CASES.filter((f) => !f.sequential), ...FAULT_CASES.filter((f) => f.sequential)].map(
        (fault, i) => [fault.id, [...together, ...alone][i]!],
      ),
    );
    const results = FAULT_CASES.map((fault) => byId.get(fault.id)!);
    const ones = Object.fromEntries(USAGE_TARGETS.map((target) => [target.label, 1]));

    const requests = Object.fromEntries(FAULT_CASES.map((fault, i) => [fault.id, results[i]!.requests]));
    const fetchCalls = Object.fromEntries(FAULT_CASES.map((fault, i) => [fault.id, results[i]!.fetchCalls]));
    const expected = Object.fromEntries(FAULT_CASES.map((fault) => [fault.id, ones]));
    expect(requests).toEqual(expected);
    expect(fetchCalls).toEqual(expected);

    const bill = Object.fromEntries(FAULT_CASES.map((fault, i) => [fault.id, results[i]!.charges]));
    const wantedBill = Object.fromEntries(
      FAULT_CASES.map((fault) => [fault.id, fault.serviceActs ? ONE_CALL_EACH : []]),
    );
    expect(bill).toEqual(wantedBill);
  });
});
