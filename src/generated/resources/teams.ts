// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { APICore } from '../../core/api-core.js';
import type { APIPromise } from '../../core/api-promise.js';
import type { PagePromise } from '../../core/pagination.js';
import type { ListRequestOptions, RequestOptions } from '../../core/request-options.js';
import type { Coach, RosterEntry, Team, TeamsListCoachesParams, TeamsListParams, TeamsListRosterParams } from '../aliases.js';
import { operations } from '../operations.js';

/** The `teams` namespace of the Sports Data API. */
export class Teams {
  protected readonly _core: APICore;

  constructor(core: APICore) {
    this._core = core;
  }

  /**
   * List teams
   *
   * Lists teams, ordered by name, optionally filtered by sport, division, gender and conference.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/teams` (operationId `list_teams`)
   */
  list(query?: TeamsListParams, options?: ListRequestOptions): PagePromise<Team> {
    return this._core.list<Team>(operations.list_teams, undefined, query, options);
  }

  /**
   * Get a team
   *
   * Returns a team.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * `GET /v1/teams/{id}` (operationId `get_team`)
   */
  get(id: string, options?: RequestOptions): APIPromise<Team> {
    return this._core.call<Team>(operations.get_team, [id], undefined, options);
  }

  /**
   * List a team's roster
   *
   * Lists the roster of a team for one season, ordered by name. Without `season`, the latest covered season.
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/teams/{id}/roster` (operationId `list_team_roster`)
   */
  listRoster(id: string, query?: TeamsListRosterParams, options?: ListRequestOptions): PagePromise<RosterEntry> {
    return this._core.list<RosterEntry>(operations.list_team_roster, [id], query, options);
  }

  /**
   * List a team's coaching staff
   *
   * Lists the current coaching staff of a team, head coach first, then by name. Past staff appear in each person's career (`GET /v1/persons/{id}`).
   *
   * Data of a sport may need a per-sport coaching tier on the account; without it the call gives 403 `tier_required`.
   *
   * **Billing:** free. Counts one request against the monthly quota and the per-minute read limit. Retried automatically by the SDK (connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, 502, 503, 504).
   *
   * **Access:** a live or test key on any plan.
   *
   * Returns the first page; `for await` over the result reads every item of every page.
   *
   * `GET /v1/teams/{id}/coaches` (operationId `list_team_coaches`)
   */
  listCoaches(id: string, query?: TeamsListCoachesParams, options?: ListRequestOptions): PagePromise<Coach> {
    return this._core.list<Coach>(operations.list_team_coaches, [id], query, options);
  }
}
