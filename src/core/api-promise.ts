import type { Answered, RawResult } from '../internal/engine.js';
import { type ResponseMeta, readResponseMeta } from './response-meta.js';

export interface WithResponse<T> {
  data: T;
  /** The raw answer; its body has already been read. */
  response: Response;
  meta: ResponseMeta;
}

/**
 * What every SDK method returns: a promise of the parsed value, plus `withResponse()` for the raw
 * Response and its meta (plan, quota, request id). The request starts at once, like any promise.
 *
 * A `Promise` of its own (its `then`, `catch` and `finally` are the runtime's): awaiting it runs no
 * code of the SDK's, and it settles as the call does, with no step of its own in between.
 */
export class APIPromise<T> extends Promise<T> {
  readonly #answered: Answered<T>;

  /** `data`: the call's parsed value; `answered`: where the call keeps its whole result (driver.ts). */
  constructor(data: Promise<T>, answered: Answered<T>) {
    super((resolve) => resolve(data));
    this.#answered = answered;
  }

  /** The parsed value together with the raw Response and its meta. */
  async withResponse(): Promise<WithResponse<T>> {
    const data = await this;
    const { response, fromCache } = this.#answered.raw as RawResult<T>;
    return { data, response, meta: readResponseMeta(response.headers, fromCache === true) };
  }

  override get [Symbol.toStringTag](): string {
    return 'APIPromise';
  }
}

// What `then`, `catch` and `finally` make is a plain Promise: a derived promise is no API call. A
// value, not a getter: the runtime reads it on every `then`, and a getter would be a call.
Object.defineProperty(APIPromise, Symbol.species, { value: Promise, configurable: true });
