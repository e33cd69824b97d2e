/**
 * A list's pages as users hold them: `Page` (its items, `hasMore`, `getNextPage()`, async-iterable
 * over every item of every page) and `PagePromise`, the promise of a list's first page. How the next
 * page is asked for, and when a list must stop, is decided in src/internal/pagination.ts.
 */
import { APIPromise } from './api-promise.js';
import { invalidResponse } from '../internal/invalid-response.js';
import { callMachine, sendOnLoad } from '../internal/call-machine.js';
import type { Answered, PageSource } from '../internal/engine.js';
import { OnFirstUse } from '../internal/load-on-first-use.js';
import type { PagePosition } from '../internal/pagination.js';
import { PaginationError } from './errors.js';

/** How a list learns its next page and when it must stop (src/internal/pagination.ts), loaded with a second page. */
const guards = new OnFirstUse<typeof import('../internal/pagination.js')>(
  'paging guards',
  () => import('../internal/pagination.js'),
);

const FIRST: PagePosition = {
  requestCursor: undefined,
  trail: undefined,
  number: 1,
  itemsBefore: 0,
  emptyBefore: 0,
};

interface PageBody<Item> {
  data: Item[];
  next_cursor: string | null;
  has_more: boolean;
}

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
    const position = this.#position;
    if (maxPages !== undefined && position.number >= maxPages) return `maxPages (${maxPages})`;
    if (maxItems !== undefined && position.itemsBefore + this.data.length >= maxItems)
      return `maxItems (${maxItems})`;
    return undefined;
  }

  /** Requests the next page with the same parameters and `cursor: nextCursor`. */
  getNextPage(): PagePromise<Item> {
    const loaded = guards.loaded;
    const answered: Answered<Page<Item>> = { raw: undefined };
    return new PagePromise<Item>(
      loaded ? this.#next(loaded, answered) : guards.load().then((module) => this.#next(module, answered)),
      answered,
    );
  }

  #next(
    module: typeof import('../internal/pagination.js'),
    answered: Answered<Page<Item>>,
  ): Promise<Page<Item>> {
    const { ctx, op, args, options } = this.#source;
    const next = module.nextPage(op, args, this, this.#position, this.#limitReached());
    if (next instanceof PaginationError) return Promise.reject(next);
    const position = next.position;
    const shape = (data: unknown, response: Response, call: PageSource) =>
      pageOf<Item>(data, response, call, position);
    const driver = callMachine.loaded;
    return driver === undefined
      ? sendOnLoad(ctx, op, next.args, options, answered, 'list', shape)
      : driver.send(ctx, op, next.args, options, answered, 'list', shape);
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

/**
 * A list call's answer as its page: `data` and `has_more` checked, the page placed at `position`
 * (made by the call machine once the answer is read).
 */
function pageOf<Item>(
  data: unknown,
  response: Response,
  call: PageSource,
  position: PagePosition,
): Page<Item> {
  const body = data as PageBody<Item> | undefined;
  const { op } = call;
  if (!body || !Array.isArray(body.data) || typeof body.has_more !== 'boolean') {
    throw invalidResponse(
      response,
      `${op.namespace}.${op.methodName}: the service answered a list without data/has_more.`,
    );
  }
  return new Page<Item>(body, { ctx: call.ctx, op, args: call.args, options: call.options }, position);
}

/** The first page of a list call. */
export function firstPage(data: unknown, response: Response, call: PageSource): Page<unknown> {
  return pageOf(data, response, call, FIRST);
}
