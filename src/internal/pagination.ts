/**
 * How a list learns its next page, and when it must stop: every list operation answers
 * `{data, next_cursor, has_more}`; the next request is the same call with `cursor` set (the
 * argument checks put it in the query string or the body, as the operation's row says). The guards
 * here end a list whose server misbehaves (an endless run of empty pages, a cursor handed out twice,
 * `has_more` without a cursor) with `PaginationError`; a caller's `maxItems`/`maxPages` are the
 * page's own to tell (`Page.hasNextPage`, src/core/pagination.ts). Pages hold no reference to
 * earlier pages, so memory stays flat however far a loop reads. Loaded with the second page of the
 * client's first list that has one: a list read one page at a time never needs it.
 */
import { PaginationError } from '../core/errors.js';
import type { CallArgs } from './engine.js';
import type { OperationSpec } from './operation.js';
import { isWellFormed } from './well-formed.js';
import * as pagingPolicy from '../generated/policy/paging.js';

/**
 * A list whose pages keep saying `has_more` while holding no items ends with `PaginationError`
 * after this many such pages in a row (contract section 11): a broken cursor would otherwise
 * cost a request per turn of a loop whose body never runs.
 */
export const MAX_EMPTY_PAGES = pagingPolicy.MAX_EMPTY_PAGES;

/**
 * Brent's cycle detection over the cursors a list hands out: constant memory, and a server that
 * cycles through any number of cursors is caught within a few pages instead of looping forever.
 */
interface CursorTrail {
  readonly tortoise: string;
  readonly power: number;
  readonly steps: number;
}

function follow(trail: CursorTrail | undefined, cursor: string): CursorTrail | 'cycle' {
  if (!trail) return { tortoise: cursor, power: 1, steps: 0 };
  if (cursor === trail.tortoise) return 'cycle';
  const steps = trail.steps + 1;
  return steps === trail.power ? { tortoise: cursor, power: trail.power * 2, steps: 0 } : { ...trail, steps };
}

/** Where a page stands in its list: what the next request needs and what the limits count. */
export interface PagePosition {
  /** The cursor this page was requested with (none for the first page). */
  readonly requestCursor: string | undefined;
  readonly trail: CursorTrail | undefined;
  /** 1 for the first page. */
  readonly number: number;
  /** Items on the pages before this one. */
  readonly itemsBefore: number;
  /** Pages before this one, in a row, that held no items but said `has_more`. */
  readonly emptyBefore: number;
}

/** A page as its list reads it. */
export interface PageAt {
  readonly data: readonly unknown[];
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
}

/**
 * The request of the page after `page`: the same call with its cursor, and where that page will
 * stand; or the `PaginationError` that ends the list here.
 */
export function nextPage(
  op: OperationSpec,
  args: CallArgs,
  page: PageAt,
  position: PagePosition,
  /** The caller's limit the page has reached (`maxPages (3)`), if any. */
  limit: string | undefined,
): { args: CallArgs; position: PagePosition } | PaginationError {
  const where = `${op.namespace}.${op.methodName}`;
  if (!page.hasMore) return new PaginationError(`${where}: there is no next page (has_more is false).`);
  if (limit) return new PaginationError(`${where}: ${limit} reached; no next page is requested.`);
  const empty = page.data.length === 0 ? position.emptyBefore + 1 : 0;
  if (empty >= MAX_EMPTY_PAGES) {
    return new PaginationError(
      `${where}: ${empty} pages in a row said has_more but held no items; stopping instead of looping.`,
    );
  }
  const cursor = page.nextCursor;
  if (!cursor)
    return new PaginationError(
      `${where}: the service said has_more but gave no next_cursor; stopping instead of looping.`,
    );
  // The service's own text, sent back as made: only what cannot be sent (a lone surrogate, which
  // no URL or JSON text can carry) is its fault, reported as a paging error, not the caller's.
  if (!isWellFormed(cursor))
    return new PaginationError(
      `${where}: the service gave a next_cursor that cannot be sent back (not well-formed text).`,
    );
  const trail = cursor === position.requestCursor ? 'cycle' : follow(position.trail, cursor);
  if (trail === 'cycle') {
    return new PaginationError(
      `${where}: the service handed out a cursor it had already given; stopping instead of looping.`,
    );
  }
  return {
    args: { path: args.path, input: { ...(args.input as Record<string, unknown> | undefined), cursor } },
    position: {
      requestCursor: cursor,
      trail,
      number: position.number + 1,
      itemsBefore: position.itemsBefore + page.data.length,
      emptyBefore: empty,
    },
  };
}
