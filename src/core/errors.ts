import { REDACTED, redact } from '../internal/redact.js';
import type {
  ErrorType,
  ExportJob,
  ExportJobFailed,
  JobError,
  KnownErrorCode,
  QueryRun,
  QueryRunFailed,
} from '../generated/aliases.js';

/** A code the service documents, or a newer one this version of the SDK does not know yet. */
export type ErrorCode = KnownErrorCode | (string & {});

/** Why a run or job failed: `export_row_limit_exceeded`, `internal_error`, or a newer code. */
export type JobErrorCode = JobError['code'];

/** The last state of a run or job that ended `failed`, as `JobFailedError.job` carries it. */
export type FailedJob = QueryRunFailed | ExportJobFailed;

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

/** 400: `invalid_parameter` (see `param`) or `invalid_cursor`. Not retried. */
export class BadRequestError extends APIError {
  override name = 'BadRequestError';
}
/** 401: `missing_api_key` or `invalid_api_key`. */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}
/** 402: `budget_exceeded`: the call would pass the account's monthly budget cap. */
export class BillingError extends APIError {
  override name = 'BillingError';
}
/** 403: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required` or `alert_limit_reached`. */
export class PermissionDeniedError extends APIError {
  override name = 'PermissionDeniedError';
}
/** 404: `not_found`. */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
}
/** 429: `rate_limit_exceeded` (per-minute, see `retryAfter`) or `monthly_quota_exceeded` (until the UTC month rolls over). */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
}
/** 5xx: `internal_error` (500), `service_unavailable` (503), or a gateway's 502/504. */
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
}

/** The request never got an answer: DNS, refused or reset connection, TLS, a broken body. */
export class APIConnectionError extends SportsDataError {
  override name = 'APIConnectionError';
  constructor(message = 'Connection error.', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The attempt (headers and body) did not finish within `timeout`. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = 'APIConnectionTimeoutError';
  constructor(message = 'Request timed out.', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The caller's `AbortSignal` fired. */
export class APIUserAbortError extends SportsDataError {
  override name = 'APIUserAbortError';
  /**
   * Set when a createAndPoll/poll was stopped after the run or job existed: its id (resume with
   * `poll(id)`; the run or job goes on on the service). `undefined` for any other abort.
   */
  declare readonly id?: string;
  /** The run or job as last seen, when `id` is set (`undefined` if no answer came yet). */
  declare readonly job?: QueryRun | ExportJob | undefined;
  constructor(message = 'Request was aborted.', waited?: { id: string; job: unknown }) {
    super(message, undefined, waited);
  }
}

/**
 * Bad input caught before anything was sent: no key where one is needed, a key that cannot go in
 * a header, an id that is not one path segment, options of the wrong type.
 */
export class InvalidArgumentError extends SportsDataError {
  override name = 'InvalidArgumentError';
  /** `missing_api_key`, `invalid_api_key_format` (the key cannot be sent), or `invalid_argument`. */
  declare readonly code: 'missing_api_key' | 'invalid_api_key_format' | 'invalid_argument';
  /** The argument or option at fault (`apiKey`, `timeout`, a parameter name), or `null`. */
  declare readonly param: string | null;
  constructor(code: InvalidArgumentError['code'], message: string, param: string | null = null) {
    super(message, undefined, { code, param });
  }
}

/** A list answered `has_more: true` without a usable new cursor; paging stops instead of looping. */
export class PaginationError extends SportsDataError {
  override name = 'PaginationError';
}

/**
 * A query run or export job ended `failed`. Tell them apart with `'run_id' in err.job` (a run) or
 * `err.job.id` (an export job).
 */
export class JobFailedError extends SportsDataError {
  override name = 'JobFailedError';
  /** The failed run or job, as the service last returned it (`error` says why). */
  declare readonly job: FailedJob;
  /** `job.error.code`: `export_row_limit_exceeded`, `internal_error` or a newer code; `undefined` if none was given. */
  declare readonly code: JobErrorCode | undefined;
  // `job` is whatever the poll returned once its status said `failed`: its type is the document's.
  constructor(message: string, job: unknown, code: string | undefined) {
    super(message, undefined, { job, code });
  }
}

/** createAndPoll/poll gave up after `timeoutMs`; the run or job may still finish on the service. */
export class PollTimeoutError extends SportsDataError {
  override name = 'PollTimeoutError';
  /** The run or job as last seen (still `queued` or `running`); `undefined` if no poll answered. */
  declare readonly job: QueryRun | ExportJob | undefined;
  /** The `timeoutMs` that passed. */
  declare readonly timeoutMs: number;
  /** The run or job id, to resume with `poll(id)`. */
  declare readonly id: string;
  constructor(message: string, job: unknown, timeoutMs: number, id: string) {
    super(message, undefined, { job, timeoutMs, id });
  }
}

/** A webhook's signature, timestamp or headers did not check out; `reason` says which check failed. */
export class WebhookVerificationError extends SportsDataError {
  override name = 'WebhookVerificationError';
  /** Which check failed. */
  declare readonly reason:
    | 'missing_secret'
    | 'invalid_secret'
    | 'missing_header'
    | 'invalid_timestamp'
    | 'timestamp_too_old'
    | 'timestamp_too_new'
    | 'no_matching_signature'
    | 'invalid_payload';
  constructor(reason: WebhookVerificationError['reason'], message: string) {
    super(message, undefined, { reason });
  }
}

/**
 * An export file could not be fetched or read. `reason`: `not_succeeded` (the job has no file yet, or
 * failed), `url_expired` (the link's `expires_at` has passed, or the file host refused it with 403/410),
 * `http_error` (another error status, a bad redirect), `corrupt_file` (not valid gzip, or a gzip
 * stream cut short), `parse_error` (a JSONL line or CSV record that does not parse), `truncated` (the
 * connection broke mid-file, or fewer rows arrived than the job's `row_count`), `job_mismatch` (the
 * job's resource or format is not the one the caller asked for), `body_used` (the file was already
 * read once).
 */
export class ExportDownloadError extends SportsDataError {
  override name = 'ExportDownloadError';
  /** What went wrong (see the class description). */
  declare readonly reason:
    | 'not_succeeded'
    | 'url_expired'
    | 'http_error'
    | 'corrupt_file'
    | 'parse_error'
    | 'truncated'
    | 'job_mismatch'
    | 'body_used';
  /** The file host's HTTP status, when it answered with an error. */
  declare readonly status: number | undefined;
  constructor(
    reason: ExportDownloadError['reason'],
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, { cause: options?.cause }, { reason, status: options?.status });
  }
}

/** Headers whose whole value is a credential: never kept, whatever its shape. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

function scrubHeaderValue(name: string, value: string): string {
  return CREDENTIAL_HEADERS.has(name.toLowerCase()) ? REDACTED : redact(value);
}

/**
 * The answer's headers, with any value that echoes the key (a debugging proxy, say) scrubbed, and
 * cookies a proxy or load balancer set (`Set-Cookie`) dropped: an error is meant to be logged.
 */
function scrubHeaders(headers: Headers): Headers {
  let clean = true;
  for (const [name, value] of headers) if (scrubHeaderValue(name, value) !== value) clean = false;
  if (clean) return headers;
  const copy = new Headers();
  for (const [name, value] of headers) copy.append(name, scrubHeaderValue(name, value));
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
 * Whether a held key, a key-shaped string, a bearer token or a URL's credentials are anywhere a
 * logger's `inspect` would show them: the own properties (message, stack and cause included) of
 * errors, plain objects and arrays, and Headers and Requests. Other class instances (sockets,
 * streams, buffers) are not walked: they are large graphs that do not hold the request's text, and
 * walking them is costly.
 */
function leaks(value: unknown, depth: number, seen: Set<object>): boolean {
  if (typeof value === 'string') return redact(value) !== value;
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  // Too deep or too big to check: treat as leaking; the safe copy keeps name, message and code.
  if (depth > 6 || seen.size > 500) return true;
  try {
    if (typeof Headers !== 'undefined' && value instanceof Headers) {
      for (const [name, text] of value) if (leaks(`${name}: ${text}`, depth + 1, seen)) return true;
      return false;
    }
    if (typeof Request !== 'undefined' && value instanceof Request) {
      return leaks(value.url, depth + 1, seen) || leaks(value.headers, depth + 1, seen);
    }
    if (Array.isArray(value)) {
      // inspect shows the first 100 items.
      return value.slice(0, 100).some((item) => leaks(item, depth + 1, seen));
    }
    const proto = Object.getPrototypeOf(value);
    if (!(value instanceof Error) && proto !== Object.prototype && proto !== null) return false;
    for (const key of Object.getOwnPropertyNames(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor && 'value' in descriptor && leaks(descriptor.value, depth + 1, seen)) return true;
    }
    return false;
  } catch {
    return true;
  }
}
