import { notFound } from '../errors.js';
import { defineOperation, parseList } from '../operation.js';

export const personOperations = {
  get_person: defineOperation({
    run: ({ state, path }) => {
      const person = state.data.personById.get(path.id as string);
      if (!person) throw notFound('person', path.id as string);
      return { body: person };
    },
  }),
  list_person_transfers: defineOperation({
    parse: (ctx) => parseList(ctx, `persons/${ctx.path.id}/transfers`),
    run: ({ state, path }, { paging }) => {
      const id = path.id as string;
      if (!state.data.personById.has(id)) throw notFound('person', id);
      return { body: state.cursors.page(state.data.transfersByPerson.get(id) ?? [], paging) };
    },
  }),
};
