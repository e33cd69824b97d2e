/**
 * How a list learns its next page: every list operation answers `{data, next_cursor, has_more}`;
 * the next request is the same call with `cursor` set (query string or body, per the operation).
 * Pages hold no reference to earlier pages, so memory stays flat however far a loop reads.
 */
import { APIPromise } from './api-promise.js';
import { invalidResponse } from './error-from-response.js';
import { PaginationError } from './errors.js';
import type { OperationSpec } from './operation.js';
import { type CallArgs, type RawResult, type RequestContext, request } from './request.js';
import type { RequestOptions } from './request-options.js';

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
  readonly options: RequestOptions | undefined;
}

/** One page of a list. `for await (const item of page)` reads it and every page after it. */
export class Page<Item> implements AsyncIterable<Item> {
  readonly data: Item[];
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
  readonly #source: PageSource;
  readonly #requestCursor: string | undefined;
  readonly #trail: CursorTrail | undefined;

  constructor(
    body: PageBody<Item>,
    source: PageSource,
    requestCursor: string | undefined,
    trail: CursorTrail | undefined,
  ) {
    this.data = body.data;
    this.hasMore = body.has_more === true;
    this.nextCursor = typeof body.next_cursor === 'string' ? body.next_cursor : null;
    this.#source = source;
    this.#requestCursor = requestCursor;
    this.#trail = trail;
  }

  hasNextPage(): boolean {
    return this.hasMore;
  }

  /** Requests the next page with the same parameters and `cursor: nextCursor`. */
  getNextPage(): PagePromise<Item> {
    const { op, args, options, ctx } = this.#source;
    const where = `${op.namespace}.${op.methodName}`;
    if (!this.hasMore)
      return rejectedPage(new PaginationError(`${where}: there is no next page (has_more is false).`));
    const cursor = this.nextCursor;
    if (!cursor)
      return rejectedPage(
        new PaginationError(
          `${where}: the service said has_more but gave no next_cursor; stopping instead of looping.`,
        ),
      );
    const trail = cursor === this.#requestCursor ? 'cycle' : follow(this.#trail, cursor);
    if (trail === 'cycle') {
      return rejectedPage(
        new PaginationError(
          `${where}: the service handed out a cursor it had already given; stopping instead of looping.`,
        ),
      );
    }
    const input = { ...(args.input as Record<string, unknown> | undefined), cursor };
    return requestPage<Item>(ctx, op, { path: args.path, input }, options, cursor, trail);
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
  let finished = false;
  let loading: Promise<IteratorResult<Item>> | undefined;

  const load = async (): Promise<IteratorResult<Item>> => {
    if (finished) return done;
    try {
      page ??= await first;
      while (index >= page.data.length) {
        if (!page.hasNextPage()) {
          finished = true;
          return done;
        }
        page = await page.getNextPage();
        index = 0;
      }
      return { done: false, value: page.data[index++] as Item };
    } catch (error) {
      finished = true;
      throw error;
    }
  };

  const iterator: AsyncIterableIterator<Item> = {
    [Symbol.asyncIterator]: () => iterator,
    next(): Promise<IteratorResult<Item>> {
      if (loading === undefined && page !== undefined && !finished && index < page.data.length) {
        return Promise.resolve({ done: false, value: page.data[index++] as Item });
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
      return done;
    },
  };
  return iterator;
}

function rejectedPage<Item>(error: Error): PagePromise<Item> {
  return new PagePromise<Item>(Promise.reject(error));
}

function checkPageBody<Item>(
  body: unknown,
  response: Response,
  op: OperationSpec,
  secret: string | undefined,
): PageBody<Item> {
  const page = body as PageBody<Item> | undefined;
  if (page && Array.isArray(page.data) && typeof page.has_more === 'boolean') return page;
  throw invalidResponse(
    response,
    `${op.namespace}.${op.methodName}: the service answered a list without data/has_more.`,
    secret,
  );
}

export function requestPage<Item>(
  ctx: RequestContext,
  op: OperationSpec,
  args: CallArgs,
  options: RequestOptions | undefined,
  requestCursor?: string,
  trail?: CursorTrail,
): PagePromise<Item> {
  const source: PageSource = { ctx, op, args, options };
  const raw = request<unknown>(ctx, op, args, options).then(
    ({ data, response }): RawResult<Page<Item>> => ({
      data: new Page<Item>(
        checkPageBody<Item>(data, response, op, ctx.config.apiKey),
        source,
        requestCursor,
        trail,
      ),
      response,
    }),
  );
  return new PagePromise<Item>(raw);
}
