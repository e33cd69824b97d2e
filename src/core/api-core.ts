import { APIPromise } from './api-promise.js';
import type { ResolvedConfig } from './config.js';
import { type PagePromise, requestPage } from './pagination.js';
import type { OperationSpec } from '../internal/operation.js';
import { type RequestContext, request } from '../internal/request.js';
import type { ListRequestOptions, RequestOptions } from './request-options.js';

/** What a generated resource class needs from the client: send one operation, or start a list. */
export class APICore {
  readonly #ctx: RequestContext;

  constructor(ctx: RequestContext) {
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
    return new APIPromise<T>(request<T>(this.#ctx, op, { path, input }, options));
  }

  list<Item>(
    op: OperationSpec,
    path: readonly unknown[] | undefined,
    input: unknown,
    options: ListRequestOptions | undefined,
  ): PagePromise<Item> {
    return requestPage<Item>(this.#ctx, op, { path, input }, options);
  }
}
