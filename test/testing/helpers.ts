import { type FakeService, type FakeServiceOptions, createFakeService } from '../../src/testing/index.js';

/** A clock tests move by hand: 2025-11-15T12:00:00Z unless told otherwise. */
export function manualClock(start = Date.UTC(2025, 10, 15, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  };
}

/** Response JSON as tests read it: any field, without a schema per assertion. */
// biome-ignore lint/suspicious/noExplicitAny: assertions walk arbitrary JSON; openapi.json is checked elsewhere.
export type Json = any;

/** The roles the fake seeds a key for (its `keys` and `accounts`), sorted. */
export const SEEDED_ROLES = ['developer', 'enterprise', 'free', 'noCoach', 'plus', 'test'];

export interface Answer<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

/** One request through the in-process fetch, JSON in and out. */
export async function call<T = Json>(
  service: FakeService,
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await service.fetch(`${service.baseURL}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

export function fakeWithClock(options: FakeServiceOptions = {}) {
  const clock = manualClock();
  const service = createFakeService({ now: clock.now, ...options });
  return { service, clock };
}

/** Polls a run or job until it is finished; the fake finishes on the second GET. */
export async function pollUntilDone(service: FakeService, key: string, path: string): Promise<Answer> {
  for (let i = 0; i < 10; i++) {
    const answer = await call(service, key, 'GET', path);
    if (!['queued', 'running'].includes(answer.body.status)) return answer;
  }
  throw new Error(`${path} did not finish`);
}
