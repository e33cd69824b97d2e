/**
 * The SDK policy (`x-sdk` of openapi.json, contract section 13), checked once and handed to every
 * emitter: both clients' policy tables, the error classes, the fake's error codes, the conformance
 * rules and cases, and the prose of the document that repeats it. A missing field, a wrong type or
 * an unknown key stops the generator: a policy the clients would read half of is worse than none.
 */
import { HEADER } from './emit.mjs';

const cache = new WeakMap();

function fail(where, message) {
  throw new Error(`openapi.json: x-sdk${where ? `.${where}` : ''} ${message}`);
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `node` must be an object with exactly `fields` (name → check). */
function shape(where, node, fields) {
  if (!isObject(node)) fail(where, 'must be an object');
  const odd = Object.keys(node).filter((k) => !(k in fields));
  if (odd.length) fail(where, `has unknown fields: ${odd.join(', ')}`);
  for (const [name, check] of Object.entries(fields)) {
    if (!(name in node)) fail(where, `lacks ${name}`);
    check(`${where ? `${where}.` : ''}${name}`, node[name]);
  }
  return node;
}
/** The check of an object with exactly these fields, each checked by its own function. */
const object = (fields) => (where, node) => shape(where, node, fields);

const positive = (where, v) => {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) fail(where, 'must be a positive number');
};
const count = (where, v) => {
  if (!Number.isInteger(v) || v < 0) fail(where, 'must be a whole number, 0 or more');
};
const positiveInteger = (where, v) => {
  if (!Number.isInteger(v) || v < 1) fail(where, 'must be a positive integer');
};
const fraction = (where, v) => {
  if (typeof v !== 'number' || !(v >= 0 && v < 1)) fail(where, 'must be at least 0 and below 1');
};
const word = (where, v) => {
  if (typeof v !== 'string' || !/^[a-z][a-z0-9_]*$/.test(v)) fail(where, 'must be a snake_case word');
};
const text = (where, v) => {
  if (typeof v !== 'string' || v.trim() === '') fail(where, 'must be a non-empty string');
};
const className = (where, v) => {
  if (typeof v !== 'string' || !/^[A-Z][A-Za-z0-9]*Error$/.test(v))
    fail(where, 'must be a class name ending in Error');
};
const status = (where, v) => {
  if (!Number.isInteger(v) || v < 400 || v > 599) fail(where, 'must be an error status (400-599)');
};
const list = (item) => (where, v) => {
  if (!Array.isArray(v) || v.length === 0) fail(where, 'must be a non-empty list');
  if (new Set(v).size !== v.length) fail(where, 'lists a value twice');
  for (const [i, x] of v.entries()) item(`${where}[${i}]`, x);
};
const billing = (where, v) => {
  if (v !== 'free' && v !== 'usage') fail(where, 'must be "free" or "usage"');
};
const charset = (where, v) => {
  // A character class body of ranges only: it goes into patterns in three languages unescaped.
  if (typeof v !== 'string' || !/^([A-Za-z0-9]-[A-Za-z0-9])+$/.test(v))
    fail(where, 'must be character ranges such as A-Za-z0-9');
};
const prefix = (where, v) => {
  if (typeof v !== 'string' || !/^[a-z]+_$/.test(v)) fail(where, 'must be lowercase letters and _');
};

function checkErrorCodes(where, node) {
  if (!isObject(node) || Object.keys(node).length === 0) fail(where, 'must name at least one code');
  for (const [code, row] of Object.entries(node)) {
    word(`${where} key ${code}`, code);
    shape(`${where}.${code}`, row, { status, type: word, when: text });
  }
}

function checkErrorClasses(where, node) {
  shape(where, node, {
    byStatus: (w, v) => {
      if (!isObject(v) || Object.keys(v).length === 0) fail(w, 'must map at least one status');
      for (const [s, name] of Object.entries(v)) {
        status(`${w} key ${s}`, Number(s));
        if (String(Number(s)) !== s) fail(w, `key ${s} is not a status`);
        className(`${w}.${s}`, name);
      }
    },
    serverError: className,
    other: className,
  });
}

/** The checked policy of a document (the same object for the same document). */
export function readPolicy(spec) {
  if (cache.has(spec)) return cache.get(spec);
  const sdk = spec['x-sdk'];
  if (sdk === undefined) fail('', 'is missing: the shared SDK policy lives there (contract section 13)');
  shape('', sdk, {
    description: text,
    retry: object({
      retriedBilling: billing,
      statuses: list(status),
      rateLimitCodes: list(word),
      maxRetryAfterSeconds: positive,
      backoff: object({
        initialSeconds: positive,
        factor: positive,
        maxSeconds: positive,
        jitter: fraction,
      }),
      defaultMaxRetries: count,
    }),
    request: object({
      timeoutSeconds: positive,
      maxResponseBytes: positiveInteger,
      jsonBytesPerValue: positiveInteger,
    }),
    polling: object({ intervalSeconds: positive, minIntervalSeconds: positive, timeoutSeconds: positive }),
    paging: object({ maxEmptyPages: positiveInteger }),
    cache: object({ ttlSeconds: positive, maxEntries: positiveInteger }),
    serverText: object({
      messageMaxChars: positiveInteger,
      nameMaxChars: positiveInteger,
      pageTextChars: positiveInteger,
    }),
    pacing: object({ windowSeconds: positive, pauseSeconds: positive, longestPauseSeconds: positive }),
    apiKey: object({ prefix, kinds: list(word), charset, length: positiveInteger }),
    errorCodes: checkErrorCodes,
    errorClasses: checkErrorClasses,
  });
  const { retry, polling, pacing, errorCodes } = sdk;
  if (retry.backoff.maxSeconds < retry.backoff.initialSeconds)
    fail('retry.backoff', 'maxSeconds is below initialSeconds');
  if (polling.minIntervalSeconds > polling.intervalSeconds)
    fail('polling', 'minIntervalSeconds is above intervalSeconds');
  if (pacing.longestPauseSeconds < retry.maxRetryAfterSeconds)
    fail('pacing', 'longestPauseSeconds is below retry.maxRetryAfterSeconds');
  for (const code of retry.rateLimitCodes)
    if (errorCodes[code]?.status !== 429)
      fail('retry.rateLimitCodes', `${code} is not a 429 code of errorCodes`);
  const policy = { ...sdk, keyPattern: keyPattern(sdk.apiKey) };
  cache.set(spec, policy);
  return policy;
}

/** The whole key, anchored: `^svc_(?:live|test)_[A-Za-z0-9]{32}$`. */
function keyPattern({ prefix: start, kinds, charset: chars, length }) {
  return `^${start}(?:${kinds.join('|')})_[${chars}]{${length}}$`;
}

/** The SDK's error class for an answer with this (non-2xx) status. */
export function errorClassFor(policy, code) {
  const { byStatus, serverError, other } = policy.errorClasses;
  return byStatus[code] ?? (code >= 500 ? serverError : other);
}

/** Every error class name: the base first, then the status classes in the table's order. */
export function errorClassNames(policy) {
  const { byStatus, serverError, other } = policy.errorClasses;
  return [other, ...new Set([...Object.values(byStatus), serverError].filter((n) => n !== other))];
}

/** Statuses whose answer is retried, with a 429 only for the rate-limit codes. */
export const retriedOn = (policy, code, errorCode) =>
  policy.retry.statuses.includes(code) &&
  (code !== 429 || policy.retry.rateLimitCodes.includes(errorCode ?? ''));

const q = (value) => JSON.stringify(value);
const ms = (seconds) => Math.round(seconds * 1000);

/** The file of src/generated/policy/ each section's constants live in. */
const SECTION_FILES = {
  retry: 'retry',
  request: 'request',
  polling: 'polling',
  paging: 'paging',
  cache: 'cache',
  serverText: 'server-text',
  pacing: 'pacing',
  apiKey: 'api-key',
};

/**
 * src/generated/policy.ts and src/generated/policy/*.ts: the policy in the TypeScript client's units
 * (milliseconds), one constant per fact with the names Python's policy.py gives them, so that a
 * bundler inlines what the code reads and drops the rest; one module per section, so that the
 * sections only lazy code reads (polling, pacing) stay in the lazy chunks (a module is never split
 * across chunks). policy.ts re-exports them all, with `SDK_POLICY` holding the whole, typed.
 * Returns file name (under src/generated) → text.
 */
export function emitPolicy(policy) {
  const { retry, request, polling, paging, cache: cached, serverText, pacing, apiKey } = policy;
  const facts = [
    [
      'retry',
      'retriedBilling',
      'RETRIED_BILLING',
      q(retry.retriedBilling),
      'Only operations with this `x-billing` are retried; the others are sent once.',
    ],
    [
      'retry',
      'statuses',
      'RETRY_STATUSES',
      q(retry.statuses),
      'Answers worth another attempt (a 429 only with one of `RATE_LIMIT_CODES`).',
    ],
    ['retry', 'rateLimitCodes', 'RATE_LIMIT_CODES', q(retry.rateLimitCodes)],
    [
      'retry',
      'maxRetryAfterSeconds',
      'MAX_RETRY_AFTER_SECONDS',
      retry.maxRetryAfterSeconds,
      'A longer `Retry-After` (seconds, as the header speaks) is not waited for: the error is thrown at once, carrying it.',
    ],
    [
      'retry',
      'backoffInitialMs',
      'BACKOFF_INITIAL_MS',
      ms(retry.backoff.initialSeconds),
      'Backoff without `Retry-After`: the first wait, times `BACKOFF_FACTOR` per retry, at most `BACKOFF_MAX_MS`.',
    ],
    ['retry', 'backoffFactor', 'BACKOFF_FACTOR', retry.backoff.factor],
    ['retry', 'backoffMaxMs', 'BACKOFF_MAX_MS', ms(retry.backoff.maxSeconds)],
    [
      'retry',
      'backoffJitter',
      'BACKOFF_JITTER',
      retry.backoff.jitter,
      'Up to this share of each backoff wait is taken off at random.',
    ],
    ['retry', 'defaultMaxRetries', 'DEFAULT_MAX_RETRIES', retry.defaultMaxRetries],
    [
      'request',
      'timeoutMs',
      'DEFAULT_TIMEOUT_MS',
      ms(request.timeoutSeconds),
      'One attempt: sending and the whole body.',
    ],
    ['request', 'maxResponseBytes', 'DEFAULT_MAX_RESPONSE_BYTES', request.maxResponseBytes],
    [
      'request',
      'jsonBytesPerValue',
      'JSON_BYTES_PER_VALUE',
      request.jsonBytesPerValue,
      'The JSON value budget: one value per this many bytes of the byte cap.',
    ],
    [
      'polling',
      'intervalMs',
      'DEFAULT_POLL_INTERVAL_MS',
      ms(polling.intervalSeconds),
      'Between polls when an answer carries no `X-Poll-After-Ms`.',
    ],
    [
      'polling',
      'minIntervalMs',
      'MIN_POLL_INTERVAL_MS',
      ms(polling.minIntervalSeconds),
      'The least wait between polls, whatever asked for less.',
    ],
    [
      'polling',
      'timeoutMs',
      'DEFAULT_POLL_TIMEOUT_MS',
      ms(polling.timeoutSeconds),
      'The whole wait of createAndPoll/poll.',
    ],
    [
      'paging',
      'maxEmptyPages',
      'MAX_EMPTY_PAGES',
      paging.maxEmptyPages,
      'Pages in a row answering `has_more` with no items before `PaginationError`.',
    ],
    [
      'cache',
      'ttlMs',
      'CACHE_TTL_MS',
      ms(cached.ttlSeconds),
      'How long the read cache (client option `cache`) keeps an answer, unless the option says otherwise.',
    ],
    [
      'cache',
      'maxEntries',
      'CACHE_MAX_ENTRIES',
      cached.maxEntries,
      'Answers the memory store keeps before it drops the least recently used.',
    ],
    [
      'serverText',
      'messageMaxChars',
      'SERVER_MESSAGE_MAX',
      serverText.messageMaxChars,
      "A server's message is kept up to this many characters (cut before it is cleaned, marked `…`).",
    ],
    [
      'serverText',
      'nameMaxChars',
      'SERVER_NAME_MAX',
      serverText.nameMaxChars,
      "A server's code, type, param or id, likewise.",
    ],
    [
      'serverText',
      'pageTextChars',
      'ERROR_PAGE_CHARS',
      serverText.pageTextChars,
      'How much of a non-JSON error page is read for its text.',
    ],
    [
      'pacing',
      'windowMs',
      'PACING_WINDOW_MS',
      ms(pacing.windowSeconds),
      'The rolling window the per-minute limits count in.',
    ],
    [
      'pacing',
      'pauseMs',
      'PACING_PAUSE_MS',
      ms(pacing.pauseSeconds),
      'A 429 without a readable `Retry-After` pauses pacing this long.',
    ],
    [
      'pacing',
      'longestPauseMs',
      'PACING_LONGEST_PAUSE_MS',
      ms(pacing.longestPauseSeconds),
      'The longest pause kept, whatever `Retry-After` said.',
    ],
    [
      'apiKey',
      'prefix',
      'API_KEY_PREFIX',
      q(apiKey.prefix),
      'Every key starts with this, then its kind and `_`.',
    ],
    ['apiKey', 'kinds', 'API_KEY_KINDS', q(apiKey.kinds)],
    [
      'apiKey',
      'charset',
      'API_KEY_CHARSET',
      q(apiKey.charset),
      'The characters after the prefix, kind and `_`, as a character class body.',
    ],
    ['apiKey', 'length', 'API_KEY_LENGTH', apiKey.length],
    ['apiKey', 'pattern', 'API_KEY_PATTERN', q(policy.keyPattern), 'A whole key, anchored.'],
  ];
  const files = new Map();
  for (const [section, file] of Object.entries(SECTION_FILES)) {
    const constants = facts
      .filter(([s]) => s === section)
      .map(
        ([, , name, value, doc]) =>
          `${doc ? `/** ${doc} */\n` : ''}export const ${name} = ${value}${String(value).startsWith('[') ? ' as const' : ''};`,
      );
    files.set(
      `policy/${file}.ts`,
      `${HEADER}// \`x-sdk.${section}\` of openapi.json (see ../policy.ts).\n\n${constants.join('\n')}\n`,
    );
  }
  const sections = Object.keys(SECTION_FILES).map(
    (section) =>
      `  ${section}: {\n${facts
        .filter(([s]) => s === section)
        .map(([, field, name]) => `    ${field}: ${name},`)
        .join('\n')}\n  },`,
  );
  files.set(
    'policy.ts',
    `${HEADER}
/*
 * The SDK policy both clients share (\`x-sdk\` of openapi.json), in this client's units: durations
 * in milliseconds, sizes in bytes, text in characters. Read by the decisions themselves; never
 * restated as a literal. The names are those of python/src/sports_data/_generated/policy.py. One
 * module per section (./policy/), so that a bundle's initial chunk holds only what its code reads.
 */
${Object.entries(SECTION_FILES)
  .map(([section, file]) => {
    const names = facts.filter(([s]) => s === section).map(([, , name]) => name);
    return `import { ${names.join(', ')} } from './policy/${file}.js';\nexport { ${names.join(', ')} };`;
  })
  .join('\n')}

/** The whole policy (\`x-sdk\` of openapi.json), by section. */
export const SDK_POLICY = {
${sections.join('\n')}
} as const;

export type SdkPolicy = typeof SDK_POLICY;
`,
  );
  return files;
}

const py = (value) => (typeof value === 'boolean' ? (value ? 'True' : 'False') : q(value));
const pyFloat = (n) => (Number.isInteger(n) ? `${n}.0` : String(n));
const pySet = (values) => `frozenset({${values.map(py).join(', ')}})`;
const pyTuple = (values) => `(${values.map(py).join(', ')}${values.length === 1 ? ',' : ''})`;

/** python/src/sports_data/_generated/policy.py: the same facts in the Python client's units (seconds). python.mjs adds the header. */
export function emitPythonPolicy(policy) {
  const { retry, request, polling, paging, cache: cached, serverText, pacing, apiKey } = policy;
  return `"""
The SDK policy both clients share (\`x-sdk\` of openapi.json), in this client's units: durations in
seconds, sizes in bytes, text in characters. Read by the decisions themselves; never restated.
"""

from __future__ import annotations

RETRIED_BILLING = ${py(retry.retriedBilling)}
"""Only operations with this \`x-billing\` are retried; the others are sent once."""
RETRY_STATUSES = ${pySet(retry.statuses)}
"""Answers worth another attempt (a 429 only with one of RATE_LIMIT_CODES)."""
RATE_LIMIT_CODES = ${pySet(retry.rateLimitCodes)}
MAX_RETRY_AFTER_SECONDS = ${pyFloat(retry.maxRetryAfterSeconds)}
"""A longer Retry-After is not waited for: the error is raised at once, carrying it."""
BACKOFF_INITIAL_SECONDS = ${pyFloat(retry.backoff.initialSeconds)}
BACKOFF_FACTOR = ${pyFloat(retry.backoff.factor)}
BACKOFF_MAX_SECONDS = ${pyFloat(retry.backoff.maxSeconds)}
BACKOFF_JITTER = ${pyFloat(retry.backoff.jitter)}
"""Up to this share of each backoff wait is taken off at random."""
DEFAULT_MAX_RETRIES = ${retry.defaultMaxRetries}

DEFAULT_TIMEOUT = ${pyFloat(request.timeoutSeconds)}
"""Seconds for one attempt: sending and the whole body."""
DEFAULT_MAX_RESPONSE_BYTES = ${request.maxResponseBytes}
JSON_BYTES_PER_VALUE = ${request.jsonBytesPerValue}
"""The JSON value budget: one value per this many bytes of max_response_bytes."""

DEFAULT_POLL_INTERVAL = ${pyFloat(polling.intervalSeconds)}
"""Seconds between polls when an answer carries no X-Poll-After-Ms."""
MIN_POLL_INTERVAL = ${pyFloat(polling.minIntervalSeconds)}
"""The least wait between polls, whatever asked for less."""
DEFAULT_POLL_TIMEOUT = ${pyFloat(polling.timeoutSeconds)}
"""Seconds for the whole wait of create_and_poll/poll."""

MAX_EMPTY_PAGES = ${paging.maxEmptyPages}
"""Pages in a row answering has_more with no items before PaginationError."""

CACHE_TTL_SECONDS = ${pyFloat(cached.ttlSeconds)}
"""How long the read cache (client option cache=) keeps an answer, unless the option says otherwise."""
CACHE_MAX_ENTRIES = ${cached.maxEntries}
"""Answers the memory store keeps before it drops the least recently used."""

SERVER_MESSAGE_MAX = ${serverText.messageMaxChars}
"""A server's message is kept up to this many characters (cut before it is cleaned, marked …)."""
SERVER_NAME_MAX = ${serverText.nameMaxChars}
"""A server's code, type, param or id, likewise."""
ERROR_PAGE_CHARS = ${serverText.pageTextChars}
"""How much of a non-JSON error page is read for its text."""

PACING_WINDOW_SECONDS = ${pyFloat(pacing.windowSeconds)}
"""The rolling window the per-minute limits count in."""
PACING_PAUSE_SECONDS = ${pyFloat(pacing.pauseSeconds)}
"""A 429 without a readable Retry-After pauses pacing this long."""
PACING_LONGEST_PAUSE_SECONDS = ${pyFloat(pacing.longestPauseSeconds)}
"""The longest pause kept, whatever Retry-After said."""

API_KEY_PREFIX = ${py(apiKey.prefix)}
API_KEY_KINDS = ${pyTuple(apiKey.kinds)}
API_KEY_CHARSET = ${py(apiKey.charset)}
"""The characters after the prefix, kind and _, as a character class body."""
API_KEY_LENGTH = ${apiKey.length}
API_KEY_PATTERN = ${py(policy.keyPattern)}
"""A whole key, anchored."""
`;
}
