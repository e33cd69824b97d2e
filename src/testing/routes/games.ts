import { notFound } from '../errors.js';
import { defineOperation, parseList } from '../operation.js';
import { readQuery } from '../params.js';
import { selectGames } from '../selection.js';

const read = { method: 'GET', billing: 'free' } as const;

export const gameOperations = [
  defineOperation({
    ...read,
    id: 'list_games',
    path: '/v1/games',
    parse: (ctx) => parseList(ctx, 'games', ['sport', 'division', 'gender', 'season', 'team']),
    run: ({ state }, { filters, paging }) => ({
      body: state.cursors.page(selectGames(state.data, filters), paging),
    }),
  }),
  defineOperation({
    ...read,
    id: 'get_game',
    path: '/v1/games/{id}',
    parse: (ctx) => readQuery(ctx.query, []),
    run: ({ state, path }) => {
      const game = state.data.gameById.get(path.id as string);
      if (!game) throw notFound('game', path.id as string);
      return { body: game };
    },
  }),
];
