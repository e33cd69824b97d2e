/**
 * How a list learns its next page: every list operation answers `{data, next_cursor, has_more}`;
 * the next request is the same call with `cursor` set (query string or body, per the operation).
 * Pages hold no reference to earlier pages, so memory stays flat however far a loop reads.
 */
import { APIPromise } from './api-promise.js';
import * as pagingPolicy from '../generated/policy/paging.js';
import { invalidResponse } from '../internal/invalid-response.js';
import { isWellFormed } from '../internal/well-formed.js';
import { PaginationError } from './errors.js';
import type { OperationSpec } from '../internal/operation.js';
import { type CallArgs, type RawResult, type RequestContext, request } from '../internal/request.js';
import type { ListRequestOptions } from './request-options.js';

/**
 * A list whose pages keep saying `has_more` while holding no items ends with `PaginationError`
 * after this many such pages in a row (contract section 11): a broken cursor would otherwise
 * cost a request per turn of a loop whose body never runs.
 */
export const MAX_EMPTY_PAGES = pagingPolicy.MAX_EMPTY_PAGES;

interface PageBody<Item> {
  data: Item[];
  next_cursor: string | null;
  has_more: boolean;
}

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

interface PageSource {
  readonly ctx: RequestContext;
  readonly op: OperationSpec;
  readonly args: CallArgs;
  readonly options: ListRequestOptions | undefined;
}

/** Where a page stands in its list: what the next request needs and what the limits count. */
interface PagePosition {
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

const FIRST: PagePosition = {
  requestCursor: undefined,
  trail: undefined,
  number: 1,
  itemsBefore: 0,
  emptyBefore: 0,
};

/** One page of a list. `for await (const item of page)` reads it and every page after it. */
export class Page<Item> implements AsyncIterable<Item> {
  readonly data: Item[];
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
  readonly #source: PageSource;
  readonly #position: PagePosition;

  constructor(body: PageBody<Item>, source: PageSource, position: PagePosition) {
    this.data = body.data;
    this.hasMore = body.has_more === true;
    this.nextCursor = typeof body.next_cursor === 'string' ? body.next_cursor : null;
    this.#source = source;
    this.#position = position;
  }

  /**
   * Whether there is a page after this one to read: the service says `has_more`, and the call's
   * `maxPages` / `maxItems` have not been reached.
   */
  hasNextPage(): boolean {
    return this.hasMore && this.#limitReached() === undefined;
  }

  /** Items an iteration of the call's list may still yield from this page on (Infinity: no limit). */
  itemsLeft(): number {
    const maxItems = this.#source.options?.maxItems;
    return maxItems === undefined ? Number.POSITIVE_INFINITY : maxItems - this.#position.itemsBefore;
  }

  #limitReached(): string | undefined {
    const { maxItems, maxPages } = this.#source.options ?? {};
    if (maxPages !== undefined && this.#position.number >= maxPages) return `maxPages (${maxPages})`;
    if (maxItems !== undefined && this.#position.itemsBefore + this.data.length >= maxItems)
      return `maxItems (${maxItems})`;
    return undefined;
  }

  /** Requests the next page with the same parameters and `cursor: nextCursor`. */
  getNextPage(): PagePromise<Item> {
    const { op, args, options, ctx } = this.#source;
    const where = `${op.namespace}.${op.methodName}`;
    if (!this.hasMore)
      return rejectedPage(new PaginationError(`${where}: there is no next page (has_more is false).`));
    const limit = this.#limitReached();
    if (limit)
      return rejectedPage(new PaginationError(`${where}: ${limit} reached; no next page is requested.`));
    const position = this.#position;
    const empty = this.data.length === 0 ? position.emptyBefore + 1 : 0;
    if (empty >= MAX_EMPTY_PAGES) {
      return rejectedPage(
        new PaginationError(
          `${where}: ${empty} pages in a row said has_more but held no items; stopping instead of looping.`,
        ),
      );
    }
    const cursor = this.nextCursor;
    if (!cursor)
      return rejectedPage(
        new PaginationError(
          `${where}: the service said has_more but gave no next_cursor; stopping instead of looping.`,
        ),
      );
    // The service's own text, sent back as made: only what cannot be sent (a lone surrogate, which
    // no URL or JSON text can carry) is its fault, reported as a paging error, not the caller's.
    if (!isWellFormed(cursor))
      return rejectedPage(
        new PaginationError(
          `${where}: the service gave a next_cursor that cannot be sent back (not well-formed text).`,
        ),
      );
    const trail = cursor === position.requestCursor ? 'cycle' : follow(position.trail, cursor);
    if (trail === 'cycle') {
      return rejectedPage(
        new PaginationError(
          `${where}: the service handed out a cursor it had already given; stopping instead of looping.`,
        ),
      );
    }
    const input = { ...(args.input as Record<string, unknown> | undefined), cursor };
    return requestPage<Item>(ctx, op, { path: args.path, input }, options, {
      requestCursor: cursor,
      trail,
      number: position.number + 1,
      itemsBefore: position.itemsBefore + this.data.length,
      emptyBefore: empty,
    });
  }

  /** Every page from this one on, each awaited only when the loop asks for it. */
  async *pages(): AsyncGenerator<Page<Item>, void, undefined> {
    let page: Page<Item> = this;
    for (;;) {
      yield page;
      if (!page.hasNextPage()) return;
      page = await page.getNextPage();
    }
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<Item> {
    return itemsFrom<Item>(this);
  }
}

/** A promise of a list's first page that is also async-iterable over every item of every page. */
export class PagePromise<Item> extends APIPromise<Page<Item>> implements AsyncIterable<Item> {
  [Symbol.asyncIterator](): AsyncIterableIterator<Item> {
    return itemsFrom<Item>(this);
  }

  /** Every page, starting with the first. */
  async *pages(): AsyncGenerator<Page<Item>, void, undefined> {
    const first = await this;
    yield* first.pages();
  }
}

/**
 * Every item of the first page and of every page after it, each page requested only when the loop
 * reaches its end. A plain iterator, not nested async generators: an item of a page already read
 * costs one resolved promise, instead of a generator step per level of nesting, which on a page of
 * 100 items cost more than the request. Calls to `next()` made while a page is loading wait for it,
 * in order, as a generator's would.
 */
function itemsFrom<Item>(first: Page<Item> | PromiseLike<Page<Item>>): AsyncIterableIterator<Item> {
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };
  let page: Page<Item> | undefined;
  let index = 0;
  /** Items of `page` the loop may yield: all of them, or fewer once `maxItems` is reached. */
  let end = 0;
  let finished = false;
  let loading: Promise<IteratorResult<Item>> | undefined;

  const enter = (next: Page<Item>) => {
    page = next;
    index = 0;
    end = Math.min(next.data.length, next.itemsLeft());
  };

  const load = async (): Promise<IteratorResult<Item>> => {
    if (finished) return done;
    try {
      if (page === undefined) enter(await first);
      while (index >= end) {
        if (!(page as Page<Item>).hasNextPage()) {
          finished = true;
          return done;
        }
        enter(await (page as Page<Item>).getNextPage());
      }
      return { done: false, value: (page as Page<Item>).data[index++] as Item };
    } catch (error) {
      finished = true;
      throw error;
    }
  };

  const iterator: AsyncIterableIterator<Item> = {
    [Symbol.asyncIterator]: () => iterator,
    next(): Promise<IteratorResult<Item>> {
      // An item of a page already read: `end` is 0 until a page is in, and after `return()`.
      if (index < end && loading === undefined) {
        return Promise.resolve({ done: false, value: (page as Page<Item>).data[index++] as Item });
      }
      const step: Promise<IteratorResult<Item>> = loading ? loading.then(load, load) : load();
      loading = step;
      const settle = () => {
        if (loading === step) loading = undefined;
      };
      step.then(settle, settle);
      return step;
    },
    async return(): Promise<IteratorResult<Item>> {
      finished = true;
      page = undefined;
      end = 0;
      return done;
    },
  };
  return iterator;
}

function rejectedPage<Item>(error: Error): PagePromise<Item> {
  return new PagePromise<Item>(Promise.reject(error));
}

function checkPageBody<Item>(body: unknown, response: Response, op: OperationSpec): PageBody<Item> {
  const page = body as PageBody<Item> | undefined;
  if (page && Array.isArray(page.data) && typeof page.has_more === 'boolean') return page;
  throw invalidResponse(
    response,
    `${op.namespace}.${op.methodName}: the service answered a list without data/has_more.`,
  );
}

export function requestPage<Item>(
  ctx: RequestContext,
  op: OperationSpec,
  args: CallArgs,
  options: ListRequestOptions | undefined,
  position: PagePosition = FIRST,
): PagePromise<Item> {
  const source: PageSource = { ctx, op, args, options };
  const raw = request<unknown>(ctx, op, args, options, 'list').then(
    ({ data, response }): RawResult<Page<Item>> => ({
      data: new Page<Item>(checkPageBody<Item>(data, response, op), source, position),
      response,
    }),
  );
  return new PagePromise<Item>(raw);
}
