import { CURRENT_SEASON } from '../data/reference.js';
import type { Player, RosterEntry } from '../data/resources.js';
import { type Behaviour, type Ctx, bodyFields, defineOperation, limitOf, readBody } from '../operation.js';
import type { Route } from '../../generated/fake-surface.js';
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
  const paging = ctx.state.cursors.paging(
    ctx.op.id,
    identity,
    raw.limit,
    raw.cursor,
    'body',
    limitOf(bodyFields(ctx)),
  );
  return { filters: filters as Filters, sortBy: sort_by, order, explicitOrder: raw.order != null, paging };
}

export const readOperations = {
  'GET /v1/sports': listOf((ctx) => ctx.state.data.sports),
  // With a sport: the divisions its coverage holds.
  'GET /v1/divisions': listOf(
    ({ state: { data } }, f) =>
      data.divisions.filter(
        (d) => !f.sport || data.coverage.cells.some((c) => c.sport === f.sport && c.division === d.id),
      ),
    { applies: ['sport'] },
  ),
  'GET /v1/conferences': listOf((ctx, f) => select(ctx.state, 'conferences', f), { applies: 'every' }),
  'GET /v1/filters/catalog': defineOperation({ run: ({ state }) => ({ body: state.data.catalog }) }),
  'GET /v1/coverage': defineOperation({ run: ({ state }) => ({ body: state.data.coverage }) }),
  'GET /v1/teams': listOf((ctx, f) => select(ctx.state, 'teams', f), { applies: 'every' }),
  'GET /v1/teams/{id}': getOf(team),
  // A roster is a season's squad: without `season` it is the current one.
  'GET /v1/teams/{id}/roster': listOf(
    (ctx, f) =>
      (
        select(ctx.state, 'rosters', {
          team: team(ctx).id,
          season: f.season ?? CURRENT_SEASON,
        }) as RosterEntry[]
      ).sort((a, b) => a.name.localeCompare(b.name) || (a.player_id < b.player_id ? -1 : 1)),
    { applies: ['season'] },
  ),
  'GET /v1/teams/{id}/coaches': listOf((ctx) => ctx.state.data.coachesByTeam.get(team(ctx).id) ?? []),
  'POST /v1/players/search': defineOperation({
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
  'GET /v1/players/{id}': getOf(player),
  'GET /v1/players/{id}/seasons': listOf((ctx, f) =>
    (ctx.state.data.seasonsByPlayer.get(player(ctx).id) ?? []).filter(
      (s) => f.season === undefined || s.season === f.season,
    ),
  ),
  'GET /v1/persons/{id}': getOf(person),
  'GET /v1/persons/{id}/transfers': listOf(
    (ctx) => ctx.state.data.transfersByPerson.get(person(ctx).id) ?? [],
  ),
  'GET /v1/movements': listOf((ctx, f) => select(ctx.state, 'movements', f), { applies: 'every' }),
  'GET /v1/games': listOf((ctx, f) => select(ctx.state, 'games', f), { applies: 'every' }),
  'GET /v1/games/{id}': getOf((ctx) => found(ctx, 'game', ctx.state.data.gameById)),
} satisfies Partial<Record<Route, Behaviour>>;
