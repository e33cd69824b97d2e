/**
 * createAndPoll against a hostile server over a real loopback socket, the poll times read where the
 * server received them: a wait the server asks for (`X-Poll-After-Ms`) at or past the deadline is
 * cut to the time left and the last poll made at the deadline, `PollTimeoutError` reports the time
 * that really passed, and no server or caller gets polls faster than 100 ms. Every bound here is
 * a lower bound on what the server saw (a loaded machine only makes the gaps longer), except the
 * poll count, which follows from them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PollTimeoutError, SportsData } from '../../src/index.js';
import { rejection } from '../support/calls.js';
import { LIVE_KEY } from '../support/msw.js';
import { sendJson, startWireServer, type WireServer } from '../support/wire-server.js';

/** Node may fire a timer up to 1 ms before its delay by the clock a test reads; allow that and rounding. */
const TIMER_SLACK_MS = 2;

let wire: WireServer;
/** When the server received each request (performance.now()), by method and path. */
let arrivals: { method: string; url: string; at: number }[];
/**
 * Each test's run has its own id: a poll the previous test's deadline cut short on the client side
 * may still reach the server later, and must not count as this test's.
 */
let runId = '';
let runs = 0;

beforeAll(async () => {
  wire = await startWireServer();
});
afterAll(() => wire.close());
beforeEach(() => {
  wire.reset();
  arrivals = [];
  runs += 1;
  runId = `qr_${runs}`;
});

const client = () => new SportsData({ apiKey: LIVE_KEY, baseURL: wire.url, logLevel: 'off' });
const run = (status: string) => ({ run_id: runId, status, prompt: 'p', sport: 'football' });

/** A run that never finishes; every answer carries `X-Poll-After-Ms: pollAfter` when given. */
function neverDone(pollAfter?: string): void {
  wire.handle((req, res) => {
    arrivals.push({ method: req.method ?? '', url: req.url ?? '', at: performance.now() });
    const headers: Record<string, string> = pollAfter === undefined ? {} : { 'X-Poll-After-Ms': pollAfter };
    sendJson(res, req.method === 'POST' ? 202 : 200, run('running'), headers);
  });
}

const polls = () =>
  arrivals.filter((a) => a.method === 'GET' && a.url === `/v1/query/${runId}`).map((a) => a.at);
const created = () => arrivals.find((a) => a.method === 'POST')?.at ?? Number.NaN;
const elapsedInMessage = (error: unknown) => Number(/after (\d+) ms/.exec((error as Error).message)?.[1]);

describe('a server-directed wait at or past the deadline', () => {
  for (const [pollAfter, timeoutMs] of [
    [String(2 ** 31 + 1), 1_000],
    ['30000', 1_000],
    ['1000', 1_000],
  ] as const) {
    it(`X-Poll-After-Ms ${pollAfter} with timeoutMs ${timeoutMs}: one last poll at the deadline, then PollTimeoutError with the real elapsed time`, async () => {
      neverDone(pollAfter);
      const error = await rejection(
        client().query.createAndPoll({ prompt: 'p', sport: 'football' }, { timeoutMs }),
      );
      expect(error).toBeInstanceOf(PollTimeoutError);
      expect((error as PollTimeoutError).job).toMatchObject({ status: 'running' });
      const times = polls();
      expect(times).toHaveLength(1);
      expect((times[0] as number) - created()).toBeGreaterThanOrEqual(timeoutMs - TIMER_SLACK_MS);
      expect(elapsedInMessage(error)).toBeGreaterThanOrEqual(timeoutMs);
      expect((error as Error).message).toMatch(/1 poll,/);
    });
  }
});

describe('no poll faster than 100 ms', () => {
  for (const [what, pollAfter, pollIntervalMs] of [
    ['X-Poll-After-Ms: 0', '0', 1_000],
    ['pollIntervalMs: 0', undefined, 0],
  ] as const) {
    it(`${what}: the server sees polls at least 100 ms apart`, async () => {
      neverDone(pollAfter);
      const error = await rejection(
        client().query.createAndPoll(
          { prompt: 'p', sport: 'football' },
          { timeoutMs: 1_000, pollIntervalMs },
        ),
      );
      expect(error).toBeInstanceOf(PollTimeoutError);
      const times = [created(), ...polls()];
      expect(times.length).toBeGreaterThanOrEqual(2);
      // 1,000 ms at one poll per 100 ms or more: the polls at 100, 200… 1,000 ms at most.
      expect(times.length - 1).toBeLessThanOrEqual(10);
      for (let i = 1; i < times.length; i++)
        expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(100 - TIMER_SLACK_MS);
    });
  }
});
