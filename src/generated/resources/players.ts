// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import { APIResource } from '../../core/resource.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions, RequestOptions } from '../../core/request-options.js';
import type { APIConnectionError, APIConnectionTimeoutError, APIError, AuthenticationError, BadRequestError, InternalServerError, InvalidArgumentError, NotFoundError, PermissionDeniedError, RateLimitError } from '../../core/errors.js';
import type { Player, PlayerSearchRequest, PlayerSearchRequestFor, PlayerSeason, PlayersListSeasonsParams } from '../aliases.js';
import { operations } from '../operations.js';

/** The `players` namespace of the Sports Data API: Player search, profiles and season stats. Free reads. */
export class Players extends APIResource {
  /**
   * Search players
   *
   * Searches players of one sport, optionally by division, gender and position, sorted by a stat key of that sport. Paging is in the body: send `limit`, and the previous page's `next_cursor` as `cursor` with the same other fields. A read: safe to retry despite being a POST.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `POST /v1/players/search` (operationId `search_players`)
   *
   * @param body - The request body (`PlayerSearchRequest`): Player search. Unknown fields are rejected with 400 `invalid_parameter`.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `Player` items (`await` it), also async-iterable over every item of every page.
   * @throws {@link BadRequestError} 400: `invalid_parameter`, `invalid_cursor`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required`, `alert_limit_reached`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  search<S extends PlayerSearchRequest["sport"]>(body: PlayerSearchRequestFor<S>, options?: ListRequestOptions): PagePromise<Player> {
    return this._core.list<Player>(operations.search_players, undefined, body, options);
  }

  /**
   * Get a player
   *
   * Returns a player's profile with the stats of the latest covered season.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/players/{id}` (operationId `get_player`)
   *
   * @param id - Player id (`plr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The `Player` (The player); `.withResponse()` adds the raw Response and its meta.
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
  get(id: string, options?: RequestOptions): APIPromise<Player> {
    return this._core.call<Player>(operations.get_player, [id], undefined, options);
  }

  /**
   * List a player's seasons
   *
   * Lists the season stats of a player, newest season first. With `season`, only that season.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/players/{id}/seasons` (operationId `list_player_seasons`)
   *
   * @param id - Player id (`plr_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param query - Query parameters (`PlayersListSeasonsParams`).
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `PlayerSeason` items (`await` it), also async-iterable over every item of every page.
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
  listSeasons(id: string, query?: PlayersListSeasonsParams, options?: ListRequestOptions): PagePromise<PlayerSeason> {
    return this._core.list<PlayerSeason>(operations.list_player_seasons, [id], query, options);
  }
}
