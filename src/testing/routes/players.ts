import { checkField } from '../check-field.js';
import type { SurfaceField } from '../surface.js';
import { statKeys } from '../data/reference.js';
import type { Player } from '../data/resources.js';
import { invalidParameter, notFound } from '../errors.js';
import { type Ctx, bodyFields, defineOperation, readBody, parseList } from '../operation.js';
import { parseFilters } from '../params.js';
import { selectPlayers } from '../selection.js';

function parseSearch(ctx: Ctx) {
  const raw = readBody(ctx);
  const filters = parseFilters(raw, bodyFields(ctx), 'body');
  const sport = filters.sport as string;
  let sortBy: string | undefined;
  if (raw.sort_by !== undefined && raw.sort_by !== null) {
    const keys = statKeys(sport);
    if (typeof raw.sort_by !== 'string' || !keys.includes(raw.sort_by)) {
      throw invalidParameter('sort_by', `sort_by must be a stat key of ${sport}: ${keys.join(', ')}.`);
    }
    sortBy = raw.sort_by;
  }
  const order = checkField(raw.order, bodyFields(ctx).order as SurfaceField, 'order', 'body') ?? 'desc';
  // Sorting belongs to the list's identity, so a cursor cannot be replayed under another order.
  const identity = { ...filters, sort_by: sortBy, order };
  const paging = ctx.state.cursors.paging('players.search', identity, raw.limit, raw.cursor, 'body');
  return { filters, sortBy, order, explicitOrder: raw.order !== undefined && raw.order !== null, paging };
}

function byName(a: Player, b: Player): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1;
}

export const playerOperations = {
  search_players: defineOperation({
    parse: parseSearch,
    run: ({ state }, p) => {
      const rows = selectPlayers(state.data, p.filters);
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
  get_player: defineOperation({
    run: ({ state, path }) => {
      const player = state.data.playerById.get(path.id as string);
      if (!player) throw notFound('player', path.id as string);
      return { body: player };
    },
  }),
  list_player_seasons: defineOperation({
    parse: (ctx) => parseList(ctx, `players/${ctx.path.id}/seasons`),
    run: ({ state, path }, { filters, paging }) => {
      const id = path.id as string;
      if (!state.data.playerById.has(id)) throw notFound('player', id);
      const seasons = state.data.seasonsByPlayer.get(id) ?? [];
      return {
        body: state.cursors.page(
          seasons.filter((s) => filters.season === undefined || s.season === filters.season),
          paging,
        ),
      };
    },
  }),
};
