import { defineOperation, parseList } from '../operation.js';
import { selectMovements } from '../selection.js';

export const movementOperations = [
  defineOperation({
    id: 'list_movements',
    method: 'GET',
    path: '/v1/movements',
    billing: 'free',
    parse: (ctx) => parseList(ctx, 'movements', ['sport', 'division', 'gender', 'since', 'kind']),
    run: ({ state }, { filters, paging }) => ({
      body: state.cursors.page(selectMovements(state.movements, filters), paging),
    }),
  }),
];
