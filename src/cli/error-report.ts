/**
 * Any failure as the JSON line written to stderr, `{"error":{"status","type","code","message"}}`,
 * and the exit status: 1 for the service or the network, 2 for a usage error, 130 for Ctrl-C.
 */
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ExportDownloadError,
  InvalidArgumentError,
  JobFailedError,
  PaginationError,
  PollTimeoutError,
  SportsDataError,
} from '../core/errors.js';
import { redact } from '../internal/redact.js';
import { AnswerTooDeepError } from './nesting.js';
import { UsageError } from './usage-error.js';

export const EXIT_ERROR = 1;
export const EXIT_USAGE = 2;
export const EXIT_INTERRUPTED = 130;

export interface ErrorReport {
  readonly exitCode: number;
  readonly error: { status: number | null; type: string; code: string | null; message: string };
}

function classify(error: unknown): [number, number | null, string, string | null] {
  if (error instanceof UsageError) return [EXIT_USAGE, null, 'usage_error', error.code];
  // Caught before sending: no key, a malformed key or id, a bad option value.
  if (error instanceof InvalidArgumentError) return [EXIT_USAGE, null, 'usage_error', error.code];
  if (error instanceof APIError)
    return [EXIT_ERROR, error.status, error.type ?? 'api_error', error.code ?? null];
  if (error instanceof APIUserAbortError) return [EXIT_INTERRUPTED, null, 'aborted', 'interrupted'];
  if (error instanceof APIConnectionTimeoutError) return [EXIT_ERROR, null, 'connection_error', 'timeout'];
  if (error instanceof APIConnectionError) return [EXIT_ERROR, null, 'connection_error', 'connection_failed'];
  if (error instanceof JobFailedError) return [EXIT_ERROR, null, 'job_failed', error.code ?? null];
  if (error instanceof PollTimeoutError) return [EXIT_ERROR, null, 'poll_timeout', 'poll_timeout'];
  if (error instanceof ExportDownloadError)
    return [EXIT_ERROR, error.status ?? null, 'export_download_error', error.reason];
  if (error instanceof PaginationError) return [EXIT_ERROR, null, 'pagination_error', null];
  if (error instanceof SportsDataError) return [EXIT_ERROR, null, 'sdk_error', null];
  if (error instanceof AnswerTooDeepError) return [EXIT_ERROR, null, 'invalid_response', error.code];
  const code = (error as { code?: unknown } | null)?.code;
  return [EXIT_ERROR, null, 'cli_error', typeof code === 'string' ? code : null];
}

/** The report for `error`; every text in it redacted (the client's key is held by the SDK's redactor). */
export function reportOf(error: unknown): ErrorReport {
  const [exitCode, status, type, code] = classify(error);
  // The SDK's wording names its constructor option; a command line user has flags and variables.
  const message =
    error instanceof InvalidArgumentError && error.code === 'missing_api_key'
      ? 'This command needs an API key: pass --api-key or set SERVICE_API_KEY.'
      : error instanceof Error
        ? error.message
        : String(error);
  const clean = (text: string) => redact(text);
  return {
    exitCode,
    error: { status, type: clean(type), code: code === null ? null : clean(code), message: clean(message) },
  };
}
