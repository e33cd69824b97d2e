import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readResponseMeta } from '../../src/core/response-meta.js';
import { type APIError, APIPromise, NotFoundError, Page, PagePromise, SportsData } from '../../src/index.js';
import { capturedLog } from '../support/captured-log.js';
import { isolateEnv } from '../support/env.js';
import { BASE_URL, errorBody, mswClient, seen, server, useMsw } from '../support/msw.js';
import { coverage, team } from './operation-cases.js';

// A quota under 10 % makes the client warn once: kept here, not printed, and checked to be that line.
const log = capturedLog();
afterEach(() => {
  for (const line of log.take())
    expect(line).toMatch(/monthly quota: \d+ of \d+ requests left \(under 10 %\)/);
});

useMsw();

isolateEnv();

const REQUEST_ID = 'req_Q1w2E3r4T5y6U7i8O9p0A1s2';
const CAPPED = {
  'X-Service-Plan': 'developer',
  'X-Request-Id': REQUEST_ID,
  'X-Monthly-Quota-Limit': '250000',
  'X-Monthly-Quota-Remaining': '249873',
  'X-Monthly-Quota-Reset': '2026-02-01T00:00:00Z',
};

function serveTeam(headers: Record<string, string>): void {
  server.use(http.get(`${BASE_URL}/v1/teams/:id`, () => HttpResponse.json(team, { headers })));
}

describe('withResponse()', () => {
  it('gives the data, the raw Response and the meta of a capped plan', async () => {
    serveTeam(CAPPED);
    const { data, response, meta } = await mswClient().teams.get(team.id).withResponse();
    expect(data).toEqual(team);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(REQUEST_ID);
    expect(meta.plan).toBe('developer');
    expect(meta.requestId).toBe(REQUEST_ID);
    expect(meta.quota).toEqual({
      limit: 250000,
      remaining: 249873,
      resetAt: new Date(Date.UTC(2026, 1, 1, 0, 0, 0)),
    });
    expect(meta.quota?.resetAt).toBeInstanceOf(Date);
    expect(seen).toHaveLength(1);
  });

  it('gives a quota of 0 remaining (not undefined) when the quota is used up', async () => {
    serveTeam({ ...CAPPED, 'X-Monthly-Quota-Remaining': '0' });
    const { meta } = await mswClient(log.options).teams.get(team.id).withResponse();
    expect(meta.quota?.remaining).toBe(0);
    expect(log.take()).toEqual([
      expect.stringMatching(/^\[sports-data-sdk\] monthly quota: 0 of \d+ requests left/),
    ]);
  });

  it('leaves quota undefined on enterprise (no quota headers)', async () => {
    serveTeam({ 'X-Service-Plan': 'enterprise', 'X-Request-Id': REQUEST_ID });
    const { data, meta } = await mswClient().teams.get(team.id).withResponse();
    expect(data).toEqual(team);
    expect(meta).toEqual({ plan: 'enterprise', quota: undefined, requestId: REQUEST_ID, fromCache: false });
  });

  it('on a keyless coverage call: plan free, no quota', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/coverage`, () =>
        HttpResponse.json(coverage, { headers: { 'X-Service-Plan': 'free', 'X-Request-Id': REQUEST_ID } }),
      ),
    );
    const { data, meta } = await new SportsData({ baseURL: BASE_URL }).reference.getCoverage().withResponse();
    expect(data).toEqual(coverage);
    expect(meta).toEqual({ plan: 'free', quota: undefined, requestId: REQUEST_ID, fromCache: false });
  });

  it('leaves every field undefined when no header is there', async () => {
    serveTeam({});
    const { meta } = await mswClient().teams.get(team.id).withResponse();
    expect(meta).toEqual({ plan: undefined, quota: undefined, requestId: undefined, fromCache: false });
  });

  it('on a list gives the first Page as data', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams`, () =>
        HttpResponse.json({ data: [team], next_cursor: 'cur_2', has_more: true }, { headers: CAPPED }),
      ),
    );
    const promise = mswClient().teams.list({ sport: 'football' });
    expect(promise).toBeInstanceOf(PagePromise);
    const { data, meta } = await promise.withResponse();
    expect(data).toBeInstanceOf(Page);
    expect(data.data).toEqual([team]);
    expect(data.hasMore).toBe(true);
    expect(data.nextCursor).toBe('cur_2');
    expect(meta.quota?.limit).toBe(250000);
    expect(seen).toHaveLength(1);
  });

  it('rejects with the typed error when the call fails', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams/:id`, () =>
        HttpResponse.json(errorBody('not_found', 'invalid_request_error'), { status: 404, headers: CAPPED }),
      ),
    );
    const error = await mswClient()
      .teams.get('team_gone')
      .withResponse()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as APIError).headers.get('x-monthly-quota-remaining')).toBe('249873');
  });
});

describe('malformed quota headers give undefined fields, never a throw', () => {
  it.each([
    ['a limit that is not a number', { 'X-Monthly-Quota-Limit': 'lots' }, undefined],
    ['a negative remaining', { 'X-Monthly-Quota-Remaining': '-5' }, undefined],
    ['a fractional limit', { 'X-Monthly-Quota-Limit': '10.5' }, undefined],
    ['an exponent', { 'X-Monthly-Quota-Limit': '1e6' }, undefined],
    ['an empty remaining', { 'X-Monthly-Quota-Remaining': '' }, undefined],
    ['a limit past 2^53', { 'X-Monthly-Quota-Limit': '99999999999999999999' }, undefined],
    ['a limit without remaining', { 'X-Monthly-Quota-Remaining': null }, undefined],
    ['a remaining without limit', { 'X-Monthly-Quota-Limit': null }, undefined],
  ])('%s: quota undefined', async (_label, override, expected) => {
    const headers: Record<string, string> = { ...CAPPED };
    for (const [name, value] of Object.entries(override)) {
      if (value === null) delete headers[name];
      else headers[name] = value;
    }
    serveTeam(headers);
    const { data, meta } = await mswClient(log.options).teams.get(team.id).withResponse();
    expect(data).toEqual(team);
    expect(meta.quota).toBe(expected);
    expect(meta.plan).toBe('developer');
    expect(meta.requestId).toBe(REQUEST_ID);
  });

  it.each([
    ['a word', 'soon'],
    ['a bare number', '12'],
    ['a date without a time', '2026-02-01'],
    ['an out-of-range month', '2026-13-01T00:00:00Z'],
    ['an instant without a zone', '2026-02-01T00:00:00'],
  ])('a reset that is %s: resetAt undefined, limit and remaining kept', async (_label, reset) => {
    serveTeam({ ...CAPPED, 'X-Monthly-Quota-Reset': reset });
    const { meta } = await mswClient().teams.get(team.id).withResponse();
    expect(meta.quota).toEqual({ limit: 250000, remaining: 249873, resetAt: undefined });
  });

  it('accepts an RFC 3339 reset with an offset or fractional seconds', () => {
    const base = new Headers({ 'X-Monthly-Quota-Limit': '1', 'X-Monthly-Quota-Remaining': '1' });
    base.set('X-Monthly-Quota-Reset', '2026-02-01T01:00:00+01:00');
    expect(readResponseMeta(base).quota?.resetAt?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    base.set('X-Monthly-Quota-Reset', '2026-02-01T00:00:00.000Z');
    expect(readResponseMeta(base).quota?.resetAt?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});

describe('APIPromise', () => {
  it('awaited twice gives the same data from ONE request', async () => {
    serveTeam(CAPPED);
    const promise = mswClient().teams.get(team.id);
    expect(promise).toBeInstanceOf(APIPromise);
    const first = await promise;
    const second = await promise;
    expect(first).toEqual(team);
    expect(second).toBe(first);
    expect(seen).toHaveLength(1);
  });

  it('awaited and then asked withResponse() still sends one request, with the same data', async () => {
    serveTeam(CAPPED);
    const promise = mswClient().teams.get(team.id);
    const value = await promise;
    const { data, meta } = await promise.withResponse();
    const again = await promise.withResponse();
    expect(data).toBe(value);
    expect(again.data).toBe(value);
    expect(meta.requestId).toBe(REQUEST_ID);
    expect(seen).toHaveLength(1);
  });

  it('a list promise awaited twice gives the same Page from one request', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams`, () =>
        HttpResponse.json({ data: [team], next_cursor: null, has_more: false }),
      ),
    );
    const promise = mswClient().teams.list();
    const [a, b] = await Promise.all([promise, promise]);
    expect(a).toBe(b);
    expect(seen).toHaveLength(1);
  });

  it("is a Promise whose then is the runtime's: derived promises are plain ones, and no second request", async () => {
    serveTeam(CAPPED);
    const promise = mswClient().teams.get(team.id);
    expect(promise).toBeInstanceOf(Promise);
    // Awaiting it runs no code of the SDK's (the walk in docs/architecture.md counts on it).
    expect(promise.then).toBe(Promise.prototype.then);
    const derived = promise.then((value) => value);
    expect(derived).not.toBeInstanceOf(APIPromise);
    expect(Object.getPrototypeOf(derived)).toBe(Promise.prototype);
    expect(await derived).toEqual(team);
    expect((await promise.withResponse()).data).toBe(await promise);
    expect(seen).toHaveLength(1);
  });

  it('starts the request at once, without being awaited', async () => {
    serveTeam(CAPPED);
    const promise = mswClient().teams.get(team.id);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await promise;
    expect(seen).toHaveLength(1);
  });

  it('supports catch and finally, and reports its tag', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams/:id`, () =>
        HttpResponse.json(errorBody('not_found', 'invalid_request_error'), { status: 404 }),
      ),
    );
    const promise = mswClient().teams.get('team_gone');
    expect(Object.prototype.toString.call(promise)).toBe('[object APIPromise]');
    let finished = false;
    const caught = await promise
      .catch((e: unknown) => e)
      .finally(() => {
        finished = true;
      });
    expect(caught).toBeInstanceOf(NotFoundError);
    expect(finished).toBe(true);
    // A second handler sees the same error, not a second request.
    await expect(promise).rejects.toBe(caught);
    expect(seen).toHaveLength(1);
  });
});
