/**
 * `sports-data-sdk`: the {@link SportsData} client, its errors, pages and the API's types.
 *
 * @module sports-data-sdk
 */
import { SportsData } from './client.js';

export { SportsData };
export default SportsData;

export type { ClientOptions } from './core/config.js';
// Every hook and telemetry type: core/hooks.ts exports only what users see.
export type * from './core/hooks.js';
export type { Fetch, FetchInit, FetchOptions, FetchResponse } from './core/fetch-options.js';
export type { ListRequestOptions, RequestOptions } from './core/request-options.js';
export type { Logger, LogLevel } from './core/logger.js';
export type { ResponseMeta, QuotaMeta } from './core/response-meta.js';
export type { PacingOptions } from './core/pacing/options.js';
export type { PacingAcquire, PacingGrant, PacingStore } from './core/pacing/store.js';
export type { PacingClock } from './core/pacing/clock.js';
export type { CacheClock, CacheOptions, CacheStore, CachedAnswer } from './core/cache.js';
export type { AccountUsage } from './core/pacing/usage.js';
export type { PollOptions } from './core/polling.js';
export type { CreateAndPollOptions } from './lib/job-waiting.js';
export type { ExportDownloadOptions } from './lib/download/download.js';
// Types only: the download code itself loads when `exports.download` is first called.
export type {
  ExportFile,
  ExportFileFor,
  ExportProgress,
  ExportSaveOptions,
  ExportStreamOptions,
  SavedExportFile,
} from './lib/download/export-file.js';
export type {
  CsvExportRow,
  ExportFormat,
  ExportResource,
  ExportRow,
  ExportRowTypes,
} from './lib/download/rows-types.js';
export { APIPromise, type WithResponse } from './core/api-promise.js';
export { Page, PagePromise } from './core/pagination.js';
// Every export of errors.ts is public: the error classes and their types. `ErrorCode` is named as
// well: the generated aliases have one too, and this one (any newer code too) is the SDK's.
export * from './core/errors.js';
export type { ErrorCode } from './core/errors.js';
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

// The namespace classes and the schema types, exported as types so that the API reference (and an
// editor's go-to-definition) can show every method and field; construct them only via SportsData.
export type * from './generated/resources/index.js';
export type { ClientNamespaces } from './generated/client-namespaces.js';
export type { QueryResource } from './lib/query.js';
export type { ExportsResource } from './lib/exports.js';
export type { components, operations } from './generated/schema.js';
