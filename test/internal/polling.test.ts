/**
 * The waiting loop (src/internal/polling.ts): createAndPoll and poll for query runs and export jobs
 * (contract section 8): the waits between polls (`X-Poll-After-Ms`, else `pollIntervalMs`), the
 * typed endings (`JobFailedError`, `PollTimeoutError`, `APIUserAbortError`), and which requests are
 * retried (the polls) and which are not (the usage-billed create). Time is fake; the poll times are
 * read from msw.
 */
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SportsData } from '../../src/client.js';
import type { ClientOptions } from '../../src/core/config.js';
import type { PollOptions } from '../../src/core/polling.js';
import type { CreateAndPollOptions } from '../../src/lib/job-waiting.js';
import {
  APIUserAbortError,
  InternalServerError,
  InvalidArgumentError,
  JobFailedError,
  NotFoundError,
  PollTimeoutError,
} from '../../src/core/errors.js';
import { failure, STEP, settle, useFakeClock } from '../support/fake-clock.js';
import { BASE_URL, errorBody, mswClient, seen, server, useMsw } from '../support/msw.js';

useMsw();

const T0 = Date.UTC(2030, 4, 1, 9, 0, 0);

useFakeClock(T0);

const client = (options: ClientOptions = {}) => mswClient({ logLevel: 'off', ...options });

interface Kind {
  readonly name: 'query' | 'exports';
  readonly createPath: string;
  readonly getPath: string;
  readonly id: string;
  readonly done: string;
  job(status: string, extra?: Record<string, unknown>): Record<string, unknown>;
  createAndPoll(c: SportsData, options?: CreateAndPollOptions): Promise<unknown>;
  poll(c: SportsData, options?: PollOptions): Promise<unknown>;
}

const QUERY: Kind = {
  name: 'query',
  createPath: '/v1/query',
  getPath: '/v1/query/qr_1',
  id: 'qr_1',
  done: 'completed',
  job: (status, extra = {}) => ({
    run_id: 'qr_1',
    status,
    prompt: 'Who leads the SEC in rushing?',
    sport: 'football',
    division: null,
    gender: null,
    created_at: '2030-05-01T09:00:00Z',
    completed_at: null,
    ...extra,
  }),
  createAndPoll: (c, o) =>
    c.query.createAndPoll({ prompt: 'Who leads the SEC in rushing?', sport: 'football' }, o),
  poll: (c, o) => c.query.poll('qr_1', o),
};

const EXPORTS: Kind = {
  name: 'exports',
  createPath: '/v1/exports',
  getPath: '/v1/exports/exp_1',
  id: 'exp_1',
  done: 'succeeded',
  job: (status, extra = {}) => ({
    id: 'exp_1',
    status,
    resource: 'players',
    format: 'csv',
    filters: {},
    row_count: null,
    cost_usd: null,
    created_at: '2030-05-01T09:00:00Z',
    completed_at: null,
    ...extra,
  }),
  createAndPoll: (c, o) => c.exports.createAndPoll({ resource: 'players', format: 'csv' }, o),
  poll: (c, o) => c.exports.poll('exp_1', o),
};

type Answer = Record<string, unknown> | Response | null | (() => Response | Promise<Response>);

/**
 * The create answers `created` (202); the n-th poll answers `polls[n]`, the last one repeating.
 * Returns the fake times of the polls.
 */
function service(
  kind: Kind,
  created: Answer,
  polls: Answer[],
  headers: Record<string, string> = {},
): number[] {
  const times: number[] = [];
  const toResponse = (answer: Answer, status: number) => {
    if (typeof answer === 'function') return answer();
    if (answer instanceof Response) return answer;
    return HttpResponse.json(answer, { status, headers });
  };
  server.use(
    http.post(`${BASE_URL}${kind.createPath}`, () => toResponse(created, 202)),
    http.get(`${BASE_URL}${kind.getPath}`, () => {
      times.push(Date.now());
      // A runaway poll loop ends here (and fails its test) instead of hanging the suite.
      if (times.length > 200)
        return HttpResponse.json(kind.job('failed', { error: { code: 'runaway_poll_loop' } }));
      return toResponse(polls[Math.min(times.length - 1, polls.length - 1)] as Answer, 200);
    }),
  );
  return times;
}

const posts = () => seen.filter((r) => r.method === 'POST');
const gets = () => seen.filter((r) => r.method === 'GET');
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - (times[i] as number));
const withHeader = (body: Record<string, unknown>, headers: Record<string, string>) =>
  HttpResponse.json(body, { headers });
const unavailable = () => HttpResponse.json(errorBody('service_unavailable', 'api_error'), { status: 503 });

for (const kind of [QUERY, EXPORTS]) {
  describe(`${kind.name}.createAndPoll`, () => {
    it(`creates once, polls until ${kind.done}, returns the finished ${kind.name === 'query' ? 'run' : 'job'}`, async () => {
      const finished = kind.job(
        kind.done,
        kind.name === 'query' ? { answer: 'Jones, 1,204 yards.' } : { row_count: 10 },
      );
      const times = service(kind, kind.job('queued'), [kind.job('running'), kind.job('running'), finished]);
      const outcome = await settle(kind.createAndPoll(client()));
      expect(outcome).toMatchObject({ ok: true, value: finished });
      expect(posts()).toHaveLength(1);
      expect(new URL(posts()[0]?.url ?? '').pathname).toBe(kind.createPath);
      expect(gets()).toHaveLength(3);
      for (const request of gets()) expect(new URL(request.url).pathname).toBe(kind.getPath);
      // Default interval 1 s, from the create on.
      [1_000, 2_000, 3_000].forEach((expected, i) => {
        expect((times[i] as number) - T0).toBeGreaterThanOrEqual(expected);
        expect((times[i] as number) - T0).toBeLessThanOrEqual(expected + 3 * STEP);
      });
    });

    it('a job already finished on create is returned without a poll', async () => {
      service(kind, kind.job(kind.done), []);
      const outcome = await settle(kind.createAndPoll(client()));
      expect(outcome).toMatchObject({ ok: true, value: { status: kind.done } });
      expect(seen).toHaveLength(1);
    });

    it('a failed job throws JobFailedError with .job and .code', async () => {
      const code = kind.name === 'exports' ? 'export_row_limit_exceeded' : 'query_failed';
      const failed = kind.job('failed', { error: { code, message: 'Too many rows for the plan.' } });
      service(kind, kind.job('queued'), [kind.job('running'), failed]);
      const { error } = await failure(kind.createAndPoll(client()));
      expect(error).toBeInstanceOf(JobFailedError);
      expect((error as JobFailedError).code).toBe(code);
      expect((error as JobFailedError).job).toEqual(failed);
      expect((error as Error).message).toContain(code);
      expect(gets()).toHaveLength(2);
    });

    it('a failed job whose error text is huge: the message and code are cut, not kept whole', async () => {
      const huge = 'x'.repeat(2_000_000);
      service(kind, kind.job('queued'), [kind.job('failed', { error: { code: huge, message: huge } })]);
      const { error } = await failure(kind.createAndPoll(client()));
      expect(error).toBeInstanceOf(JobFailedError);
      expect((error as Error).message.length).toBeLessThan(4_096 + 300);
      // Cut as an error answer's fields are, and marked so a reader knows there was more.
      expect((error as JobFailedError).code).toBe(`${'x'.repeat(256)}…`);
      expect((error as Error).message.endsWith(`${'x'.repeat(100)}…`)).toBe(true);
    });

    it('a failed job without an error object still throws JobFailedError (code undefined)', async () => {
      service(kind, kind.job('queued'), [kind.job('failed')]);
      const { error } = await failure(kind.createAndPoll(client()));
      expect(error).toBeInstanceOf(JobFailedError);
      expect((error as JobFailedError).code).toBeUndefined();
    });

    it('X-Poll-After-Ms (on the create and on each poll) sets the wait before the next poll', async () => {
      const times = service(kind, null, []);
      server.use(
        http.post(`${BASE_URL}${kind.createPath}`, () =>
          HttpResponse.json(kind.job('queued'), { status: 202, headers: { 'X-Poll-After-Ms': '250' } }),
        ),
      );
      let n = 0;
      server.use(
        http.get(`${BASE_URL}${kind.getPath}`, () => {
          times.push(Date.now());
          n += 1;
          if (n === 1) return withHeader(kind.job('running'), { 'X-Poll-After-Ms': '2500' });
          if (n === 2) return withHeader(kind.job('running'), { 'X-Poll-After-Ms': '100' });
          return HttpResponse.json(kind.job(kind.done));
        }),
      );
      const outcome = await settle(kind.createAndPoll(client(), { pollIntervalMs: 5_000 }));
      expect(outcome.ok).toBe(true);
      expect(times).toHaveLength(3);
      const measured = [(times[0] as number) - T0, ...gaps(times)];
      [250, 2_500, 100].forEach((expected, i) => {
        expect(measured[i]).toBeGreaterThanOrEqual(expected);
        expect(measured[i]).toBeLessThanOrEqual(expected + STEP);
      });
    });

    it('without X-Poll-After-Ms, pollIntervalMs sets the wait', async () => {
      const times = service(kind, kind.job('queued'), [
        kind.job('running'),
        kind.job('running'),
        kind.job(kind.done),
      ]);
      await settle(kind.createAndPoll(client(), { pollIntervalMs: 300 }));
      expect(times).toHaveLength(3);
      for (const gap of [(times[0] as number) - T0, ...gaps(times)]) {
        expect(gap).toBeGreaterThanOrEqual(300);
        expect(gap).toBeLessThanOrEqual(300 + STEP);
      }
    });

    it('an unreadable X-Poll-After-Ms falls back to pollIntervalMs', async () => {
      const times = service(
        kind,
        kind.job('queued'),
        [kind.job('running'), kind.job('running'), kind.job(kind.done)],
        { 'X-Poll-After-Ms': 'soon' },
      );
      await settle(kind.createAndPoll(client(), { pollIntervalMs: 700 }));
      for (const gap of gaps(times)) {
        expect(gap).toBeGreaterThanOrEqual(700);
        expect(gap).toBeLessThanOrEqual(700 + STEP);
      }
    });

    it('the create (usage-billed) failing with 503 is sent once and not polled', async () => {
      service(kind, unavailable, []);
      const { error } = await failure(kind.createAndPoll(client({ maxRetries: 5 })));
      expect(error).toBeInstanceOf(InternalServerError);
      expect(posts()).toHaveLength(1);
      expect(gets()).toHaveLength(0);
    });

    it('a poll failing with 503 is retried like any free read, and the wait goes on', async () => {
      service(kind, kind.job('queued'), [kind.job('running'), unavailable, kind.job(kind.done)]);
      const outcome = await settle(kind.createAndPoll(client()));
      expect(outcome).toMatchObject({ ok: true, value: { status: kind.done } });
      expect(posts()).toHaveLength(1);
      expect(gets()).toHaveLength(3);
      expect(gets()[2]?.headers.get('x-retry-count')).toBe('1');
    });

    it('a poll failing for good throws the typed error of that poll', async () => {
      service(kind, kind.job('queued'), [
        HttpResponse.json(errorBody('not_found', 'invalid_request_error'), { status: 404 }),
      ]);
      const { error } = await failure(kind.createAndPoll(client()));
      expect(error).toBeInstanceOf(NotFoundError);
      expect(gets()).toHaveLength(1);
    });

    it('idempotencyKey goes on the create only; requestOptions go on every request', async () => {
      service(kind, kind.job('queued'), [kind.job('running'), kind.job(kind.done)]);
      await settle(
        kind.createAndPoll(client(), {
          idempotencyKey: 'idem-123',
          requestOptions: { headers: { 'X-Trace': 't1' } },
        }),
      );
      expect(posts()[0]?.headers.get('idempotency-key')).toBe('idem-123');
      expect(gets()).toHaveLength(2);
      for (const request of gets()) expect(request.headers.get('idempotency-key')).toBeNull();
      for (const request of seen) expect(request.headers.get('x-trace')).toBe('t1');
    });

    it('requestOptions.maxRetries applies to the polls', async () => {
      service(kind, kind.job('queued'), [unavailable]);
      const { error } = await failure(kind.createAndPoll(client(), { requestOptions: { maxRetries: 0 } }));
      expect(error).toBeInstanceOf(InternalServerError);
      expect(gets()).toHaveLength(1);
    });

    it('timeoutMs: the last poll at the deadline, then PollTimeoutError carrying the last job', async () => {
      const times = service(kind, kind.job('queued'), [kind.job('running')]);
      const { error, at } = await failure(kind.createAndPoll(client(), { timeoutMs: 5_500 }));
      expect(error).toBeInstanceOf(PollTimeoutError);
      expect((error as PollTimeoutError).timeoutMs).toBe(5_500);
      expect((error as PollTimeoutError).job).toMatchObject({ status: 'running' });
      // Polls at 1, 2, 3, 4, 5 s; the next wait is cut to the deadline, and one last poll made then.
      expect(times.map((t) => t - T0)).toEqual([1_000, 2_000, 3_000, 4_000, 5_000, 5_500]);
      expect(at).toBeGreaterThanOrEqual(5_500);
      expect(at).toBeLessThanOrEqual(5_500 + STEP);
      expect((error as Error).message).toMatch(/after 55\d\d ms \(timeoutMs 5500, 6 polls/);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(gets()).toHaveLength(6);
    });

    it('timeoutMs also cuts short a poll still in flight at the deadline', async () => {
      service(kind, kind.job('queued'), [() => new Promise<Response>(() => {})]);
      const { error, at } = await failure(
        kind.createAndPoll(client(), { timeoutMs: 3_000, pollIntervalMs: 500 }),
      );
      expect(error).toBeInstanceOf(PollTimeoutError);
      expect((error as PollTimeoutError).job).toMatchObject({ status: 'queued' });
      expect(at).toBeGreaterThanOrEqual(3_000);
      expect(at).toBeLessThanOrEqual(3_000 + 2 * STEP);
      expect(gets()).toHaveLength(1);
    });

    it('the signal stops a wait between polls at once, with no poll after it', async () => {
      service(kind, kind.job('queued'), [kind.job('running')]);
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 2_500); // a fake timer: half way between polls 2 and 3
      const { error, at } = await failure(kind.createAndPoll(client(), { signal: controller.signal }));
      expect(error).toBeInstanceOf(APIUserAbortError);
      expect(at).toBeGreaterThanOrEqual(2_500);
      expect(at).toBeLessThanOrEqual(2_500 + 2 * STEP);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(gets()).toHaveLength(2);
    });

    it('the signal stops a poll in flight', async () => {
      service(kind, kind.job('queued'), [() => new Promise<Response>(() => {})]);
      const controller = new AbortController();
      const { error } = await failure(kind.createAndPoll(client(), { signal: controller.signal }), () => {
        if (gets().length === 1) controller.abort();
      });
      expect(error).toBeInstanceOf(APIUserAbortError);
      expect(error).not.toBeInstanceOf(PollTimeoutError);
      // It carries the id and the state before the poll (issue 21.8).
      expect(error).toMatchObject({ id: kind.id, job: { status: 'queued' } });
      // And says how to pick the wait up again, in the Python client's words (contract section 13).
      expect((error as Error).message).toBe(
        `Stopped waiting for ${kind.name === 'query' ? 'query run' : 'export job'} ${kind.id}; it goes on running on the service. Resume with client.${kind.name}.poll('${kind.id}').`,
      );
      expect(gets()).toHaveLength(1);
    });

    it('a bad pollIntervalMs, timeoutMs or requestOptions is refused before the (billed) create is sent', async () => {
      service(kind, kind.job('queued'), [kind.job(kind.done)]);
      for (const options of [
        { pollIntervalMs: -1 },
        { pollIntervalMs: 1.5 },
        { timeoutMs: 0 },
        { timeoutMs: Number.NaN },
        // requestOptions reach every poll: a bad one would fail the first poll after the create.
        { requestOptions: { timeout: -1 } },
        { requestOptions: { maxRetries: 1.5 } },
        { requestOptions: { headers: { 'bad name': 'x' } } },
        { requestOptions: { fetchOptions: 'no' } },
        { requestOptions: { timout: 5_000 } },
        { requestOptions: { signal: AbortSignal.timeout(1_000) } },
        { requestOptions: 'fast' },
      ] as CreateAndPollOptions[]) {
        await expect(kind.createAndPoll(client(), options), JSON.stringify(options)).rejects.toBeInstanceOf(
          InvalidArgumentError,
        );
      }
      expect(seen).toHaveLength(0);
    });

    it('an already-aborted signal sends nothing, not even the create', async () => {
      service(kind, kind.job('queued'), [kind.job(kind.done)]);
      const { error } = await failure(kind.createAndPoll(client(), { signal: AbortSignal.abort() }));
      expect(error).toBeInstanceOf(APIUserAbortError);
      expect(seen).toHaveLength(0);
    });

    it(`poll(id) waits for a ${kind.name === 'query' ? 'run' : 'job'} created earlier: no create, first poll at once`, async () => {
      const times = service(kind, kind.job('queued'), [kind.job('running'), kind.job(kind.done)]);
      const outcome = await settle(kind.poll(client(), { pollIntervalMs: 400 }));
      expect(outcome).toMatchObject({ ok: true, value: { status: kind.done } });
      expect(posts()).toHaveLength(0);
      expect(gets()).toHaveLength(2);
      expect((times[0] as number) - T0).toBeLessThanOrEqual(STEP);
      expect(gaps(times)[0]).toBeGreaterThanOrEqual(400);
      expect(gaps(times)[0]).toBeLessThanOrEqual(400 + STEP);
    });

    it('poll(id) throws JobFailedError and PollTimeoutError like createAndPoll', async () => {
      service(kind, null, [
        kind.job('failed', { error: { code: 'export_row_limit_exceeded', message: 'x' } }),
      ]);
      const failed = await failure(kind.poll(client()));
      expect(failed.error).toBeInstanceOf(JobFailedError);
      expect((failed.error as JobFailedError).code).toBe('export_row_limit_exceeded');

      server.resetHandlers();
      seen.length = 0;
      service(kind, null, [kind.job('running')]);
      const timedOut = await failure(kind.poll(client(), { timeoutMs: 2_000 }));
      expect(timedOut.error).toBeInstanceOf(PollTimeoutError);
      expect(gets().length).toBeLessThanOrEqual(3);
    });
  });
}

describe('no busy loop', () => {
  for (const [what, answer] of [
    ['an unknown status', QUERY.job('paused')],
    ['no status at all', { run_id: 'qr_1' }],
    ['a null body', null],
  ] as const) {
    it(`${what} waits like running: one poll per interval`, async () => {
      const times = service(QUERY, QUERY.job('queued'), [answer]);
      const { error } = await failure(
        QUERY.createAndPoll(client(), { pollIntervalMs: 1_000, timeoutMs: 10_000 }),
      );
      expect(error).toBeInstanceOf(PollTimeoutError);
      expect(times.length).toBeGreaterThanOrEqual(9);
      expect(times.length).toBeLessThanOrEqual(10);
      for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(1_000);
    });
  }

  it('X-Poll-After-Ms: 0 and pollIntervalMs: 0 still wait 100 ms between polls', async () => {
    const times = service(QUERY, QUERY.job('queued'), [QUERY.job('running')], { 'X-Poll-After-Ms': '0' });
    const { error } = await failure(QUERY.createAndPoll(client(), { pollIntervalMs: 0, timeoutMs: 1_000 }));
    expect(error).toBeInstanceOf(PollTimeoutError);
    expect(times.map((t) => t - T0)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000]);
  });

  it('pollIntervalMs: 0 without X-Poll-After-Ms waits 100 ms too', async () => {
    const times = service(QUERY, QUERY.job('queued'), [QUERY.job('running')]);
    const { error } = await failure(QUERY.createAndPoll(client(), { pollIntervalMs: 0, timeoutMs: 500 }));
    expect(error).toBeInstanceOf(PollTimeoutError);
    expect(times.map((t) => t - T0)).toEqual([100, 200, 300, 400, 500]);
  });

  it('a timeoutMs past setTimeout’s 2^31 - 1 ms limit does not give up at once', async () => {
    service(QUERY, QUERY.job('queued'), [QUERY.job('running'), QUERY.job('completed')]);
    const outcome = await settle(QUERY.createAndPoll(client(), { timeoutMs: 2 ** 31 + 1_000 }));
    expect(outcome).toMatchObject({ ok: true, value: { status: 'completed' } });
    expect(gets()).toHaveLength(2);
  });

  for (const pollAfter of [String(2 ** 31 + 1), '30000', '10000']) {
    it(`an X-Poll-After-Ms of ${pollAfter} (at or past the deadline) is cut to the time left: one last poll at the deadline`, async () => {
      const times = service(QUERY, QUERY.job('queued'), [QUERY.job('running')], {
        'X-Poll-After-Ms': pollAfter,
      });
      server.use(
        http.post(`${BASE_URL}/v1/query`, () =>
          HttpResponse.json(QUERY.job('queued'), { status: 202, headers: { 'X-Poll-After-Ms': pollAfter } }),
        ),
      );
      const { error, at } = await failure(QUERY.createAndPoll(client(), { timeoutMs: 10_000 }));
      expect(error).toBeInstanceOf(PollTimeoutError);
      expect(times.map((t) => t - T0)).toEqual([10_000]);
      expect(at).toBeGreaterThanOrEqual(10_000);
      expect(at).toBeLessThanOrEqual(10_000 + STEP);
      expect((error as Error).message).toMatch(/after 100\d\d ms \(timeoutMs 10000, 1 poll,/);
    });
  }

  it('a poll that answers done at the deadline is returned, not a timeout', async () => {
    const times = service(QUERY, QUERY.job('queued'), [QUERY.job('completed')], {
      'X-Poll-After-Ms': '60000',
    });
    server.use(
      http.post(`${BASE_URL}/v1/query`, () =>
        HttpResponse.json(QUERY.job('queued'), { status: 202, headers: { 'X-Poll-After-Ms': '60000' } }),
      ),
    );
    const outcome = await settle(QUERY.createAndPoll(client(), { timeoutMs: 5_000 }));
    expect(outcome).toMatchObject({ ok: true, value: { status: 'completed' } });
    expect(times.map((t) => t - T0)).toEqual([5_000]);
  });
});

describe('the deadline never fires early (issue 20.8)', () => {
  it('timeoutMs 400, polls every 100 ms, each answered 19 ms after it is sent: PollTimeoutError at 400 ms, not before', async () => {
    const slow = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => resolve(HttpResponse.json(QUERY.job('running'))), 19),
      );
    const times = service(QUERY, QUERY.job('queued'), [slow]);
    const { error, at } = await failure(
      QUERY.createAndPoll(client(), { pollIntervalMs: 100, timeoutMs: 400 }),
    );
    expect(error).toBeInstanceOf(PollTimeoutError);
    expect(at).toBeGreaterThanOrEqual(400);
    expect(at).toBeLessThanOrEqual(400 + STEP);
    // Polls at 100, 219, 338: the next would come 62 ms after the last, under the 100 ms floor.
    expect(times.map((t) => t - T0)).toEqual([100, 219, 338]);
    expect(Number(/after (\d+) ms/.exec((error as Error).message)?.[1])).toBeGreaterThanOrEqual(400);
  });

  it('the last wait is cut to the deadline and one last poll is made there', async () => {
    const times = service(QUERY, QUERY.job('queued'), [QUERY.job('running')]);
    const { error, at } = await failure(
      QUERY.createAndPoll(client(), { pollIntervalMs: 300, timeoutMs: 1_000 }),
    );
    expect(error).toBeInstanceOf(PollTimeoutError);
    expect(times.map((t) => t - T0)).toEqual([300, 600, 900, 1_000]);
    expect(at).toBe(1_000);
  });
});

describe('what a stopped wait leaves the caller (issue 21.8)', () => {
  for (const kind of [QUERY, EXPORTS]) {
    it(`${kind.name}: PollTimeoutError and APIUserAbortError carry the id and the last state seen`, async () => {
      service(kind, kind.job('queued'), [kind.job('running')]);
      const timedOut = await failure(kind.createAndPoll(client(), { timeoutMs: 1_500 }));
      expect(timedOut.error).toBeInstanceOf(PollTimeoutError);
      expect(timedOut.error).toMatchObject({ id: kind.id, job: { status: 'running' } });

      const controller = new AbortController();
      setTimeout(() => controller.abort(), 1_500);
      const aborted = await failure(kind.createAndPoll(client(), { signal: controller.signal }));
      expect(aborted.error).toBeInstanceOf(APIUserAbortError);
      expect(aborted.error).toMatchObject({ id: kind.id, job: { status: 'running' } });
    });
  }
});

describe('the answer is the job asked for (issue 20.5)', () => {
  for (const kind of [QUERY, EXPORTS]) {
    it(`${kind.name}: a poll answering another job ends with invalid_response, not that job's result`, async () => {
      const other = kind.name === 'query' ? { run_id: 'qr_OTHER' } : { id: 'exp_OTHER' };
      service(kind, kind.job('queued'), [kind.job(kind.done, other)]);
      const { error } = await failure(kind.createAndPoll(client()));
      expect(error).toMatchObject({ status: 200, type: 'invalid_response' });
      expect((error as Error).message).toContain(kind.id);
      expect(gets()).toHaveLength(1);
    });
  }

  for (const [what, runId] of [
    ['a lone surrogate', 'qr_\uD800x'],
    ['a lone low surrogate', 'qr_\uDC00'],
    ['a dot-dot segment', '..'],
  ] as const) {
    it(`a created run id with ${what} is the service's fault (invalid_response), nothing polled`, async () => {
      service(QUERY, QUERY.job('queued', { run_id: runId }), [QUERY.job('completed')]);
      const { error } = await failure(QUERY.createAndPoll(client()));
      expect(error).not.toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ status: 202, type: 'invalid_response' });
      expect(gets()).toHaveLength(0);
    });
  }

  it('a created id that does not match the documented pattern is still polled (tolerant reader)', async () => {
    server.use(
      http.post(`${BASE_URL}/v1/query`, () =>
        HttpResponse.json(QUERY.job('queued', { run_id: 'run-2031.a' }), { status: 202 }),
      ),
      http.get(`${BASE_URL}/v1/query/run-2031.a`, () =>
        HttpResponse.json(QUERY.job('completed', { run_id: 'run-2031.a', answer: 'a', usage: {} })),
      ),
    );
    const outcome = await settle(QUERY.createAndPoll(client()));
    expect(outcome).toMatchObject({ ok: true, value: { run_id: 'run-2031.a', status: 'completed' } });
  });
});
