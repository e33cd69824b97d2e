import type { ExportJob, ExportJobFailed, JobError, QueryRun, QueryRunFailed } from '../generated/aliases.js';
import { SportsDataError } from './error-base.js';

export { APIError, type APIErrorInit, type ErrorCode, SportsDataError } from './error-base.js';
/** The classes of the API's error statuses (`BadRequestError`, `RateLimitError`, …), generated. */
export * from '../generated/status-errors.js';

/** Why a run or job failed: `export_row_limit_exceeded`, `internal_error`, or a newer code. */
export type JobErrorCode = JobError['code'];

/** The last state of a run or job that ended `failed`, as `JobFailedError.job` carries it. */
export type FailedJob = QueryRunFailed | ExportJobFailed;

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
  /**
   * `missing_api_key`, `invalid_api_key_format` (the key cannot be sent), `invalid_argument`, or,
   * from `saveTo` before anything is read, `file_exists` (the target exists and `overwrite` was not
   * asked for) and `missing_directory` (its folder does not exist): the Python client's codes too.
   */
  declare readonly code:
    | 'missing_api_key'
    | 'invalid_api_key_format'
    | 'invalid_argument'
    | 'file_exists'
    | 'missing_directory';
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
 * read once), `io_error` (`saveTo` could not write the target: a full disk, say; a new file or a
 * replacement never appears half written).
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
    | 'body_used'
    | 'io_error';
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
