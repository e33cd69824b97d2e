import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { KnownErrorCode } from '../../src/generated/aliases.js';
import {
  APIConnectionError,
  APIError,
  AuthenticationError,
  BadRequestError,
  BillingError,
  type ErrorCode,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  SportsData,
  SportsDataError,
} from '../../src/index.js';
import { rejection } from '../support/calls.js';
import { capturedLog } from '../support/captured-log.js';
import { isolateEnv } from '../support/env.js';
import { BASE_URL, errorBody, LIVE_KEY, mswClient, seen, server, useMsw } from '../support/msw.js';

useMsw();

isolateEnv();

const REQUEST_ID = 'req_abcdefghijklmnopqrstuvwx';
const HEADER_REQUEST_ID = 'req_HEADER0000000000000000';

// A 429 rate_limit_exceeded makes the client warn (the pacing hint): kept here, not printed, and
// every line checked to be that one.
const log = capturedLog();
const client = () => mswClient({ maxRetries: 0, ...log.options });
afterEach(() => {
  for (const line of log.take()) expect(line).toMatch(/answered 429 rate_limit_exceeded.*pacing: true/);
});

type ErrorClass = new (...args: never[]) => APIError;

/**
 * Every code of the document (`x-sdk.errorCodes` of openapi.json, contract section 3): code, status,
 * type and the class the SDK must throw, looked up by the name the document's class table gives
 * its status among the SDK's public exports.
 */
const sdk = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'))['x-sdk'];
const PUBLIC = {
  AuthenticationError,
  BadRequestError,
  BillingError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} as Record<string, ErrorClass>;
const classOf = (status: number): ErrorClass =>
  PUBLIC[sdk.errorClasses.byStatus[String(status)] ?? (status >= 500 ? sdk.errorClasses.serverError : '')]!;
const TABLE: ReadonlyArray<[KnownErrorCode, number, string, ErrorClass]> = Object.entries(
  sdk.errorCodes as Record<string, { status: number; type: string }>,
).map(([code, { status, type }]) => [code as KnownErrorCode, status, type, classOf(status)]);

const ALL_CLASSES: ErrorClass[] = Object.values(PUBLIC);

/** A body sent as is, labelled with `contentType`. */
function answerAs(contentType: string, status: number, body: string): Response {
  return new HttpResponse(body, { status, headers: { 'Content-Type': contentType } });
}

describe('error envelopes (contract section 3)', () => {
  it("covers every code of the document, each with its status's class", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(16);
    for (const [code, , , Class] of TABLE) expect(Class, code).toBeTypeOf('function');
  });

  it.each(TABLE)('%s (%i %s) gives the right class with every field', async (code, status, type, Class) => {
    const param = code === 'invalid_parameter' ? 'limit' : null;
    const message = `The service says ${code}.`;
    server.use(
      http.get(`${BASE_URL}/v1/teams/:id`, () =>
        HttpResponse.json(errorBody(code, type, message, param), {
          status,
          headers: { 'X-Request-Id': REQUEST_ID, 'X-Service-Plan': 'plus', 'X-Custom-Trace': 'trace-1' },
        }),
      ),
    );
    const error = await rejection(client().teams.get('team_3Hd8Vw2QxZ5nL1cJ'));

    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(SportsDataError);
    expect(error).toBeInstanceOf(Error);
    for (const Other of ALL_CLASSES) {
      if (Other !== Class) expect(error).not.toBeInstanceOf(Other);
    }
    const e = error as APIError;
    expect(e.constructor).toBe(Class);
    expect(e.name).toBe(Class.name);
    expect(e.status).toBe(status);
    expect(e.type).toBe(type);
    expect(e.code).toBe(code);
    expect(e.message).toBe(message);
    expect(e.param).toBe(param);
    expect(e.requestId).toBe(REQUEST_ID);
    expect(e.headers).toBeInstanceOf(Headers);
    expect(e.headers.get('x-custom-trace')).toBe('trace-1');
    expect(e.headers.get('x-service-plan')).toBe('plus');
    expect(e.retryAfter).toBeUndefined();
    expect(String(e)).toBe(`${Class.name}: ${message}`);
    expect(seen).toHaveLength(1);
  });

  it('carries Retry-After on a 429 rate_limit_exceeded as retryAfter seconds', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/sports`, () =>
        HttpResponse.json(errorBody('rate_limit_exceeded', 'rate_limit_error'), {
          status: 429,
          headers: { 'Retry-After': '7' },
        }),
      ),
    );
    const error = await rejection(client().reference.listSports());
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(7);
    expect(seen).toHaveLength(1);
    expect(log.take()).toEqual([expect.stringContaining('Pass pacing: true to new SportsData()')]);
  });

  it('takes the request id from the header when the envelope has none', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams/:id`, () =>
        HttpResponse.json(
          {
            error: {
              type: 'invalid_request_error',
              code: 'not_found',
              message: 'No such team.',
              param: null,
            },
          },
          { status: 404, headers: { 'X-Request-Id': HEADER_REQUEST_ID } },
        ),
      ),
    );
    const error = await rejection(client().teams.get('team_x'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as APIError).requestId).toBe(HEADER_REQUEST_ID);
  });

  it('cuts megabytes of envelope text before it is cleaned: one error stays a few KB, and a key at the cut leaves no piece', async () => {
    const huge = 'x'.repeat(2 * 1024 * 1024);
    // The key straddles the message's cut: cleaning after cutting would leave its first characters.
    const message = `${'m'.repeat(4_080)}${LIVE_KEY}${huge}`;
    server.use(
      http.get(`${BASE_URL}/v1/teams/:id`, () =>
        HttpResponse.json(
          { error: { type: huge, code: huge, message, param: huge, request_id: huge } },
          { status: 400 },
        ),
      ),
    );
    const error = (await rejection(client().teams.get('team_x'))) as APIError;
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toBe(`${'m'.repeat(4_080)}[redacted]${'x'.repeat(6)}…`);
    for (const field of [error.type, error.code, error.param, error.requestId])
      expect(field).toBe(`${'x'.repeat(256)}…`);
    expect(JSON.stringify(error).length).toBeLessThan(8 * 1024);
    expect(error.message).not.toContain(LIVE_KEY.slice(0, 12));
  });

  it("an answer the SDK cannot use (not JSON) keeps the X-Request-Id header cut as the envelope's", async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams/:id`, () =>
        HttpResponse.text('not json', { headers: { 'x-request-id': 'r'.repeat(8_000) } }),
      ),
    );
    const error = (await rejection(client().teams.get('team_x'))) as APIError;
    expect(error).toMatchObject({ type: 'invalid_response', status: 200 });
    expect(error.requestId).toBe(`${'r'.repeat(256)}…`);
  });

  it('gives the base APIError (with the envelope fields) for a status without a subclass', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams/:id`, () =>
        HttpResponse.json(errorBody('conflict_detected', 'invalid_request_error', 'A conflict.'), {
          status: 409,
        }),
      ),
    );
    const error = await rejection(client().teams.get('team_x'));
    expect((error as object).constructor).toBe(APIError);
    expect(error).toMatchObject({ status: 409, code: 'conflict_detected', message: 'A conflict.' });
  });

  it('keeps an unknown future code as a string', async () => {
    server.use(
      http.post(`${BASE_URL}/v1/query`, () =>
        HttpResponse.json(errorBody('prompt_too_spicy', 'invalid_request_error', 'Nope.', 'prompt'), {
          status: 400,
        }),
      ),
    );
    const error = await rejection(client().query.create({ prompt: 'hi' }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ code: 'prompt_too_spicy', param: 'prompt' });
  });

  it('lets `code` be compared with a documented code and stay open to new strings (compile-time)', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/portal`, () =>
        HttpResponse.json(errorBody('plan_required', 'permission_error'), { status: 403 }),
      ),
    );
    const error = await rejection(client().portal.list());
    let matched: ErrorCode | undefined;
    if (error instanceof APIError && error.code === 'plan_required') {
      matched = error.code;
    }
    expect(matched).toBe('plan_required');
    // A newer code the SDK does not know yet still type-checks.
    const future: ErrorCode = 'some_code_from_2030';
    expect(future).toBe('some_code_from_2030');
  });

  it('documents exactly the 16 codes of the contract in its known-code union (compile-time)', () => {
    // A missing code or an extra one in KnownErrorCode makes this object fail to type-check.
    const everyCode: Record<KnownErrorCode, true> = {
      missing_api_key: true,
      invalid_api_key: true,
      plan_required: true,
      test_key_not_allowed: true,
      scope_required: true,
      verified_coach_required: true,
      tier_required: true,
      alert_limit_reached: true,
      budget_exceeded: true,
      invalid_parameter: true,
      invalid_cursor: true,
      not_found: true,
      monthly_quota_exceeded: true,
      rate_limit_exceeded: true,
      internal_error: true,
      service_unavailable: true,
    };
    expect(Object.keys(everyCode).sort()).toEqual(TABLE.map(([code]) => code).sort());
  });
});

describe('bodies that are not the envelope', () => {
  async function errorFor(response: () => Response, call: (c: SportsData) => PromiseLike<unknown>) {
    server.use(http.all(`${BASE_URL}/*`, response));
    const error = await rejection(call(client()));
    expect(error).toBeInstanceOf(APIError);
    expect(error).not.toBeInstanceOf(SyntaxError);
    expect(error).not.toBeInstanceOf(TypeError);
    expect(seen).toHaveLength(1);
    return error as APIError;
  }

  it('an HTML 502 page from a proxy', async () => {
    const html =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
    const error = await errorFor(
      () =>
        new HttpResponse(html, {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html', 'X-Request-Id': HEADER_REQUEST_ID },
        }),
      (c) => c.teams.list(),
    );
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.status).toBe(502);
    expect(error.code).toBeUndefined();
    expect(error.type).toBeUndefined();
    expect(error.param).toBeNull();
    expect(error.requestId).toBe(HEADER_REQUEST_ID);
    expect(error.message).toContain('502');
    expect(error.message).toContain('Bad Gateway');
    expect(error.message).toContain('text/html');
    expect(error.message).toContain('nginx');
    expect(error.message).not.toContain('<');
  });

  it('an empty body', async () => {
    const error = await errorFor(
      () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      (c) => c.games.get('game_1'),
    );
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/500/);
    expect(error.message).toMatch(/empty body/);
  });

  it('truncated JSON', async () => {
    const error = await errorFor(
      () => answerAs('application/json', 500, '{"error":{"type":"api_error","code":"internal_er'),
      (c) => c.persons.get('per_1'),
    );
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.status).toBe(500);
    expect(error.code).toBeUndefined();
    expect(error.message).toContain('500');
    expect(error.message).toContain('application/json');
    expect(error.message).toContain('internal_er');
  });

  it('JSON that is not the envelope', async () => {
    const error = await errorFor(
      () => HttpResponse.json({ message: 'Validation failed', errors: ['limit'] }, { status: 400 }),
      (c) => c.teams.list({ limit: 5 }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.status).toBe(400);
    expect(error.code).toBeUndefined();
    expect(error.message).toContain('400');
    expect(error.message).toContain('Validation failed');
  });

  it('an `error` field that is a string, not an object', async () => {
    const error = await errorFor(
      () => HttpResponse.json({ error: 'Not Found' }, { status: 404 }),
      (c) => c.players.get('plr_1'),
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.code).toBeUndefined();
    expect(error.message).toContain('Not Found');
  });

  it('a 200 with invalid JSON', async () => {
    const error = await errorFor(
      () => answerAs('application/json', 200, '{"id":"team_1","name":'),
      (c) => c.teams.get('team_1'),
    );
    expect(error.constructor).toBe(APIError);
    expect(error.status).toBe(200);
    expect(error.type).toBe('invalid_response');
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('a 200 with invalid JSON on a list', async () => {
    const error = await errorFor(
      () => answerAs('text/html', 200, '<html>maintenance</html>'),
      (c) => c.teams.list(),
    );
    expect(error.status).toBe(200);
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('a 200 with an empty body on an operation that answers JSON', async () => {
    const error = await errorFor(
      () => new HttpResponse(null, { status: 200, headers: { 'X-Request-Id': HEADER_REQUEST_ID } }),
      (c) => c.teams.get('team_1'),
    );
    expect(error.constructor).toBe(APIError);
    expect(error.status).toBe(200);
    expect(error.type).toBe('invalid_response');
    expect(error.requestId).toBe(HEADER_REQUEST_ID);
    expect(error.message).toMatch(/empty/);
  });

  it('a 201 with an empty body on a create', async () => {
    const error = await errorFor(
      () => new HttpResponse('', { status: 201 }),
      (c) => c.alerts.create({ name: 'QBs', filters: { sport: 'football' } }, { idempotencyKey: 'idem-1' }),
    );
    expect(error.status).toBe(201);
    expect(error.message).toMatch(/empty/);
  });

  it('a 200 with an empty body on a list', async () => {
    const error = await errorFor(
      () => new HttpResponse(null, { status: 200 }),
      (c) => c.reference.listSports(),
    );
    expect(error.status).toBe(200);
  });

  it('a 200 list without data/has_more', async () => {
    const error = await errorFor(
      () => HttpResponse.json({ items: [] }, { status: 200 }),
      (c) => c.reference.listSports(),
    );
    expect(error.status).toBe(200);
    expect(error.type).toBe('invalid_response');
    expect(error.message).toContain('reference.listSports');
  });
});

describe('redirects are not followed', () => {
  it.each([301, 302, 307, 308])('a %i gives an APIError after exactly one request', async (status) => {
    server.use(
      http.get(
        `${BASE_URL}/v1/teams`,
        () => new HttpResponse(null, { status, headers: { Location: 'https://elsewhere.example/v1/teams' } }),
      ),
      http.all('https://elsewhere.example/*', () =>
        HttpResponse.json({ data: [], next_cursor: null, has_more: false }),
      ),
    );
    const error = await rejection(client().teams.list());
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBe(status);
    expect((error as APIError).message).toMatch(/redirect/i);
    expect((error as APIError).message).toContain('https://elsewhere.example/v1/teams');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`${BASE_URL}/v1/teams`);
  });

  it('does not retry a redirect on a free read even with retries allowed', async () => {
    server.use(
      http.get(
        `${BASE_URL}/v1/teams`,
        () =>
          new HttpResponse(null, {
            status: 302,
            headers: { Location: 'https://elsewhere.example/v1/teams' },
          }),
      ),
    );
    const error = await rejection(
      new SportsData({ apiKey: LIVE_KEY, baseURL: BASE_URL, maxRetries: 2 }).teams.list(),
    );
    expect(error).toBeInstanceOf(APIError);
    expect(seen).toHaveLength(1);
  });
});

describe('error classes', () => {
  it('APIConnectionError is a SportsDataError but not an APIError', () => {
    const error = new APIConnectionError('down');
    expect(error).toBeInstanceOf(SportsDataError);
    expect(error).not.toBeInstanceOf(APIError);
    expect(error.name).toBe('APIConnectionError');
  });
});
