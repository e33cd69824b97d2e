/**
 * The row types of an export file, keyed by the job's `resource` and `format`. Types only: nothing
 * here exists at run time.
 */
import type {
  ExportJob,
  Game,
  Movement,
  Player,
  PlayerSeason,
  RosterEntry,
  Team,
  Transfer,
} from '../../generated/aliases.js';

/** The known members of an open union (`'a' | 'b' | (string & {})` → `'a' | 'b'`). */
type KnownValues<T> = T extends string ? (string extends T ? never : T) : never;

/**
 * What an export job exports, as far as this SDK knows the row types: `players`, `player_seasons`,
 * `teams`, `rosters`, `games`, `transfers`, `movements`.
 */
export type ExportResource = KnownValues<ExportJob['resource']>;

/** The file format of an export: `csv` or `jsonl` (always gzip-compressed on the wire). */
export type ExportFormat = KnownValues<ExportJob['format']>;

/** The schema of one JSONL row, per exported resource. */
export interface ExportRowTypes {
  players: Player;
  player_seasons: PlayerSeason;
  teams: Team;
  rosters: RosterEntry;
  games: Game;
  transfers: Transfer;
  movements: Movement;
}

/**
 * One CSV record, keyed by the header row. Every value is the field's text, exactly as in the file
 * (no number or date conversion). Nested objects appear as dotted columns (`stats.points`,
 * `home.score`, `away.team_id`), arrays as JSON text, and a null or missing value as `''`.
 * Which stat columns exist depends on the sport, so the type stays generic.
 */
export type CsvExportRow = Record<string, string>;

/**
 * A row of an export file: the resource's schema for JSONL, a {@link CsvExportRow} for CSV.
 * Distributes over unions, so `ExportRow<'players' | 'teams', 'jsonl'>` is `Player | Team`.
 */
export type ExportRow<
  R extends ExportResource = ExportResource,
  F extends ExportFormat = ExportFormat,
> = F extends 'csv' ? CsvExportRow : R extends ExportResource ? ExportRowTypes[R] : never;
