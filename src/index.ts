import { SportsData } from './client.js';

export { SportsData };
export default SportsData;

export type { ClientOptions } from './core/config.js';
export type { RequestOptions } from './core/request-options.js';
export type { Logger, LogLevel } from './core/logger.js';
export type { ResponseMeta, QuotaMeta } from './core/response-meta.js';
export type { PollOptions } from './core/polling.js';
export type { CreateAndPollOptions } from './lib/query.js';
export { APIPromise, type WithResponse } from './core/api-promise.js';
export { Page, PagePromise } from './core/pagination.js';
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  BillingError,
  type ErrorCode,
  ExportDownloadError,
  InternalServerError,
  InvalidArgumentError,
  JobFailedError,
  NotFoundError,
  PaginationError,
  PermissionDeniedError,
  PollTimeoutError,
  RateLimitError,
  SportsDataError,
  WebhookVerificationError,
} from './core/errors.js';
export type * from './generated/aliases.js';
export {
  type SignedWebhookHeaders,
  signWebhookPayload,
  unwrapWebhook,
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
  type WebhookRawBody,
  type WebhookSignOptions,
  Webhooks,
  type WebhooksOptions,
  type WebhookVerifyOptions,
} from './lib/webhooks/index.js';
export { VERSION } from './version.js';
