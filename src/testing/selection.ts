import type { Filters } from './params.js';
import type { ServiceState } from './state.js';
import { instantOf, parseRfc3339 } from './time.js';

/**
 * The rows of each resource that a set of filters selects. List operations and exports both come
 * here, so an export holds exactly what paging through the list would show.
 */

/** What a row shows the filters, by filter: its own fields, or where it sits (a roster entry has no sport). */
interface Facets {
  readonly [filter: string]: unknown;
  readonly team?: readonly unknown[];
  /** The instant `since` compares with. */
  readonly since?: string;
}

interface Resource<R> {
  rows(state: ServiceState): readonly R[];
  facets(row: R, state: ServiceState): Facets;
  /** The row as the list shows it, when the fake holds more than that. */
  item?(row: R): unknown;
}

const resource = <R>(r: Resource<R>) => r as Resource<unknown>;
const teamPlace = (state: ServiceState, id: string) => ({ ...state.data.teamById.get(id), team: [id] });

const RESOURCES = {
  players: resource({ rows: (s) => s.data.players, facets: (p) => ({ ...p, team: [p.team_id] }) }),
  player_seasons: resource({
    rows: (s) => s.data.playerSeasons,
    facets: (p, s) => ({ ...teamPlace(s, p.team_id), season: p.season }),
  }),
  teams: resource({ rows: (s) => s.data.teams, facets: (t) => ({ ...t, conference: t.conference_id }) }),
  rosters: resource({
    rows: (s) => s.data.rosters,
    facets: (r) => ({ ...r, season: r.entry.season, team: r.team_ids }),
    item: (r) => r.entry,
  }),
  games: resource({
    rows: (s) => s.data.games,
    facets: (g) => ({ ...g, team: [g.home.team_id, g.away.team_id] }),
  }),
  transfers: resource({
    rows: (s) => s.data.transfers,
    facets: (t, s) => ({ ...teamPlace(s, t.to_team_id), season: t.season }),
  }),
  movements: resource({
    rows: (s) => s.movements,
    facets: (r) => ({ ...r, kind: r.movement.kind, since: r.movement.date }),
    item: (r) => r.movement,
  }),
  portal: resource({ rows: (s) => s.portal, facets: (e) => ({ ...e, since: e.entered_at }) }),
  conferences: resource({ rows: (s) => s.data.conferences, facets: (c) => c }),
};

export type Selectable = keyof typeof RESOURCES;

export function select(state: ServiceState, name: Selectable, filters: Filters): unknown[] {
  const { rows, facets, item } = RESOURCES[name];
  const since = filters.since === undefined ? undefined : parseRfc3339(filters.since);
  const wanted = Object.entries(filters).filter(([, value]) => value !== undefined);
  const fits = (row: unknown) => {
    const shown = facets(row, state);
    return wanted.every(([key, value]) => {
      if (key === 'team') return shown.team?.includes(value) === true;
      if (key === 'since') return shown.since !== undefined && instantOf(shown.since) >= (since as number);
      return shown[key] === value;
    });
  };
  const selected = rows(state).filter(fits);
  return item ? selected.map(item) : selected;
}
