import { defineOperation, parseList } from '../operation.js';

export const referenceOperations = {
  list_sports: defineOperation({
    parse: (ctx) => parseList(ctx, 'sports'),
    run: ({ state }, { paging }) => ({ body: state.cursors.page(state.data.sports, paging) }),
  }),
  list_divisions: defineOperation({
    parse: (ctx) => parseList(ctx, 'divisions'),
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
  list_conferences: defineOperation({
    parse: (ctx) => parseList(ctx, 'conferences'),
    run: ({ state }, { filters: f, paging }) => ({
      body: state.cursors.page(
        state.data.conferences.filter(
          (c) => (!f.sport || c.sport === f.sport) && (!f.division || c.division === f.division),
        ),
        paging,
      ),
    }),
  }),
  get_filter_catalog: defineOperation({
    run: ({ state }) => ({ body: state.data.catalog }),
  }),
  get_coverage: defineOperation({
    run: ({ state }) => ({ body: state.data.coverage }),
  }),
};
