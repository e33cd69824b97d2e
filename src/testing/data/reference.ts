import { SCHEMA_ENUMS, SPORT_LISTS } from '../../generated/fake-surface.js';
import type { Division, Gender, Sport } from './resources.js';

/** How the fake invents one stat of a sport: its range, its precision and which positions produce most of it. */
export interface StatDef {
  key: string;
  min: number;
  max: number;
  decimals: number;
  /** Positions that post high values; everyone else gets the low end of the range. */
  leaders?: string[];
}

/** A sport as the sample data has it; its positions and stat keys are those openapi.json lists. */
export interface SportDef extends Sport {
  positions: readonly string[];
  stats: StatDef[];
  /** Players per team roster, so the total comes to about a thousand. */
  rosterSize: number;
  /** Month (1–12) the season's games start, and whether they run into the next calendar year. */
  startMonth: number;
  venue: string;
}

type SportSource = Omit<SportDef, 'positions' | 'stats'> & { stats: Record<string, Omit<StatDef, 'key'>> };

function fromDocument(sport: SportSource): SportDef {
  const lists = SPORT_LISTS[sport.id];
  if (!lists) throw new Error(`openapi.json lists no positions or stat keys for ${sport.id}`);
  const stats = lists.statKeys.map((key) => {
    const def = sport.stats[key];
    if (!def) throw new Error(`the fake has no range for ${sport.id} stat ${key} of openapi.json`);
    return { key, ...def };
  });
  return { ...sport, positions: lists.positions, stats };
}

export const CURRENT_SEASON = 2025;
/** The instant the sample data describes; fixed so that the data does not move with the clock. */
export const DATA_AS_OF = Date.UTC(2025, 10, 15, 18, 0, 0);

const SOURCES: SportSource[] = [
  {
    id: 'football',
    name: 'Football',
    genders: ['men'],
    stats: {
      passing_yards: { min: 0, max: 4200, decimals: 0, leaders: ['QB'] },
      rushing_yards: { min: 0, max: 1800, decimals: 0, leaders: ['RB', 'QB'] },
      receiving_yards: { min: 0, max: 1500, decimals: 0, leaders: ['WR', 'TE'] },
      touchdowns: { min: 0, max: 40, decimals: 0, leaders: ['QB', 'RB', 'WR'] },
      tackles: { min: 0, max: 130, decimals: 0, leaders: ['LB', 'DB', 'DL'] },
      sacks: { min: 0, max: 15, decimals: 1, leaders: ['DL', 'LB'] },
      interceptions: { min: 0, max: 8, decimals: 0, leaders: ['DB'] },
    },
    rosterSize: 22,
    startMonth: 9,
    venue: 'Stadium',
  },
  {
    id: 'basketball',
    name: 'Basketball',
    genders: ['men', 'women'],
    stats: {
      points_per_game: { min: 0.5, max: 26, decimals: 1 },
      rebounds_per_game: { min: 0.5, max: 12.5, decimals: 1, leaders: ['C', 'F'] },
      assists_per_game: { min: 0.1, max: 8.5, decimals: 1, leaders: ['G'] },
      steals_per_game: { min: 0, max: 3, decimals: 1, leaders: ['G'] },
      blocks_per_game: { min: 0, max: 3.5, decimals: 1, leaders: ['C'] },
      field_goal_pct: { min: 30, max: 65, decimals: 1, leaders: ['C'] },
      three_point_pct: { min: 0, max: 48, decimals: 1, leaders: ['G', 'F'] },
    },
    rosterSize: 13,
    startMonth: 11,
    venue: 'Arena',
  },
  {
    id: 'soccer',
    name: 'Soccer',
    genders: ['men', 'women'],
    stats: {
      goals: { min: 0, max: 22, decimals: 0, leaders: ['FW', 'MF'] },
      assists: { min: 0, max: 14, decimals: 0, leaders: ['MF', 'FW'] },
      shots: { min: 0, max: 90, decimals: 0, leaders: ['FW', 'MF'] },
      saves: { min: 0, max: 110, decimals: 0, leaders: ['GK'] },
      minutes_played: { min: 90, max: 1800, decimals: 0 },
    },
    rosterSize: 18,
    startMonth: 8,
    venue: 'Field',
  },
  {
    id: 'volleyball',
    name: 'Volleyball',
    genders: ['women', 'men'],
    stats: {
      kills: { min: 0, max: 520, decimals: 0, leaders: ['OH', 'OPP', 'MB'] },
      assists: { min: 0, max: 1200, decimals: 0, leaders: ['S'] },
      digs: { min: 0, max: 560, decimals: 0, leaders: ['L', 'OH'] },
      blocks: { min: 0, max: 140, decimals: 0, leaders: ['MB', 'OPP'] },
      aces: { min: 0, max: 55, decimals: 0 },
    },
    rosterSize: 14,
    startMonth: 8,
    venue: 'Pavilion',
  },
  {
    id: 'baseball',
    name: 'Baseball',
    genders: ['men'],
    stats: {
      batting_average: { min: 0.15, max: 0.42, decimals: 3, leaders: ['IF', 'OF', 'C'] },
      home_runs: { min: 0, max: 24, decimals: 0, leaders: ['IF', 'OF'] },
      runs_batted_in: { min: 0, max: 75, decimals: 0, leaders: ['IF', 'OF', 'C'] },
      stolen_bases: { min: 0, max: 35, decimals: 0, leaders: ['OF'] },
      strikeouts: { min: 0, max: 140, decimals: 0, leaders: ['P'] },
      era: { min: 1.5, max: 7.5, decimals: 2 },
    },
    rosterSize: 20,
    startMonth: 2,
    venue: 'Ballpark',
  },
];

export const SPORTS: SportDef[] = SOURCES.map(fromDocument);

export const DIVISIONS: Division[] = [
  { id: 'ncaa_d1', name: 'NCAA Division I', level: 1 },
  { id: 'ncaa_d2', name: 'NCAA Division II', level: 2 },
  { id: 'ncaa_d3', name: 'NCAA Division III', level: 3 },
  { id: 'naia', name: 'NAIA', level: 4 },
  { id: 'njcaa', name: 'NJCAA', level: 5 },
];

/** Divisions a sport-and-gender's teams are spread over, in order of team count. */
export const TEAM_DIVISIONS = [
  'ncaa_d1',
  'ncaa_d1',
  'ncaa_d1',
  'ncaa_d2',
  'ncaa_d2',
  'ncaa_d3',
  'naia',
  'njcaa',
];

export const GENDERS: readonly Gender[] = SCHEMA_ENUMS['Player.gender'];

export const CLASS_YEARS = SCHEMA_ENUMS['Player.class_year'];

export const SPORT_BY_ID = new Map(SPORTS.map((s) => [s.id, s]));
export const DIVISION_BY_ID = new Map(DIVISIONS.map((d) => [d.id, d]));
export const ALL_POSITIONS = [...new Set(SPORTS.flatMap((s) => s.positions))];

export function statKeys(sport: string): string[] {
  return SPORT_BY_ID.get(sport)?.stats.map((s) => s.key) ?? [];
}
