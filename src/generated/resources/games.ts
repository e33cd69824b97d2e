// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { APICore } from '../../core/api-core.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions, RequestOptions } from '../../core/request-options.js';
import type { Game, GamesListParams } from '../aliases.js';
import { operations } from '../operations.js';

/** The `games` namespace of the Sports Data API. */
export class Games {
  protected readonly _core: APICore;

  constructor(core: APICore) {
    this._core = core;
  }

  /**
   * List games
   *
   * Lists games ordered by start time, earliest first, optionally filtered by sport, division, gender, season and team.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/games` (operationId `list_games`)
   */
  list(query?: GamesListParams, options?: ListRequestOptions): PagePromise<Game> {
    return this._core.list<Game>(operations.list_games, undefined, query, options);
  }

  /**
   * Get a game
   *
   * Returns a game.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/games/{id}` (operationId `get_game`)
   */
  get(id: string, options?: RequestOptions): APIPromise<Game> {
    return this._core.call<Game>(operations.get_game, [id], undefined, options);
  }
}
