// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { components, operations } from './schema.js';

export type Plan = components['schemas']["Plan"];
export type ErrorType = components['schemas']["ErrorType"];
export type ErrorCode = components['schemas']["ErrorCode"];
export type ErrorObject = components['schemas']["ErrorObject"];
export type ErrorResponse = components['schemas']["ErrorResponse"];
export type ListPage = components['schemas']["ListPage"];
export type Sport = components['schemas']["Sport"];
export type Division = components['schemas']["Division"];
export type Conference = components['schemas']["Conference"];
export type FilterCatalog = components['schemas']["FilterCatalog"];
export type CoverageMatrix = components['schemas']["CoverageMatrix"];
export type Player = components['schemas']["Player"];
export type PlayerSeason = components['schemas']["PlayerSeason"];
export type Team = components['schemas']["Team"];
export type RosterEntry = components['schemas']["RosterEntry"];
export type Coach = components['schemas']["Coach"];
export type Person = components['schemas']["Person"];
export type Transfer = components['schemas']["Transfer"];
export type Movement = components['schemas']["Movement"];
export type Game = components['schemas']["Game"];
export type PortalEntry = components['schemas']["PortalEntry"];
export type Usage = components['schemas']["Usage"];
export type JobError = components['schemas']["JobError"];
export type QueryRun = components['schemas']["QueryRun"];
export type ExportFilters = components['schemas']["ExportFilters"];
export type ExportJob = components['schemas']["ExportJob"];
export type AlertFilters = components['schemas']["AlertFilters"];
export type Alert = components['schemas']["Alert"];
export type AlertMatch = components['schemas']["AlertMatch"];
export type DeletedAlert = components['schemas']["DeletedAlert"];
export type AlertMatchedEvent = components['schemas']["AlertMatchedEvent"];
export type PlayerSearchRequest = components['schemas']["PlayerSearchRequest"];
export type QueryCreateRequest = components['schemas']["QueryCreateRequest"];
export type ExportCreateRequest = components['schemas']["ExportCreateRequest"];
export type AlertCreateRequest = components['schemas']["AlertCreateRequest"];
export type SportPage = components['schemas']["SportPage"];
export type DivisionPage = components['schemas']["DivisionPage"];
export type ConferencePage = components['schemas']["ConferencePage"];
export type PlayerPage = components['schemas']["PlayerPage"];
export type PlayerSeasonPage = components['schemas']["PlayerSeasonPage"];
export type TeamPage = components['schemas']["TeamPage"];
export type RosterEntryPage = components['schemas']["RosterEntryPage"];
export type CoachPage = components['schemas']["CoachPage"];
export type TransferPage = components['schemas']["TransferPage"];
export type MovementPage = components['schemas']["MovementPage"];
export type GamePage = components['schemas']["GamePage"];
export type PortalEntryPage = components['schemas']["PortalEntryPage"];
export type AlertPage = components['schemas']["AlertPage"];
export type AlertMatchPage = components['schemas']["AlertMatchPage"];
export type ExportJobPage = components['schemas']["ExportJobPage"];

/** The error codes the service documents (an APIError's `code` may also be a newer string). */
export type KnownErrorCode = components['schemas']['ErrorCode'];

/** Query parameters of `reference.listSports`. */
export type ReferenceListSportsParams = NonNullable<operations["list_sports"]['parameters']['query']>;
/** Query parameters of `reference.listDivisions`. */
export type ReferenceListDivisionsParams = NonNullable<operations["list_divisions"]['parameters']['query']>;
/** Query parameters of `reference.listConferences`. */
export type ReferenceListConferencesParams = NonNullable<operations["list_conferences"]['parameters']['query']>;
/** Query parameters of `players.listSeasons`. */
export type PlayersListSeasonsParams = NonNullable<operations["list_player_seasons"]['parameters']['query']>;
/** Query parameters of `teams.list`. */
export type TeamsListParams = NonNullable<operations["list_teams"]['parameters']['query']>;
/** Query parameters of `teams.listRoster`. */
export type TeamsListRosterParams = NonNullable<operations["list_team_roster"]['parameters']['query']>;
/** Query parameters of `teams.listCoaches`. */
export type TeamsListCoachesParams = NonNullable<operations["list_team_coaches"]['parameters']['query']>;
/** Query parameters of `persons.listTransfers`. */
export type PersonsListTransfersParams = NonNullable<operations["list_person_transfers"]['parameters']['query']>;
/** Query parameters of `movements.list`. */
export type MovementsListParams = NonNullable<operations["list_movements"]['parameters']['query']>;
/** Query parameters of `games.list`. */
export type GamesListParams = NonNullable<operations["list_games"]['parameters']['query']>;
/** Query parameters of `portal.list`. */
export type PortalListParams = NonNullable<operations["list_portal"]['parameters']['query']>;
/** Query parameters of `alerts.list`. */
export type AlertsListParams = NonNullable<operations["list_alerts"]['parameters']['query']>;
/** Query parameters of `alerts.listMatches`. */
export type AlertsListMatchesParams = NonNullable<operations["list_alert_matches"]['parameters']['query']>;
/** Query parameters of `exports.list`. */
export type ExportsListParams = NonNullable<operations["list_exports"]['parameters']['query']>;
