/**
 * Client option `hooks` against the fake (issue 32): the events of each attempt, in order, as the
 * service's request log saw the attempts; read-only; a throwing hook never breaks a call.
 */
import { describe, expect, it } from 'vitest';
import {
  ExportDownloadError,
  type HookEvent,
  type Hooks,
  InternalServerError,
  InvalidArgumentError,
  type PacingClock,
} from '../../src/index.js';
import { capturedLog } from '../support/captured-log.js';
import { exportWithRefusedLink, sleepOnlyClock, useFake } from './fixture.js';

const e2e = useFake();

/** A hook that keeps every event, in order. */
function recorder(): Hooks & { events: HookEvent[] } {
  const events: HookEvent[] = [];
  const keep = (event: HookEvent) => {
    events.push(event);
  };
  return {
    events,
    onRequest: keep,
    onResponse: keep,
    onRetry: keep,
    onPacingWait: keep,
    onPoll: keep,
    onSettled: keep,
  };
}

/** The fields the conformance case compares: what happened, in order. */
const steps = (events: readonly HookEvent[]) =>
  events.map((e) => {
    const step: Record<string, unknown> = { kind: e.kind, attempt: e.attempt };
    if ('status' in e && e.status !== undefined) step.status = e.status;
    if (e.kind === 'retry') {
      step.reason = e.reason;
      step.waitSource = e.waitSource;
    }
    if (e.kind === 'settled') step.ok = e.ok;
    return step;
  });

describe('hooks', () => {
  it('a free read answered 503 then 200: request, response, retry, request, response, settled', async () => {
    const { service } = e2e.fake;
    service.resetRequests();
    service.faults.inject({ operationId: 'search_players', status: 503, retryAfter: '0' });
    const hooks = recorder();
    const page = await e2e.client('developer', { hooks }).players.search({ sport: 'soccer', limit: 2 });
    expect(page.data.length).toBe(2);
    expect(service.countRequests('search_players')).toBe(2);
    expect(steps(hooks.events)).toEqual([
      { kind: 'request', attempt: 1 },
      { kind: 'response', attempt: 1, status: 503 },
      { kind: 'retry', attempt: 1, status: 503, reason: 'status', waitSource: 'retry-after' },
      { kind: 'request', attempt: 2 },
      { kind: 'response', attempt: 2, status: 200 },
      { kind: 'settled', attempt: 2, ok: true },
    ]);
    const [request, , retry, , response, settled] = hooks.events;
    expect(request).toMatchObject({
      operation: 'players.search',
      operationId: 'search_players',
      method: 'POST',
      urlTemplate: '/v1/players/search',
      url: `${e2e.fake.url}/v1/players/search`,
      billing: 'free',
      idempotencyKey: false,
    });
    expect(retry).toMatchObject({ waitMs: 0 });
    // The request ids the service logged are the ones the events carry.
    const logged = service.requests.map((r) => r.requestId);
    const [first, second] = hooks.events.filter((e) => e.kind === 'response');
    expect([first?.requestId, second?.requestId]).toEqual(logged);
    expect(response).toMatchObject({ plan: 'developer', fromCache: false });
    if (response?.kind !== 'response') throw new Error('not a response');
    expect(response.bytes).toBeGreaterThan(0);
    expect(response.quota?.remaining).toBeTypeOf('number');
    expect(settled).toMatchObject({ ok: true, error: undefined, attempts: 2 });
    expect(new Set(hooks.events.map((e) => e.callId)).size).toBe(1);
  });

  it('a usage-billed create answered 503 is sent once: one request, one response, settled with the error', async () => {
    const { service } = e2e.fake;
    service.faults.inject({ operationId: 'create_query', status: 503 });
    const before = service.countRequests('create_query');
    const hooks = recorder();
    const error = await e2e
      .client('developer', { hooks, logLevel: 'off' })
      .query.create({ prompt: 'leaders' }, { idempotencyKey: 'hooks-test-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(service.countRequests('create_query')).toBe(before + 1);
    expect(steps(hooks.events)).toEqual([
      { kind: 'request', attempt: 1 },
      { kind: 'response', attempt: 1, status: 503 },
      { kind: 'settled', attempt: 1, ok: false },
    ]);
    expect(hooks.events[0]).toMatchObject({ billing: 'usage', idempotencyKey: true });
    expect(hooks.events[2]).toMatchObject({ error, attempts: 1 });
  });

  it('a connection reset is retried with reason connection and backoff', async () => {
    const { service } = e2e.fake;
    service.faults.inject({ operationId: 'list_sports', reset: 'before-headers' });
    const hooks = recorder();
    await e2e.client('developer', { hooks, logLevel: 'off' }).reference.listSports();
    expect(steps(hooks.events)).toEqual([
      { kind: 'request', attempt: 1 },
      { kind: 'retry', attempt: 1, reason: 'connection', waitSource: 'backoff' },
      { kind: 'request', attempt: 2 },
      { kind: 'response', attempt: 2, status: 200 },
      { kind: 'settled', attempt: 2, ok: true },
    ]);
  });

  it('a read answered from the cache: onResponse with fromCache, no request, nothing sent', async () => {
    const { service } = e2e.fake;
    const hooks = recorder();
    const client = e2e.client('developer', { hooks, cache: true });
    const before = service.countRequests('list_conferences');
    const first = await client.reference.listConferences();
    hooks.events.length = 0;
    const again = await client.reference.listConferences();
    expect(again.data).toEqual(first.data);
    expect(service.countRequests('list_conferences')).toBe(before + 1);
    expect(hooks.events.map((e) => e.kind)).toEqual(['response', 'settled']);
    expect(hooks.events[0]).toMatchObject({
      status: 200,
      fromCache: true,
      attempt: 1,
      operationId: 'list_conferences',
    });
    expect(hooks.events[1]).toMatchObject({ ok: true, attempts: 0 });
  });

  it('events are frozen and redacted: no key, query values replaced', async () => {
    const hooks = recorder();
    const client = e2e.client('developer', { hooks });
    await client.teams.list({ sport: 'soccer', limit: 1 });
    const [request, response] = hooks.events;
    expect(request?.url).toBe(`${e2e.fake.url}/v1/teams?sport=[redacted]&limit=[redacted]`);
    expect(Object.isFrozen(request)).toBe(true);
    expect(() => {
      (request as { url: string }).url = 'http://elsewhere';
    }).toThrow(TypeError);
    if (response?.kind !== 'response') throw new Error('not a response');
    expect(Object.isFrozen(response.quota)).toBe(true);
    const text = JSON.stringify(hooks.events);
    expect(text).not.toContain(e2e.fake.keys.developer);
    expect(text).not.toMatch(/svc_(live|test)_/);
  });

  it('a throwing hook never breaks a call and is reported once at warn', async () => {
    const log = capturedLog();
    let calls = 0;
    const client = e2e.client('developer', {
      ...log.options,
      hooks: {
        onRequest() {
          calls += 1;
          throw new Error(`boom with ${e2e.fake.keys.developer}`);
        },
        async onSettled() {
          throw new Error('async boom');
        },
      },
    });
    const first = await client.reference.listSports();
    const second = await client.reference.listSports();
    expect(first.data.length).toBeGreaterThan(0);
    expect(second.data).toEqual(first.data);
    expect(calls).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = log.take();
    expect(lines.filter((l) => l.includes('hooks.onRequest threw'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('hooks.onSettled threw'))).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(e2e.fake.keys.developer);
  });

  it('64 calls in flight: each call has its own id and its events in order', async () => {
    const hooks = recorder();
    const client = e2e.client('developer', { hooks });
    await Promise.all(
      Array.from({ length: 64 }, (_, i) => client.players.get(e2e.fake.service.data.players[i]!.id)),
    );
    const byCall = new Map<number, string[]>();
    for (const event of hooks.events)
      byCall.set(event.callId, [...(byCall.get(event.callId) ?? []), event.kind]);
    expect(byCall.size).toBe(64);
    for (const kinds of byCall.values()) expect(kinds).toEqual(['request', 'response', 'settled']);
  });

  it('a job poll loop: onPoll per poll with the job id, its state, the next wait', async () => {
    const hooks = recorder();
    const run = await e2e
      .client('developer', { hooks })
      .query.createAndPoll({ prompt: 'Who leads basketball in points_per_game?', sport: 'basketball' });
    const polls = hooks.events.filter((e) => e.kind === 'poll');
    const gets = hooks.events.filter((e) => e.kind === 'request' && e.operationId === 'get_query');
    expect(polls.length).toBe(gets.length);
    expect(polls.length).toBeGreaterThanOrEqual(1);
    for (const poll of polls) expect(poll).toMatchObject({ jobId: run.run_id, operation: 'query.get' });
    const last = polls.at(-1);
    expect(last).toMatchObject({ state: 'completed', nextWaitMs: undefined });
    for (const poll of polls.slice(0, -1)) {
      if (poll.kind !== 'poll') throw new Error('not a poll');
      expect(poll.state).not.toBe('completed');
      expect(poll.nextWaitMs).toBeGreaterThanOrEqual(0);
    }
    // Each poll's event comes after its answer and before its call settles.
    const lastPoll = hooks.events.indexOf(last as HookEvent);
    expect(hooks.events[lastPoll - 1]?.kind).toBe('response');
    expect(hooks.events[lastPoll + 1]?.kind).toBe('settled');
  });

  it('pacing holds an attempt: onPacingWait with the wait the pacing clock measured', async () => {
    // A pacing clock that moves only when pacing sleeps: the wait is what pacing asked for.
    const clock: PacingClock = sleepOnlyClock();
    const hooks = recorder();
    const client = e2e.client('developer', { hooks, pacing: { readsPerMinute: 1, clock }, logLevel: 'off' });
    await client.reference.listSports();
    await client.reference.listSports();
    const waits = hooks.events.filter((e) => e.kind === 'pacing_wait');
    expect(waits).toHaveLength(1);
    expect(waits[0]).toMatchObject({ why: 'window_full', attempt: 1, callId: 2 });
    if (waits[0]?.kind !== 'pacing_wait') throw new Error('not a wait');
    expect(waits[0].waitMs).toBeGreaterThan(55_000);
    expect(waits[0].waitMs).toBeLessThanOrEqual(61_000);
    // The wait comes before the attempt it held.
    const at = hooks.events.indexOf(waits[0]);
    expect(hooks.events[at + 1]).toMatchObject({ kind: 'request', callId: 2 });
  });

  it('an export download: file events with the link query redacted, no key', async () => {
    const hooks = recorder();
    const client = e2e.client('developer', { hooks });
    const job = await client.exports.createAndPoll({
      resource: 'teams',
      format: 'jsonl',
      filters: { sport: 'soccer' },
    });
    hooks.events.length = 0;
    const file = await client.exports.download(job);
    for await (const _ of file) {
      // read to the end
    }
    const fileEvents = hooks.events.filter((e) => e.operation === 'exports.download');
    expect(fileEvents.map((e) => e.kind)).toEqual(['request', 'response', 'settled']);
    expect(fileEvents[0]).toMatchObject({
      method: 'GET',
      operationId: 'download_export_file',
      billing: 'free',
    });
    const link = new URL(job.download_url as string);
    expect(fileEvents[0]?.url.startsWith(`${link.origin}${link.pathname}`)).toBe(true);
    expect(link.search).not.toBe('');
    expect(fileEvents[0]?.url).not.toContain(link.search);
    expect(JSON.stringify(hooks.events)).not.toContain(e2e.fake.keys.developer);
  });

  it('a download the file host finally refuses settles as that error (ok: false), not as a success', async () => {
    const hooks = recorder();
    const client = e2e.client('developer', { hooks, logLevel: 'off' });
    const job = await exportWithRefusedLink(client);
    hooks.events.length = 0;
    const error = await client.exports.download(job).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ExportDownloadError);
    expect(error).toMatchObject({ reason: 'url_expired', status: 403 });
    const fileEvents = hooks.events.filter((e) => e.operation === 'exports.download');
    expect(steps(fileEvents)).toEqual([
      { kind: 'request', attempt: 1 },
      { kind: 'response', attempt: 1, status: 403 },
      { kind: 'settled', attempt: 1, ok: false },
    ]);
    const settled = fileEvents[2];
    if (settled?.kind !== 'settled') throw new Error('not settled');
    // The error the caller got, the same object.
    expect(settled.error).toBe(error);
    expect(JSON.stringify(hooks.events)).not.toContain(
      new URL(job.download_url as string).searchParams.get('signature'),
    );
  });

  it('a misspelt hook or a hook that is no function is refused at new SportsData(), with nothing sent', () => {
    const { service } = e2e.fake;
    const refusal = (hooks: unknown) => {
      try {
        e2e.client('developer', { hooks: hooks as Hooks });
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const before = service.countRequests('list_sports');
    const misspelt = refusal({ onRetries() {} });
    expect(misspelt).toBeInstanceOf(InvalidArgumentError);
    expect((misspelt as InvalidArgumentError).param).toBe('onRetries');
    expect(String(misspelt)).toMatch(/onRetries.*onRetry/);
    const notAFunction = refusal({ onRetry: 1 });
    expect((notAFunction as InvalidArgumentError).param).toBe('hooks.onRetry');
    expect(String(notAFunction)).toMatch(/hooks\.onRetry must be a function, got/);
    expect(String(refusal('yes'))).toMatch(/hooks must be an object of hook methods, got/);
    expect(String(refusal(null))).toMatch(/hooks must be an object of hook methods, got null/);
    expect(service.countRequests('list_sports')).toBe(before);
    // Other members of a recorder are the caller's own.
    expect(refusal({ events: [], onRetry() {} })).toBeUndefined();
  });
});
