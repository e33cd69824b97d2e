import type { RawResult } from '../internal/engine.js';
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
 */
export class APIPromise<T> implements PromiseLike<T> {
  readonly #raw: Promise<RawResult<T>>;

  constructor(raw: Promise<RawResult<T>>) {
    this.#raw = raw;
  }

  /** The parsed value together with the raw Response and its meta. */
  async withResponse(): Promise<WithResponse<T>> {
    const { data, response, fromCache } = await this.#raw;
    return { data, response, meta: readResponseMeta(response.headers, fromCache === true) };
  }

  // biome-ignore lint/suspicious/noThenProperty: an APIPromise is meant to be awaited like a promise.
  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    // One derived promise per `then`, made only when asked: a promise derived up front and never
    // awaited would report a second, unhandled rejection.
    return this.#raw.then(
      onfulfilled ? (raw) => onfulfilled(raw.data) : (raw) => raw.data as unknown as R1,
      onrejected,
    );
  }

  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.then(undefined, onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onfinally);
  }

  get [Symbol.toStringTag](): string {
    return 'APIPromise';
  }
}
