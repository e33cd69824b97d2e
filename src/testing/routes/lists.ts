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

/** `value`, or 404 for the `noun` with the path's id. */
export function found<T>(ctx: Ctx, noun: string, value: T | undefined): T {
  if (value === undefined) throw notFound(noun, Object.values(ctx.path)[0] as string);
  return value;
}

/** A GET of one record by its path id. */
export function getOf(noun: string, find: (ctx: Ctx, id: string) => unknown): Behaviour {
  return defineOperation({ run: (ctx) => ({ body: found(ctx, noun, find(ctx, ctx.path.id as string)) }) });
}
