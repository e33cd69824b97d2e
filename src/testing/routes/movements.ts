import { defineOperation, parseList } from '../operation.js';
import { selectMovements } from '../selection.js';
import { querySport } from '../tiers.js';

export const movementOperations = [
  defineOperation({
    id: 'list_movements',
    method: 'GET',
    path: '/v1/movements',
    billing: 'free',
    tierSports: querySport,
    parse: (ctx) => parseList(ctx, 'movements', ['sport', 'division', 'gender', 'since', 'kind']),
    run: ({ state }, { filters, paging }) => ({
      body: state.cursors.page(selectMovements(state.movements, filters), paging),
    }),
  }),
];
