/**
 * Streaming gunzip with two engines: the platform's own (`node:zlib` in the Node build, see
 * native-gunzip.ts; the faster of the two there) and the web `DecompressionStream('gzip')`, the
 * only one in the browser and worker build. Both read their input only as
 * fast as their output is consumed, so memory stays flat whatever the file size.
 *
 * Errors: an error of the input (a timeout, a broken connection) comes out unchanged; anything the
 * decompressor rejects (not gzip, a damaged or cut-short stream) becomes
 * `ExportDownloadError('corrupt_file')`.
 */
import { ExportDownloadError, SportsDataError } from '../../core/errors.js';
import { nativeGunzip } from './native-gunzip.js';
import { peek, toReadableStream } from './streams.js';

export type GunzipEngine = 'node' | 'web';

export interface GunzipOptions {
  /** Defaults to `node` in the Node build, `web` in the browser and worker build (which has only `web`). */
  engine?: GunzipEngine | undefined;
  /**
   * The host sent `Content-Encoding: gzip`, so `fetch` may already have decompressed the body: if the
   * bytes do not start with the gzip magic number, pass them through unchanged.
   */
  mayBeDecoded?: boolean | undefined;
}

const GZIP_MAGIC = [0x1f, 0x8b] as const;

export async function* gunzip(
  source: AsyncIterable<Uint8Array>,
  options: GunzipOptions = {},
): AsyncGenerator<Uint8Array, void, undefined> {
  const tracked = track(source);
  try {
    let input: AsyncIterable<Uint8Array> = tracked;
    if (options.mayBeDecoded) {
      const { first, rest } = await peek(tracked[Symbol.asyncIterator]());
      if (first === undefined) return;
      if (first[0] !== GZIP_MAGIC[0] || (first.length > 1 && first[1] !== GZIP_MAGIC[1])) {
        yield* rest;
        return;
      }
      input = rest;
    }
    const engine = options.engine ?? 'node';
    if (engine === 'node' && nativeGunzip) yield* nativeGunzip(input);
    else yield* gunzipWeb(input);
  } catch (error) {
    if (tracked.error !== undefined) throw tracked.error;
    if (error instanceof SportsDataError) throw error;
    throw new ExportDownloadError(
      'corrupt_file',
      `The export file is not valid gzip, or it is cut short (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    );
  }
}

/** Remembers the input's own error, so that it wins over what the decompressor makes of it. */
function track(source: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> & { error: unknown } {
  const state = {
    error: undefined as unknown,
    [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
      const iterator = source[Symbol.asyncIterator]();
      return {
        async next() {
          try {
            return await iterator.next();
          } catch (error) {
            state.error ??= error;
            throw error;
          }
        },
        async return() {
          await iterator.return?.();
          return { done: true, value: undefined };
        },
      };
    },
  };
  return state;
}

async function* gunzipWeb(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array, void, undefined> {
  const decompressed = toReadableStream(source).pipeThrough(
    new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
  const reader = decompressed.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
  }
}
