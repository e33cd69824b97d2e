/** createAndPoll when the service's create answer cannot be polled. */
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { APIError, SportsData } from '../../src/index.js';
import { BASE_URL, LIVE_KEY, seen, server, useMsw } from '../support/msw.js';

useMsw();

const client = () => new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, logLevel: 'off' });

describe('a create answer without the id to poll by', () => {
  it.each([
    ['query', `${BASE_URL}/v1/query`, () => client().query.createAndPoll({ prompt: 'who leads?' }), 'run_id'],
    [
      'exports',
      `${BASE_URL}/v1/exports`,
      () => client().exports.createAndPoll({ resource: 'teams', format: 'csv' }),
      'id',
    ],
  ] as const)(
    '%s: an APIError naming the missing field, one request, no poll',
    async (_name, url, call, field) => {
      server.use(http.post(url, () => HttpResponse.json({ status: 'queued' }, { status: 202 })));
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(APIError);
      expect(error).toMatchObject({ status: 202, type: 'invalid_response' });
      expect((error as Error).message).toContain(field);
      expect(seen).toHaveLength(1);
    },
  );
});
