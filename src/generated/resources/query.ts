// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import { APIResource } from '../../core/resource.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import type { APIConnectionError, APIConnectionTimeoutError, APIError, AuthenticationError, BadRequestError, BillingError, InternalServerError, InvalidArgumentError, NotFoundError, PermissionDeniedError, RateLimitError } from '../../core/errors.js';
import type { QueryCreateRequest, QueryRun } from '../aliases.js';
import { operations } from '../operations.js';

/** The `query` namespace of the Sports Data API: Natural-language query runs: long-running jobs, created then polled. Creation is usage-billed; polling is free. */
export class Query extends APIResource {
  /**
   * Create a natural-language query run
   *
   * Submits a natural-language question and answers 202 with the new run (`queued`). Poll `GET /v1/query/{run_id}` until `status` is `completed` or `failed` (the SDK's `createAndPoll` does both). The model is fixed server-side.
   *
   * **Billing:** usage-billed — billed by token usage (model cost × 3) once the run completes, drawn first from the plan's included monthly usage (shared with app chat); a failed run is not billed. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
   *
   * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
   *
   * Usage-billed: the SDK sends it once and never retries it on its own.
   *
   * `POST /v1/query` (operationId `create_query`)
   *
   * @param body - The request body (`QueryCreateRequest`): A natural-language query. The model is fixed server-side and cannot be chosen. Unknown fields are rejected with 400 `invalid_parameter`.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The `QueryRun` (The run was accepted); `.withResponse()` adds the raw Response and its meta.
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
  create(body: QueryCreateRequest, options?: RequestOptions): APIPromise<QueryRun> {
    return this._core.call<QueryRun>(operations.create_query, undefined, body, options);
  }

  /**
   * Get a query run
   *
   * Returns a query run; `answer` and `usage` appear once it has `completed`, `error` if it `failed`. While it is not finished the answer may carry `X-Poll-After-Ms`. A run is visible only to the account that created it.
   *
   * **Billing:** free — polling is free; the run itself is billed once, when it completes. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/query/{run_id}` (operationId `get_query`)
   *
   * @param runId - Query run id (`qr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The `QueryRun` (The run); `.withResponse()` adds the raw Response and its meta.
   * @throws {@link BadRequestError} 400: `invalid_parameter`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link NotFoundError} 404: `not_found`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  get(runId: string, options?: RequestOptions): APIPromise<QueryRun> {
    return this._core.call<QueryRun>(operations.get_query, [runId], undefined, options);
  }
}
