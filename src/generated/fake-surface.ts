// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { Surface } from '../testing/surface.js';

/** Every operation of openapi.json, keyed by operationId. */
export const SURFACE = {
  list_sports: {"id":"list_sports","method":"GET","path":"/v1/sports","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"sports","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1}},"body":null},
  list_divisions: {"id":"list_divisions","method":"GET","path":"/v1/divisions","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"divisions","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1},"sport":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"}},"body":null},
  list_conferences: {"id":"list_conferences","method":"GET","path":"/v1/conferences","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"conferences","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1},"sport":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"}},"body":null},
  get_filter_catalog: {"id":"get_filter_catalog","method":"GET","path":"/v1/filters/catalog","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"catalog","query":{},"body":null},
  get_coverage: {"id":"get_coverage","method":"GET","path":"/v1/coverage","billing":"free","keyless":true,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"coverage","query":{},"body":null},
  search_players: {"id":"search_players","method":"POST","path":"/v1/players/search","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"players","query":{},"body":{"sport":{"type":"string","required":true,"pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string","required":false,"enum":["men","women"]},"position":{"type":"string","required":false,"minLength":1,"maxLength":20},"sort_by":{"type":"string","required":false,"minLength":1},"order":{"type":"string","required":false,"enum":["asc","desc"],"default":"desc"},"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1}}},
  get_player: {"id":"get_player","method":"GET","path":"/v1/players/{id}","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"players","query":{},"body":null},
  list_player_seasons: {"id":"list_player_seasons","method":"GET","path":"/v1/players/{id}/seasons","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"player seasons","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1},"season":{"type":"integer","required":false,"minimum":1850,"maximum":2100}},"body":null},
  list_teams: {"id":"list_teams","method":"GET","path":"/v1/teams","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"teams","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1},"sport":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string","required":false,"enum":["men","women"]},"conference":{"type":"string","required":false,"pattern":"^conf_[A-Za-z0-9]+$"}},"body":null},
  get_team: {"id":"get_team","method":"GET","path":"/v1/teams/{id}","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"teams","query":{},"body":null},
  list_team_roster: {"id":"list_team_roster","method":"GET","path":"/v1/teams/{id}/roster","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"roster entries","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1},"season":{"type":"integer","required":false,"minimum":1850,"maximum":2100}},"body":null},
  list_team_coaches: {"id":"list_team_coaches","method":"GET","path":"/v1/teams/{id}/coaches","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"coaches","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1}},"body":null},
  get_person: {"id":"get_person","method":"GET","path":"/v1/persons/{id}","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"persons","query":{},"body":null},
  list_person_transfers: {"id":"list_person_transfers","method":"GET","path":"/v1/persons/{id}/transfers","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"transfers","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1}},"body":null},
  list_movements: {"id":"list_movements","method":"GET","path":"/v1/movements","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"movements","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1},"sport":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string","required":false,"enum":["men","women"]},"since":{"type":"string","required":false,"format":"date-time"},"kind":{"type":"string","required":false,"enum":["transfer","portal_entry","commitment","coaching_change","departure"]}},"body":null},
  list_games: {"id":"list_games","method":"GET","path":"/v1/games","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"games","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1},"sport":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string","required":false,"enum":["men","women"]},"season":{"type":"integer","required":false,"minimum":1850,"maximum":2100},"team":{"type":"string","required":false,"pattern":"^team_[A-Za-z0-9]+$"}},"body":null},
  get_game: {"id":"get_game","method":"GET","path":"/v1/games/{id}","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"games","query":{},"body":null},
  list_portal: {"id":"list_portal","method":"GET","path":"/v1/portal","billing":"usage","keyless":false,"keyKinds":["live"],"plans":["plus","premium","developer","ultra","enterprise"],"scopes":["portal"],"verifiedCoach":true,"noun":"portal entries","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1},"sport":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string","required":false,"enum":["men","women"]},"since":{"type":"string","required":false,"format":"date-time"},"position":{"type":"string","required":false,"minLength":1,"maxLength":20}},"body":null},
  create_query: {"id":"create_query","method":"POST","path":"/v1/query","billing":"usage","keyless":false,"keyKinds":["live"],"plans":["plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"query","query":{},"body":{"prompt":{"type":"string","required":true,"minLength":1,"maxLength":2000},"sport":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string","required":false,"enum":["men","women"]}}},
  get_query: {"id":"get_query","method":"GET","path":"/v1/query/{run_id}","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"query","query":{},"body":null},
  list_alerts: {"id":"list_alerts","method":"GET","path":"/v1/alerts","billing":"usage","keyless":false,"keyKinds":["live"],"plans":["plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"alerts","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1}},"body":null},
  create_alert: {"id":"create_alert","method":"POST","path":"/v1/alerts","billing":"usage","keyless":false,"keyKinds":["live"],"plans":["plus","premium","developer","ultra","enterprise"],"scopes":["portal:alerts"],"verifiedCoach":true,"noun":"alerts","query":{},"body":{"name":{"type":"string","required":true,"minLength":1,"maxLength":100},"filters":{"type":"object","required":true,"fields":{"sport":{"type":"string","required":true,"pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string","required":false},"positions":{"type":"array","required":false,"maxItems":50,"uniqueItems":true,"items":{"type":"string","required":true,"minLength":1,"maxLength":20}},"min_stats":{"type":"object","required":false,"values":{"type":"number","required":true}}}}}},
  list_alert_matches: {"id":"list_alert_matches","method":"GET","path":"/v1/alerts/{id}/matches","billing":"usage","keyless":false,"keyKinds":["live"],"plans":["plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"alert matches","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1}},"body":null},
  delete_alert: {"id":"delete_alert","method":"DELETE","path":"/v1/alerts/{id}","billing":"usage","keyless":false,"keyKinds":["live"],"plans":["plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"alerts","query":{},"body":null},
  list_exports: {"id":"list_exports","method":"GET","path":"/v1/exports","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"export jobs","query":{"limit":{"type":"integer","required":false,"minimum":1,"maximum":100,"default":20},"cursor":{"type":"string","required":false,"minLength":1}},"body":null},
  create_export: {"id":"create_export","method":"POST","path":"/v1/exports","billing":"usage","keyless":false,"keyKinds":["live"],"plans":["plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"exports","query":{},"body":{"resource":{"type":"string","required":true,"enum":["players","player_seasons","teams","rosters","games","transfers","movements"]},"format":{"type":"string","required":true,"enum":["csv","jsonl"]},"filters":{"type":"object","required":false,"fields":{"sport":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$","appliesTo":["players","player_seasons","teams","rosters","games","transfers","movements"]},"division":{"type":"string","required":false,"pattern":"^[a-z][a-z0-9_]*$","appliesTo":["players","player_seasons","teams","rosters","games","transfers","movements"]},"gender":{"type":"string","required":false,"appliesTo":["players","player_seasons","teams","rosters","games","transfers","movements"]},"conference":{"type":"string","required":false,"pattern":"^conf_[A-Za-z0-9]+$","appliesTo":["teams"]},"season":{"type":"integer","required":false,"minimum":1850,"maximum":2100,"appliesTo":["player_seasons","rosters","games","transfers"]},"team":{"type":"string","required":false,"pattern":"^team_[A-Za-z0-9]+$","appliesTo":["players","player_seasons","rosters","games"]},"since":{"type":"string","required":false,"format":"date-time","appliesTo":["movements"]},"kind":{"type":"string","required":false,"appliesTo":["movements"]},"position":{"type":"string","required":false,"minLength":1,"maxLength":20,"appliesTo":["players"]}}}}},
  get_export: {"id":"get_export","method":"GET","path":"/v1/exports/{id}","billing":"free","keyless":false,"keyKinds":["live","test"],"plans":["free","plus","premium","developer","ultra","enterprise"],"scopes":[],"verifiedCoach":false,"noun":"exports","query":{},"body":null},
} as const satisfies Record<string, Surface>;

export type SurfaceId = keyof typeof SURFACE;

/** The same rows by route (`GET /v1/players/{id}`): what the fake's behaviour is keyed by. */
export const ROUTE_SURFACE = {
  "GET /v1/sports": SURFACE.list_sports,
  "GET /v1/divisions": SURFACE.list_divisions,
  "GET /v1/conferences": SURFACE.list_conferences,
  "GET /v1/filters/catalog": SURFACE.get_filter_catalog,
  "GET /v1/coverage": SURFACE.get_coverage,
  "POST /v1/players/search": SURFACE.search_players,
  "GET /v1/players/{id}": SURFACE.get_player,
  "GET /v1/players/{id}/seasons": SURFACE.list_player_seasons,
  "GET /v1/teams": SURFACE.list_teams,
  "GET /v1/teams/{id}": SURFACE.get_team,
  "GET /v1/teams/{id}/roster": SURFACE.list_team_roster,
  "GET /v1/teams/{id}/coaches": SURFACE.list_team_coaches,
  "GET /v1/persons/{id}": SURFACE.get_person,
  "GET /v1/persons/{id}/transfers": SURFACE.list_person_transfers,
  "GET /v1/movements": SURFACE.list_movements,
  "GET /v1/games": SURFACE.list_games,
  "GET /v1/games/{id}": SURFACE.get_game,
  "GET /v1/portal": SURFACE.list_portal,
  "POST /v1/query": SURFACE.create_query,
  "GET /v1/query/{run_id}": SURFACE.get_query,
  "GET /v1/alerts": SURFACE.list_alerts,
  "POST /v1/alerts": SURFACE.create_alert,
  "GET /v1/alerts/{id}/matches": SURFACE.list_alert_matches,
  "DELETE /v1/alerts/{id}": SURFACE.delete_alert,
  "GET /v1/exports": SURFACE.list_exports,
  "POST /v1/exports": SURFACE.create_export,
  "GET /v1/exports/{id}": SURFACE.get_export,
} as const;

export type Route = keyof typeof ROUTE_SURFACE;

/** The prefix of each resource's id, by schema (`plr` of `^plr_[A-Za-z0-9]+$`): what the fake mints ids with. */
export const ID_PREFIXES = {
  Conference: "conf",
  Player: "plr",
  Team: "team",
  Person: "per",
  Transfer: "trf",
  Movement: "mov",
  Game: "game",
  PortalEntry: "ptl",
  QueryRunBase: "qr",
  ExportJobBase: "exp",
  Alert: "alrt",
  AlertMatch: "amt",
  DeletedAlert: "alrt",
  AlertMatchedEvent: "evt",
} as const;

/** Each job kind's states, by namespace: those before it ends (the first a new job's), then how it ends. */
export const JOB_STATES = {
  query: {"inProgress":["queued","running"],"succeeded":"completed","failed":"failed"},
  exports: {"inProgress":["queued","running"],"succeeded":"succeeded","failed":"failed"},
} as const;

/** `X-Request-Id`: its prefix and the number of alphanumerics after it (ErrorObject.request_id). */
export const REQUEST_ID = {"prefix":"req","length":24} as const;

/** The values of every enumeration of the document's schemas, by `Schema.property`. */
export const SCHEMA_ENUMS = {
  "ErrorObject.type": ["authentication_error","permission_error","billing_error","invalid_request_error","rate_limit_error","api_error"],
  "ErrorObject.code": ["missing_api_key","invalid_api_key","plan_required","test_key_not_allowed","scope_required","verified_coach_required","tier_required","alert_limit_reached","budget_exceeded","invalid_parameter","invalid_cursor","not_found","monthly_quota_exceeded","rate_limit_exceeded","internal_error","service_unavailable"],
  "Conference.sport": ["baseball","basketball","football","soccer","volleyball"],
  "Conference.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "Player.sport": ["baseball","basketball","football","soccer","volleyball"],
  "Player.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "Player.gender": ["men","women"],
  "Player.position": ["QB","RB","WR","TE","OL","DL","LB","DB","K","G","F","C","GK","DF","MF","FW","OH","OPP","MB","S","L","P","IF","OF"],
  "Player.class_year": ["freshman","sophomore","junior","senior","graduate"],
  "Team.sport": ["baseball","basketball","football","soccer","volleyball"],
  "Team.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "Team.gender": ["men","women"],
  "RosterEntry.position": ["QB","RB","WR","TE","OL","DL","LB","DB","K","G","F","C","GK","DF","MF","FW","OH","OPP","MB","S","L","P","IF","OF"],
  "RosterEntry.class_year": ["freshman","sophomore","junior","senior","graduate"],
  "Transfer.sport": ["baseball","basketball","football","soccer","volleyball"],
  "Movement.kind": ["transfer","portal_entry","commitment","coaching_change","departure"],
  "Game.sport": ["baseball","basketball","football","soccer","volleyball"],
  "Game.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "Game.gender": ["men","women"],
  "Game.status": ["scheduled","in_progress","final","postponed","canceled"],
  "PortalEntry.position": ["QB","RB","WR","TE","OL","DL","LB","DB","K","G","F","C","GK","DF","MF","FW","OH","OPP","MB","S","L","P","IF","OF"],
  "PortalEntry.sport": ["baseball","basketball","football","soccer","volleyball"],
  "PortalEntry.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "PortalEntry.gender": ["men","women"],
  "PortalEntry.status": ["entered","committed","withdrawn"],
  "JobError.code": ["export_row_limit_exceeded","internal_error"],
  "QueryRunBase.status": ["queued","running","completed","failed"],
  "QueryRunBase.sport": ["baseball","basketball","football","soccer","volleyball"],
  "QueryRunBase.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "QueryRunBase.gender": ["men","women"],
  "QueryRunInProgress.status": ["queued","running"],
  "ExportFilters.sport": ["baseball","basketball","football","soccer","volleyball"],
  "ExportFilters.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "ExportFilters.gender": ["men","women"],
  "ExportFilters.kind": ["transfer","portal_entry","commitment","coaching_change","departure"],
  "ExportFilters.position": ["QB","RB","WR","TE","OL","DL","LB","DB","K","G","F","C","GK","DF","MF","FW","OH","OPP","MB","S","L","P","IF","OF"],
  "ExportJobBase.status": ["queued","running","succeeded","failed"],
  "ExportJobBase.resource": ["players","player_seasons","teams","rosters","games","transfers","movements"],
  "ExportJobBase.format": ["csv","jsonl"],
  "ExportJobInProgress.status": ["queued","running"],
  "AlertFilters.sport": ["baseball","basketball","football","soccer","volleyball"],
  "AlertFilters.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "AlertFilters.gender": ["men","women"],
  "Alert.status": ["active"],
  "PlayerSearchRequest.sport": ["baseball","basketball","football","soccer","volleyball"],
  "PlayerSearchRequest.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "PlayerSearchRequest.gender": ["men","women"],
  "PlayerSearchRequest.position": ["QB","RB","WR","TE","OL","DL","LB","DB","K","G","F","C","GK","DF","MF","FW","OH","OPP","MB","S","L","P","IF","OF"],
  "PlayerSearchRequest.sort_by": ["passing_yards","rushing_yards","receiving_yards","touchdowns","tackles","sacks","interceptions","points_per_game","rebounds_per_game","assists_per_game","steals_per_game","blocks_per_game","field_goal_pct","three_point_pct","goals","assists","shots","saves","minutes_played","kills","digs","blocks","aces","batting_average","home_runs","runs_batted_in","stolen_bases","strikeouts","era"],
  "PlayerSearchRequest.order": ["asc","desc"],
  "QueryCreateRequest.sport": ["baseball","basketball","football","soccer","volleyball"],
  "QueryCreateRequest.division": ["ncaa_d1","ncaa_d2","ncaa_d3","naia","njcaa"],
  "QueryCreateRequest.gender": ["men","women"],
  "ExportCreateRequest.resource": ["players","player_seasons","teams","rosters","games","transfers","movements"],
  "ExportCreateRequest.format": ["csv","jsonl"],
} as const;

/** Per sport, the positions (`x-positions`) and stat keys (`x-stat-keys`) of the filter catalog. */
export const SPORT_LISTS: Readonly<Record<string, { positions: readonly string[]; statKeys: readonly string[] }>> = {
  football: {"positions":["QB","RB","WR","TE","OL","DL","LB","DB","K"],"statKeys":["passing_yards","rushing_yards","receiving_yards","touchdowns","tackles","sacks","interceptions"]},
  basketball: {"positions":["G","F","C"],"statKeys":["points_per_game","rebounds_per_game","assists_per_game","steals_per_game","blocks_per_game","field_goal_pct","three_point_pct"]},
  soccer: {"positions":["GK","DF","MF","FW"],"statKeys":["goals","assists","shots","saves","minutes_played"]},
  volleyball: {"positions":["OH","OPP","MB","S","L"],"statKeys":["kills","assists","digs","blocks","aces"]},
  baseball: {"positions":["P","C","IF","OF"],"statKeys":["batting_average","home_runs","runs_batted_in","stolen_bases","strikeouts","era"]},
};
