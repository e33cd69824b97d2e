import type { Dataset, MovementRow } from './data/dataset.js';
import type {
  ExportResource,
  Game,
  Gender,
  Movement,
  Player,
  PlayerSeason,
  PortalEntry,
  RosterEntry,
  Team,
  Transfer,
} from './data/resources.js';
import type { FilterKey, Filters } from './params.js';
import { instantOf, parseRfc3339 } from './time.js';

/**
 * The rows of each resource that a set of filters selects. List operations and exports both come
 * here, so an export holds exactly what paging through the list would show.
 */

interface Place {
  sport: string;
  division: string;
  gender: Gender;
}

function inPlace(f: Filters, place: Place): boolean {
  return (
    (f.sport === undefined || place.sport === f.sport) &&
    (f.division === undefined || place.division === f.division) &&
    (f.gender === undefined || place.gender === f.gender)
  );
}

function sinceOf(f: Filters): number | undefined {
  return f.since === undefined ? undefined : parseRfc3339(f.since);
}

export function selectTeams(data: Dataset, f: Filters): Team[] {
  return data.teams.filter(
    (t) => inPlace(f, t) && (f.conference === undefined || t.conference_id === f.conference),
  );
}

export function selectPlayers(data: Dataset, f: Filters): Player[] {
  const pool = f.team === undefined ? data.players : (data.playersByTeam.get(f.team) ?? []);
  return pool.filter((p) => inPlace(f, p) && (f.position === undefined || p.position === f.position));
}

export function selectPlayerSeasons(data: Dataset, f: Filters): PlayerSeason[] {
  return data.playerSeasons.filter((s) => {
    const team = data.teamById.get(s.team_id);
    return (
      team !== undefined &&
      inPlace(f, team) &&
      (f.season === undefined || s.season === f.season) &&
      (f.team === undefined || s.team_id === f.team)
    );
  });
}

export function selectRosters(data: Dataset, f: Filters): RosterEntry[] {
  const pool = f.team === undefined ? data.rosters : (data.rosterByTeam.get(f.team) ?? []);
  return pool
    .filter((r) => inPlace(f, r) && (f.season === undefined || r.entry.season === f.season))
    .map((r) => r.entry);
}

export function selectGames(data: Dataset, f: Filters): Game[] {
  return data.games.filter(
    (g) =>
      inPlace(f, g) &&
      (f.season === undefined || g.season === f.season) &&
      (f.team === undefined || g.home.team_id === f.team || g.away.team_id === f.team),
  );
}

export function selectTransfers(data: Dataset, f: Filters): Transfer[] {
  return data.transfers.filter((t) => {
    const team = data.teamById.get(t.to_team_id);
    return team !== undefined && inPlace(f, team) && (f.season === undefined || t.season === f.season);
  });
}

export function selectMovements(rows: readonly MovementRow[], f: Filters): Movement[] {
  const since = sinceOf(f);
  return rows
    .filter(
      (r) =>
        inPlace(f, r) &&
        (f.kind === undefined || r.movement.kind === f.kind) &&
        (since === undefined || instantOf(r.movement.date) >= since),
    )
    .map((r) => r.movement);
}

export function selectPortal(entries: readonly PortalEntry[], f: Filters): PortalEntry[] {
  const since = sinceOf(f);
  return entries.filter(
    (e) =>
      inPlace(f, e) &&
      (f.position === undefined || e.position === f.position) &&
      (since === undefined || instantOf(e.entered_at) >= since),
  );
}

/** Filters each exportable resource takes in `filters`. */
export const EXPORT_FILTERS: Record<ExportResource, readonly FilterKey[]> = {
  players: ['sport', 'division', 'gender', 'position', 'team'],
  player_seasons: ['sport', 'division', 'gender', 'season', 'team'],
  teams: ['sport', 'division', 'gender', 'conference'],
  rosters: ['sport', 'division', 'gender', 'season', 'team'],
  games: ['sport', 'division', 'gender', 'season', 'team'],
  transfers: ['sport', 'division', 'gender', 'season'],
  movements: ['sport', 'division', 'gender', 'since', 'kind'],
};

export function exportRows(
  data: Dataset,
  movements: readonly MovementRow[],
  resource: ExportResource,
  f: Filters,
): object[] {
  switch (resource) {
    case 'players':
      return selectPlayers(data, f);
    case 'player_seasons':
      return selectPlayerSeasons(data, f);
    case 'teams':
      return selectTeams(data, f);
    case 'rosters':
      return selectRosters(data, f);
    case 'games':
      return selectGames(data, f);
    case 'transfers':
      return selectTransfers(data, f);
    case 'movements':
      return selectMovements(movements, f);
  }
}
