/** The error envelope of contract section 3: one status and one type per code. */

export const ERRORS = {
  missing_api_key: [401, 'authentication_error'],
  invalid_api_key: [401, 'authentication_error'],
  plan_required: [403, 'permission_error'],
  test_key_not_allowed: [403, 'permission_error'],
  scope_required: [403, 'permission_error'],
  verified_coach_required: [403, 'permission_error'],
  tier_required: [403, 'permission_error'],
  alert_limit_reached: [403, 'permission_error'],
  budget_exceeded: [402, 'billing_error'],
  invalid_parameter: [400, 'invalid_request_error'],
  invalid_cursor: [400, 'invalid_request_error'],
  not_found: [404, 'invalid_request_error'],
  // Not in openapi.json's list (the real service's limit is its proxy's); an extensible code.
  request_too_large: [413, 'invalid_request_error'],
  monthly_quota_exceeded: [429, 'rate_limit_error'],
  rate_limit_exceeded: [429, 'rate_limit_error'],
  internal_error: [500, 'api_error'],
  service_unavailable: [503, 'api_error'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorBody {
  error: { type: string; code: string; message: string; param: string | null; request_id: string };
}

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
): ErrorBody {
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
