import { describe, expect, it } from 'vitest';
import { createFakeServer, createFakeService } from '../../src/testing/index.js';
import { call } from './helpers.js';

describe('fault injection in-process', () => {
  it('refuses a bad fault with a TypeError naming the field, and queues nothing', () => {
    const service = createFakeService();
    const bad = [
      [{ status: 700 }, "'status' must be an integer from 200 to 599."],
      [{ times: 0 }, "'times' must be an integer"],
      [{ reset: 'sometimes' }, "'reset' must be one of before-headers"],
      [{ delayMs: -1 }, "'delayMs' must be an integer from 0 to 600000."],
      [{ colour: 'red' }, "Unknown field 'colour'"],
    ] as const;
    for (const [spec, message] of bad)
      expect(() => service.faults.inject(spec as object)).toThrow(
        expect.objectContaining({ name: 'TypeError', message: expect.stringContaining(message) }),
      );
    expect(service.faults.remaining).toBe(0);
    expect(service.faults.inject(JSON.parse('{"reset": "after_headers", "times": 2}'))).toMatch(/^flt_/);
    expect(service.faults.remaining).toBe(2);
  });

  it('answers the next N matching requests with the injected status, then the real answer', async () => {
    const service = createFakeService();
    const player = service.data.players[0]!.id;
    service.faults.inject({ operationId: 'get_player', times: 2, status: 503, retryAfter: '2' });
    const key = service.keys.developer;
    // Other operations are untouched.
    expect((await call(service, key, 'GET', '/v1/sports')).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const faulted = await call(service, key, 'GET', `/v1/players/${player}`);
      expect(faulted.status).toBe(503);
      expect(faulted.headers.get('retry-after')).toBe('2');
      expect(faulted.body.error).toMatchObject({ code: 'service_unavailable', type: 'api_error' });
      expect(faulted.headers.get('x-service-plan')).toBe('developer');
    }
    expect(service.faults.remaining).toBe(0);
    expect((await call(service, key, 'GET', `/v1/players/${player}`)).status).toBe(200);
    expect(service.countRequests('get_player')).toBe(3);
    expect(service.requests.filter((r) => r.fault === 'status')).toHaveLength(2);
  });

  it('matches by method and path prefix and sends a custom body and headers', async () => {
    const service = createFakeService();
    service.faults.inject({
      method: 'post',
      path: '/v1/players',
      status: 500,
      body: 'upstream exploded',
      headers: { 'x-a': 'b' },
    });
    const response = await service.fetch(`${service.baseURL}/v1/players/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.keys.developer}` },
      body: JSON.stringify({ sport: 'soccer' }),
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-a')).toBe('b');
    expect(await response.text()).toBe('upstream exploded');
  });

  it('reset before headers rejects like undici; after headers the body fails mid-way', async () => {
    const service = createFakeService();
    const url = `${service.baseURL}/v1/sports`;
    const init = { headers: { authorization: `Bearer ${service.keys.developer}` } };
    service.faults.inject({ path: '/v1/sports', reset: 'before-headers' });
    const error = await service.fetch(url, init).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    service.faults.inject({
      path: '/v1/sports',
      status: 200,
      body: { data: [], next_cursor: null, has_more: false },
      reset: 'after-headers',
    });
    const response = await service.fetch(url, init);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(service.requests.map((r) => r.fault)).toEqual(['reset', 'reset']);
  });

  it('hang never answers until the signal aborts', async () => {
    const service = createFakeService();
    service.faults.inject({ operationId: 'list_teams', hang: true });
    const controller = new AbortController();
    const pending = service.fetch(`${service.baseURL}/v1/teams`, {
      headers: { authorization: `Bearer ${service.keys.developer}` },
      signal: controller.signal,
    });
    const outcome = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('waiting'), 30)),
    ]);
    expect(outcome).toBe('waiting');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(service.requests[0]).toMatchObject({ operationId: 'list_teams', fault: 'hang', status: null });
  });

  it('keeps a request log that can be counted and reset', async () => {
    const service = createFakeService();
    await call(service, service.keys.developer, 'GET', '/v1/teams?sport=soccer');
    await call(service, null, 'GET', '/v1/coverage');
    expect(service.countRequests()).toBe(2);
    expect(service.countRequests('list_teams')).toBe(1);
    expect(service.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/teams',
      query: { sport: 'soccer' },
      status: 200,
    });
    service.resetRequests();
    expect(service.requests).toHaveLength(0);
    expect(service.countRequests('list_teams')).toBe(0);
  });
});

describe('injected headers', () => {
  it('replace the service headers whatever their case, in process and over HTTP', async () => {
    const inject = (service: ReturnType<typeof createFakeService>) =>
      service.faults.inject({
        operationId: 'list_sports',
        status: 502,
        body: '<html>bad gateway</html>',
        headers: { 'content-type': 'text/html', 'X-SERVICE-PLAN': 'ultra', 'content-length': '1' },
      });
    const service = createFakeService();
    inject(service);
    const inProcess = await service.fetch(`${service.baseURL}/v1/sports`, {
      headers: { authorization: `Bearer ${service.keys.developer}` },
    });
    expect(inProcess.headers.get('content-type')).toBe('text/html');
    expect(inProcess.headers.get('x-service-plan')).toBe('ultra');

    const server = await createFakeServer();
    try {
      inject(server.service);
      const response = await fetch(`${server.url}/v1/sports`, {
        headers: { authorization: `Bearer ${server.keys.developer}` },
      });
      expect(response.headers.get('content-type')).toBe('text/html');
      expect(response.headers.get('x-service-plan')).toBe('ultra');
      // The length actually sent wins over an injected one, so the reply stays well-formed.
      expect(await response.text()).toBe('<html>bad gateway</html>');
    } finally {
      await server.close();
    }
  });
});
