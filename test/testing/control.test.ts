/**
 * The control API as a test in another language uses it: plain fetch over loopback, JSON in and
 * out, nothing from the in-process API.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SportsData } from '../../src/index.js';
import { type FakeServer, createFakeServer } from '../../src/testing/index.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read the way a test in another language reads JSON.
type Json = Record<string, any>;

let fake: FakeServer;
let control: string;

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${control}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

beforeAll(async () => {
  fake = await createFakeServer({ control: true, rateLimits: false });
  control = fake.controlUrl as string;
});
afterAll(() => fake.close());

const developer = () => new SportsData({ apiKey: fake.keys.developer, baseURL: fake.url, maxRetries: 2 });

describe('control API', () => {
  it('lists its endpoints at GET /', async () => {
    const { status, body } = await call('GET', '/');
    expect(status).toBe(200);
    const routes = body.endpoints.map((e: { method: string; path: string }) => `${e.method} ${e.path}`);
    for (const route of [
      'POST /faults',
      'DELETE /faults',
      'GET /requests',
      'DELETE /requests',
      'POST /clock',
      'POST /jobs/{id}/finish',
      'POST /jobs/{id}/fail',
      'POST /portal-entries',
    ])
      expect(routes).toContain(route);
  });

  it('injects a 503 on a billed call: the SDK sends it once; a read is retried', async () => {
    await call('DELETE', '/requests');
    const injected = await call('POST', '/faults', { operationId: 'create_export', status: 503, times: 5 });
    expect(injected.status).toBe(201);
    expect(injected.body.id).toMatch(/^flt_/);
    const error = await developer()
      .exports.create({ resource: 'teams', format: 'csv' })
      .catch((e: unknown) => e as Json);
    expect(error.status).toBe(503);
    const seen = await call('GET', '/requests?operationId=create_export');
    expect(seen.body.count).toBe(1);
    expect(seen.body.data[0]).toMatchObject({
      method: 'POST',
      path: '/v1/exports',
      status: 503,
      authorized: true,
      retryCount: 0,
    });
    expect(JSON.stringify(seen.body)).not.toContain(fake.keys.developer);
    await call('DELETE', '/faults');
    expect((await call('GET', '/faults')).body.remaining).toBe(0);

    await call('POST', '/faults', { operationId: 'list_sports', status: 503, retryAfter: 0, times: 1 });
    await developer().reference.listSports();
    const reads = await call('GET', '/requests?operationId=list_sports');
    expect(
      reads.body.data.map((r: { status: number; retryCount: number }) => [r.status, r.retryCount]),
    ).toEqual([
      [503, 0],
      [200, 1],
    ]);
  });

  it('resets, delays and answers the injected body and headers', async () => {
    await call('POST', '/faults', { path: '/v1/sports', reset: 'before_headers', times: 3 });
    const reset = await new SportsData({
      apiKey: fake.keys.developer,
      baseURL: fake.url,
      maxRetries: 0,
    }).reference
      .listSports()
      .catch((e: unknown) => e as Json);
    expect((reset as Json).name).toBe('APIConnectionError');
    await call('DELETE', '/faults');

    await call('POST', '/faults', { operationId: 'list_sports', delayMs: 300 });
    const started = performance.now();
    await developer().reference.listSports();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    await call('POST', '/faults', {
      operationId: 'list_sports',
      status: 429,
      retryAfter: '120',
      body: {
        error: {
          type: 'rate_limit_error',
          code: 'rate_limit_exceeded',
          message: 'slow',
          param: null,
          request_id: 'req_x',
        },
      },
    });
    const limited = await developer()
      .reference.listSports()
      .catch((e: unknown) => e as Json);
    expect(limited).toMatchObject({ name: 'RateLimitError', code: 'rate_limit_exceeded' });
  });

  it('moves the clock, and finishes or fails jobs as the API then shows them', async () => {
    const before = Date.parse((await call('GET', '/clock')).body.now);
    const moved = await call('POST', '/clock', { advanceMs: 3_600_000 });
    expect(Date.parse(moved.body.now) - before).toBeGreaterThanOrEqual(3_600_000 - 1_000);

    const client = developer();
    const run = await client.query.create({ prompt: 'Who led D1 football in passing yards?' });
    const finished = await call('POST', `/jobs/${run.run_id}/finish`);
    expect(finished.body).toMatchObject({ run_id: run.run_id, status: 'completed' });
    expect((await client.query.get(run.run_id)).status).toBe('completed');

    const job = await client.exports.create({ resource: 'teams', format: 'jsonl' });
    const failed = await call('POST', `/jobs/${job.id}/fail`, {
      code: 'export_failed',
      message: 'disk full',
    });
    expect(failed.body).toMatchObject({
      id: job.id,
      status: 'failed',
      error: { code: 'export_failed', message: 'disk full' },
    });
    expect((await client.exports.get(job.id)).status).toBe('failed');

    const missing = await call('POST', '/jobs/exp_nope/finish');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', type: 'invalid_request_error' });
  });

  it('adds a portal entry', async () => {
    const { status, body } = await call('POST', '/portal-entries', { sport: 'football', position: 'QB' });
    expect(status).toBe(201);
    expect(body.entry).toMatchObject({ sport: 'football', position: 'QB' });
    expect(body).toHaveProperty('matches');
    expect(body).toHaveProperty('deliveries');
  });

  it('refuses bad JSON, unknown fields and unknown paths with the error envelope', async () => {
    const bad = await call('POST', '/faults', '{"status": ');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_parameter' });
    const unknown = await call('POST', '/faults', { status: 503, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'invalid_parameter', param: 'colour' });
    expect((await call('POST', '/clock', { advanceMs: -1 })).body.error.param).toBe('advanceMs');
    expect((await call('POST', '/faults', { reset: 'sometimes' })).body.error.param).toBe('reset');
    expect((await call('GET', '/nowhere')).status).toBe(404);
    expect((await call('GET', '/faults')).body.remaining).toBe(0);
  });
});

/**
 * A request as a browser page or a DNS-rebinding page sends it: node:http, so that `Host` and
 * `Origin` are exactly what the test says (fetch sets `Host` itself).
 */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: Json }> {
  const url = new URL(path, control);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        setHost: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        // Node itself answers a request without Host 400, with no body.
        res.on('end', () =>
          resolve({ status: res.statusCode as number, body: text ? JSON.parse(text) : null }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the control API answers its own tests only (contract section 13)', () => {
  const own = () => new URL(control).host;
  const fault = JSON.stringify({ operationId: 'list_sports', status: 503 });
  /** Queues `fault` with these request headers, as a test or a web page would. */
  const postFault = (headers: Record<string, string>) => raw('POST', '/faults', headers, fault);

  it("refuses a web page's POST: another Origin, text/plain or a form, nothing queued", async () => {
    await call('DELETE', '/faults');
    const fromPage = await postFault({
      host: own(),
      origin: 'http://evil.example',
      'content-type': 'text/plain',
    });
    expect(fromPage.status).toBe(403);
    expect(fromPage.body.error).toMatchObject({ code: 'origin_not_allowed', type: 'invalid_request_error' });
    // The same origin rule when the page does send JSON (after a preflight it never gets answered).
    const json = await postFault({
      host: own(),
      origin: 'http://evil.example',
      'content-type': 'application/json',
    });
    expect(json.status).toBe(403);
    // An opaque origin (a sandboxed frame, a file:// page) is another origin too.
    expect((await raw('DELETE', '/requests', { host: own(), origin: 'null' })).status).toBe(403);
    // No Origin, but not JSON: a form or text body is what a page sends without asking.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const answer = await postFault({ host: own(), 'content-type': type });
      expect(answer.status).toBe(415);
      expect(answer.body.error.code).toBe('unsupported_media_type');
    }
    expect((await postFault({ host: own() })).status).toBe(415);
    expect((await call('GET', '/faults')).body.remaining).toBe(0);
  });

  it('refuses another Host (DNS rebinding): the request log is not read, nothing is cleared', async () => {
    await call('DELETE', '/requests');
    await developer().reference.listSports();
    const rebound = await raw('GET', '/requests', { host: `evil.example:${new URL(control).port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body.error.code).toBe('host_not_allowed');
    expect(JSON.stringify(rebound.body)).not.toContain('list_sports');
    expect((await raw('DELETE', '/requests', { host: 'evil.example' })).status).toBe(403);
    expect([400, 403]).toContain((await raw('GET', '/requests', {})).status);
    expect((await call('GET', '/requests')).body.count).toBe(1);
  });

  it('answers its own loopback address, with or without its own Origin, JSON bodies and empty ones', async () => {
    const port = new URL(control).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const answer = await raw(
        'POST',
        '/faults',
        { host, origin: `http://${host}`, 'content-type': 'application/json; charset=utf-8' },
        fault,
      );
      expect(answer.status).toBe(201);
    }
    expect((await raw('DELETE', '/faults', { host: own() })).status).toBe(200);
    expect((await raw('GET', '/clock', { host: own() })).status).toBe(200);
  });
});

describe('the fake API reads bodies with a cap', () => {
  it('answers 413 with the error envelope to a body past 1 MiB', async () => {
    const response = await fetch(`${fake.url}/v1/players/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.keys.developer}`, 'content-type': 'application/json' },
      body: `{"sport": "${'x'.repeat(2 << 20)}"}`,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({
      code: 'request_too_large',
      type: 'invalid_request_error',
    });
  });

  it('answers 413 in-process too (the fetch and msw transports)', async () => {
    const response = await fake.service.fetch('/v1/players/search', {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.keys.developer}`, 'content-type': 'application/json' },
      body: `{"sport": "${'x'.repeat(2 << 20)}"}`,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('request_too_large');
  });
});
