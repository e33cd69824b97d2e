import { notFound } from '../errors.js';
import { type Behaviour, type Ctx, defineOperation, parseList } from '../operation.js';
import type { Filters } from '../params.js';

/**
 * A GET list: the document's filters and paging, then a page of `rows`. A cursor belongs to its
 * operation and path ids, and for a list of the caller's own records (`owned`) to the account.
 */
export function listOf(
  rows: (ctx: Ctx, filters: Filters) => readonly unknown[],
  more: Omit<Behaviour, 'parse' | 'run'> & { owned?: boolean } = {},
): Behaviour {
  const { owned, ...behaviour } = more;
  return defineOperation({
    ...behaviour,
    parse: (ctx) =>
      parseList(
        ctx,
        `${ctx.op.id}/${Object.values(ctx.path).join('/')}${owned ? `@${ctx.account?.id}` : ''}`,
      ),
    run: (ctx, { filters, paging }) => ({ body: ctx.state.cursors.page(rows(ctx, filters), paging) }),
  });
}

/** The record `records` holds under the path's id, or 404 naming it a `noun`. */
export function found<T>(ctx: Ctx, noun: string, records: { get(id: string): T | undefined }): T {
  const id = Object.values(ctx.path)[0] as string;
  const record = records.get(id);
  if (record === undefined) throw notFound(noun, id);
  return record;
}

/** A GET of one record by its path id. */
export function getOf(find: (ctx: Ctx) => unknown): Behaviour {
  return defineOperation({ run: (ctx) => ({ body: find(ctx) }) });
}
