/**
 * Small stream helpers that work on Node 18+ and in browsers alike (no `ReadableStream.from`, no
 * reliance on a web stream's own async iterator, which Safari lacks).
 */

/** An async iterator whose `return()` can be called at any time, even while a `next()` is pending. */
export interface ChunkIterator extends AsyncIterableIterator<Uint8Array> {
  return(): Promise<IteratorResult<Uint8Array, undefined>>;
}

/**
 * Reads a web stream chunk by chunk. `return()` cancels the stream at once: a pending `next()`
 * then resolves as done, so a consumer that stops early never waits for the network.
 */
export function chunksOf(stream: ReadableStream<Uint8Array>): ChunkIterator {
  const reader = stream.getReader();
  let finished = false;
  const done = { done: true, value: undefined } as const;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (finished) return done;
      try {
        const result = await reader.read();
        if (result.done) finished = true;
        return result.done ? done : { done: false, value: result.value };
      } catch (error) {
        finished = true;
        throw error;
      }
    },
    async return() {
      if (!finished) {
        finished = true;
        await reader.cancel().catch(() => {});
      }
      return done;
    },
  };
}

/**
 * A web stream over an async iterable, pulled only when its reader asks (no read-ahead, so
 * backpressure reaches the network). `onCancel` runs first when the reader cancels.
 */
export function toReadableStream(
  source: AsyncIterable<Uint8Array>,
  onCancel: () => unknown = () => undefined,
): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const result = await iterator.next();
          if (result.done) controller.close();
          else controller.enqueue(result.value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await onCancel();
        await iterator.return?.().catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );
}

/** Reads the first non-empty chunk, then yields it and everything after it, so a caller can peek. */
export async function peek(
  source: AsyncIterator<Uint8Array>,
): Promise<{ first: Uint8Array | undefined; rest: AsyncIterable<Uint8Array> }> {
  let first: Uint8Array | undefined;
  for (;;) {
    const result = await source.next();
    if (result.done) break;
    if (result.value.byteLength > 0) {
      first = result.value;
      break;
    }
  }
  const head = first;
  return {
    first,
    rest: {
      [Symbol.asyncIterator]() {
        let pending = head;
        return {
          next() {
            if (pending === undefined) return source.next();
            const value = pending;
            pending = undefined;
            return Promise.resolve({ done: false, value });
          },
          async return() {
            pending = undefined;
            await source.return?.();
            return { done: true, value: undefined };
          },
        };
      },
    },
  };
}
