import { defineOperation, parseList } from '../operation.js';
import { selectMovements } from '../selection.js';

export const movementOperations = {
  list_movements: defineOperation({
    parse: (ctx) => parseList(ctx, 'movements'),
    run: ({ state }, { filters, paging }) => ({
      body: state.cursors.page(selectMovements(state.movements, filters), paging),
    }),
  }),
};
