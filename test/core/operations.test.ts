import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type OperationId, operations } from '../../src/generated/operations.js';
import { APIPromise, InvalidArgumentError, Page, PagePromise, SportsData } from '../../src/index.js';
import { isolateEnv } from '../support/env.js';
import { BASE_URL, LIVE_KEY, seen, server, useMsw } from '../support/msw.js';
import {
  IDEMPOTENT_OPERATIONS,
  KEYLESS_OPERATIONS,
  type OperationCase,
  operationCases,
} from './operation-cases.js';

const PACKAGE_VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

useMsw();

isolateEnv();

const RESPONSE_HEADERS = {
  'X-Service-Plan': 'developer',
  'X-Request-Id': 'req_abcdefghijklmnopqrstuvwx',
  'X-Monthly-Quota-Limit': '100000',
  'X-Monthly-Quota-Remaining': '99999',
  'X-Monthly-Quota-Reset': '2026-01-01T00:00:00Z',
};

/** Answers every request with the case's sample; the assertions then read what msw recorded. */
function answer(c: OperationCase): void {
  server.use(
    http.all(`${BASE_URL}/*`, () =>
      HttpResponse.json(c.response as never, { status: c.status, headers: RESPONSE_HEADERS }),
    ),
  );
}

const ids = Object.keys(operations) as OperationId[];

describe('the operation table', () => {
  it('has a test case for every operation and no case for an operation that does not exist', () => {
    expect(Object.keys(operationCases).sort()).toEqual([...ids].sort());
    expect(ids.length).toBe(27);
  });

  it.each(ids)('%s: the case matches the table row (method, path template)', (id) => {
    const op = operations[id];
    const c = operationCases[id];
    expect(c.method).toBe(op.method);
    const template = new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    expect(c.path).toMatch(template);
  });

  it('marks exactly the usage-billed POSTs as taking Idempotency-Key and only coverage as keyless', () => {
    expect(ids.filter((id) => operations[id].idempotent).sort()).toEqual([...IDEMPOTENT_OPERATIONS].sort());
    expect(ids.filter((id) => !operations[id].auth)).toEqual([...KEYLESS_OPERATIONS]);
  });

  it('bills per contract section 4: portal, query creation, export creation and the alert family', () => {
    expect(ids.filter((id) => operations[id].billing === 'usage').sort()).toEqual(
      [
        'list_portal',
        'create_query',
        'create_export',
        'list_alerts',
        'create_alert',
        'list_alert_matches',
        'delete_alert',
      ].sort(),
    );
  });
});

describe.each(ids)('%s', (id) => {
  const c = operationCases[id];
  const idempotent = IDEMPOTENT_OPERATIONS.includes(id);
  const keyless = KEYLESS_OPERATIONS.includes(id);

  it('sends the documented request and returns the typed value', async () => {
    answer(c);
    const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL });
    const promise = c.call(client);
    expect(promise).toBeInstanceOf(c.kind === 'list' ? PagePromise : APIPromise);
    const value = await promise;

    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    const url = new URL(req.url);
    expect(req.method).toBe(c.method);
    expect(url.origin).toBe(BASE_URL);
    expect(url.pathname).toBe(c.path);
    expect(url.search).toBe(c.search);

    const text = await req.text();
    if (c.body === undefined) {
      expect(text).toBe('');
      expect(req.headers.get('content-type')).toBeNull();
    } else {
      expect(text).toBe(c.body);
      expect(req.headers.get('content-type')).toMatch(/^application\/json\b/);
    }

    expect(req.headers.get('accept')).toBe('application/json');
    // The package's own version, so a release that forgets src/version.ts fails here.
    expect(req.headers.get('user-agent')).toMatch(
      new RegExp(`^sports-data-sdk/${PACKAGE_VERSION.replaceAll('.', '\\.')} node/\\d+\\.\\d+\\.\\d+`),
    );
    expect(req.headers.get('authorization')).toBe(keyless ? null : `Bearer ${LIVE_KEY}`);
    expect(req.headers.get('idempotency-key')).toBeNull();
    expect(req.headers.get('x-retry-count')).toBeNull();

    if (c.kind === 'list') {
      expect(value).toBeInstanceOf(Page);
      const pageValue = value as Page<unknown>;
      expect(pageValue.data).toEqual(c.response.data);
      expect(pageValue.hasMore).toBe(c.response.has_more);
      expect(pageValue.nextCursor).toBe(c.response.next_cursor);
      expect(pageValue.hasNextPage()).toBe(c.response.has_more);
    } else {
      expect(value).toEqual(c.response);
    }
  });

  if (idempotent) {
    it('sends idempotencyKey as the Idempotency-Key header', async () => {
      answer(c);
      const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL });
      await c.call(client, { idempotencyKey: 'order-7f3a-retry-safe' });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.headers.get('idempotency-key')).toBe('order-7f3a-retry-safe');
    });

    it.each([
      ['empty', ''],
      ['256 characters', 'k'.repeat(256)],
      ['a space', 'a b'],
      ['a line break', 'a\r\nX-Evil: 1'],
      ['non-ASCII', 'clé'],
    ])('refuses an idempotencyKey with %s before sending', async (_label, key) => {
      answer(c);
      const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL });
      const error = await Promise.resolve(c.call(client, { idempotencyKey: key })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ code: 'invalid_argument', param: 'idempotencyKey' });
      expect(seen).toHaveLength(0);
    });

    it('accepts an idempotencyKey of exactly 255 characters', async () => {
      answer(c);
      const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL });
      await c.call(client, { idempotencyKey: 'k'.repeat(255) });
      expect(seen[0]!.headers.get('idempotency-key')).toBe('k'.repeat(255));
    });
  } else {
    it('does not send Idempotency-Key even when idempotencyKey is passed', async () => {
      answer(c);
      const client = new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL });
      await c.call(client, { idempotencyKey: 'order-7f3a-retry-safe' });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.headers.get('idempotency-key')).toBeNull();
    });
  }

  if (keyless) {
    it('works on a client without a key and sends no Authorization', async () => {
      answer(c);
      const client = new SportsData({ baseURL: BASE_URL });
      await expect(c.call(client)).resolves.toEqual(c.response);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.headers.get('authorization')).toBeNull();
    });
  } else {
    it('fails locally with missing_api_key, sending nothing, on a client without a key', async () => {
      answer(c);
      const client = new SportsData({ baseURL: BASE_URL });
      const error = await Promise.resolve(c.call(client)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ code: 'missing_api_key', param: 'apiKey' });
      expect((error as Error).message).toContain(`${operations[id].namespace}.${operations[id].methodName}`);
      expect((error as Error).message).toContain('SERVICE_API_KEY');
      expect(seen).toHaveLength(0);
    });
  }
});
