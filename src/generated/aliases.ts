// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { components, operations } from './schema.js';

/** An interface can extend a generic reference but not an indexed access type. */
type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Plan of the account that owns the key: `free`, `plus`, `premium`, `developer` (Developer Pro), `ultra` (Developer Ultra) or `enterprise`. Requests without a key are reported as `free`. Plans may be added: a client must accept a value it does not know. */
export type Plan = components['schemas']["Plan"];
/** The values of `Plan` this version of the SDK knows (the service may send others). */
export type KnownPlan = "free" | "plus" | "premium" | "developer" | "ultra" | "enterprise";

/** Broad class of an error: `authentication_error` (401), `permission_error` (403), `billing_error` (402), `invalid_request_error` (400, 404), `rate_limit_error` (429), `api_error` (408, 500, 502, 503, 504). */
export type ErrorType = components['schemas']["ErrorType"];
/** The values of `ErrorType` this version of the SDK knows (the service may send others). */
export type KnownErrorType = "authentication_error" | "permission_error" | "billing_error" | "invalid_request_error" | "rate_limit_error" | "api_error";

/**
 * Machine-readable error code; branch on this, not on `message`. Codes, with status and type:
 *
 * | code | status | type | when |
 * |---|---|---|---|
 * | missing_api_key | 401 | authentication_error | no key on an operation that needs one |
 * | invalid_api_key | 401 | authentication_error | key unknown, revoked or malformed |
 * | plan_required | 403 | permission_error | a Free plan key calls a usage-billed operation |
 * | test_key_not_allowed | 403 | permission_error | a test key calls a usage-billed operation |
 * | scope_required | 403 | permission_error | the key lacks `portal` / `portal:alerts` |
 * | verified_coach_required | 403 | permission_error | no verified coach on the account (portal, alert creation) |
 * | tier_required | 403 | permission_error | the portal feed or an alert asks for a sport whose per-sport coaching tier the account lacks (free reads never answer it) |
 * | alert_limit_reached | 403 | permission_error | the plan's alert count is used |
 * | budget_exceeded | 402 | billing_error | a usage-billed call would pass the account's monthly budget cap |
 * | invalid_parameter | 400 | invalid_request_error | a parameter is missing, of the wrong type or out of range; `param` names it |
 * | invalid_cursor | 400 | invalid_request_error | the cursor is unknown, expired, or from another list |
 * | not_found | 404 | invalid_request_error | no such resource |
 * | monthly_quota_exceeded | 429 | rate_limit_error | the monthly quota is used; no `Retry-After`; lasts until the UTC month rolls over |
 * | rate_limit_exceeded | 429 | rate_limit_error | the per-minute read limit is passed; `Retry-After` in seconds |
 * | internal_error | 500 | api_error | the service failed |
 * | service_unavailable | 503 | api_error | overloaded or in maintenance; may carry `Retry-After` |
 *
 * New codes may be added in later versions; clients should treat an unknown code by its HTTP status.
 */
export type ErrorCode = components['schemas']["ErrorCode"];
/** The values of `ErrorCode` this version of the SDK knows (the service may send others). */
export type KnownErrorCode = "missing_api_key" | "invalid_api_key" | "plan_required" | "test_key_not_allowed" | "scope_required" | "verified_coach_required" | "tier_required" | "alert_limit_reached" | "budget_exceeded" | "invalid_parameter" | "invalid_cursor" | "not_found" | "monthly_quota_exceeded" | "rate_limit_exceeded" | "internal_error" | "service_unavailable";

/** The error itself. All five fields are always present. */
export interface ErrorObject extends Schema<"ErrorObject"> {}

/** Body of every error response (every 4xx and 5xx status), and no other shape. */
export interface ErrorResponse extends Schema<"ErrorResponse"> {}

/** A sport the service covers. */
export interface Sport extends Schema<"Sport"> {}

/** A competitive division (for example NCAA Division I). */
export interface Division extends Schema<"Division"> {}

/** An athletic conference within a sport and division. */
export interface Conference extends Schema<"Conference"> {}

/** The filters the service understands and, per sport, the stat keys that `sort_by` (player search) and `min_stats` (alerts) accept. */
export interface FilterCatalog extends Schema<"FilterCatalog"> {}

/** Which datasets the service holds for each sport, division and gender, and for which seasons. */
export interface CoverageMatrix extends Schema<"CoverageMatrix"> {}

/** A player, with the stats of the current (latest covered) season. */
export interface Player extends Schema<"Player"> {}

/** One season of a player's stats, with the team the player played for. */
export interface PlayerSeason extends Schema<"PlayerSeason"> {}

/** A team (one program in one sport and gender). */
export interface Team extends Schema<"Team"> {}

/** A player on a team's roster for one season. */
export interface RosterEntry extends Schema<"RosterEntry"> {}

/** A member of a team's current coaching staff. */
export interface Coach extends Schema<"Coach"> {}

/** A person (player or coach) with their career history. */
export interface Person extends Schema<"Person"> {}

/** A completed transfer of a person from one team to another. */
export interface Transfer extends Schema<"Transfer"> {}

/** A roster or staff movement: transfer, portal entry, commitment, coaching change or departure. */
export interface Movement extends Schema<"Movement"> {}

/** A game. */
export interface Game extends Schema<"Game"> {}

/** An entry in the live transfer portal. */
export interface PortalEntry extends Schema<"PortalEntry"> {}

/** Token usage and charge of a completed query run. */
export interface Usage extends Schema<"Usage"> {}

/** Why a query run or export job failed. Present only when `status` is `failed`. */
export interface JobError extends Schema<"JobError"> {}

/** Fields every state of a query run has. A natural-language query run. Lifecycle: `queued → running → completed | failed`. `answer` and `usage` are present only when `completed`; `error` only when `failed`; `completed_at` is null until the run is `completed` or `failed`. Billed once, when it completes; a failed run is not billed. */
export interface QueryRunBase extends Schema<"QueryRunBase"> {}

/** A run not finished yet: `queued`, `running`, or a state added later. No `answer`, `usage` or `error` yet. */
export interface QueryRunInProgress extends Schema<"QueryRunInProgress"> {}

/** A completed run: `answer` and `usage` are always present. Billed once. */
export interface QueryRunCompleted extends Schema<"QueryRunCompleted"> {}

/** A failed run: `error` says why. Not billed. */
export interface QueryRunFailed extends Schema<"QueryRunFailed"> {}

/** A natural-language query run. Lifecycle: `queued → running → completed | failed`. `answer` and `usage` are present only when `completed`; `error` only when `failed`; `completed_at` is null until the run is `completed` or `failed`. Billed once, when it completes; a failed run is not billed. One of `QueryRunInProgress`, `QueryRunCompleted`, `QueryRunFailed` by `status` (a status this document does not know has the in-progress shape). */
export type QueryRun = QueryRunInProgress | QueryRunCompleted | QueryRunFailed;

/** Filters of an export: the same filters as the matching GET list; `x-applies-to` lists the resources each one applies to. A filter that does not apply to the export's `resource` is rejected with 400 `invalid_parameter` (`param` is `filters.<name>`). Omitted filters do not restrict. In a request, an unknown filter is refused with 400 `invalid_parameter`; an export job echoes its filters and may show filters added later. */
export interface ExportFilters extends Schema<"ExportFilters"> {}

/** Fields every state of a export job has. A bulk export job. Lifecycle: `queued → running → succeeded | failed`. `download_url` and `expires_at` are present only when `succeeded`; `error` only when `failed`; `completed_at` is null until the job is `succeeded` or `failed`. Billed $0.10 per started 10,000-row block, only when it succeeds; a failed job is never billed. */
export interface ExportJobBase extends Schema<"ExportJobBase"> {}

/** A job not finished yet: `queued`, `running`, or a state added later. No file yet. */
export interface ExportJobInProgress extends Schema<"ExportJobInProgress"> {}

/** A succeeded job: `download_url`, `expires_at` and `row_count` are always present. Billed. */
export interface ExportJobSucceeded extends Schema<"ExportJobSucceeded"> {}

/** A failed job: `error` says why (for example `export_row_limit_exceeded`). Never billed. */
export interface ExportJobFailed extends Schema<"ExportJobFailed"> {}

/** A bulk export job. Lifecycle: `queued → running → succeeded | failed`. `download_url` and `expires_at` are present only when `succeeded`; `error` only when `failed`; `completed_at` is null until the job is `succeeded` or `failed`. Billed $0.10 per started 10,000-row block, only when it succeeds; a failed job is never billed. One of `ExportJobInProgress`, `ExportJobSucceeded`, `ExportJobFailed` by `status` (a status this document does not know has the in-progress shape). */
export type ExportJob = ExportJobInProgress | ExportJobSucceeded | ExportJobFailed;

/** What a new portal entry must fit for an alert to match. All given conditions must hold. In a request, an unknown field is refused with 400 `invalid_parameter`. */
export interface AlertFilters extends Schema<"AlertFilters"> {}

/** A portal watch alert. Matches are pushed to the account's webhook (`alert.matched`) and can be read with `GET /v1/alerts/{id}/matches`. */
export interface Alert extends Schema<"Alert"> {}

/** A portal entry that matched an alert. */
export interface AlertMatch extends Schema<"AlertMatch"> {}

/** Answer to deleting an alert. */
export interface DeletedAlert extends Schema<"DeletedAlert"> {}

/** Webhook event sent when a new portal entry matches an active alert. */
export interface AlertMatchedEvent extends Schema<"AlertMatchedEvent"> {}

/** Player search. Unknown fields are rejected with 400 `invalid_parameter`. */
export interface PlayerSearchRequest extends Schema<"PlayerSearchRequest"> {}

/** A natural-language query. The model is fixed server-side and cannot be chosen. Unknown fields are rejected with 400 `invalid_parameter`. */
export interface QueryCreateRequest extends Schema<"QueryCreateRequest"> {}

/** A bulk export. Unknown fields are rejected with 400 `invalid_parameter`. */
export interface ExportCreateRequest extends Schema<"ExportCreateRequest"> {}

/** A portal watch alert. Unknown fields are rejected with 400 `invalid_parameter`. */
export interface AlertCreateRequest extends Schema<"AlertCreateRequest"> {}

/** Sports, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface SportPage extends Schema<"SportPage"> {}

/** Divisions, ordered by level, then name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface DivisionPage extends Schema<"DivisionPage"> {}

/** Conferences, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface ConferencePage extends Schema<"ConferencePage"> {}

/** Players matching a search, in the requested order (ties broken by id). One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface PlayerPage extends Schema<"PlayerPage"> {}

/** Seasons of a player, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface PlayerSeasonPage extends Schema<"PlayerSeasonPage"> {}

/** Teams, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface TeamPage extends Schema<"TeamPage"> {}

/** Roster entries of one season, ordered by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface RosterEntryPage extends Schema<"RosterEntryPage"> {}

/** Coaching staff, head coach first, then by name. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface CoachPage extends Schema<"CoachPage"> {}

/** Transfers of a person, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface TransferPage extends Schema<"TransferPage"> {}

/** Movements, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface MovementPage extends Schema<"MovementPage"> {}

/** Games, ordered by start time (earliest first). One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface GamePage extends Schema<"GamePage"> {}

/** Portal entries, newest `entered_at` first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface PortalEntryPage extends Schema<"PortalEntryPage"> {}

/** Alerts of the account, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface AlertPage extends Schema<"AlertPage"> {}

/** Matches of an alert, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface AlertMatchPage extends Schema<"AlertMatchPage"> {}

/** Export jobs of the account, newest first. One page of a cursor-paged list (see Paging in the API description): when `has_more` is true, `next_cursor` is non-null; send it as `cursor` with the same other parameters for the next page. When `has_more` is false, `next_cursor` is null. */
export interface ExportJobPage extends Schema<"ExportJobPage"> {}

/** The stat keys per sport that openapi.json lists (`FilterCatalog.sort_keys`); the service may add keys and sports. */
export interface KnownStatKeys {
  football: "passing_yards" | "rushing_yards" | "receiving_yards" | "touchdowns" | "tackles" | "sacks" | "interceptions";
  basketball: "points_per_game" | "rebounds_per_game" | "assists_per_game" | "steals_per_game" | "blocks_per_game" | "field_goal_pct" | "three_point_pct";
  soccer: "goals" | "assists" | "shots" | "saves" | "minutes_played";
  volleyball: "kills" | "assists" | "digs" | "blocks" | "aces";
  baseball: "batting_average" | "home_runs" | "runs_batted_in" | "stolen_bases" | "strikeouts" | "era";
}

/** A stat key of sport `S`: the keys listed for it (every listed key for another sport), or any other string. */
export type StatKey<S extends string = string> =
  | (S extends keyof KnownStatKeys ? KnownStatKeys[S] : KnownStatKeys[keyof KnownStatKeys])
  | (string & {});

/** `PlayerSearchRequest` whose `sort_by` completes the stat keys of its `sport`. */
export type PlayerSearchRequestFor<S extends PlayerSearchRequest["sport"]> = Omit<PlayerSearchRequest, "sport" | "sort_by"> & {
  /** Sport slug (a `Sport.id`) to search in. */
  sport: S;
  /** A stat key of `sport` (see `FilterCatalog.sort_keys`); players without that stat come last. When omitted, players are ordered by name (A to Z) and `order` is ignored. An unknown key is rejected with 400 `invalid_parameter`. */
  sort_by?: StatKey<S> | undefined;
};

/** Query parameters of `reference.listSports`. */
export interface ReferenceListSportsParams extends NonNullable<operations["list_sports"]['parameters']['query']> {}

/** Query parameters of `reference.listDivisions`. */
export interface ReferenceListDivisionsParams extends NonNullable<operations["list_divisions"]['parameters']['query']> {}

/** Query parameters of `reference.listConferences`. */
export interface ReferenceListConferencesParams extends NonNullable<operations["list_conferences"]['parameters']['query']> {}

/** Query parameters of `players.listSeasons`. */
export interface PlayersListSeasonsParams extends NonNullable<operations["list_player_seasons"]['parameters']['query']> {}

/** Query parameters of `teams.list`. */
export interface TeamsListParams extends NonNullable<operations["list_teams"]['parameters']['query']> {}

/** Query parameters of `teams.listRoster`. */
export interface TeamsListRosterParams extends NonNullable<operations["list_team_roster"]['parameters']['query']> {}

/** Query parameters of `teams.listCoaches`. */
export interface TeamsListCoachesParams extends NonNullable<operations["list_team_coaches"]['parameters']['query']> {}

/** Query parameters of `persons.listTransfers`. */
export interface PersonsListTransfersParams extends NonNullable<operations["list_person_transfers"]['parameters']['query']> {}

/** Query parameters of `movements.list`. */
export interface MovementsListParams extends NonNullable<operations["list_movements"]['parameters']['query']> {}

/** Query parameters of `games.list`. */
export interface GamesListParams extends NonNullable<operations["list_games"]['parameters']['query']> {}

/** Query parameters of `portal.list`. */
export interface PortalListParams extends NonNullable<operations["list_portal"]['parameters']['query']> {}

/** Query parameters of `alerts.list`. */
export interface AlertsListParams extends NonNullable<operations["list_alerts"]['parameters']['query']> {}

/** Query parameters of `alerts.listMatches`. */
export interface AlertsListMatchesParams extends NonNullable<operations["list_alert_matches"]['parameters']['query']> {}

/** Query parameters of `exports.list`. */
export interface ExportsListParams extends NonNullable<operations["list_exports"]['parameters']['query']> {}
