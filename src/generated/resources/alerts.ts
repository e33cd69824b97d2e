// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import { APIResource } from '../../core/resource.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions, RequestOptions } from '../../core/request-options.js';
import type { APIConnectionError, APIConnectionTimeoutError, APIError, AuthenticationError, BadRequestError, BillingError, InternalServerError, InvalidArgumentError, NotFoundError, PermissionDeniedError, RateLimitError } from '../../core/errors.js';
import type { Alert, AlertCreateRequest, AlertMatch, AlertsListMatchesParams, AlertsListParams, DeletedAlert } from '../aliases.js';
import { operations } from '../operations.js';

/** The `alerts` namespace of the Sports Data API: Portal watch alerts and their matches, also pushed to the account's webhook. Usage-billed; creation needs the `portal:alerts` key scope and a verified coach. */
export class Alerts extends APIResource {
  /**
   * List alerts
   *
   * Lists the account's alerts, newest first. Unlike creation, it needs neither the `portal:alerts` scope nor a verified coach.
   *
   * **Billing:** usage-billed — part of the alert family; listing itself adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
   *
   * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
   *
   * Usage-billed: the SDK sends it once and never retries it on its own.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/alerts` (operationId `list_alerts`)
   *
   * @param query - Query parameters (`AlertsListParams`).
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `Alert` items (`await` it), also async-iterable over every item of every page.
   * @throws {@link BadRequestError} 400: `invalid_parameter`, `invalid_cursor`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link BillingError} 402: `budget_exceeded`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  list(query?: AlertsListParams, options?: ListRequestOptions): PagePromise<Alert> {
    return this._core.list<Alert>(operations.list_alerts, undefined, query, options);
  }

  /**
   * Create a portal watch alert
   *
   * Creates a portal watch alert (201). Each new portal entry that fits its filters becomes an alert match, pushed to the account's webhook as an `alert.matched` event and listed by `GET /v1/alerts/{id}/matches`. When the plan's alert count is used, 403 `alert_limit_reached`.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** usage-billed — $5 per alert per month on plus and premium; included from developer up, up to the plan's alert count. Pass `Idempotency-Key` to make your own retry safe. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
   *
   * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal:alerts` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).
   *
   * Usage-billed: the SDK sends it once and never retries it on its own.
   *
   * `POST /v1/alerts` (operationId `create_alert`)
   *
   * @param body - The request body (`AlertCreateRequest`): A portal watch alert. Unknown fields are rejected with 400 `invalid_parameter`.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The `Alert` (The alert was created); `.withResponse()` adds the raw Response and its meta.
   * @throws {@link BadRequestError} 400: `invalid_parameter`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link BillingError} 402: `budget_exceeded`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required`, `alert_limit_reached`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  create(body: AlertCreateRequest, options?: RequestOptions): APIPromise<Alert> {
    return this._core.call<Alert>(operations.create_alert, undefined, body, options);
  }

  /**
   * List an alert's matches
   *
   * Lists the matches of an alert, newest first: the same matches pushed to the webhook. Needs neither the `portal:alerts` scope nor a verified coach.
   *
   * **Billing:** usage-billed — part of the alert family; reading matches adds no charge beyond the per-alert monthly fee. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
   *
   * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
   *
   * Usage-billed: the SDK sends it once and never retries it on its own.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/alerts/{id}/matches` (operationId `list_alert_matches`)
   *
   * @param id - Alert id (`alrt_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param query - Query parameters (`AlertsListMatchesParams`).
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `AlertMatch` items (`await` it), also async-iterable over every item of every page.
   * @throws {@link BadRequestError} 400: `invalid_parameter`, `invalid_cursor`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link BillingError} 402: `budget_exceeded`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`.
   * @throws {@link NotFoundError} 404: `not_found`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  listMatches(id: string, query?: AlertsListMatchesParams, options?: ListRequestOptions): PagePromise<AlertMatch> {
    return this._core.list<AlertMatch>(operations.list_alert_matches, [id], query, options);
  }

  /**
   * Delete an alert
   *
   * Deletes an alert: it stops matching at once and its slot in the plan's alert count is freed. Deleting an alert that is already gone gives 404 `not_found`. Needs neither the `portal:alerts` scope nor a verified coach.
   *
   * **Billing:** usage-billed — part of the alert family; deleting adds no charge. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
   *
   * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`).
   *
   * Usage-billed: the SDK sends it once and never retries it on its own.
   *
   * `DELETE /v1/alerts/{id}` (operationId `delete_alert`)
   *
   * @param id - Alert id (`alrt_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The `DeletedAlert` (The alert was deleted); `.withResponse()` adds the raw Response and its meta.
   * @throws {@link BadRequestError} 400: `invalid_parameter`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link BillingError} 402: `budget_exceeded`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`.
   * @throws {@link NotFoundError} 404: `not_found`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  delete(id: string, options?: RequestOptions): APIPromise<DeletedAlert> {
    return this._core.call<DeletedAlert>(operations.delete_alert, [id], undefined, options);
  }
}
