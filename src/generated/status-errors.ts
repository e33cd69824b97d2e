// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import { APIError } from '../core/error-base.js';

/**
 * 400: A parameter, body field or header is missing, of the wrong type or out of range (`invalid_parameter`, with `param` naming it), or the cursor is unknown, expired or from another list (`invalid_cursor`). Not retried.
 */
export class BadRequestError extends APIError {
  override name = 'BadRequestError';
}

/**
 * 401: No API key was sent (`missing_api_key`), or the key is unknown, revoked or malformed (`invalid_api_key`). `X-Service-Plan` is `free` and no quota headers are sent.
 */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}

/**
 * 402: The call would pass the account's monthly usage budget cap (`budget_exceeded`). Raise the cap in the console. Nothing was charged.
 */
export class BillingError extends APIError {
  override name = 'BillingError';
}

/**
 * 403: The key or account may not do this: Free plan on a usage-billed operation (`plan_required`), test key on a usage-billed operation (`test_key_not_allowed`), missing key scope (`scope_required`), no verified coach (`verified_coach_required`), missing per-sport coaching tier (`tier_required`), or the plan's alert count is used (`alert_limit_reached`).
 */
export class PermissionDeniedError extends APIError {
  override name = 'PermissionDeniedError';
}

/**
 * 404: No such resource (`not_found`), or it belongs to another account.
 */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
}

/**
 * 429: Per-minute read limit passed (`rate_limit_exceeded`, with `Retry-After` in seconds; free operations are retried by the SDK) or monthly quota used (`monthly_quota_exceeded`, no `Retry-After`, lasts until the UTC month rolls over; never retried).
 */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
}

/**
 * Any 5xx answer:
 * - 500: The service failed (`internal_error`). Free operations are retried by the SDK.
 * - 502: A gateway in front of the service got no valid answer from it. Retried by the SDK for free reads. The body has the error shape (`type` `api_error`) when the service's own gateway answers; a proxy in between may send another body.
 * - 503: The service is overloaded or in maintenance (`service_unavailable`); may carry `Retry-After`. Free operations are retried by the SDK.
 * - 504: A gateway in front of the service timed out waiting for it. Retried by the SDK for free reads; for a usage-billed call the outcome is unknown (retry with the same `Idempotency-Key`). The body has the error shape (`type` `api_error`) when the service's own gateway answers. May carry `Retry-After`.
 */
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
}
