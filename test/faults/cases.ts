/**
 * The fault cases: one list that the fault suite runs, the no-double-charge test runs, and
 * docs/faults.md is generated from (test/faults/doc.test.ts keeps the two in sync). Each case says
 * how the fault is made and what the SDK must do under it, for a free read and for every
 * usage-billed operation: attempts on the wire, the error (class, status, code, retryAfter), and
 * the most the SDK may wait between attempts (the call's time budget is
 * `attempts × timeout + waitMs`).
 */
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  BadRequestError,
  InternalServerError,
  RateLimitError,
  type SportsData,
} from '../../src/index.js';
import { readFileSync } from 'node:fs';
import { ID_PREFIXES } from '../../src/generated/fake-surface.js';
import { type OperationId, operations } from '../../src/generated/operations.js';
import type { FakeServer, FaultSpec } from '../../src/testing/index.js';
import { type FaultReply, type FaultServer, reply } from '../support/fault-server.js';

/** The SDK's default; every case runs with it. */
export const MAX_RETRIES = 2;
/** The backoff ceilings of retries 1 and 2 (0.5 s, then 1 s; jitter only shortens them). */
export const BACKOFF_MS = 500 + 1_000;
/**
 * The timeout of a case whose fault is a hang or a stall: every attempt must reach the server
 * before it fires (the case counts the requests that arrived). The servers share the test's event
 * loop, and after a stall of the loop a due timer runs before the loop accepts a connection, so
 * this must outlast the longest stall a loaded machine gives: more than 2 s was seen beside a
 * load average of 20 on two cores.
 */
export const HANG_TIMEOUT = 5_000;
/**
 * The timeout of every other case: the server answers at once, so the outcome does not depend on
 * it; long, so that a slow answer on a loaded machine is never taken for a hang.
 */
export const ANSWER_TIMEOUT = 10_000;
/** A fault armed for this many requests never runs out within one call. */
const EVERY = 50;

export interface FaultEnv {
  fake: FakeServer;
  /** The fault server, forwarding to the fake what no rule catches. */
  faults: FaultServer;
  /** Another origin a redirect points at: it must never see a request. */
  bystander: FaultServer;
  /** An origin where nothing listens. */
  closedUrl: string;
  /** A key of a premium account (portal and alerts billed per use), with both scopes and a verified coach. */
  key: string;
  accountId: string;
  playerId: string;
  /** Alerts of the account, for list_alert_matches and delete_alert. */
  alertIds: { matches: string; deleted: string };
}

/** One operation the suite calls: a free read, or a usage-billed operation. */
export interface Target {
  readonly label: string;
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly billing: 'free' | 'usage';
  /** The concrete path requested (the fault server matches it exactly). */
  path(env: FaultEnv): string;
  call(client: SportsData, env: FaultEnv): Promise<unknown>;
}

/** An operation as the conformance file states it (generated from openapi.json): its sample call. */
interface OperationFacts {
  operationId: string;
  pathParams: Array<{ name: string; pattern: string }>;
  sampleArgs: Record<string, unknown> | null;
}
const FACTS: readonly OperationFacts[] = (
  JSON.parse(readFileSync(new URL('../../conformance/cases.json', import.meta.url), 'utf8')) as {
    operations: OperationFacts[];
  }
).operations;

/**
 * The env's record for a path id, by the resource its pattern names: its player, and of its two
 * alerts the one to delete for a DELETE, the one with matches otherwise.
 */
function envId(env: FaultEnv, pattern: string, method: string): string {
  if (pattern.startsWith(`^${ID_PREFIXES.Alert}_`))
    return method === 'DELETE' ? env.alertIds.deleted : env.alertIds.matches;
  if (pattern.startsWith(`^${ID_PREFIXES.Player}_`)) return env.playerId;
  throw new Error(`the fault suite has no record for an id matching ${pattern}`);
}

/**
 * A target: label, method and billing from the generated table; the call the document's sample
 * (the conformance file's), with the env's own records for its path ids. Nothing here names an
 * operation's billing class, so one that becomes usage-billed joins the usage suites by itself.
 */
function target(operationId: string): Target {
  const op = operations[operationId as OperationId];
  const facts = FACTS.find((f) => f.operationId === operationId);
  if (!op || !facts) throw new Error(`${operationId} is not an operation of openapi.json`);
  const ids = (env: FaultEnv) => facts.pathParams.map((p) => envId(env, p.pattern, op.method));
  return {
    label: `${op.namespace}.${op.methodName}`,
    operationId,
    method: op.method,
    billing: op.billing,
    path: (env) => ids(env).reduce((p, id, i) => p.replace(`{${facts.pathParams[i]!.name}}`, id), op.path),
    call: (client, env) => {
      const namespace = (client as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[
        op.namespace
      ]!;
      const args = facts.sampleArgs === null ? [] : [facts.sampleArgs];
      // A list resolves to its first page: awaited like any call.
      return Promise.resolve(namespace[op.methodName]!(...ids(env), ...args));
    },
  };
}

export const FREE_READ: Target = target('get_player');

/** Every usage-billed operation of the generated table, in its order. */
export const USAGE_TARGETS: readonly Target[] = (Object.keys(operations) as OperationId[])
  .filter((id) => operations[id].billing === 'usage')
  .map(target);

export const TARGETS: readonly Target[] = [FREE_READ, ...USAGE_TARGETS];

type ErrorClass = abstract new (...args: never[]) => Error;

/** What one call must do under the fault. */
export interface Expect {
  /** Requests on the wire (counted by the server that answered; by the client for a closed port). */
  attempts: number;
  /** The exact class of the error thrown; absent: the call resolves with a parsed value. */
  error?: ErrorClass;
  status?: number;
  code?: string;
  type?: string;
  /** `APIError.retryAfter`: absent (`undefined`), or within [min, max] seconds. */
  retryAfter?: 'absent' | readonly [number, number];
  /** The most the SDK may sleep between attempts in all (Retry-After or backoff), ms. */
  waitMs: number;
  /** The least the call must take (a wait it must sit out, timeouts it must wait for), ms. */
  minMs?: number;
}

export interface FaultCase {
  readonly id: string;
  /** The fault, for the table. */
  readonly fault: string;
  readonly group: 'network' | 'body' | 'status' | 'retry-after' | 'redirect';
  /** Who makes it: the fake's `faults.inject`, the fault server, or nobody (a closed port). */
  readonly madeBy: 'fake' | 'fault server' | 'closed port';
  /** The per-attempt `timeout` option of the client, ms. */
  readonly timeout: number;
  /** The fault reaches the service, which acts (and may charge) before the answer is lost. */
  readonly serviceActs?: boolean;
  /** Run the targets one after another (a 20 MB body eight times at once is a memory test). */
  readonly sequential?: boolean;
  /** Whether the usage-billed call logs a warn line saying it was not retried. */
  readonly warnsUsage: boolean;
  /** Whether the free read logs a warn line about a Retry-After it did not wait for. */
  readonly warnsRetryAfter?: boolean;
  arm(env: FaultEnv, target: Target): void;
  readonly free: Expect;
  readonly usage: Expect;
  /** What the SDK does, in a sentence, for the table. */
  readonly behaviour: string;
}

function viaFake(spec: Omit<FaultSpec, 'operationId'> | (() => Omit<FaultSpec, 'operationId'>)) {
  return {
    madeBy: 'fake' as const,
    arm(env: FaultEnv, target: Target) {
      const resolved = typeof spec === 'function' ? spec() : spec;
      env.fake.service.faults.inject({ operationId: target.operationId, times: EVERY, ...resolved });
    },
  };
}

function viaFaultServer(make: () => FaultReply, times?: number) {
  return {
    madeBy: 'fault server' as const,
    arm(env: FaultEnv, target: Target) {
      env.faults.inject({ method: target.method, path: target.path(env), times, reply: make() });
    },
  };
}

const envelope = (code: string, type: string, message = `${code} (injected)`) => ({
  error: { type, code, message, param: null, request_id: 'req_faultfaultfaultfaultfa' },
});

/** A 20 MB JSON body that reads as an object and as an empty page alike. */
function largeJson(): string {
  const padding = 'x'.repeat(20 * 1024 * 1024);
  return `{"id":"plr_large","data":[],"has_more":false,"next_cursor":null,"padding":"${padding}"}`;
}
let large: Buffer | undefined;

const usageOnce = (more: Omit<Expect, 'attempts' | 'waitMs'>): Expect => ({
  attempts: 1,
  waitMs: 0,
  ...more,
});

/**
 * A fault both calls end in with the same error: the free read after `attempts` (sleeping at most
 * `waitMs` in all between them), the usage-billed call after its one attempt.
 */
const failsAlike = (attempts: number, waitMs: number, error: Omit<Expect, 'attempts' | 'waitMs'>) => ({
  free: { attempts, ...error, waitMs },
  usage: usageOnce(error),
});

/** Every attempt runs out its `timeout` (HANG_TIMEOUT): the free read's three, the usage-billed call's one. */
const timesOutEachAttempt = {
  free: { attempts: 3, error: APIConnectionTimeoutError, waitMs: BACKOFF_MS, minMs: 3 * (HANG_TIMEOUT - 20) },
  usage: usageOnce({ error: APIConnectionTimeoutError, minMs: HANG_TIMEOUT - 20 }),
};

/**
 * A fault the fake makes on every attempt, answered within ANSWER_TIMEOUT, after which no call logs
 * a warn line: the table's rows that differ only in what the fake answers.
 */
function fakeAnswers(
  id: string,
  fault: string,
  group: FaultCase['group'],
  spec: Omit<FaultSpec, 'operationId'>,
  expect: Pick<FaultCase, 'free' | 'usage'>,
  behaviour: string,
): FaultCase {
  return {
    id,
    fault,
    group,
    ...viaFake(spec),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    ...expect,
    behaviour,
  };
}

/** A 200 whose body is no usable answer: both calls fail at once. */
const INVALID_RESPONSE = failsAlike(1, 0, { error: APIError, status: 200, type: 'invalid_response' });

/** A 429 storm whose Retry-After cannot be read: backoff instead, and no `retryAfter` on the error. */
const UNREADABLE_RETRY_AFTER = failsAlike(3, BACKOFF_MS, {
  error: RateLimitError,
  code: 'rate_limit_exceeded',
  retryAfter: 'absent',
});

/**
 * The service acts (and may charge), then its answer is lost: cut (a connection error) or stalled
 * (a timeout). A free read retries; a usage-billed call is never resent, and warns.
 */
function answerLost(how: 'reset' | 'stall', fault: string, behaviour: string): FaultCase {
  const stalls = how === 'stall';
  return {
    id: `answer-lost-${how}`,
    fault,
    group: 'network',
    serviceActs: true,
    ...viaFaultServer(() => reply.answerLost(how)),
    timeout: stalls ? HANG_TIMEOUT : ANSWER_TIMEOUT,
    warnsUsage: true,
    ...failsAlike(3, BACKOFF_MS, { error: stalls ? APIConnectionTimeoutError : APIConnectionError }),
    behaviour,
  };
}

export const FAULT_CASES: readonly FaultCase[] = [
  // The network.
  {
    id: 'refused',
    fault: 'Connection refused (nothing listens on the port)',
    group: 'network',
    madeBy: 'closed port',
    arm: () => {},
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    ...failsAlike(3, BACKOFF_MS, { error: APIConnectionError }),
    behaviour: 'Retried with backoff for free reads; nothing reached the service, so no warning.',
  },
  {
    id: 'reset-before-headers',
    fault: 'Connection reset before any byte of the answer',
    group: 'network',
    ...viaFake({ reset: 'before-headers' }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: true,
    ...failsAlike(3, BACKOFF_MS, { error: APIConnectionError }),
    behaviour: 'Retried with backoff for free reads; a usage-billed call is sent once and warns.',
  },
  {
    id: 'reset-after-headers',
    fault: 'Connection reset after the headers, halfway through a 200 JSON body',
    group: 'network',
    ...viaFake({ status: 200, body: { id: 'plr_reset', data: [], has_more: false }, reset: 'after-headers' }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: true,
    ...failsAlike(3, BACKOFF_MS, { error: APIConnectionError }),
    behaviour:
      'The body is part of the attempt: a broken body is a connection error, retried for free reads.',
  },
  {
    id: 'headers-never-come',
    fault: 'Headers that never come (the request hangs)',
    group: 'network',
    ...viaFake({ hang: true }),
    timeout: HANG_TIMEOUT,
    warnsUsage: true,
    ...timesOutEachAttempt,
    behaviour: 'Each attempt ends at `timeout`; free reads retry, so the call ends by 3 × timeout + backoff.',
  },
  {
    id: 'body-stalls',
    fault: 'Body stalls halfway (headers and half the body, then silence)',
    group: 'network',
    ...viaFaultServer(() =>
      reply.stallHalfway(200, JSON.stringify({ id: 'plr_stall', data: [], has_more: false })),
    ),
    timeout: HANG_TIMEOUT,
    warnsUsage: true,
    ...timesOutEachAttempt,
    behaviour: '`timeout` covers the whole body, not just the headers: a stalled body times out like a hang.',
  },
  answerLost(
    'reset',
    'The service acts, then the connection drops halfway through its answer',
    'The ambiguous case: the service may have charged. A usage-billed call is never resent (at most one charge) and warns to retry with an idempotencyKey.',
  ),
  answerLost(
    'stall',
    'The service acts, then its answer stalls halfway',
    'As above, ending at `timeout`: at most one charge, and a warning.',
  ),

  // The body.
  fakeAnswers(
    'truncated-json',
    'Truncated JSON with a 200 (a complete answer whose JSON stops short)',
    'body',
    { status: 200, body: '{"id":"plr_1","name":"Marcus Hi' },
    INVALID_RESPONSE,
    '`APIError` (type `invalid_response`, status 200) with a short excerpt; not retried.',
  ),
  fakeAnswers(
    'invalid-json',
    'Invalid JSON with a 200 (an HTML page labelled JSON)',
    'body',
    { status: 200, body: '<html><body>Welcome to nginx!</body></html>' },
    INVALID_RESPONSE,
    '`APIError` (type `invalid_response`); never a `SyntaxError`.',
  ),
  fakeAnswers(
    'empty-200',
    'An empty body with a 200',
    'body',
    { status: 200, body: '' },
    INVALID_RESPONSE,
    '`APIError` (type `invalid_response`): an empty answer is not handed back as a value.',
  ),
  {
    id: 'html-502',
    fault: 'HTML 502 from a proxy',
    group: 'body',
    ...viaFake({
      status: 502,
      headers: { 'Content-Type': 'text/html' },
      body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
    }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: true,
    ...failsAlike(3, BACKOFF_MS, { error: InternalServerError, status: 502 }),
    behaviour: '`InternalServerError` (502) whose message quotes the page as text; retried for free reads.',
  },
  {
    id: 'proxy-echoes-credentials',
    fault: 'A proxy 502 echoing Authorization and Cookie (in the page, a header and Set-Cookie)',
    group: 'body',
    ...viaFaultServer(() => reply.echoCredentials()),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: true,
    ...failsAlike(3, BACKOFF_MS, { error: InternalServerError, status: 502 }),
    behaviour:
      'As an HTML 502, with the key and cookie redacted from the message, the error headers and every log line.',
  },
  {
    id: 'gzip-503',
    fault: 'A gzip-encoded 503 error envelope (`Content-Encoding: gzip`, Retry-After 0)',
    group: 'body',
    ...viaFaultServer(() =>
      reply.gzip(503, envelope('service_unavailable', 'api_error'), { 'Retry-After': '0' }),
    ),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: true,
    ...failsAlike(3, 0, { error: InternalServerError, status: 503, code: 'service_unavailable' }),
    behaviour: 'Decoded and read like any envelope: `InternalServerError` with its code.',
  },
  {
    id: 'gzip-400',
    fault: 'A gzip-encoded 400 error envelope',
    group: 'body',
    ...viaFaultServer(() => reply.gzip(400, envelope('invalid_parameter', 'invalid_request_error'))),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    ...failsAlike(1, 0, { error: BadRequestError, status: 400, code: 'invalid_parameter' }),
    behaviour: '`BadRequestError` with its code; a 4xx is never retried.',
  },
  {
    id: 'gzip-corrupt',
    fault: '`Content-Encoding: gzip` on a body that is not gzip (200)',
    group: 'body',
    ...viaFaultServer(() =>
      reply.raw(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, '{"id":"plr_1"}'),
    ),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    ...failsAlike(1, 0, { error: APIError, status: 200, type: 'invalid_response' }),
    behaviour:
      '`APIError` (type `invalid_response`): the answer came, but its body cannot be decoded; not retried (the same bytes would come again).',
  },
  {
    id: 'large-body',
    fault: 'A very large body (20 MB of JSON, 200)',
    group: 'body',
    madeBy: 'fault server',
    sequential: true,
    arm(env, target) {
      large ??= Buffer.from(largeJson());
      env.faults.inject({
        method: target.method,
        path: target.path(env),
        reply: reply.raw(200, { 'Content-Type': 'application/json' }, large),
      });
    },
    timeout: 10_000,
    warnsUsage: false,
    free: { attempts: 1, waitMs: 0 },
    usage: usageOnce({}),
    behaviour: 'Read and parsed: the call resolves with the value, in one attempt.',
  },

  // Error statuses.
  {
    id: '503-storm',
    fault: `503 storm longer than maxRetries (${MAX_RETRIES + 2} in a row, Retry-After 0)`,
    group: 'status',
    ...viaFake({ status: 503, retryAfter: '0', times: MAX_RETRIES + 2 }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: true,
    ...failsAlike(3, 0, { error: InternalServerError, status: 503, code: 'service_unavailable' }),
    behaviour: 'Free reads stop after 1 + maxRetries attempts and throw the last answer.',
  },
  {
    id: '503-once',
    fault: 'One 503 (Retry-After 0), then the real answer',
    group: 'status',
    ...viaFake({ status: 503, retryAfter: '0', times: 1 }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: true,
    free: { attempts: 2, waitMs: 0 },
    usage: usageOnce({ error: InternalServerError, status: 503, code: 'service_unavailable' }),
    behaviour:
      'A free read recovers on its retry; a usage-billed call throws the 503 (it may be retried by the caller).',
  },
  {
    id: '504-empty',
    fault: 'A gateway 504 with an empty body',
    group: 'status',
    ...viaFake({ status: 504, headers: { 'Content-Type': 'text/plain' }, body: '' }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: true,
    ...failsAlike(3, BACKOFF_MS, { error: InternalServerError, status: 504 }),
    behaviour: '`InternalServerError` (504, "with an empty body"); retried with backoff for free reads.',
  },

  // 429 and Retry-After.
  {
    id: '429-seconds',
    fault: '429 `rate_limit_exceeded`, Retry-After: 1 (seconds), once',
    group: 'retry-after',
    ...viaFake({ status: 429, retryAfter: '1', times: 1 }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    free: { attempts: 2, waitMs: 1_000, minMs: 950 },
    usage: usageOnce({ error: RateLimitError, status: 429, code: 'rate_limit_exceeded', retryAfter: [1, 1] }),
    behaviour:
      'A free read waits the 1 s asked, then succeeds; a usage-billed call throws `RateLimitError` with `retryAfter` 1.',
  },
  {
    id: '429-http-date',
    fault: '429, Retry-After as an HTTP-date about 1.5 s ahead, once',
    group: 'retry-after',
    ...viaFake(() => ({ status: 429, retryAfter: new Date(Date.now() + 1_500).toUTCString(), times: 1 })),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    free: { attempts: 2, waitMs: 1_500 },
    usage: usageOnce({
      error: RateLimitError,
      status: 429,
      code: 'rate_limit_exceeded',
      retryAfter: [0, 1.5],
    }),
    behaviour: 'The date is read (IMF-fixdate, GMT) and waited for; `retryAfter` is the seconds left.',
  },
  {
    id: '429-zero',
    fault: '429 storm with Retry-After: 0',
    group: 'retry-after',
    ...viaFake({ status: 429, retryAfter: '0' }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    ...failsAlike(3, 0, {
      error: RateLimitError,
      status: 429,
      code: 'rate_limit_exceeded',
      retryAfter: [0, 0],
    }),
    behaviour: 'Retried at once, 1 + maxRetries attempts, then `RateLimitError`.',
  },
  fakeAnswers(
    '429-negative',
    '429 storm with Retry-After: -5 (negative)',
    'retry-after',
    { status: 429, retryAfter: '-5' },
    UNREADABLE_RETRY_AFTER,
    'Ignored as unreadable: backoff instead, and `retryAfter` is undefined.',
  ),
  {
    id: '429-huge',
    fault: '429 with Retry-After: 86400 (a day)',
    group: 'retry-after',
    ...viaFake({ status: 429, retryAfter: '86400' }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    warnsRetryAfter: true,
    ...failsAlike(1, 0, { error: RateLimitError, code: 'rate_limit_exceeded', retryAfter: [86_400, 86_400] }),
    behaviour: 'Over 60 s: not waited for. Thrown at once with `retryAfter` 86400, and a warn line says so.',
  },
  fakeAnswers(
    '429-garbage',
    '429 storm with Retry-After: "soon, maybe" (garbage)',
    'retry-after',
    { status: 429, retryAfter: 'soon, maybe' },
    UNREADABLE_RETRY_AFTER,
    'Ignored as unreadable: backoff instead, and `retryAfter` is undefined.',
  ),
  {
    id: '429-monthly-quota',
    fault: '429 `monthly_quota_exceeded`',
    group: 'retry-after',
    ...viaFake({
      status: 429,
      body: envelope('monthly_quota_exceeded', 'rate_limit_error', 'The monthly quota is used.'),
    }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    ...failsAlike(1, 0, { error: RateLimitError, code: 'monthly_quota_exceeded', retryAfter: 'absent' }),
    behaviour: 'Never retried: it lasts until the month rolls over.',
  },

  // Redirects.
  {
    id: 'redirect-other-origin',
    fault: 'A 307 redirect to another origin',
    group: 'redirect',
    madeBy: 'fake',
    arm: (env, target) =>
      env.fake.service.faults.inject({
        operationId: target.operationId,
        times: EVERY,
        status: 307,
        headers: { Location: `${env.bystander.url}${target.path(env)}` },
        body: '',
      }),
    timeout: ANSWER_TIMEOUT,
    warnsUsage: false,
    ...failsAlike(1, 0, { error: APIError, status: 307 }),
    behaviour:
      'Not followed (the key must not travel): `APIError` (307) naming the Location; the other origin sees nothing.',
  },
];
