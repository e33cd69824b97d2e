import { APIPromise } from './api-promise.js';
import type { ResolvedConfig } from './config.js';
import { firstPage, type Page, PagePromise } from './pagination.js';
import { callMachine, sendOnLoad } from '../internal/call-machine.js';
import type { Answered, CallContext, PageShape } from '../internal/engine.js';
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

  // Each call goes straight to the driver once the machine has loaded (`callMachine.loaded`, read
  // here: a field, not one more call on every call's way), through call-machine.ts before.

  call<T>(
    op: OperationSpec,
    path: readonly unknown[] | undefined,
    input: unknown,
    options: RequestOptions | undefined,
  ): APIPromise<T> {
    const args = { path, input };
    const answered: Answered<T> = { raw: undefined };
    const driver = callMachine.loaded;
    return new APIPromise<T>(
      driver === undefined
        ? sendOnLoad<T>(this.#ctx, op, args, options, answered)
        : driver.send<T>(this.#ctx, op, args, options, answered),
      answered,
    );
  }

  list<Item>(
    op: OperationSpec,
    path: readonly unknown[] | undefined,
    input: unknown,
    options: ListRequestOptions | undefined,
  ): PagePromise<Item> {
    const shape = firstPage as PageShape<Page<Item>>;
    const args = { path, input };
    const answered: Answered<Page<Item>> = { raw: undefined };
    const driver = callMachine.loaded;
    return new PagePromise<Item>(
      driver === undefined
        ? sendOnLoad(this.#ctx, op, args, options, answered, 'list', shape)
        : driver.send(this.#ctx, op, args, options, answered, 'list', shape),
      answered,
    );
  }
}
