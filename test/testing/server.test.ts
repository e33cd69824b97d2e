import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, createFakeServer } from '../../src/testing/index.js';
import type { Json } from './helpers.js';

let fake: FakeServer;
beforeAll(async () => {
  fake = await createFakeServer();
});
afterAll(async () => {
  await fake.close();
});

const auth = () => ({ authorization: `Bearer ${fake.keys.enterprise}` });

describe('createFakeServer over real HTTP', () => {
  it('serves the API on 127.0.0.1 and files on another origin', async () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(fake.filesUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(fake.filesUrl).not.toBe(fake.url);
    const response = await fetch(`${fake.url}/v1/teams?limit=3`, { headers: auth() });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-plan')).toBe('enterprise');
    expect((await response.json()).data).toHaveLength(3);

    const created = await fetch(`${fake.url}/v1/exports`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ resource: 'teams', format: 'jsonl', filters: { sport: 'baseball' } }),
    }).then((r) => r.json());
    let job: Json;
    for (let i = 0; i < 3; i++)
      job = await fetch(`${fake.url}/v1/exports/${created.id}`, { headers: auth() }).then((r) => r.json());
    expect(job.download_url.startsWith(`${fake.filesUrl}/files/`)).toBe(true);
    const file = await fetch(job.download_url);
    expect(file.headers.get('content-type')).toBe('application/gzip');
    const lines = gunzipSync(Buffer.from(await file.arrayBuffer()))
      .toString()
      .trim()
      .split('\n');
    expect(lines).toHaveLength(8);
    expect(fake.service.fileRequests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('answers CORS preflights on both origins without logging them', async () => {
    const before = fake.service.requests.length;
    const files = fake.service.fileRequests.length;
    for (const origin of [fake.url, fake.filesUrl]) {
      const response = await fetch(`${origin}/v1/exports`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://app.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, idempotency-key',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'authorization, content-type, idempotency-key',
      );
    }
    expect(fake.service.requests.length).toBe(before);
    expect(fake.service.fileRequests.length).toBe(files);
  });

  it('lets a page on another origin read every header the SDK reads', async () => {
    const response = await fetch(`${fake.url}/v1/teams?limit=1`, {
      headers: { ...auth(), origin: 'http://app.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').split(/,\s*/);
    const sent = [...response.headers.keys()].filter(
      (name) =>
        !name.startsWith('access-control-') &&
        !['connection', 'keep-alive', 'date', 'content-length'].includes(name),
    );
    expect(sent).toEqual(expect.arrayContaining(['x-request-id', 'x-service-plan']));
    expect(exposed).toEqual(expect.arrayContaining(sent));

    fake.service.faults.inject({ operationId: 'list_sports', status: 429, retryAfter: '3' });
    const limited = await fetch(`${fake.url}/v1/sports`, { headers: auth() });
    expect(limited.headers.get('access-control-expose-headers')?.split(/,\s*/)).toContain('retry-after');
    await limited.body?.cancel();
  });

  it('answers an injected status with Retry-After', async () => {
    fake.service.faults.inject({ operationId: 'list_sports', status: 429, retryAfter: '3' });
    const response = await fetch(`${fake.url}/v1/sports`, { headers: auth() });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect((await response.json()).error.code).toBe('rate_limit_exceeded');
  });

  it('reset before headers makes fetch fail', async () => {
    fake.service.faults.inject({ operationId: 'list_sports', reset: 'before-headers' });
    const error = await fetch(`${fake.url}/v1/sports`, { headers: auth() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((await fetch(`${fake.url}/v1/sports`, { headers: auth() })).status).toBe(200);
  });

  it('reset after headers fails while reading the body', async () => {
    fake.service.faults.inject({
      operationId: 'list_teams',
      reset: 'after-headers',
      status: 200,
      body: { data: [], x: 'y'.repeat(2000) },
    });
    const response = await fetch(`${fake.url}/v1/teams`, { headers: auth() });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('hang keeps the request open until the client aborts', async () => {
    fake.service.faults.inject({ operationId: 'get_game', hang: true });
    const started = Date.now();
    const error = await fetch(`${fake.url}/v1/games/${fake.service.data.games[0]!.id}`, {
      headers: auth(),
      signal: AbortSignal.timeout(150),
    }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(fake.service.requests.at(-1)).toMatchObject({
      operationId: 'get_game',
      fault: 'hang',
      status: null,
    });
  });

  it('handles hundreds of parallel requests', async () => {
    const ids = fake.service.data.players.slice(0, 300).map((p) => p.id);
    const statuses = await Promise.all(
      ids.map((id) =>
        fetch(`${fake.url}/v1/players/${id}`, { headers: auth() }).then((r) => r.json().then(() => r.status)),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('close() ends both servers even with a hanging request', async () => {
    const other = await createFakeServer();
    other.service.faults.inject({ hang: true });
    const pending = fetch(`${other.url}/v1/sports`).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 20));
    await other.close();
    expect(await pending).toBeInstanceOf(TypeError);
    await expect(fetch(`${other.url}/v1/sports`)).rejects.toThrow();
  });
});
