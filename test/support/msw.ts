/**
 * msw wiring shared by the unit suites: unhandled requests fail the test, and every request that
 * reaches the mock is recorded so tests can count what crossed the wire.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SportsData } from '../../src/client.js';
import type { ClientOptions } from '../../src/core/config.js';

export const BASE_URL = 'https://api.sports-data.example';
export const LIVE_KEY = 'svc_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
export const TEST_KEY = 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

export const server = setupServer();

/** Requests seen by msw since the last reset, in order (clones: bodies can be read). */
export const seen: Request[] = [];

server.events.on('request:start', ({ request }) => {
  seen.push(request.clone());
});

export function useMsw(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
}

/** A client pointed at the mock with the live key, so suites only spell out the options they test. */
export function mswClient(options: ClientOptions = {}): SportsData {
  return new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, ...options });
}

/** The error envelope of contract section 3. */
export function errorBody(
  code: string,
  type: string,
  message = `${code} happened`,
  param: string | null = null,
) {
  return { error: { type, code, message, param, request_id: 'req_abcdefghijklmnopqrstuvwx' } };
}
