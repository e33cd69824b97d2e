/**
 * Runs one target (a free read or a usage-billed operation) under one fault case over real
 * loopback HTTP and measures it: attempts seen by the client's `fetch` and by the server that
 * answered, the outcome, the elapsed time, the log lines.
 */
import { randomBytes } from 'node:crypto';
import { SportsData } from '../../src/index.js';
import { type Charge, createFakeServer } from '../../src/testing/index.js';
import { closedPortUrl, startFaultServer } from '../support/fault-server.js';
import type { LeakScan, LogLine } from '../support/leak-scan.js';
import { type Expect, type FaultCase, type FaultEnv, MAX_RETRIES, TARGETS, type Target } from './cases.js';

/** Room for scheduling on a loaded two-core machine, on top of a call's own budget. */
export const SLACK_MS = 2_500;

/** A session cookie every client sends (as a caller's defaultHeaders might): it must never leak either. */
export const COOKIE_SECRET = `sid_${randomBytes(12).toString('hex')}`;

export async function startEnv(): Promise<FaultEnv> {
  const fake = await createFakeServer({ rateLimits: false, pollAfterMs: 10, jobDurationMs: 20 });
  const { service } = fake;
  const account = service.createAccount({ plan: 'premium', verifiedCoach: true });
  const key = service.createKey(account.id, { kind: 'live', scopes: ['portal', 'portal:alerts'] });
  const faults = await startFaultServer({ upstream: fake.url });
  const bystander = await startFaultServer();
  const closedUrl = await closedPortUrl();
  // Two real alerts of the account: one to list the matches of, one to delete.
  const setup = new SportsData({ apiKey: key, baseURL: fake.url, logLevel: 'off' });
  const matches = await setup.alerts.create({ name: 'matches', filters: { sport: 'football' } });
  const deleted = await setup.alerts.create({ name: 'deleted', filters: { sport: 'football' } });
  // Count from here: the setup's own requests are not the fault's.
  service.resetRequests();
  return {
    fake,
    faults,
    bystander,
    closedUrl,
    key,
    accountId: account.id,
    playerId: service.data.players[0]!.id,
    alertIds: { matches: matches.id, deleted: deleted.id },
  };
}

/**
 * A few calls of every kind before the timed suites: the first requests of a process pay for
 * compiling undici and the SDK, which a 500 ms timeout should not have to absorb.
 */
export async function warmUp(): Promise<void> {
  const env = await startEnv();
  try {
    const client = new SportsData({ apiKey: env.key, baseURL: env.fake.url, logLevel: 'off' });
    for (let round = 0; round < 3; round++) {
      await Promise.all(TARGETS.map((target) => target.call(client, env).catch(() => undefined)));
    }
  } finally {
    await closeEnv(env);
  }
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export async function closeEnv(env: FaultEnv): Promise<void> {
  await Promise.all([env.fake.close(), env.faults.close(), env.bystander.close()]);
}

/** Charges of the env's account, in order. */
export function charges(env: FaultEnv): Charge[] {
  return env.fake.service.billing(env.accountId).charges;
}

export interface RunResult {
  readonly target: Target;
  /** Attempts the client's fetch made. */
  readonly clientAttempts: number;
  /** Requests the answering server saw; null when nothing listens. */
  readonly serverAttempts: number | null;
  /** For faults in front of the fake: requests that reached the fake itself. */
  readonly upstreamAttempts: number;
  readonly elapsedMs: number;
  readonly error: unknown;
  readonly value: unknown;
  readonly lines: readonly LogLine[];
}

function baseURL(fault: FaultCase, env: FaultEnv): string {
  if (fault.madeBy === 'closed port') return env.closedUrl;
  return fault.madeBy === 'fault server' ? env.faults.url : env.fake.url;
}

/** Arms the fault for the target, makes the call, and measures it. Never throws for the call's error. */
export async function runTarget(
  env: FaultEnv,
  fault: FaultCase,
  target: Target,
  scan: LeakScan,
  options: { logger?: 'collect' | 'console' } = {},
): Promise<RunResult> {
  fault.arm(env, target);
  let clientAttempts = 0;
  const logger = options.logger === 'console' ? undefined : scan.logger();
  const client = new SportsData({
    apiKey: env.key,
    baseURL: baseURL(fault, env),
    timeout: fault.timeout,
    maxRetries: MAX_RETRIES,
    defaultHeaders: { Cookie: `${COOKIE_SECRET}=1; theme=dark` },
    logLevel: logger ? 'debug' : undefined,
    logger,
    fetch: (input, init) => {
      clientAttempts += 1;
      return globalThis.fetch(input, init);
    },
  });
  const path = target.path(env);
  const started = performance.now();
  let error: unknown;
  let value: unknown;
  try {
    value = await target.call(client, env);
  } catch (thrown) {
    error = thrown;
  }
  const elapsedMs = performance.now() - started;
  if (error !== undefined) scan.error(`${fault.id} ${target.label}`, error);
  const reachedFake = () =>
    env.fake.service.requests.filter((r) => r.method === target.method && r.path === path).length;
  // A request the fault server forwarded may still be on its way to the fake when the call has
  // timed out (on a loaded machine, a while): wait for what is in flight to land before counting.
  if (fault.serviceActs) await until(() => reachedFake() >= expectationFor(fault, target).attempts, 10_000);
  const upstreamAttempts = reachedFake();
  const serverAttempts =
    fault.madeBy === 'closed port'
      ? null
      : fault.madeBy === 'fault server'
        ? env.faults.count(target.method, path)
        : upstreamAttempts;
  return {
    target,
    clientAttempts,
    serverAttempts,
    upstreamAttempts,
    elapsedMs,
    error,
    value,
    lines: logger?.lines ?? [],
  };
}

/** Resolves once `done()` holds, or after `withinMs` (the caller's assertion then reports the miss). */
async function until(done: () => boolean, withinMs: number): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

export function expectationFor(fault: FaultCase, target: Target): Expect {
  return target.billing === 'free' ? fault.free : fault.usage;
}

/** The most a call may take: every attempt to its timeout, plus the waits between them. */
export function budgetMs(fault: FaultCase, expected: Expect): number {
  return expected.attempts * fault.timeout + expected.waitMs;
}

/**
 * What the run shows, in the shape an `Expect` has, so a test compares the two in one `toEqual`
 * and a failure prints every difference at once.
 */
export function observed(fault: FaultCase, run: RunResult): Record<string, unknown> {
  const expected = expectationFor(fault, run.target);
  const error = run.error as
    | (Error & { status?: number; code?: string; type?: string; retryAfter?: number })
    | undefined;
  const out: Record<string, unknown> = {
    attempts: run.clientAttempts,
    serverAttempts: run.serverAttempts ?? run.clientAttempts,
    error: error === undefined ? 'resolved' : (error.constructor?.name ?? typeof error),
  };
  if (expected.status !== undefined) out.status = error?.status;
  if (expected.code !== undefined) out.code = error?.code;
  if (expected.type !== undefined) out.type = error?.type;
  if (expected.retryAfter !== undefined) {
    const seconds = error?.retryAfter;
    out.retryAfter =
      expected.retryAfter === 'absent'
        ? seconds === undefined
          ? 'absent'
          : seconds
        : typeof seconds === 'number' &&
            seconds >= expected.retryAfter[0] &&
            seconds <= expected.retryAfter[1]
          ? expected.retryAfter
          : seconds;
  }
  return out;
}

export function wanted(fault: FaultCase, target: Target): Record<string, unknown> {
  const expected = expectationFor(fault, target);
  const out: Record<string, unknown> = {
    attempts: expected.attempts,
    serverAttempts: expected.attempts,
    error: expected.error?.name ?? 'resolved',
  };
  if (expected.status !== undefined) out.status = expected.status;
  if (expected.code !== undefined) out.code = expected.code;
  if (expected.type !== undefined) out.type = expected.type;
  if (expected.retryAfter !== undefined) out.retryAfter = expected.retryAfter;
  return out;
}
