// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import { APIResource } from '../../core/resource.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions, RequestOptions } from '../../core/request-options.js';
import type { APIConnectionError, APIConnectionTimeoutError, APIError, AuthenticationError, BadRequestError, InternalServerError, InvalidArgumentError, NotFoundError, PermissionDeniedError, RateLimitError } from '../../core/errors.js';
import type { Game, GamesListParams } from '../aliases.js';
import { operations } from '../operations.js';

/** The `games` namespace of the Sports Data API: Games and their results. Free reads. */
export class Games extends APIResource {
  /**
   * List games
   *
   * Lists games ordered by start time, earliest first, optionally filtered by sport, division, gender, season and team.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/games` (operationId `list_games`)
   *
   * @param query - Query parameters (`GamesListParams`).
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The first page of `Game` items (`await` it), also async-iterable over every item of every page.
   * @throws {@link BadRequestError} 400: `invalid_parameter`, `invalid_cursor`.
   * @throws {@link AuthenticationError} 401: `missing_api_key`, `invalid_api_key`.
   * @throws {@link PermissionDeniedError} 403: `plan_required`, `test_key_not_allowed`, `scope_required`, `verified_coach_required`, `tier_required`, `alert_limit_reached`.
   * @throws {@link APIError} 408.
   * @throws {@link RateLimitError} 429: `rate_limit_exceeded`, `monthly_quota_exceeded`.
   * @throws {@link InternalServerError} 500, 502, 503, 504: `internal_error`, `service_unavailable`.
   * @throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.
   * @throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.
   */
  list(query?: GamesListParams, options?: ListRequestOptions): PagePromise<Game> {
    return this._core.list<Game>(operations.list_games, undefined, query, options);
  }

  /**
   * Get a game
   *
   * Returns a game.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/games/{id}` (operationId `get_game`)
   *
   * @param id - Game id (`game_` + alphanumerics). The SDKs refuse a value that does not match the pattern before sending it (contract section 7); the service answers such a value 404 `not_found`, as it does a well-formed id that does not exist or is not visible to the account.
   * @param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.
   * @returns The `Game` (The game); `.withResponse()` adds the raw Response and its meta.
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
  get(id: string, options?: RequestOptions): APIPromise<Game> {
    return this._core.call<Game>(operations.get_game, [id], undefined, options);
  }
}
