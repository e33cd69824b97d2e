// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { APICore } from '../../core/api-core.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions, RequestOptions } from '../../core/request-options.js';
import type { Player, PlayerSearchRequest, PlayerSeason, PlayersListSeasonsParams } from '../aliases.js';
import { operations } from '../operations.js';

/** The `players` namespace of the Sports Data API. */
export class Players {
  protected readonly _core: APICore;

  constructor(core: APICore) {
    this._core = core;
  }

  /**
   * Search players
   *
   * Searches players of one sport, optionally by division, gender and position, sorted by a stat key of that sport. Paging is in the body: send `limit`, and the previous page's `next_cursor` as `cursor` with the same other fields. A read: safe to retry despite being a POST.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `POST /v1/players/search` (operationId `search_players`)
   */
  search(body: PlayerSearchRequest, options?: ListRequestOptions): PagePromise<Player> {
    return this._core.list<Player>(operations.search_players, undefined, body, options);
  }

  /**
   * Get a player
   *
   * Returns a player's profile with the stats of the latest covered season.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/players/{id}` (operationId `get_player`)
   */
  get(id: string, options?: RequestOptions): APIPromise<Player> {
    return this._core.call<Player>(operations.get_player, [id], undefined, options);
  }

  /**
   * List a player's seasons
   *
   * Lists the season stats of a player, newest season first. With `season`, only that season.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/players/{id}/seasons` (operationId `list_player_seasons`)
   */
  listSeasons(id: string, query?: PlayersListSeasonsParams, options?: ListRequestOptions): PagePromise<PlayerSeason> {
    return this._core.list<PlayerSeason>(operations.list_player_seasons, [id], query, options);
  }
}
