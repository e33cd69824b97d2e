import { APIPromise } from './api-promise.js';
import type { ResolvedConfig } from './config.js';
import { firstPage, type Page, PagePromise } from './pagination.js';
import { send } from '../internal/call-machine.js';
import type { CallContext, PageShape } from '../internal/engine.js';
import type { OperationSpec } from '../internal/operation.js';
import type { ListRequestOptions, RequestOptions } from './request-options.js';

/** What a generated resource class needs from the client: send one operation, or start a list. */
export class APICore {
  readonly #ctx: CallContext;

  constructor(ctx: CallContext) {
    this.#ctx = ctx;
  }

  /** The resolved client configuration, for hand-written helpers that make their own requests. */
  get config(): ResolvedConfig {
    return this.#ctx.config;
  }

  call<T>(
    op: OperationSpec,
    path: readonly unknown[] | undefined,
    input: unknown,
    options: RequestOptions | undefined,
  ): APIPromise<T> {
    return new APIPromise<T>(send<T>(this.#ctx, op, { path, input }, options));
  }

  list<Item>(
    op: OperationSpec,
    path: readonly unknown[] | undefined,
    input: unknown,
    options: ListRequestOptions | undefined,
  ): PagePromise<Item> {
    const shape = firstPage as PageShape<Page<Item>>;
    return new PagePromise<Item>(send(this.#ctx, op, { path, input }, options, 'list', shape));
  }
}
