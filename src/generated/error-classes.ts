// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import { APIError } from '../core/error-base.js';
import { AuthenticationError, BadRequestError, BillingError, InternalServerError, NotFoundError, PermissionDeniedError, RateLimitError } from './status-errors.js';

const byStatus: Readonly<Record<number, typeof APIError>> = {
  400: BadRequestError,
  401: AuthenticationError,
  402: BillingError,
  403: PermissionDeniedError,
  404: NotFoundError,
  429: RateLimitError,
};

/** The error class an answer with this (non-2xx) status is thrown as. */
export function errorClassFor(status: number): typeof APIError {
  return byStatus[status] ?? (status >= 500 ? InternalServerError : APIError);
}
