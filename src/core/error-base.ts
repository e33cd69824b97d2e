/**
 * The two bases of the SDK's errors, apart from the classes that extend them (errors.ts, and the
 * status classes generated from openapi.json into src/generated/status-errors.ts).
 */
import { namesSecret, REDACTED, redact } from '../internal/redact.js';
import type { ErrorType, KnownErrorCode } from '../generated/aliases.js';

/** A code the service documents, or a newer one this version of the SDK does not know yet. */
export type ErrorCode = KnownErrorCode | (string & {});

/**
 * The base of every error the SDK throws, so one `instanceof` catches them all, and the one place
 * an error's text is redacted: its message (and so its stack), its cause, and every field a
 * subclass hands over in `fields`, nested objects such as a job's state included, are scrubbed of
 * every key a client holds, of anything key-shaped, and of URLs' userinfo and query strings.
 * A subclass declares its fields (`declare readonly job: …`) and passes them here instead of
 * assigning them, so none can skip the scrub.
 */
export class SportsDataError extends Error {
  /** The class name (`RateLimitError`, …), also in `String(err)` and logs. */
  override name = 'SportsDataError';

  constructor(message?: string, options?: ErrorOptions, fields?: Record<string, unknown>) {
    const cause = options?.cause;
    super(redact(message ?? ''), cause === undefined ? undefined : { ...options, cause: scrubCause(cause) });
    if (fields) {
      for (const [field, value] of Object.entries(fields)) {
        Object.defineProperty(this, field, {
          value: scrubField(value),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
  }
}

export interface APIErrorInit {
  status: number;
  type?: string | undefined;
  code?: ErrorCode | undefined;
  message: string;
  param?: string | null | undefined;
  requestId?: string | undefined;
  headers: Headers;
  retryAfter?: number | undefined;
}

/** The service answered with an error status (or with a body the SDK cannot read). */
export class APIError extends SportsDataError {
  override name = 'APIError';
  /** The HTTP status of the answer (400, 401, 402, 403, 404, 408, 429, 5xx). */
  declare readonly status: number;
  /**
   * The error's broad class from the body (`invalid_request_error`, `permission_error`, …), or
   * `invalid_response` when the SDK could not read the body; `undefined` when the body gave none.
   */
  declare readonly type: ErrorType | undefined;
  /**
   * What went wrong, to branch on: one of the documented codes (`plan_required`,
   * `rate_limit_exceeded`, …) or a newer string; `undefined` when the body gave none.
   */
  declare readonly code: ErrorCode | undefined;
  /** The parameter, body field (dotted path) or header at fault, for `invalid_parameter`; else `null`. */
  declare readonly param: string | null;
  /** The answer's `X-Request-Id` (or the body's `request_id`): quote it to support. */
  declare readonly requestId: string | undefined;
  /** The answer's headers, with credentials and any echo of the key removed. */
  declare readonly headers: Headers;
  /** Seconds the service asked the client to wait (`Retry-After`), when it said. */
  declare readonly retryAfter: number | undefined;

  constructor(init: APIErrorInit) {
    // Every field the answer supplied goes through the base class's scrub, not just the message:
    // a server or proxy that echoes the key can put it in any field, and a logger prints them all.
    super(init.message, undefined, {
      status: init.status,
      type: init.type,
      code: init.code,
      param: init.param ?? null,
      requestId: init.requestId,
      headers: init.headers,
      retryAfter: init.retryAfter,
    });
  }
}

/** Headers whose whole value is a credential: never kept, whatever its shape. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

function scrubHeaderValue(name: string, value: string): string {
  return CREDENTIAL_HEADERS.has(name.toLowerCase()) ? REDACTED : redact(value);
}

/**
 * The answer's headers, with any value that echoes the key (a debugging proxy, say) scrubbed,
 * cookies a proxy or load balancer set (`Set-Cookie`) dropped, and a header named after the key
 * left out: an error is meant to be logged.
 */
function scrubHeaders(headers: Headers): Headers {
  let clean = true;
  for (const [name, value] of headers)
    if (namesSecret(name) || scrubHeaderValue(name, value) !== value) clean = false;
  if (clean) return headers;
  const copy = new Headers();
  for (const [name, value] of headers)
    if (!namesSecret(name)) copy.append(name, scrubHeaderValue(name, value));
  return copy;
}

/**
 * Past this depth a field's value is not walked but replaced: parsed JSON can nest deeper than a
 * recursive walk can go, and no job or header record nests this deep.
 */
const MAX_FIELD_DEPTH = 64;

/**
 * A field as it may be kept: strings redacted, Headers scrubbed, and plain objects and arrays
 * (a job's state as the service sent it) copied with every key and string in them redacted.
 * What holds nothing to scrub is kept as is, not copied.
 */
function scrubField(value: unknown, depth = 0, seen = new Set<object>()): unknown {
  if (typeof value === 'string') return redact(value);
  if (value === null || typeof value !== 'object') return value;
  if (typeof Headers !== 'undefined' && value instanceof Headers) return scrubHeaders(value);
  if (seen.has(value)) return value;
  const plain = Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value));
  if (!plain) return value;
  if (depth >= MAX_FIELD_DEPTH) return REDACTED;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const copy = value.map((item) => scrubField(item, depth + 1, seen));
      return copy.some((item, index) => item !== value[index]) ? copy : value;
    }
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const cleanKey = redact(key);
      const clean = scrubField(item, depth + 1, seen);
      if (cleanKey !== key || clean !== item) changed = true;
      return [cleanKey, clean] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  } finally {
    seen.delete(value);
  }
}

function scrubCause(cause: unknown): unknown {
  if (!leaks(cause, 0, new Set())) return cause;
  // The cause leaks a key (a caller's fetch echoing headers, an HTTP library error holding its
  // request config, say): keep its kind and a scrubbed message, not the object.
  const safe = new Error(redact(cause instanceof Error ? cause.message : String(cause)));
  safe.name = cause instanceof Error ? cause.name : 'Error';
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && redact(code) === code) (safe as { code?: string }).code = code;
  return safe;
}

/**
 * Whether a held key, a key-shaped string, a bearer token or a URL's credentials could be anywhere a
 * logger's `inspect` or `JSON.stringify` would show them. Walked: the own data properties
 * (symbols and hidden ones included: `showHidden` shows them) of any object, whatever its class (an
 * HTTP library's error holds its request config as a class instance: axios's `AxiosHeaders`, got's
 * `Options`), the entries of Maps and Sets, and Headers and Requests. Not provable, so leaking: an
 * own getter (`JSON.stringify` calls it), a custom `inspect` or `toJSON` on a class instance, and
 * anything past the depth and size bounds. Binary data (a socket's buffers) is not walked: inspect
 * shows bytes, never text.
 */
function leaks(value: unknown, depth: number, seen: Set<object>): boolean {
  if (typeof value === 'string') return redact(value) !== value;
  if (typeof value === 'symbol') return leaks(value.description ?? '', depth, seen);
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value))
    return false;
  seen.add(value);
  // Too deep or too big to check: treat as leaking; the safe copy keeps name, message and code.
  if (depth > 6 || seen.size > 500) return true;
  try {
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Date) return false;
    if (value instanceof URL) return leaks(value.href, depth + 1, seen);
    if (typeof Headers !== 'undefined' && value instanceof Headers) {
      for (const [name, text] of value) if (leaks(`${name}: ${text}`, depth + 1, seen)) return true;
      return false;
    }
    if (typeof Request !== 'undefined' && value instanceof Request) {
      return leaks(value.url, depth + 1, seen) || leaks(value.headers, depth + 1, seen);
    }
    if (Array.isArray(value)) {
      // Past this length, proving every item clean costs more than the safe copy loses.
      if (value.length > 100) return true;
      if (value.some((item) => leaks(item, depth + 1, seen))) return true;
    }
    if (value instanceof Map || value instanceof Set) {
      if (value.size > 100) return true;
      for (const entry of value instanceof Map ? value : [...value].map((item) => [item])) {
        if (entry.some((part: unknown) => leaks(part, depth + 1, seen))) return true;
      }
    }
    if (typeof value === 'function') return leaks(value.name, depth + 1, seen);
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null && rendersItself(value)) return true;
    const keys = Reflect.ownKeys(value);
    if (keys.length > 1_000) return true;
    for (const key of keys) {
      // An array's items were checked above; its indices are not text.
      if (Array.isArray(value) && typeof key === 'string' && /^\d+$/.test(key)) continue;
      if (leaks(key, depth + 1, seen)) return true;
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (!descriptor) continue;
      if ('value' in descriptor) {
        if (leaks(descriptor.value, depth + 1, seen)) return true;
      } else if (key === 'stack' && value instanceof Error) {
        // V8 (Node 21+, Chromium) makes every error's `stack` an own accessor: its text is what
        // inspect shows, so that is what is checked, or every cause there would lose its fields.
        if (leaks(value.stack, depth + 1, seen)) return true;
      } else return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** Whether `value`'s class decides what inspect or JSON show (`util.inspect.custom`, `toJSON`). */
function rendersItself(value: object): boolean {
  const own = value as Record<PropertyKey, unknown>;
  return typeof own[INSPECT] === 'function' || typeof own.toJSON === 'function';
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');
