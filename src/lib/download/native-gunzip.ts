/**
 * The Node build's gunzip: `node:zlib`, the faster engine on Node (bench/download.mjs), loaded on
 * first use so that start-up stays lazy. The browser and worker build swaps this module for
 * `native-gunzip.web.ts` (see tsup.config.ts), so no bundler for those platforms sees `node:*`.
 */

/** Output chunk size: fewer, larger chunks cost less per row downstream. */
const CHUNK_SIZE = 64 * 1024;

export async function* nativeGunzip(
  source: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array, void, undefined> {
  const [{ createGunzip }, { Readable, pipeline }] = await Promise.all([
    import('node:zlib'),
    import('node:stream'),
  ]);
  const input = Readable.from(source, { objectMode: false });
  const output = createGunzip({ chunkSize: CHUNK_SIZE });
  // Errors of either side surface through `output`'s iterator; the callback only keeps them handled.
  pipeline(input, output, () => {});
  try {
    for await (const chunk of output) yield chunk as Uint8Array;
  } finally {
    output.destroy();
    input.destroy();
  }
}
