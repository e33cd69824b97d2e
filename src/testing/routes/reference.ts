import { defineOperation, parseList } from '../operation.js';
import { readQuery } from '../params.js';

const read = { method: 'GET', billing: 'free' } as const;

export const referenceOperations = [
  defineOperation({
    ...read,
    id: 'list_sports',
    path: '/v1/sports',
    parse: (ctx) => parseList(ctx, 'sports'),
    run: ({ state }, { paging }) => ({ body: state.cursors.page(state.data.sports, paging) }),
  }),
  defineOperation({
    ...read,
    id: 'list_divisions',
    path: '/v1/divisions',
    parse: (ctx) => parseList(ctx, 'divisions', ['sport']),
    // With a sport: the divisions its coverage holds.
    run: ({ state }, { filters, paging }) => ({
      body: state.cursors.page(
        state.data.divisions.filter(
          (d) =>
            !filters.sport ||
            state.data.coverage.cells.some((c) => c.sport === filters.sport && c.division === d.id),
        ),
        paging,
      ),
    }),
  }),
  defineOperation({
    ...read,
    id: 'list_conferences',
    path: '/v1/conferences',
    parse: (ctx) => parseList(ctx, 'conferences', ['sport', 'division']),
    run: ({ state }, { filters: f, paging }) => ({
      body: state.cursors.page(
        state.data.conferences.filter(
          (c) => (!f.sport || c.sport === f.sport) && (!f.division || c.division === f.division),
        ),
        paging,
      ),
    }),
  }),
  defineOperation({
    ...read,
    id: 'get_filter_catalog',
    path: '/v1/filters/catalog',
    parse: (ctx) => readQuery(ctx.query, []),
    run: ({ state }) => ({ body: state.data.catalog }),
  }),
  defineOperation({
    ...read,
    id: 'get_coverage',
    path: '/v1/coverage',
    keyless: true,
    parse: (ctx) => readQuery(ctx.query, []),
    run: ({ state }) => ({ body: state.data.coverage }),
  }),
];
