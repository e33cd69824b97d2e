// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import { APIResource } from '../../core/resource.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions } from '../../core/request-options.js';
import type { APIConnectionError, APIConnectionTimeoutError, APIError, AuthenticationError, BadRequestError, BillingError, InternalServerError, InvalidArgumentError, PermissionDeniedError, RateLimitError } from '../../core/errors.js';
import type { PortalEntry, PortalListParams } from '../aliases.js';
import { operations } from '../operations.js';

/** The `portal` namespace of the Sports Data API: The live transfer-portal feed. Usage-billed; needs the `portal` key scope and a verified coach. */
export class Portal extends APIResource {
  /**
   * List the live transfer-portal feed
   *
   * Lists live transfer-portal entries, newest `entered_at` first.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** usage-billed — $0.05 per request on plus and premium, included from developer up. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.
   *
   * **Access:** a live key (a test key gives 403 `test_key_not_allowed`) on a paid plan (plus, premium, developer, ultra, enterprise; Free gives 403 `plan_required`); the key needs the `portal` scope (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).
   *
   * Usage-billed: the SDK sends it once and never retries it on its own.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/portal` (operationId `list_portal`)
   *
   * @param query - Query parameters (`PortalListParams`).
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `PortalEntry` items (`await` it), also async-iterable over every item of every page.
   * @throws {@link BadRequestError} 400: `invalid_parameter`, `invalid_cursor`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link BillingError} 402: `budget_exceeded`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  list(query?: PortalListParams, options?: ListRequestOptions): PagePromise<PortalEntry> {
    return this._core.list<PortalEntry>(operations.list_portal, undefined, query, options);
  }
}
