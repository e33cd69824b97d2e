// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import { APIResource } from '../../core/resource.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions, RequestOptions } from '../../core/request-options.js';
import type { APIConnectionError, APIConnectionTimeoutError, APIError, AuthenticationError, BadRequestError, BillingError, InternalServerError, InvalidArgumentError, NotFoundError, PermissionDeniedError, RateLimitError } from '../../core/errors.js';
import type { ExportCreateRequest, ExportJob, ExportsListParams } from '../aliases.js';
import { operations } from '../operations.js';

/** The `exports` namespace of the Sports Data API: Bulk exports to gzipped CSV or JSONL: long-running jobs, created then polled. Creation is usage-billed (only when the job succeeds); listing and polling are free. */
export class Exports extends APIResource {
  /**
   * List export jobs
   *
   * Lists the account's export jobs, newest first.
   *
   * **Billing:** free — listing is free; each job is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/exports` (operationId `list_exports`)
   *
   * @param query - Query parameters (`ExportsListParams`).
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `ExportJob` items (`await` it), also async-iterable over every item of every page.
   * @throws {@link BadRequestError} 400: `invalid_parameter`, `invalid_cursor`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  list(query?: ExportsListParams, options?: ListRequestOptions): PagePromise<ExportJob> {
    return this._core.list<ExportJob>(operations.list_exports, undefined, query, options);
  }

  /**
   * Create a bulk export job
   *
   * Starts an export and answers 202 with the new job (`queued`). Poll `GET /v1/exports/{id}` until `status` is `succeeded` (then fetch `download_url`, a gzipped CSV or JSONL file) or `failed`. A job that would pass the plan's export row cap fails with `export_row_limit_exceeded`.
   *
   * **Billing:** usage-billed — $0.10 per started 10,000-row block, only when the job succeeds; a failed export is never billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
   *
   * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
   *
   * Usage-billed: the SDK sends it once and never retries it on its own.
   *
   * `POST /v1/exports` (operationId `create_export`)
   *
   * @param body - The request body (`ExportCreateRequest`): A bulk export. Unknown fields are rejected with 400 `invalid_parameter`.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The `ExportJob` (The job was accepted); `.withResponse()` adds the raw Response and its meta.
   * @throws {@link BadRequestError} 400: `invalid_parameter`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link BillingError} 402: `budget_exceeded`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  create(body: ExportCreateRequest, options?: RequestOptions): APIPromise<ExportJob> {
    return this._core.call<ExportJob>(operations.create_export, undefined, body, options);
  }

  /**
   * Get an export job
   *
   * Returns an export job; `download_url` and `expires_at` appear once it has `succeeded`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A job is visible only to the account that created it.
   *
   * **Billing:** free — polling is free; the job itself is billed only when it succeeds. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/exports/{id}` (operationId `get_export`)
   *
   * @param id - Export job id (`exp_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The `ExportJob` (The job); `.withResponse()` adds the raw Response and its meta.
   * @throws {@link BadRequestError} 400: `invalid_parameter`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link NotFoundError} 404: `not_found`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  get(id: string, options?: RequestOptions): APIPromise<ExportJob> {
    return this._core.call<ExportJob>(operations.get_export, [id], undefined, options);
  }
}
