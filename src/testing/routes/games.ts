import { notFound } from '../errors.js';
import { defineOperation, parseList } from '../operation.js';
import { selectGames } from '../selection.js';

export const gameOperations = {
  list_games: defineOperation({
    parse: (ctx) => parseList(ctx, 'games'),
    run: ({ state }, { filters, paging }) => ({
      body: state.cursors.page(selectGames(state.data, filters), paging),
    }),
  }),
  get_game: defineOperation({
    run: ({ state, path }) => {
      const game = state.data.gameById.get(path.id as string);
      if (!game) throw notFound('game', path.id as string);
      return { body: game };
    },
  }),
};
