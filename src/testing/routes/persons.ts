import { notFound } from '../errors.js';
import { defineOperation, parseList } from '../operation.js';
import { readQuery } from '../params.js';

const read = { method: 'GET', billing: 'free' } as const;

export const personOperations = [
  defineOperation({
    ...read,
    id: 'get_person',
    path: '/v1/persons/{id}',
    parse: (ctx) => readQuery(ctx.query, []),
    run: ({ state, path }) => {
      const person = state.data.personById.get(path.id as string);
      if (!person) throw notFound('person', path.id as string);
      return { body: person };
    },
  }),
  defineOperation({
    ...read,
    id: 'list_person_transfers',
    path: '/v1/persons/{id}/transfers',
    parse: (ctx) => parseList(ctx, `persons/${ctx.path.id}/transfers`),
    run: ({ state, path }, { paging }) => {
      const id = path.id as string;
      if (!state.data.personById.has(id)) throw notFound('person', id);
      return { body: state.cursors.page(state.data.transfersByPerson.get(id) ?? [], paging) };
    },
  }),
];
