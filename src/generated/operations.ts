// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { OperationSpec } from '../internal/operation.js';

/** The default base URL: `servers[0].url` of openapi.json. */
export const DEFAULT_BASE_URL = "https://api.sports-data.example";

/** Every operation of the service, keyed by operationId. */
export const operations = {
  list_sports: { id: "list_sports", method: "GET", path: "/v1/sports", namespace: "reference", methodName: "listSports", billing: "free", auth: true, pathParams: [], input: "query", idempotent: false },
  list_divisions: { id: "list_divisions", method: "GET", path: "/v1/divisions", namespace: "reference", methodName: "listDivisions", billing: "free", auth: true, pathParams: [], input: "query", idempotent: false },
  list_conferences: { id: "list_conferences", method: "GET", path: "/v1/conferences", namespace: "reference", methodName: "listConferences", billing: "free", auth: true, pathParams: [], input: "query", idempotent: false },
  get_filter_catalog: { id: "get_filter_catalog", method: "GET", path: "/v1/filters/catalog", namespace: "reference", methodName: "getFilterCatalog", billing: "free", auth: true, pathParams: [], input: "none", idempotent: false },
  get_coverage: { id: "get_coverage", method: "GET", path: "/v1/coverage", namespace: "reference", methodName: "getCoverage", billing: "free", auth: false, pathParams: [], input: "none", idempotent: false },
  search_players: { id: "search_players", method: "POST", path: "/v1/players/search", namespace: "players", methodName: "search", billing: "free", auth: true, pathParams: [], input: "body", idempotent: false },
  get_player: { id: "get_player", method: "GET", path: "/v1/players/{id}", namespace: "players", methodName: "get", billing: "free", auth: true, pathParams: ["id"], input: "none", idempotent: false },
  list_player_seasons: { id: "list_player_seasons", method: "GET", path: "/v1/players/{id}/seasons", namespace: "players", methodName: "listSeasons", billing: "free", auth: true, pathParams: ["id"], input: "query", idempotent: false },
  list_teams: { id: "list_teams", method: "GET", path: "/v1/teams", namespace: "teams", methodName: "list", billing: "free", auth: true, pathParams: [], input: "query", idempotent: false },
  get_team: { id: "get_team", method: "GET", path: "/v1/teams/{id}", namespace: "teams", methodName: "get", billing: "free", auth: true, pathParams: ["id"], input: "none", idempotent: false },
  list_team_roster: { id: "list_team_roster", method: "GET", path: "/v1/teams/{id}/roster", namespace: "teams", methodName: "listRoster", billing: "free", auth: true, pathParams: ["id"], input: "query", idempotent: false },
  list_team_coaches: { id: "list_team_coaches", method: "GET", path: "/v1/teams/{id}/coaches", namespace: "teams", methodName: "listCoaches", billing: "free", auth: true, pathParams: ["id"], input: "query", idempotent: false },
  get_person: { id: "get_person", method: "GET", path: "/v1/persons/{id}", namespace: "persons", methodName: "get", billing: "free", auth: true, pathParams: ["id"], input: "none", idempotent: false },
  list_person_transfers: { id: "list_person_transfers", method: "GET", path: "/v1/persons/{id}/transfers", namespace: "persons", methodName: "listTransfers", billing: "free", auth: true, pathParams: ["id"], input: "query", idempotent: false },
  list_movements: { id: "list_movements", method: "GET", path: "/v1/movements", namespace: "movements", methodName: "list", billing: "free", auth: true, pathParams: [], input: "query", idempotent: false },
  list_games: { id: "list_games", method: "GET", path: "/v1/games", namespace: "games", methodName: "list", billing: "free", auth: true, pathParams: [], input: "query", idempotent: false },
  get_game: { id: "get_game", method: "GET", path: "/v1/games/{id}", namespace: "games", methodName: "get", billing: "free", auth: true, pathParams: ["id"], input: "none", idempotent: false },
  list_portal: { id: "list_portal", method: "GET", path: "/v1/portal", namespace: "portal", methodName: "list", billing: "usage", auth: true, pathParams: [], input: "query", idempotent: false },
  create_query: { id: "create_query", method: "POST", path: "/v1/query", namespace: "query", methodName: "create", billing: "usage", auth: true, pathParams: [], input: "body", idempotent: true },
  get_query: { id: "get_query", method: "GET", path: "/v1/query/{run_id}", namespace: "query", methodName: "get", billing: "free", auth: true, pathParams: ["run_id"], input: "none", idempotent: false },
  list_alerts: { id: "list_alerts", method: "GET", path: "/v1/alerts", namespace: "alerts", methodName: "list", billing: "usage", auth: true, pathParams: [], input: "query", idempotent: false },
  create_alert: { id: "create_alert", method: "POST", path: "/v1/alerts", namespace: "alerts", methodName: "create", billing: "usage", auth: true, pathParams: [], input: "body", idempotent: true },
  list_alert_matches: { id: "list_alert_matches", method: "GET", path: "/v1/alerts/{id}/matches", namespace: "alerts", methodName: "listMatches", billing: "usage", auth: true, pathParams: ["id"], input: "query", idempotent: false },
  delete_alert: { id: "delete_alert", method: "DELETE", path: "/v1/alerts/{id}", namespace: "alerts", methodName: "delete", billing: "usage", auth: true, pathParams: ["id"], input: "none", idempotent: false },
  list_exports: { id: "list_exports", method: "GET", path: "/v1/exports", namespace: "exports", methodName: "list", billing: "free", auth: true, pathParams: [], input: "query", idempotent: false },
  create_export: { id: "create_export", method: "POST", path: "/v1/exports", namespace: "exports", methodName: "create", billing: "usage", auth: true, pathParams: [], input: "body", idempotent: true },
  get_export: { id: "get_export", method: "GET", path: "/v1/exports/{id}", namespace: "exports", methodName: "get", billing: "free", auth: true, pathParams: ["id"], input: "none", idempotent: false },
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof operations;
