/**
 * openapi.json → conformance/cases.json: what every client of the service must do, as data any
 * language can run against the fake (`sports-data-fake` and its control API). The operation facts
 * come from the document; the behaviour rules (which statuses are retried, the Retry-After cap,
 * the default retries, the error codes and classes) from its `x-sdk` policy (policy.mjs), and the
 * idempotency-key length and paging guards from the contract (sections 5, 6), stated here once.
 * Names of error classes are the same in every client; methods are named by operationId, with the
 * TypeScript name beside it.
 */
import { resolveRef } from './model.mjs';
import { errorClassFor as classFor, readPolicy, retriedOn } from './policy.mjs';
import { validationRules } from './validation.mjs';

/** The document's policy, set by emitConformance for the cases below (one document per run). */
let policy;
const errorClassFor = (status) => classFor(policy, status);

/**
 * The operations the behaviour cases use, chosen by what they are (pickOperations), never by name:
 * renaming an operation renames it in the cases and changes nothing else. READ: a free list with
 * nothing required; BILLED: the create of the job kind that ends in a file; WITH_ID: a free GET of
 * one record by its id; LISTED: a free list filtered by another resource's id; SEARCHED: a free list
 * paged in its body.
 */
let READ;
let BILLED;
let WITH_ID;
let LISTED;
let SEARCHED;
/** The request id of the envelopes the cases inject: one of the document's format (ErrorObject.request_id). */
let REQUEST_ID;

function requestIdOf(spec) {
  const pattern = spec.components?.schemas?.ErrorObject?.properties?.request_id?.pattern ?? '';
  const [, prefix, length] =
    /^\^([a-z]+_)\[A-Za-z0-9\]\{(\d+)\}\$$/.exec(pattern) ??
    fail(`ErrorObject.request_id: no id format in ${pattern}`);
  return `${prefix}${'conformance'.padEnd(Number(length), '0')}`;
}

function pickOperations(spec, model) {
  const free = model.operations.filter((o) => o.billing === policy.retry.retriedBilling && o.auth);
  const find = (what, test) => (free.find(test) ?? fail(`no operation is ${what}`)).id;
  const takesAnId = (o) => {
    const item = spec.paths[o.path];
    return [...(item.parameters ?? []), ...(item[o.method.toLowerCase()].parameters ?? [])]
      .map((p) => resolveRef(spec, p))
      .some((p) => p.in === 'query' && /^\^[a-z]+_/.test(resolveRef(spec, p.schema ?? {}).pattern ?? ''));
  };
  const list = (o) => o.method === 'GET' && o.paged && o.pathParams.length === 0;
  READ = find('a free list with nothing required', (o) => list(o) && !o.inputRequired);
  WITH_ID = find(
    'a free GET by one id',
    (o) => o.method === 'GET' && !o.paged && o.pathParams.length === 1 && o.input === 'none',
  );
  LISTED = find('a free list filtered by an id', (o) => list(o) && takesAnId(o));
  SEARCHED = find('a free list paged in its body', (o) => o.paged && o.input === 'body');
  const job = model.jobs.find((j) => j.hasFile) ?? fail('no job kind ends in a file');
  BILLED = job.create;
}

const PAST_HTTP_DATE = 'Wed, 21 Oct 2015 07:28:00 GMT';
const FAR_HTTP_DATE = 'Fri, 01 Jan 2100 00:00:00 GMT';

function fail(message) {
  throw new Error(`conformance: ${message}`);
}

/** `{code: {status, type}}`: every code of `x-sdk.errorCodes`. */
function errorCodes() {
  return Object.fromEntries(
    Object.entries(policy.errorCodes).map(([code, { status, type }]) => [code, { status, type }]),
  );
}

function firstExample(spec, where, node) {
  const schema = resolveRef(spec, node);
  const example = schema?.examples?.[0] ?? schema?.example;
  if (example === undefined) fail(`${where}: no example to build a sample from`);
  return example;
}

function parametersOf(spec, item, op) {
  return [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(spec, p));
}

function exampleOfParameter(spec, p) {
  return (
    p.example ?? resolveRef(spec, p.schema ?? {})?.examples?.[0] ?? resolveRef(spec, p.schema ?? {}).example
  );
}

function operationFacts(spec, op) {
  const item = spec.paths[op.path];
  const raw = item[op.method.toLowerCase()];
  const params = parametersOf(spec, item, raw);
  const pathParams = op.pathParams.map((name) => {
    const p = params.find((x) => x.in === 'path' && x.name === name);
    const sample = exampleOfParameter(spec, p);
    const pattern = resolveRef(spec, p.schema ?? {}).pattern ?? null;
    if (typeof sample !== 'string') fail(`${op.id}: path parameter ${name} has no example`);
    if (pattern && !new RegExp(pattern).test(sample))
      fail(`${op.id}: the example of ${name} misses its pattern`);
    return { name, pattern, sample };
  });
  let args = null;
  if (op.input === 'body') {
    const schema = resolveRef(spec, raw.requestBody).content['application/json'].schema;
    args = firstExample(spec, `${op.id} body`, schema);
  } else if (op.input === 'query') {
    args = {};
    for (const p of params)
      if (p.in === 'query' && p.name !== 'cursor') {
        const value = exampleOfParameter(spec, p);
        if (value !== undefined) args[p.name] = value;
      }
  }
  const success = Object.keys(raw.responses).find((c) => /^2\d\d$/.test(c));
  const schema = resolveRef(spec, raw.responses[success]).content['application/json'].schema;
  return {
    operationId: op.id,
    namespace: op.namespace,
    typescriptMethod: `${op.namespace}.${op.methodName}`,
    httpMethod: op.method,
    path: op.path,
    pathParams,
    /** Where the arguments go: "query", "body", or "none" (the method takes no argument object). */
    input: op.input,
    billing: op.billing,
    auth: op.auth,
    paged: op.paged,
    cursorIn: op.paged ? op.input : null,
    idempotencyKey: op.idempotent,
    retried: op.billing === policy.retry.retriedBilling,
    sampleArgs: args,
    successStatus: Number(success),
    sampleResponse: firstExample(spec, `${op.id} response`, schema),
  };
}

/** The query string a client sends for these arguments, as the fake logs it (all strings). */
function wireQuery(args) {
  if (!args) return {};
  return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v)]));
}

function filledPath(facts, ids) {
  let path = facts.path;
  for (const p of facts.pathParams) path = path.replace(`{${p.name}}`, encodeURIComponent(ids[p.name]));
  return path;
}

function sampleIds(facts) {
  return Object.fromEntries(facts.pathParams.map((p) => [p.name, p.sample]));
}

function envelope(code, type, message) {
  return { error: { type, code, message, param: null, request_id: REQUEST_ID } };
}

function operationCases(ops) {
  return ops.map((facts) => {
    const ids = sampleIds(facts);
    const options = facts.idempotencyKey ? { idempotencyKey: `conformance-${facts.operationId}` } : {};
    return {
      name: `operation/${facts.operationId}`,
      description: `${facts.typescriptMethod} sends ${facts.httpMethod} ${facts.path} once and reads its ${facts.successStatus} answer.`,
      client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries },
      setup: {
        faults: [{ operationId: facts.operationId, status: facts.successStatus, body: facts.sampleResponse }],
      },
      call: { operationId: facts.operationId, pathParams: ids, args: facts.sampleArgs, options },
      expect: {
        result: facts.paged ? 'page' : 'object',
        requests: [{ operationId: facts.operationId, count: 1 }],
        wire: [
          {
            method: facts.httpMethod,
            path: filledPath(facts, ids),
            query:
              facts.input === 'body' ? {} : wireQuery(facts.cursorIn === 'body' ? null : facts.queryArgs),
            authorized: facts.auth,
            idempotencyKey: options.idempotencyKey ?? null,
            retryCount: 0,
          },
        ],
      },
    };
  });
}

function retryCases(codes) {
  const cases = [];
  const byStatus = [];
  // Every status the document names, but 429 (its codes, below, differ in whether they are retried).
  const statuses = [...new Set([...Object.values(codes).map((v) => v.status), ...policy.retry.statuses])]
    .filter((status) => status !== 429)
    .sort((a, b) => a - b);
  for (const status of statuses) {
    const code = Object.entries(codes).find(([, v]) => v.status === status)?.[0];
    byStatus.push({
      status,
      code: code ?? 'request_failed',
      type: code ? codes[code].type : status >= 500 || status === 408 ? 'api_error' : 'invalid_request_error',
    });
  }
  // The 429 codes: those retried first, then the others.
  const limited = Object.keys(codes).filter((code) => codes[code].status === 429);
  for (const code of [
    ...limited.filter((c) => policy.retry.rateLimitCodes.includes(c)),
    ...limited.filter((c) => !policy.retry.rateLimitCodes.includes(c)),
  ])
    byStatus.push({ status: codes[code].status, code, type: codes[code].type });
  for (const { status, code, type } of byStatus) {
    const retriedOnRead = retriedOn(policy, status, code);
    for (const [kind, operationId, args] of [
      ['read', READ, {}],
      ['billed', BILLED, { resource: 'teams', format: 'csv' }],
    ]) {
      const count = kind === 'read' && retriedOnRead ? 1 + policy.retry.defaultMaxRetries : 1;
      cases.push({
        name: `retry/${kind}/${status}-${code}`,
        description: `${status} ${code} on a ${kind === 'read' ? 'free read' : 'usage-billed call'}: ${count === 1 ? 'never retried' : `retried ${policy.retry.defaultMaxRetries} times`}.`,
        client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries },
        setup: {
          faults: [
            {
              operationId,
              status,
              times: 1 + policy.retry.defaultMaxRetries,
              // No wait between attempts: the case is about how many, not how long.
              ...(policy.retry.statuses.includes(status) ? { retryAfter: '0' } : {}),
              body: envelope(code, type, `Injected ${status}.`),
            },
          ],
        },
        call: { operationId, pathParams: {}, args, options: {} },
        expect: {
          error: { class: errorClassFor(status), status, code },
          requests: [{ operationId, count }],
        },
      });
    }
  }
  for (const [when, kind, operationId, args] of [
    ['before_headers', 'read', READ, {}],
    ['before_headers', 'billed', BILLED, { resource: 'teams', format: 'csv' }],
  ]) {
    const count = kind === 'read' ? 1 + policy.retry.defaultMaxRetries : 1;
    cases.push({
      name: `retry/${kind}/reset-${when}`,
      description: `The connection drops ${when.replace('_', ' ')} on a ${kind}: ${count === 1 ? 'never retried' : 'retried'}.`,
      client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries },
      setup: { faults: [{ operationId, reset: when, times: 1 + policy.retry.defaultMaxRetries }] },
      call: { operationId, pathParams: {}, args, options: {} },
      expect: { error: { class: 'APIConnectionError' }, requests: [{ operationId, count }] },
    });
  }
  return cases;
}

function retryAfterCases() {
  // Waits over the cap, whatever the cap: twice it, and sixty times it (an hour for a minute).
  const twiceTheCap = 2 * policy.retry.maxRetryAfterSeconds;
  const sixtyTimesTheCap = 60 * policy.retry.maxRetryAfterSeconds;
  const unavailable = envelope('service_unavailable', 'api_error', 'Injected 503.');
  const limited = envelope('rate_limit_exceeded', 'rate_limit_error', 'Injected 429.');
  const read = (name, description, fault, expect) => ({
    name: `retry-after/${name}`,
    description,
    client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries },
    setup: { faults: [{ operationId: READ, ...fault }] },
    call: { operationId: READ, pathParams: {}, args: {}, options: {} },
    expect,
  });
  /** A 429 raised at once, after one request, with a wait over the cap that is read, not absent. */
  const limitedOverCap = {
    error: {
      class: 'RateLimitError',
      status: 429,
      code: 'rate_limit_exceeded',
      retryAfterAtLeast: policy.retry.maxRetryAfterSeconds + 1,
    },
    requests: [{ operationId: READ, count: 1 }],
  };
  return [
    read(
      'seconds',
      'Retry-After in delta-seconds is waited for, measured between the two requests the fake saw.',
      { status: 503, retryAfter: '1', body: unavailable },
      { result: 'page', requests: [{ operationId: READ, count: 2 }], gapMs: { atLeast: 900 } },
    ),
    read(
      'http-date-past',
      'Retry-After as an HTTP date already past: retried at once.',
      { status: 503, retryAfter: PAST_HTTP_DATE, body: unavailable },
      { result: 'page', requests: [{ operationId: READ, count: 2 }] },
    ),
    read(
      'seconds-over-cap',
      `Retry-After over ${policy.retry.maxRetryAfterSeconds} s: not waited for; the error is raised at once with the value.`,
      { status: 429, retryAfter: String(twiceTheCap), body: limited },
      {
        error: {
          class: 'RateLimitError',
          status: 429,
          code: 'rate_limit_exceeded',
          retryAfter: twiceTheCap,
        },
        requests: [{ operationId: READ, count: 1 }],
      },
    ),
    read(
      '503-seconds-over-cap',
      `A 503 with Retry-After over ${policy.retry.maxRetryAfterSeconds} s is raised at once too, carrying the value.`,
      { status: 503, retryAfter: String(sixtyTimesTheCap), body: unavailable },
      {
        error: {
          class: 'InternalServerError',
          status: 503,
          code: 'service_unavailable',
          retryAfter: sixtyTimesTheCap,
        },
        requests: [{ operationId: READ, count: 1 }],
      },
    ),
    read(
      'seconds-too-long-for-a-number',
      'Retry-After of 400 digits, too long for a finite number, is still a number of seconds over the cap: raised at once, not retried as if absent.',
      { status: 429, retryAfter: '9'.repeat(400), body: limited },
      limitedOverCap,
    ),
    read(
      'http-date-over-cap',
      `Retry-After as an HTTP date more than ${policy.retry.maxRetryAfterSeconds} s away: raised at once, retryAfter in seconds.`,
      { status: 429, retryAfter: FAR_HTTP_DATE, body: limited },
      limitedOverCap,
    ),
  ];
}

function errorClassCases(spec, codes) {
  const id = `${idPrefix(spec)}conformance1`;
  return Object.entries(codes).map(([code, { status, type }]) => ({
    name: `error/${code}`,
    description: `${status} ${type} ${code} is raised as ${errorClassFor(status)} with its code and type.`,
    client: { key: 'developer', maxRetries: 0 },
    setup: { faults: [{ operationId: WITH_ID, status, body: envelope(code, type, `Injected ${code}.`) }] },
    call: { operationId: WITH_ID, pathParams: { id }, args: null, options: {} },
    expect: {
      error: { class: errorClassFor(status), status, code, type },
      requests: [{ operationId: WITH_ID, count: 1 }],
    },
  }));
}

function pagingCases(ops, byId) {
  const cases = [];
  for (const facts of ops.filter((o) => o.paged && o.pathParams.length === 0 && o.billing === 'free')) {
    if (facts.operationId !== LISTED && facts.operationId !== SEARCHED) continue;
    const args = facts.cursorIn === 'body' ? { sport: 'football', limit: 2 } : { limit: 2 };
    cases.push({
      name: `paging/${facts.operationId}`,
      description: `Iterating ${facts.typescriptMethod} with maxItems 5 over pages of 2 makes 3 requests; the cursor goes in the ${facts.cursorIn}.`,
      client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries },
      setup: { faults: [] },
      call: { operationId: facts.operationId, pathParams: {}, args, options: { maxItems: 5 }, iterate: true },
      expect: {
        items: 5,
        requests: [{ operationId: facts.operationId, count: 3 }],
        cursor: { in: facts.cursorIn, firstRequest: false, laterRequests: true },
      },
    });
  }
  const [item] = byId[LISTED].sampleResponse.data;
  const page = (cursor) => ({ data: [item], next_cursor: cursor, has_more: true });
  cases.push(
    {
      name: 'paging/guard-repeated-cursor',
      description: 'A service that hands out the same cursor again: PaginationError instead of a loop.',
      client: { key: 'developer', maxRetries: 0 },
      setup: {
        faults: [
          { operationId: LISTED, status: 200, body: page('cur_loop'), times: 1 },
          { operationId: LISTED, status: 200, body: page('cur_loop'), times: 1 },
        ],
      },
      call: { operationId: LISTED, pathParams: {}, args: {}, options: {}, iterate: true },
      expect: { error: { class: 'PaginationError' }, requests: [{ operationId: LISTED, count: 2 }] },
    },
    {
      name: 'paging/guard-more-without-cursor',
      description: 'has_more true with a null next_cursor: PaginationError, no second request.',
      client: { key: 'developer', maxRetries: 0 },
      setup: { faults: [{ operationId: LISTED, status: 200, body: page(null) }] },
      call: { operationId: LISTED, pathParams: {}, args: {}, options: {}, iterate: true },
      expect: { error: { class: 'PaginationError' }, requests: [{ operationId: LISTED, count: 1 }] },
    },
  );
  return cases;
}

function idempotencyCases(byId, maxLength) {
  const facts = byId[BILLED];
  const longest = 'k'.repeat(maxLength);
  const args = { resource: 'teams', format: 'csv' };
  return [
    {
      name: 'idempotency/longest-key-sent',
      description: `An idempotency key of ${maxLength} characters is sent as the Idempotency-Key header.`,
      client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries },
      setup: { faults: [{ operationId: BILLED, status: facts.successStatus, body: facts.sampleResponse }] },
      call: { operationId: BILLED, pathParams: {}, args, options: { idempotencyKey: longest } },
      expect: {
        result: 'object',
        requests: [{ operationId: BILLED, count: 1 }],
        wire: [{ method: 'POST', path: facts.path, idempotencyKey: longest }],
      },
    },
    {
      name: 'idempotency/key-too-long-refused',
      description: `An idempotency key of ${maxLength + 1} characters is refused before sending.`,
      client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries },
      setup: { faults: [] },
      call: { operationId: BILLED, pathParams: {}, args, options: { idempotencyKey: `${longest}k` } },
      expect: { error: { class: 'InvalidArgumentError' }, requests: [{ operationId: null, count: 0 }] },
    },
    ...[
      ['empty', ''],
      ['with-a-space', 'order 42'],
      ['with-a-line-break', 'order-42\n'],
      ['not-ascii', 'ordre-é'],
    ].map(([what, key]) => ({
      name: `idempotency/key-${what}-refused`,
      description: `An idempotency key that is not 1-${maxLength} visible ASCII characters (${what}) is refused before sending.`,
      client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries },
      setup: { faults: [] },
      call: { operationId: BILLED, pathParams: {}, args, options: { idempotencyKey: key } },
      expect: {
        error: { class: 'InvalidArgumentError', messageIncludes: 'visible ASCII characters' },
        requests: [{ operationId: null, count: 0 }],
      },
    })),
    {
      name: 'idempotency/replay',
      description:
        'The same key and body twice: the service replays the first answer (Idempotent-Replayed: true), so both calls give the same job.',
      client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries },
      setup: { faults: [] },
      call: {
        operationId: BILLED,
        pathParams: {},
        args,
        options: { idempotencyKey: 'conformance-replay-{{run}}' },
        repeat: 2,
      },
      expect: {
        result: 'object',
        sameResult: true,
        requests: [{ operationId: BILLED, count: 2 }],
        replayedHeader: 'Idempotent-Replayed',
      },
    },
  ];
}

/** A free read answered once with `body` at `status` (never retried), and the error it must raise. */
function failedReadCase(name, description, status, body, error, expect = {}) {
  return {
    name,
    description,
    client: { key: 'developer', maxRetries: 0 },
    setup: { faults: [{ operationId: READ, status, body }] },
    call: { operationId: READ, pathParams: {}, args: {}, options: {} },
    expect: {
      error: { class: errorClassFor(status), status, ...error },
      ...expect,
      requests: [{ operationId: READ, count: 1 }],
    },
  };
}

function redactionCases() {
  const echo = 'The key {{key}} is not allowed here.';
  const envelopeEchoingTheKey = {
    error: {
      type: 'invalid_request_error',
      code: 'invalid_parameter',
      message: echo,
      param: '{{key}}',
      request_id: REQUEST_ID,
    },
  };
  return [
    failedReadCase(
      'redaction/key-in-envelope',
      "An error whose message and param echo the key: the key appears in none of the error's text.",
      400,
      envelopeEchoingTheKey,
      {},
      { keyAbsentFromError: true },
    ),
    failedReadCase(
      'redaction/key-in-plain-body',
      'A non-JSON 500 body that echoes the key: the error holds no trace of it.',
      500,
      `upstream said: Authorization: Bearer {{key}}`,
      {},
      { keyAbsentFromError: true },
    ),
    failedReadCase(
      'redaction/key-split-by-markup',
      "A proxy's HTML page with a key-shaped token split by tags: its pieces are joined into one [redacted], and every other tag still reads as a space.",
      502,
      '<html><head><title>502 Bad Gateway</title></head><body><h1>Retry at 10:00</h1>' +
        `<p>Rejected ${policy.apiKey.prefix}${policy.apiKey.kinds[0]}_A1b2<wbr>C3d4E5f6G7h8<span>I9j0K1l2M3n4</span>O5p6.</p></body></html>`,
      { messageIncludes: 'Bad Gateway Retry at 10:00 Rejected [redacted].' },
    ),
    failedReadCase(
      'redaction/page-text-after-long-markup',
      "A proxy's page whose first text comes after 8,000 characters of markup: the message still quotes it (both clients read the first 16 KiB of such a page).",
      503,
      `<html><head>${'<meta name="x" content="y">'.repeat(300)}</head><body><p>Upstream is down for maintenance.</p></body></html>`,
      { messageIncludes: 'Upstream is down for maintenance.' },
    ),
    failedReadCase(
      'redaction/long-fields-cut-with-an-ellipsis',
      "An envelope whose code is longer than any the contract knows: kept cut to 256 characters and marked with '…'.",
      400,
      envelope('x'.repeat(300), 'invalid_request_error', 'Long.'),
      { code: `${'x'.repeat(256)}…`, type: 'invalid_request_error' },
    ),
  ];
}

/**
 * Contract section 7 (0.4): a path id that does not match its pattern is refused before sending,
 * naming the parameter, the kind of id wanted, its pattern and the document's example; an id of
 * another kind is named as what it looks like. One that matches is sent as one path segment.
 */
/** The prefix of WITH_ID's id (`plr_` of `^plr_[A-Za-z0-9]+$`), for ids made up to match it. */
function idPrefix(spec, pattern = validationRules(spec).pathIdRules[WITH_ID][0].pattern) {
  return /^\^([a-z]+_)/.exec(pattern)?.[1] ?? fail(`${WITH_ID}: its id pattern ${pattern} has no prefix`);
}

function pathIdCases(spec, byId) {
  const facts = byId[WITH_ID];
  const { pathIdRules, idShapes } = validationRules(spec);
  const [rule] = pathIdRules[WITH_ID];
  const other = idShapes.find((s) => s.pattern !== rule.pattern && s.example !== undefined);
  if (rule.example === undefined || other === undefined)
    fail(`${WITH_ID}: its id needs an example, and another id shape one, for the path-id cases`);
  const article = (noun) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  const freeText = `not a ${rule.kind}`;
  const sent = `${idPrefix(spec)}Ab12`;
  const wanted = `${rule.name} must be ${article(rule.kind)} matching ${rule.pattern}, such as ${rule.example}, got `;
  const refusals = [
    // Refused before the pattern, as no id at all: a dot segment would be resolved away in a URL.
    ['empty', '', 'id must be a non-empty string id, got '],
    ['dot', '.', 'id must be a non-empty string id, got '],
    ['dotdot', '..', 'id must be a non-empty string id, got '],
    ['slash-and-query', `${idPrefix(spec)}a/b?c`, wanted],
    ['another-resource', `${idPrefix(spec, other.pattern)}3Z38XTxT5RSkgM`, wanted],
    ['free-text', freeText, wanted],
    [
      `looks-like-${other.kind.replaceAll(' ', '-')}`,
      other.example,
      `(this looks like ${article(other.kind)})`,
    ],
  ];
  const refused = refusals.map(([name, id, says]) => ({
    name: `path-id/refused-${name}`,
    description: `The id ${JSON.stringify(id)} does not match the document's pattern for it: refused before sending, naming the parameter and saying ${JSON.stringify(says)}.`,
    client: { key: 'developer', maxRetries: 0 },
    setup: { faults: [] },
    call: { operationId: WITH_ID, pathParams: { id }, args: null, options: {} },
    expect: {
      error: { class: 'InvalidArgumentError', param: 'id', messageIncludes: says },
      requests: [{ operationId: null, count: 0 }],
    },
  }));
  // What the caller wrote is checked before the key: a client made without one meets the bad id
  // first, as it would once the key is set.
  const beforeKey = {
    name: 'path-id/refused-before-the-missing-key',
    description: 'A client without a key: a malformed id is refused (naming it) before the missing key is.',
    client: { key: null, maxRetries: 0 },
    setup: { faults: [] },
    call: { operationId: WITH_ID, pathParams: { id: freeText }, args: null, options: {} },
    expect: {
      error: { class: 'InvalidArgumentError', param: 'id', messageIncludes: wanted },
      requests: [{ operationId: null, count: 0 }],
    },
  };
  return [
    ...refused,
    beforeKey,
    {
      name: 'path-id/sent',
      description: 'An id that matches its pattern is sent as one path segment.',
      client: { key: 'developer', maxRetries: 0 },
      setup: { faults: [{ operationId: WITH_ID, status: 200, body: facts.sampleResponse }] },
      call: { operationId: WITH_ID, pathParams: { id: sent }, args: null, options: {} },
      expect: {
        result: 'object',
        requests: [{ operationId: WITH_ID, count: 1 }],
        wire: [{ method: 'GET', path: facts.path.replace(`{${rule.name}}`, sent), query: {} }],
      },
    },
  ];
}

/** A value the rule refuses, with why (a fragment both clients' messages carry), or undefined. */
function refusedValue(rule, name) {
  if (rule.type === 'integer' && typeof rule.minimum === 'number')
    return { why: 'below-minimum', value: rule.minimum - 1, says: String(rule.minimum) };
  if (rule.type === 'string' && typeof rule.maxLength === 'number' && rule.pattern === undefined)
    return { why: 'too-long', value: 'x'.repeat(rule.maxLength + 1), says: `${rule.maxLength} characters` };
  if (rule.type === 'string' && typeof rule.pattern === 'string') {
    const value = 'Not A Match!';
    if (new RegExp(rule.pattern, 'u').test(value))
      fail(`${name}: ${JSON.stringify(value)} matches ${rule.pattern}`);
    return { why: 'pattern', value, says: rule.pattern };
  }
  if (rule.type === 'string' && rule.format === 'date-time')
    return { why: 'not-a-date-time', value: 'yesterday', says: 'RFC 3339' };
  if (rule.type === 'object' && rule.closed && rule.properties) {
    // A slip of the first name (two letters swapped): refused, naming the name it was meant to be.
    const [first] = Object.keys(rule.properties);
    const slip = first.length > 1 ? `${first[1]}${first[0]}${first.slice(2)}` : `${first}${first}`;
    if (slip === first || slip in rule.properties) fail(`${name}: no slip of ${first} to test with`);
    return {
      why: 'misspelt-name',
      value: { [slip]: 'x' },
      says: `did you mean \`${first}\``,
      param: `${name}.${slip}`,
    };
  }
  if (rule.type === 'string') return { why: 'not-a-string', value: 5, says: 'must be a string' };
  return undefined;
}

/**
 * Contract section 7 (0.4) and the argument rules (validation.mjs, the table both clients check
 * by): an argument the service would refuse is refused before sending, naming the parameter; an
 * argument within the rules, or None/null for an optional one, is sent. Derived from the rules, so
 * a new operation or limit gets its cases with no edit here.
 */
function argumentCases(spec, ops) {
  const { inputRules } = validationRules(spec);
  const cases = [];
  const nothingSent = [{ operationId: null, count: 0 }];
  for (const facts of ops) {
    const input = inputRules[facts.operationId];
    if (!input) continue;
    const properties = input.rule.properties ?? {};
    const base = { operationId: facts.operationId, pathParams: sampleIds(facts), options: {} };
    const refused = (why, args, param, says, description) =>
      cases.push({
        name: `arguments/${facts.operationId}/${why}`,
        description: `${facts.typescriptMethod} with ${description}: InvalidArgumentError naming ${param}, nothing sent.`,
        client: { key: 'developer', maxRetries: 0 },
        setup: { faults: [] },
        call: { ...base, args: { ...facts.sampleArgs, ...args } },
        expect: {
          error: { class: 'InvalidArgumentError', param, messageIncludes: says },
          requests: nothingSent,
        },
      });
    const limit = properties.limit;
    if (limit?.type === 'integer' && typeof limit.minimum === 'number' && typeof limit.maximum === 'number') {
      const says = `from ${limit.minimum} to ${limit.maximum}`;
      refused('limit-below-range', { limit: limit.minimum - 1 }, 'limit', says, `limit ${limit.minimum - 1}`);
      refused('limit-above-range', { limit: limit.maximum + 1 }, 'limit', says, `limit ${limit.maximum + 1}`);
      refused('limit-not-a-number', { limit: 'ten' }, 'limit', says, 'limit "ten"');
      cases.push({
        name: `arguments/${facts.operationId}/limit-at-maximum-sent`,
        description: `${facts.typescriptMethod} with limit ${limit.maximum} (the largest allowed) is sent.`,
        client: { key: 'developer', maxRetries: 0 },
        setup: {
          faults: [
            { operationId: facts.operationId, status: facts.successStatus, body: facts.sampleResponse },
          ],
        },
        call: { ...base, args: { ...facts.sampleArgs, limit: limit.maximum } },
        expect: { result: 'page', requests: [{ operationId: facts.operationId, count: 1 }] },
      });
    }
    for (const [name, rule] of Object.entries(properties)) {
      if (name === 'limit' || name === 'cursor') continue;
      const bad = refusedValue(rule, name);
      if (bad)
        refused(
          bad.why === 'misspelt-name' ? `${name}-misspelt-name` : `${name}-${bad.why}`,
          { [name]: bad.value },
          bad.param ?? name,
          bad.says,
          `${name} ${JSON.stringify(bad.value).slice(0, 40)}`,
        );
    }
    for (const name of input.rule.required ?? [])
      refused(`${name}-null`, { [name]: null }, name, 'is required', `${name} null (not given)`);
    // null for an optional parameter means "not given": sent without it.
    const optional = Object.keys(facts.sampleArgs ?? {}).find(
      (n) => n !== 'limit' && !(input.rule.required ?? []).includes(n),
    );
    if (optional && input.in === 'query')
      cases.push({
        name: `arguments/${facts.operationId}/${optional}-null-not-sent`,
        description: `${facts.typescriptMethod} with ${optional} null: sent without it (null means "not given").`,
        client: { key: 'developer', maxRetries: 0 },
        setup: {
          faults: [
            { operationId: facts.operationId, status: facts.successStatus, body: facts.sampleResponse },
          ],
        },
        call: { ...base, args: { ...facts.sampleArgs, [optional]: null } },
        expect: {
          result: facts.paged ? 'page' : 'object',
          requests: [{ operationId: facts.operationId, count: 1 }],
          wire: [
            {
              query: wireQuery(
                Object.fromEntries(Object.entries(facts.sampleArgs).filter(([n]) => n !== optional)),
              ),
            },
          ],
        },
      });
  }
  return cases;
}

/**
 * Contract section 13: a careless caller gets the same answer from both clients. A base URL that
 * already ends in /v1 is accepted; a download target that exists or whose folder is missing is
 * refused (InvalidArgumentError file_exists / missing_directory) before the file is read; a write
 * failure after the billed export is ExportDownloadError io_error naming the job and how to get its
 * file again.
 */
function carelessCallerCases(byId) {
  const read = byId[READ];
  const baseUrl = ['/v1', '/v1/'].map((suffix) => ({
    name: `careless/base-url-ending-in-${suffix === '/v1' ? 'v1' : 'v1-slash'}`,
    description: `A base URL ending in ${suffix} is accepted: the call goes to /v1/…, not /v1/v1/… (which would spend a read on a 404).`,
    client: { key: 'developer', maxRetries: 0, baseUrlSuffix: suffix },
    setup: { faults: [] },
    call: { operationId: READ, pathParams: {}, args: {}, options: {} },
    expect: {
      result: 'page',
      requests: [{ operationId: READ, count: 1 }],
      wire: [{ method: read.httpMethod, path: read.path, query: {} }],
    },
  }));
  const args = { resource: 'teams', format: 'csv' };
  const save = (name, description, target, expect) => ({
    name: `careless/${name}`,
    description,
    client: { key: 'developer', maxRetries: 0 },
    setup: { faults: [] },
    call: { operationId: BILLED, pathParams: {}, args, options: {}, thenSave: { target } },
    expect: { ...expect, requests: [{ operationId: BILLED, count: 1 }] },
  });
  return [
    ...baseUrl,
    save(
      'save-target-exists',
      'save_to/saveTo on a file that exists, without overwrite: InvalidArgumentError file_exists before the file is read; the file is as it was.',
      'existing-file',
      {
        error: { class: 'InvalidArgumentError', code: 'file_exists', param: 'path' },
        target: 'unchanged',
      },
    ),
    save(
      'save-target-missing-directory',
      'save_to/saveTo into a folder that does not exist: InvalidArgumentError missing_directory before the file is read; nothing is made.',
      'in-missing-directory',
      {
        error: { class: 'InvalidArgumentError', code: 'missing_directory', param: 'path' },
        target: 'absent',
      },
    ),
    save(
      'save-write-failure-names-the-job',
      'A write failure after the billed export (/dev/full): ExportDownloadError io_error naming the job and how to download its file again.',
      '/dev/full',
      {
        error: {
          class: 'ExportDownloadError',
          reason: 'io_error',
          messageIncludes: 'is done on the service: download its file again with client.exports.download(',
        },
        messageIncludesJobId: true,
      },
    ),
  ];
}

/**
 * `hooks/`: a scripted fault sequence and the hook events both clients must report for it, in order
 * (contract section 13). Each expected event lists the fields compared: kind and attempt always;
 * status of an answer; reason, status and waitSource of a scheduled retry; ok of the settled call.
 */
function hookCases() {
  const request = (attempt) => ({ kind: 'request', attempt });
  const response = (attempt, status) => ({ kind: 'response', attempt, status });
  const settled = (attempt, ok) => ({ kind: 'settled', attempt, ok });
  const status = policy.retry.statuses.find((s) => s >= 500) ?? fail('no retried 5xx status');
  const billedArgs = { resource: 'teams', format: 'csv' };
  const hooksCase = (name, description, operationId, args, faults, events) => ({
    name: `hooks/${name}`,
    description,
    client: { key: 'developer', maxRetries: policy.retry.defaultMaxRetries, hooks: 'record' },
    setup: { faults },
    call: { operationId, pathParams: {}, args, options: {} },
    expect: {
      ...(events.at(-1).ok ? { result: 'page' } : { error: { class: errorClassFor(status), status } }),
      hookEvents: events,
      requests: [{ operationId, count: events.filter((e) => e.kind === 'request').length }],
    },
  });
  return [
    hooksCase(
      `read/${status}-then-200`,
      `A free read answered ${status} (Retry-After: 0) then 200: two attempts, a retry waiting on Retry-After.`,
      READ,
      {},
      [{ operationId: READ, status, times: 1, retryAfter: '0' }],
      [
        request(1),
        response(1, status),
        { kind: 'retry', attempt: 1, reason: 'status', status, waitSource: 'retry-after' },
        request(2),
        response(2, 200),
        settled(2, true),
      ],
    ),
    hooksCase(
      'read/reset-then-200',
      'A free read whose connection drops before the headers, then answered: the retry waits on backoff.',
      READ,
      {},
      [{ operationId: READ, reset: 'before_headers', times: 1 }],
      [
        request(1),
        { kind: 'retry', attempt: 1, reason: 'connection', status: null, waitSource: 'backoff' },
        request(2),
        response(2, 200),
        settled(2, true),
      ],
    ),
    hooksCase(
      `billed/${status}`,
      `A usage-billed create answered ${status}: one attempt, no retry, settled with the error.`,
      BILLED,
      billedArgs,
      [{ operationId: BILLED, status, times: 2, retryAfter: '0' }],
      [request(1), response(1, status), settled(1, false)],
    ),
  ];
}

export function emitConformance(spec, model) {
  policy = readPolicy(spec);
  pickOperations(spec, model);
  REQUEST_ID = requestIdOf(spec);
  const codes = errorCodes();
  const ops = model.operations.map((op) => {
    const facts = operationFacts(spec, op);
    return { ...facts, queryArgs: op.input === 'query' ? facts.sampleArgs : null };
  });
  const byId = Object.fromEntries(ops.map((o) => [o.operationId, o]));
  const maxIdempotencyKey = validationRules(spec).idempotencyKeyMaxLength;
  for (const id of [READ, BILLED, WITH_ID]) if (!byId[id]) fail(`operation ${id} used by the cases is gone`);
  const document = {
    $comment:
      'Generated from openapi.json by scripts/generate.mjs (scripts/codegen/conformance.mjs). Do not edit: change openapi.json or the generator, then run `npm run generate`.',
    format: 1,
    howToRun: [
      'Start `sports-data-fake`; its start-up JSON line gives url, controlUrl and keys by role.',
      'Per case: DELETE {controlUrl}/faults and DELETE {controlUrl}/requests; POST each of setup.faults to {controlUrl}/faults (every control body is sent with Content-Type: application/json).',
      'Make a client with base URL `url` (followed by client.baseUrlSuffix when given), the key of the role client.key (null: no key) and client.maxRetries.',
      'Call the operation call.operationId with call.pathParams (in the operation pathParams order), call.args (the query or body object; null: none) and call.options (idempotencyKey, maxItems).',
      'call.iterate: iterate every item over every page. call.repeat: make the same call that many times.',
      'call.thenSave: make the call as the job namespace\'s createAndPoll (create_and_poll), download the succeeded job\'s file, and save it (saveTo / save_to, no overwrite) to thenSave.target in a fresh folder: "existing-file" (a file made there first, with content of the runner\'s), "in-missing-directory" (a name inside a folder that does not exist), or a path used as it is (/dev/full). Then expect.target: "unchanged" (the file made first holds what it held) or "absent" (the folder holds nothing new); expect.messageIncludesJobId: the error message names the created job\'s id.',
      'In any string of a fault, "{{key}}" stands for the client key; in options, "{{run}}" for a value unique to this run.',
      'Check expect: result ("object" | "page") or error (class, and status, code, reason, type, param, retryAfter or retryAfterAtLeast when given; messageIncludes: a text the error message contains); items (count); requests (GET {controlUrl}/requests?operationId=…, count; operationId null: all requests); wire (the logged requests in order, each field given must match); gapMs.atLeast (between the first two logged requests, from their "at"); cursor (where the cursor went: "query" means the logged query has it, "body" means it does not); keyAbsentFromError (the key is in no text of the error: message, string form, fields, serialised form); sameResult (every repeat returned the same value).',
      'client.hooks "record": give the client a hook for each moment that records its events; expect.hookEvents: those events in order (kind "request", "response", "retry", "settled"), each field given (attempt, status, reason, waitSource, ok) matching the event\'s (Python: snake_case, wait_source).',
    ],
    rules: {
      retriedStatuses: policy.retry.statuses,
      retriedOnlyWhenBilling: policy.retry.retriedBilling,
      rateLimitCodeRetried: policy.retry.rateLimitCodes[0],
      neverRetriedCodes: Object.keys(codes).filter(
        (code) => codes[code].status === 429 && !policy.retry.rateLimitCodes.includes(code),
      ),
      defaultMaxRetries: policy.retry.defaultMaxRetries,
      maxRetryAfterSeconds: policy.retry.maxRetryAfterSeconds,
      maxIdempotencyKeyLength: maxIdempotencyKey,
      errorClassByStatus: Object.fromEntries(
        // The statuses the document names, and two it does not (409, 422: the base class).
        [
          ...new Set([
            ...Object.keys(policy.errorClasses.byStatus).map(Number),
            ...Object.values(codes).map((v) => v.status),
            ...policy.retry.statuses,
            409,
            422,
          ]),
        ]
          .sort((a, b) => a - b)
          .map((s) => [String(s), errorClassFor(s)]),
      ),
      errorCodes: Object.fromEntries(
        Object.entries(codes).map(([code, v]) => [code, { ...v, class: errorClassFor(v.status) }]),
      ),
    },
    operations: ops.map(({ queryArgs: _q, ...facts }) => facts),
    cases: [
      ...operationCases(ops),
      ...retryCases(codes),
      ...retryAfterCases(),
      ...errorClassCases(spec, codes),
      ...pagingCases(ops, byId),
      ...idempotencyCases(byId, maxIdempotencyKey),
      ...redactionCases(),
      ...pathIdCases(spec, byId),
      ...argumentCases(spec, ops),
      ...carelessCallerCases(byId),
      ...hookCases(),
    ],
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
