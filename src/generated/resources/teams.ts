// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import { APIResource } from '../../core/resource.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions, RequestOptions } from '../../core/request-options.js';
import type { APIConnectionError, APIConnectionTimeoutError, APIError, AuthenticationError, BadRequestError, InternalServerError, InvalidArgumentError, NotFoundError, PermissionDeniedError, RateLimitError } from '../../core/errors.js';
import type { Coach, RosterEntry, Team, TeamsListCoachesParams, TeamsListParams, TeamsListRosterParams } from '../aliases.js';
import { operations } from '../operations.js';

/** The `teams` namespace of the Sports Data API: Teams, their rosters and coaching staffs. Free reads. */
export class Teams extends APIResource {
  /**
   * List teams
   *
   * Lists teams, ordered by name, optionally filtered by sport, division, gender and conference.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/teams` (operationId `list_teams`)
   *
   * @param query - Query parameters (`TeamsListParams`).
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `Team` items (`await` it), also async-iterable over every item of every page.
   * @throws {@link BadRequestError} 400: `invalid_parameter`, `invalid_cursor`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required`, `alert_limit_reached`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  list(query?: TeamsListParams, options?: ListRequestOptions): PagePromise<Team> {
    return this._core.list<Team>(operations.list_teams, undefined, query, options);
  }

  /**
   * Get a team
   *
   * Returns a team.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/teams/{id}` (operationId `get_team`)
   *
   * @param id - Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The `Team` (The team); `.withResponse()` adds the raw Response and its meta.
   * @throws {@link BadRequestError} 400: `invalid_parameter`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required`, `alert_limit_reached`.
   * @throws {@link NotFoundError} 404: `not_found`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  get(id: string, options?: RequestOptions): APIPromise<Team> {
    return this._core.call<Team>(operations.get_team, [id], undefined, options);
  }

  /**
   * List a team's roster
   *
   * Lists the roster of a team for one season, ordered by name. Without `season`, the latest covered season.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/teams/{id}/roster` (operationId `list_team_roster`)
   *
   * @param id - Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param query - Query parameters (`TeamsListRosterParams`).
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `RosterEntry` items (`await` it), also async-iterable over every item of every page.
   * @throws {@link BadRequestError} 400: `invalid_parameter`, `invalid_cursor`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required`, `alert_limit_reached`.
   * @throws {@link NotFoundError} 404: `not_found`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  listRoster(id: string, query?: TeamsListRosterParams, options?: ListRequestOptions): PagePromise<RosterEntry> {
    return this._core.list<RosterEntry>(operations.list_team_roster, [id], query, options);
  }

  /**
   * List a team's coaching staff
   *
   * Lists the current coaching staff of a team, head coach first, then by name. Past staff appear in each person's career (`GET /v1/persons/{id}`).
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/teams/{id}/coaches` (operationId `list_team_coaches`)
   *
   * @param id - Team id (`team_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param query - Query parameters (`TeamsListCoachesParams`).
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `Coach` items (`await` it), also async-iterable over every item of every page.
   * @throws {@link BadRequestError} 400: `invalid_parameter`, `invalid_cursor`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required`, `alert_limit_reached`.
   * @throws {@link NotFoundError} 404: `not_found`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  listCoaches(id: string, query?: TeamsListCoachesParams, options?: ListRequestOptions): PagePromise<Coach> {
    return this._core.list<Coach>(operations.list_team_coaches, [id], query, options);
  }
}
