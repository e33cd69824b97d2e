import type {
  Coach,
  Conference,
  CoverageMatrix,
  Division,
  FilterCatalog,
  Game,
  Gender,
  Movement,
  Person,
  Player,
  PlayerSeason,
  PortalEntry,
  RosterEntry,
  Sport,
  Team,
  Transfer,
} from './resources.js';

/** Where a row sits, for filters on fields the wire shape does not carry (a roster entry has no sport). */
export interface RowPlace {
  sport: string;
  division: string;
  gender: Gender;
  team_ids: string[];
}

export interface RosterRow extends RowPlace {
  entry: RosterEntry;
}

export interface MovementRow extends RowPlace {
  movement: Movement;
}

/** The seeded sample data: immutable, shared by every service made from the same seed. */
export interface Dataset {
  sports: Sport[];
  divisions: Division[];
  conferences: Conference[];
  teams: Team[];
  players: Player[];
  playerSeasons: PlayerSeason[];
  rosters: RosterRow[];
  persons: Person[];
  transfers: Transfer[];
  movements: MovementRow[];
  games: Game[];
  portal: PortalEntry[];
  catalog: FilterCatalog;
  coverage: CoverageMatrix;

  teamById: Map<string, Team>;
  playerById: Map<string, Player>;
  personById: Map<string, Person>;
  gameById: Map<string, Game>;
  conferenceById: Map<string, Conference>;
  seasonsByPlayer: Map<string, PlayerSeason[]>;
  rosterByTeam: Map<string, RosterRow[]>;
  coachesByTeam: Map<string, Coach[]>;
  transfersByPerson: Map<string, Transfer[]>;
  playersByTeam: Map<string, Player[]>;
  personOfPlayer: Map<string, string>;
}

export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const bucket = out.get(key);
    if (bucket) bucket.push(item);
    else out.set(key, [item]);
  }
  return out;
}

/** Freezes the shared data so one service (or a test poking at `service.data`) cannot change another's. */
export function deepFreeze<T>(value: T): T {
  if (value instanceof Map) {
    for (const inner of value.values()) deepFreeze(inner);
  } else if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
