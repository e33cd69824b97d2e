// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { InputRules, PathIdRule } from '../internal/validate-input.js';

/**
 * What openapi.json states about each operation's object argument, checked before sending.
 * Enumerations are not here: the service may add values (contract section 7).
 */
export const inputRules: Readonly<Record<string, InputRules>> = {
  list_sports: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1}},"closed":true}},
  list_divisions: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1},"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"}},"closed":true}},
  list_conferences: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1},"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"}},"closed":true}},
  search_players: {"in":"body","rule":{"type":"object","properties":{"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string"},"position":{"type":"string","minLength":1,"maxLength":20},"sort_by":{"type":"string","minLength":1},"order":{"type":"string"},"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1}},"required":["sport"],"closed":true}},
  list_player_seasons: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1},"season":{"type":"integer","minimum":1850,"maximum":2100}},"closed":true}},
  list_teams: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1},"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string"},"conference":{"type":"string","pattern":"^conf_[A-Za-z0-9]+$"}},"closed":true}},
  list_team_roster: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1},"season":{"type":"integer","minimum":1850,"maximum":2100}},"closed":true}},
  list_team_coaches: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1}},"closed":true}},
  list_person_transfers: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1}},"closed":true}},
  list_movements: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1},"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string"},"since":{"type":"string","format":"date-time"},"kind":{"type":"string"}},"closed":true}},
  list_games: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1},"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string"},"season":{"type":"integer","minimum":1850,"maximum":2100},"team":{"type":"string","pattern":"^team_[A-Za-z0-9]+$"}},"closed":true}},
  list_portal: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1},"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string"},"since":{"type":"string","format":"date-time"},"position":{"type":"string","minLength":1,"maxLength":20}},"closed":true}},
  create_query: {"in":"body","rule":{"type":"object","properties":{"prompt":{"type":"string","minLength":1,"maxLength":2000},"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string"}},"required":["prompt"],"closed":true}},
  list_alerts: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1}},"closed":true}},
  create_alert: {"in":"body","rule":{"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":100},"filters":{"type":"object","properties":{"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string"},"positions":{"type":"array","maxItems":50,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":20}},"min_stats":{"type":"object","values":{"type":"number"}}},"required":["sport"],"closed":true}},"required":["name","filters"],"closed":true}},
  list_alert_matches: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1}},"closed":true}},
  list_exports: {"in":"query","rule":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100},"cursor":{"type":"string","minLength":1}},"closed":true}},
  create_export: {"in":"body","rule":{"type":"object","properties":{"resource":{"type":"string"},"format":{"type":"string"},"filters":{"type":"object","properties":{"sport":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"division":{"type":"string","pattern":"^[a-z][a-z0-9_]*$"},"gender":{"type":"string"},"conference":{"type":"string","pattern":"^conf_[A-Za-z0-9]+$"},"season":{"type":"integer","minimum":1850,"maximum":2100},"team":{"type":"string","pattern":"^team_[A-Za-z0-9]+$"},"since":{"type":"string","format":"date-time"},"kind":{"type":"string"},"position":{"type":"string","minLength":1,"maxLength":20}},"closed":true}},"required":["resource","format"],"closed":true}},
};

/* Each path id the document names, once: its parameter, pattern, the noun errors name it by, an example. */
const PLAYER_ID: PathIdRule = {"name":"id","pattern":"^plr_[A-Za-z0-9]+$","kind":"player id","example":"plr_7Kq2Xb9LmN4pR8sT"};
const TEAM_ID: PathIdRule = {"name":"id","pattern":"^team_[A-Za-z0-9]+$","kind":"team id","example":"team_3Hd8Vw2QxZ5nL1cJ"};
const PERSON_ID: PathIdRule = {"name":"id","pattern":"^per_[A-Za-z0-9]+$","kind":"person id","example":"per_9Pz4Rk7TbW2mY6hN"};
const GAME_ID: PathIdRule = {"name":"id","pattern":"^game_[A-Za-z0-9]+$","kind":"game id","example":"game_5Tn2Wq8KcX3vB7dM"};
const QUERY_RUN_ID: PathIdRule = {"name":"run_id","pattern":"^qr_[A-Za-z0-9]+$","kind":"query run id","example":"qr_4Ym8Cp2VnR6tK9wZ"};
const ALERT_ID: PathIdRule = {"name":"id","pattern":"^alrt_[A-Za-z0-9]+$","kind":"alert id","example":"alrt_2Fb7Nq4XsL9dH3mV"};
const EXPORT_JOB_ID: PathIdRule = {"name":"id","pattern":"^exp_[A-Za-z0-9]+$","kind":"export job id","example":"exp_8Rk3Tw6YbM2pQ5zC"};

/**
 * The pattern of every path id, per operation, in path order: an id that does not match is refused
 * before sending (contract section 7, 0.4). Ids the service made are not checked against it.
 */
export const pathIdRules: Readonly<Record<string, readonly PathIdRule[]>> = {
  get_player: [PLAYER_ID], list_player_seasons: [PLAYER_ID],
  get_team: [TEAM_ID], list_team_roster: [TEAM_ID], list_team_coaches: [TEAM_ID],
  get_person: [PERSON_ID], list_person_transfers: [PERSON_ID],
  get_game: [GAME_ID],
  get_query: [QUERY_RUN_ID],
  list_alert_matches: [ALERT_ID], delete_alert: [ALERT_ID],
  get_export: [EXPORT_JOB_ID],
};

/** The longest `Idempotency-Key` the service accepts (components.parameters.IdempotencyKey). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Every id shape the document names, to say "looks like a team id" when one is given for another. */
export const idShapes: readonly PathIdRule[] = [PLAYER_ID, TEAM_ID, PERSON_ID, GAME_ID, QUERY_RUN_ID, ALERT_ID, EXPORT_JOB_ID];
