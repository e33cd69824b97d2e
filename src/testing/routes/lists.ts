import { notFound } from '../errors.js';
import { type Behaviour, type Ctx, defineOperation, parseList } from '../operation.js';
import type { Filters } from '../params.js';

interface ListOptions extends Omit<Behaviour, 'parse' | 'run'> {
  /** A list of the caller's own records: its cursors belong to the account. */
  owned?: boolean;
  /**
   * The filters `rows` applies itself (`every`: all of them, as `select` does). Any other filter
   * the document gives the list is applied here, as equality with the item's field of that name:
   * a filter the document adds is applied, never accepted and ignored.
   */
  applies?: readonly string[] | 'every';
}

/** `rows` without those whose field differs from a filter `rows` left to the list. */
function applyRest(rows: readonly unknown[], filters: Filters, applies: ListOptions['applies']): unknown[] {
  if (applies === 'every') return rows as unknown[];
  const rest = Object.entries(filters).filter(
    ([name, value]) => value !== undefined && !applies?.includes(name),
  );
  if (rest.length === 0) return rows as unknown[];
  return rows.filter((row) =>
    rest.every(([name, value]) => (row as Record<string, unknown>)[name] === value),
  );
}

/**
 * A GET list: the document's filters and paging, then a page of `rows`. A cursor belongs to its
 * operation and path ids, and for a list of the caller's own records (`owned`) to the account.
 */
export function listOf(
  rows: (ctx: Ctx, filters: Filters) => readonly unknown[],
  more: ListOptions = {},
): Behaviour {
  const { owned, applies, ...behaviour } = more;
  return defineOperation({
    ...behaviour,
    parse: (ctx) =>
      parseList(
        ctx,
        `${ctx.op.id}/${Object.values(ctx.path).join('/')}${owned ? `@${ctx.account?.id}` : ''}`,
      ),
    run: (ctx, { filters, paging }) => ({
      body: ctx.state.cursors.page(applyRest(rows(ctx, filters), filters, applies), paging),
    }),
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
