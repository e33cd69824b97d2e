import { CURRENT_SEASON } from '../data/reference.js';
import type { Player, RosterEntry } from '../data/resources.js';
import { type Ctx, bodyFields, defineOperation, readBody } from '../operation.js';
import { type Filters, checkFields } from '../params.js';
import { select } from '../selection.js';
import { found, getOf, listOf } from './lists.js';

/** The free reads of the sample data: reference data, teams, players, persons, games, movements. */

const byName = (a: Player, b: Player) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1);
const team = (ctx: Ctx) => found(ctx, 'team', ctx.state.data.teamById);
const player = (ctx: Ctx) => found(ctx, 'player', ctx.state.data.playerById);
const person = (ctx: Ctx) => found(ctx, 'person', ctx.state.data.personById);

function parseSearch(ctx: Ctx) {
  const raw = readBody(ctx);
  const { limit, cursor, ...fields } = bodyFields(ctx);
  const { sort_by, order = 'desc', ...filters } = checkFields(raw, fields, 'body') as Record<string, string>;
  // Sorting belongs to the list's identity, so a cursor cannot be replayed under another order.
  const identity = { ...filters, sort_by, order };
  const paging = ctx.state.cursors.paging('players.search', identity, raw.limit, raw.cursor, 'body');
  return { filters: filters as Filters, sortBy: sort_by, order, explicitOrder: raw.order != null, paging };
}

export const readOperations = {
  list_sports: listOf((ctx) => ctx.state.data.sports),
  // With a sport: the divisions its coverage holds.
  list_divisions: listOf(({ state: { data } }, f) =>
    data.divisions.filter(
      (d) => !f.sport || data.coverage.cells.some((c) => c.sport === f.sport && c.division === d.id),
    ),
  ),
  list_conferences: listOf((ctx, f) => select(ctx.state, 'conferences', f)),
  get_filter_catalog: defineOperation({ run: ({ state }) => ({ body: state.data.catalog }) }),
  get_coverage: defineOperation({ run: ({ state }) => ({ body: state.data.coverage }) }),
  list_teams: listOf((ctx, f) => select(ctx.state, 'teams', f)),
  get_team: getOf(team),
  // A roster is a season's squad: without `season` it is the current one.
  list_team_roster: listOf((ctx, f) =>
    (
      select(ctx.state, 'rosters', {
        team: team(ctx).id,
        season: f.season ?? CURRENT_SEASON,
      }) as RosterEntry[]
    ).sort((a, b) => a.name.localeCompare(b.name) || (a.player_id < b.player_id ? -1 : 1)),
  ),
  list_team_coaches: listOf((ctx) => ctx.state.data.coachesByTeam.get(team(ctx).id) ?? []),
  search_players: defineOperation({
    parse: parseSearch,
    run: ({ state }, p) => {
      const rows = select(state, 'players', p.filters) as Player[];
      if (p.sortBy) {
        const key = p.sortBy;
        const sign = p.order === 'asc' ? 1 : -1;
        rows.sort((a, b) => sign * ((a.stats[key] ?? 0) - (b.stats[key] ?? 0)) || (a.id < b.id ? -1 : 1));
      } else {
        // Without sort_by the list is by name; `order` only reverses it when sent.
        rows.sort(byName);
        if (p.explicitOrder && p.order === 'desc') rows.reverse();
      }
      return { body: state.cursors.page(rows, p.paging) };
    },
  }),
  get_player: getOf(player),
  list_player_seasons: listOf((ctx, f) =>
    (ctx.state.data.seasonsByPlayer.get(player(ctx).id) ?? []).filter(
      (s) => f.season === undefined || s.season === f.season,
    ),
  ),
  get_person: getOf(person),
  list_person_transfers: listOf((ctx) => ctx.state.data.transfersByPerson.get(person(ctx).id) ?? []),
  list_movements: listOf((ctx, f) => select(ctx.state, 'movements', f)),
  list_games: listOf((ctx, f) => select(ctx.state, 'games', f)),
  get_game: getOf((ctx) => found(ctx, 'game', ctx.state.data.gameById)),
};
