/** The error envelope of contract section 3: one status and one type per code. */
import { ERROR_CODES } from '../generated/error-codes.js';
import type { ErrorResponse } from '../generated/aliases.js';

const ERRORS = {
  ...ERROR_CODES,
  // Not in openapi.json's list (the real service's limit is its proxy's); an extensible code.
  request_too_large: [413, 'invalid_request_error'],
} as const;

export type ErrorCode = keyof typeof ERRORS;

/**
 * Thrown anywhere in a request's handling; the service turns it into the envelope. Not an Error
 * subclass on purpose: it never escapes the handler, and capturing a stack trace for every 404
 * or 429 would slow the hot path benchmarks run on.
 */
export class ApiError {
  readonly status: number;
  readonly type: string;

  constructor(
    readonly code: ErrorCode,
    readonly message: string,
    readonly param: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    [this.status, this.type] = ERRORS[code];
  }
}

export function invalidParameter(param: string, message: string): ApiError {
  return new ApiError('invalid_parameter', message, param);
}

export function notFound(what: string, id: string): ApiError {
  return new ApiError('not_found', `No ${what} with id '${id}'.`);
}

export function errorBody(
  code: string,
  type: string,
  message: string,
  param: string | null,
  requestId: string,
): ErrorResponse {
  return { error: { type, code, message, param, request_id: requestId } };
}

/** For injected faults with a bare status: the code a real service would most likely send. */
export function codeForStatus(status: number): { code: string; type: string } {
  for (const [code, [s, type]] of Object.entries(ERRORS)) {
    if (s === status && code !== 'missing_api_key' && code !== 'monthly_quota_exceeded')
      return { code, type };
  }
  return status >= 500
    ? { code: 'internal_error', type: 'api_error' }
    : { code: 'request_failed', type: 'invalid_request_error' };
}
