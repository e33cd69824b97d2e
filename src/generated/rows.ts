// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
/**
 * The row of each export resource (`x-row-schemas` in openapi.json), as the CSV file's columns
 * (a `RowSchema`, declared beside the code that reads it).
 */
import type { RowSchema } from '../lib/download/row-schema.js';
import type { Player, PlayerSeason, Team, RosterEntry, Game, Transfer, Movement } from './aliases.js';

const schemas: Record<string, RowSchema> = {
  Player: { fields: [[["id"], "string", false, true], [["name"], "string", false, true], [["team"], "string", false, true], [["team_id"], "string", false, true], [["sport"], "string", false, true], [["division"], "string", false, true], [["gender"], "string", false, true], [["position"], "string", false, true], [["class_year"], "string", false, true]], maps: [[["stats"], "number", true]] },
  PlayerSeason: { fields: [[["player_id"], "string", false, true], [["season"], "integer", false, true], [["team"], "string", false, true], [["team_id"], "string", false, true]], maps: [[["stats"], "number", true]] },
  Team: { fields: [[["id"], "string", false, true], [["name"], "string", false, true], [["sport"], "string", false, true], [["division"], "string", false, true], [["gender"], "string", false, true], [["conference_id"], "string", true, true], [["conference"], "string", true, true]], maps: [] },
  RosterEntry: { fields: [[["player_id"], "string", false, true], [["name"], "string", false, true], [["position"], "string", false, true], [["jersey_number"], "string", true, true], [["class_year"], "string", false, true], [["season"], "integer", false, true]], maps: [] },
  Game: { fields: [[["id"], "string", false, true], [["sport"], "string", false, true], [["division"], "string", false, true], [["gender"], "string", false, true], [["season"], "integer", false, true], [["starts_at"], "date-time", false, true], [["status"], "string", false, true], [["home","team_id"], "string", false, true], [["home","name"], "string", false, true], [["home","score"], "integer", true, true], [["away","team_id"], "string", false, true], [["away","name"], "string", false, true], [["away","score"], "integer", true, true], [["venue"], "string", true, true]], maps: [] },
  Transfer: { fields: [[["id"], "string", false, true], [["person_id"], "string", false, true], [["from_team"], "string", false, true], [["from_team_id"], "string", false, true], [["to_team"], "string", false, true], [["to_team_id"], "string", false, true], [["sport"], "string", false, true], [["season"], "integer", false, true], [["date"], "date-time", false, true]], maps: [] },
  Movement: { fields: [[["id"], "string", false, true], [["person_id"], "string", false, true], [["kind"], "string", false, true], [["from_team"], "string", true, true], [["to_team"], "string", true, true], [["date"], "date-time", false, true]], maps: [] },
};

/** Export resource → its row. */
export const exportRows: Readonly<Record<string, RowSchema | undefined>> = {
  players: schemas.Player,
  player_seasons: schemas.PlayerSeason,
  teams: schemas.Team,
  rosters: schemas.RosterEntry,
  games: schemas.Game,
  transfers: schemas.Transfer,
  movements: schemas.Movement,
};

/** The type of one row, per exported resource (the same for CSV and JSONL). */
export interface ExportRowTypes {
  players: Player;
  player_seasons: PlayerSeason;
  teams: Team;
  rosters: RosterEntry;
  games: Game;
  transfers: Transfer;
  movements: Movement;
}
