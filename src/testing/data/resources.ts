/**
 * The wire shapes of contract section 7, exactly: these objects are serialised as they are, and
 * every response of the fake is validated against openapi.json, so no extra fields live here.
 */

export type Gender = 'men' | 'women';

export interface Sport {
  id: string;
  name: string;
  genders: Gender[];
}

export interface Division {
  id: string;
  name: string;
  level: number;
}

export interface Conference {
  id: string;
  name: string;
  short_name: string;
  sport: string;
  division: string;
}

export interface CatalogFilter {
  key: string;
  label: string;
  type: 'enum' | 'string' | 'integer' | 'date-time';
  values?: string[];
  sports?: string[];
}

export interface FilterCatalog {
  filters: CatalogFilter[];
  sort_keys: Record<string, string[]>;
}

export interface CoverageCell {
  sport: string;
  division: string;
  gender: Gender;
  datasets: string[];
  first_season: number;
  last_season: number;
}

export interface CoverageMatrix {
  updated_at: string;
  cells: CoverageCell[];
}

export type Stats = Record<string, number>;

export interface Player {
  id: string;
  name: string;
  team: string;
  team_id: string;
  sport: string;
  division: string;
  gender: Gender;
  position: string;
  class_year: string;
  stats: Stats;
}

export interface PlayerSeason {
  player_id: string;
  season: number;
  team: string;
  team_id: string;
  stats: Stats;
}

export interface Team {
  id: string;
  name: string;
  sport: string;
  division: string;
  gender: Gender;
  conference_id: string;
  conference: string;
}

export interface RosterEntry {
  player_id: string;
  name: string;
  position: string;
  /** A string, as jerseys such as "00" are not numbers. */
  jersey_number: string;
  class_year: string;
  season: number;
}

export interface Coach {
  person_id: string;
  name: string;
  role: string;
  since_season: number;
}

export interface CareerStint {
  team: string;
  team_id: string;
  role: string;
  from_season: number;
  to_season: number | null;
}

export interface Person {
  id: string;
  name: string;
  career: CareerStint[];
}

export interface Transfer {
  id: string;
  person_id: string;
  from_team: string;
  from_team_id: string;
  to_team: string;
  to_team_id: string;
  sport: string;
  season: number;
  date: string;
}

export const MOVEMENT_KINDS = [
  'transfer',
  'portal_entry',
  'commitment',
  'coaching_change',
  'departure',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface Movement {
  id: string;
  person_id: string;
  kind: MovementKind;
  from_team: string | null;
  to_team: string | null;
  date: string;
}

export const GAME_STATUSES = ['scheduled', 'in_progress', 'final', 'postponed', 'canceled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export interface GameSide {
  team_id: string;
  name: string;
  score: number | null;
}

export interface Game {
  id: string;
  sport: string;
  division: string;
  gender: Gender;
  season: number;
  starts_at: string;
  status: GameStatus;
  home: GameSide;
  away: GameSide;
  venue: string;
}

export const PORTAL_STATUSES = ['entered', 'committed', 'withdrawn'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

export interface PortalEntry {
  id: string;
  person_id: string;
  player_id: string;
  name: string;
  position: string;
  sport: string;
  division: string;
  gender: Gender;
  from_team: string;
  from_team_id: string;
  entered_at: string;
  status: PortalStatus;
  committed_to: string | null;
}

export interface JobError {
  code: string;
  message: string;
}

export interface QueryUsage {
  input_tokens: number;
  output_tokens: number;
  cost_usd: number;
}

export type QueryStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface QueryRun {
  run_id: string;
  status: QueryStatus;
  prompt: string;
  sport: string | null;
  division: string | null;
  gender: Gender | null;
  answer?: string;
  error?: JobError;
  usage?: QueryUsage;
  created_at: string;
  completed_at: string | null;
}

export const EXPORT_RESOURCES = [
  'players',
  'player_seasons',
  'teams',
  'rosters',
  'games',
  'transfers',
  'movements',
] as const;
export type ExportResource = (typeof EXPORT_RESOURCES)[number];
export type ExportFormat = 'csv' | 'jsonl';
export type ExportStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface ExportJob {
  id: string;
  status: ExportStatus;
  resource: ExportResource;
  format: ExportFormat;
  filters: Record<string, string | number>;
  row_count: number | null;
  download_url?: string;
  expires_at?: string;
  error?: JobError;
  cost_usd: number;
  created_at: string;
  completed_at: string | null;
}

export interface AlertFilters {
  sport: string;
  division?: string;
  gender?: Gender;
  positions?: string[];
  min_stats?: Stats;
}

export interface Alert {
  id: string;
  name: string;
  filters: AlertFilters;
  status: 'active';
  created_at: string;
}

export interface AlertMatch {
  id: string;
  alert_id: string;
  portal_entry: PortalEntry;
  matched_at: string;
}

export interface DeletedAlert {
  id: string;
  deleted: true;
}

export interface ListPage<T> {
  data: T[];
  next_cursor: string | null;
  has_more: boolean;
}
