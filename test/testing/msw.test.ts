import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeService, createMswHandlers } from '../../src/testing/index.js';

const service = createFakeService({
  baseURL: 'https://sports.msw.test',
  filesOrigin: 'https://files.msw.test',
});
const server = setupServer();

beforeAll(async () => {
  server.use(...(await createMswHandlers(service)));
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('createMswHandlers', () => {
  it('answers the global fetch from the fake, API and files origin alike', async () => {
    const headers = { authorization: `Bearer ${service.keys.developer}` };
    const response = await fetch('https://sports.msw.test/v1/teams?limit=2', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-plan')).toBe('developer');
    expect((await response.json()).data).toHaveLength(2);

    const created = await fetch('https://sports.msw.test/v1/exports', {
      method: 'POST',
      headers,
      body: JSON.stringify({ resource: 'teams', format: 'csv' }),
    }).then((r) => r.json());
    await fetch(`https://sports.msw.test/v1/exports/${created.id}`, { headers });
    const job = await fetch(`https://sports.msw.test/v1/exports/${created.id}`, { headers }).then((r) =>
      r.json(),
    );
    const file = await fetch(job.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/gzip');
  });

  it('turns a reset into a network error', async () => {
    service.faults.inject({ operationId: 'list_sports', reset: 'before-headers' });
    await expect(
      fetch('https://sports.msw.test/v1/sports', {
        headers: { authorization: `Bearer ${service.keys.developer}` },
      }),
    ).rejects.toThrow(TypeError);
  });
});
