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

/** The base of every error the SDK throws, so one `instanceof` catches them all. */
export class SportsDataError extends Error {
  /** The class name (`RateLimitError`, …), also in `String(err)` and logs. */
  override name = 'SportsDataError';
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
  /** The key in use, only so that it can be scrubbed from the message; it is never stored. */
  secret?: string | undefined;
}

/** The service answered with an error status (or with a body the SDK cannot read). */
export class APIError extends SportsDataError {
  override name = 'APIError';
  /** The HTTP status of the answer (400, 401, 402, 403, 404, 408, 429, 5xx). */
  readonly status: number;
  /**
   * The error's broad class from the body (`invalid_request_error`, `permission_error`, …), or
   * `invalid_response` when the SDK could not read the body; `undefined` when the body gave none.
   */
  readonly type: ErrorType | undefined;
  /**
   * What went wrong, to branch on: one of the documented codes (`plan_required`,
   * `rate_limit_exceeded`, …) or a newer string; `undefined` when the body gave none.
   */
  readonly code: ErrorCode | undefined;
  /** The parameter, body field (dotted path) or header at fault, for `invalid_parameter`; else `null`. */
  readonly param: string | null;
  /** The answer's `X-Request-Id` (or the body's `request_id`): quote it to support. */
  readonly requestId: string | undefined;
  /** The answer's headers, with credentials and any echo of the key removed. */
  readonly headers: Headers;
  /** Seconds the service asked the client to wait (`Retry-After`), when it said. */
  readonly retryAfter: number | undefined;

  constructor(init: APIErrorInit) {
    super(redact(init.message, init.secret));
    // Every string the answer supplied is scrubbed, not just the message: a server or proxy that
    // echoes the key can put it in any field, and a logger prints them all.
    const scrub = <T extends string | null | undefined>(value: T): T =>
      (typeof value === 'string' ? redact(value, init.secret) : value) as T;
    this.status = init.status;
    this.type = scrub(init.type);
    this.code = scrub(init.code);
    this.param = scrub(init.param) ?? null;
    this.requestId = scrub(init.requestId);
    this.headers = scrubHeaders(init.headers, init.secret);
    this.retryAfter = init.retryAfter;
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
  constructor(message = 'Connection error.', options?: { cause?: unknown; secret?: string | undefined }) {
    super(redact(message, options?.secret), { cause: scrubCause(options?.cause, options?.secret) });
  }
}

/** The attempt (headers and body) did not finish within `timeout`. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = 'APIConnectionTimeoutError';
  constructor(message = 'Request timed out.', options?: { cause?: unknown; secret?: string | undefined }) {
    super(message, options);
  }
}

/** The caller's `AbortSignal` fired. */
export class APIUserAbortError extends SportsDataError {
  override name = 'APIUserAbortError';
  constructor(message = 'Request was aborted.') {
    super(message);
  }
}

/**
 * Bad input caught before anything was sent: no key where one is needed, a key that cannot go in
 * a header, an id that is not one path segment, options of the wrong type.
 */
export class InvalidArgumentError extends SportsDataError {
  override name = 'InvalidArgumentError';
  /** `missing_api_key`, `invalid_api_key_format` (the key cannot be sent), or `invalid_argument`. */
  readonly code: 'missing_api_key' | 'invalid_api_key_format' | 'invalid_argument';
  /** The argument or option at fault (`apiKey`, `timeout`, a parameter name), or `null`. */
  readonly param: string | null;
  constructor(code: InvalidArgumentError['code'], message: string, param: string | null = null) {
    super(redact(message));
    this.code = code;
    this.param = param;
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
  readonly job: FailedJob;
  /** `job.error.code`: `export_row_limit_exceeded`, `internal_error` or a newer code; `undefined` if none was given. */
  readonly code: JobErrorCode | undefined;
  // `job` is whatever the poll returned once its status said `failed`: its type is the document's.
  constructor(message: string, job: unknown, code: string | undefined) {
    super(redact(message));
    this.job = job as FailedJob;
    this.code = code;
  }
}

/** createAndPoll/poll gave up after `timeoutMs`; the run or job may still finish on the service. */
export class PollTimeoutError extends SportsDataError {
  override name = 'PollTimeoutError';
  /** The run or job as last seen (still `queued` or `running`); `undefined` if no poll answered. */
  readonly job: QueryRun | ExportJob | undefined;
  /** The `timeoutMs` that passed. */
  readonly timeoutMs: number;
  constructor(message: string, job: unknown, timeoutMs: number) {
    super(message);
    this.job = job as QueryRun | ExportJob | undefined;
    this.timeoutMs = timeoutMs;
  }
}

/** A webhook's signature, timestamp or headers did not check out; `reason` says which check failed. */
export class WebhookVerificationError extends SportsDataError {
  override name = 'WebhookVerificationError';
  /** Which check failed. */
  readonly reason:
    | 'missing_secret'
    | 'invalid_secret'
    | 'missing_header'
    | 'invalid_timestamp'
    | 'timestamp_too_old'
    | 'timestamp_too_new'
    | 'no_matching_signature'
    | 'invalid_payload';
  constructor(reason: WebhookVerificationError['reason'], message: string) {
    super(message);
    this.reason = reason;
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
  readonly reason:
    | 'not_succeeded'
    | 'url_expired'
    | 'http_error'
    | 'corrupt_file'
    | 'parse_error'
    | 'truncated'
    | 'job_mismatch'
    | 'body_used';
  /** The file host's HTTP status, when it answered with an error. */
  readonly status: number | undefined;
  constructor(
    reason: ExportDownloadError['reason'],
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(redact(message), { cause: options?.cause });
    this.reason = reason;
    this.status = options?.status;
  }
}

/** Headers whose whole value is a credential: never kept, whatever its shape. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

function scrubHeaderValue(name: string, value: string, secret: string | undefined): string {
  return CREDENTIAL_HEADERS.has(name.toLowerCase()) ? REDACTED : redact(value, secret);
}

/**
 * The answer's headers, with any value that echoes the key (a debugging proxy, say) scrubbed, and
 * cookies a proxy or load balancer set (`Set-Cookie`) dropped: an error is meant to be logged.
 */
function scrubHeaders(headers: Headers, secret: string | undefined): Headers {
  let clean = true;
  for (const [name, value] of headers) if (scrubHeaderValue(name, value, secret) !== value) clean = false;
  if (clean) return headers;
  const copy = new Headers();
  for (const [name, value] of headers) copy.append(name, scrubHeaderValue(name, value, secret));
  return copy;
}

function scrubCause(cause: unknown, secret: string | undefined): unknown {
  if (cause === undefined) return undefined;
  if (!leaks(cause, secret, 0, new Set())) return cause;
  // The cause leaks a key (a caller's fetch echoing headers, an HTTP library error holding its
  // request config, say): keep its kind and a scrubbed message, not the object.
  const safe = new Error(redact(cause instanceof Error ? cause.message : String(cause), secret));
  safe.name = cause instanceof Error ? cause.name : 'Error';
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && redact(code, secret) === code) (safe as { code?: string }).code = code;
  return safe;
}

/**
 * Whether a key-shaped string, a bearer token or the secret is anywhere a logger's `inspect` would
 * show it: the own properties (message, stack and cause included) of errors, plain objects and
 * arrays, and Headers and Requests. Other class instances (sockets, streams, buffers) are not
 * walked: they are large graphs that do not hold the request's text, and walking them is costly.
 */
function leaks(value: unknown, secret: string | undefined, depth: number, seen: Set<object>): boolean {
  if (typeof value === 'string') return redact(value, secret) !== value;
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  // Too deep or too big to check: treat as leaking; the safe copy keeps name, message and code.
  if (depth > 6 || seen.size > 500) return true;
  try {
    if (typeof Headers !== 'undefined' && value instanceof Headers) {
      for (const [name, text] of value) if (leaks(`${name}: ${text}`, secret, depth + 1, seen)) return true;
      return false;
    }
    if (typeof Request !== 'undefined' && value instanceof Request) {
      return leaks(value.url, secret, depth + 1, seen) || leaks(value.headers, secret, depth + 1, seen);
    }
    if (Array.isArray(value)) {
      // inspect shows the first 100 items.
      return value.slice(0, 100).some((item) => leaks(item, secret, depth + 1, seen));
    }
    const proto = Object.getPrototypeOf(value);
    if (!(value instanceof Error) && proto !== Object.prototype && proto !== null) return false;
    for (const key of Object.getOwnPropertyNames(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor && 'value' in descriptor && leaks(descriptor.value, secret, depth + 1, seen))
        return true;
    }
    return false;
  } catch {
    return true;
  }
}
