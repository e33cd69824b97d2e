// The web build's chunks, regrouped (run by scripts/finish-build.mjs, right after tsup).
//
// esbuild splits code by the set of entry points that reach each module: every module loaded on
// first use (argument checks, the error reader, pacing, polling, downloads, webhooks) is an entry,
// so the code the client needs up front lands in a chunk per combination of lazy modules that share
// it, a dozen small files. An app's bundler keeps those file boundaries (esbuild and webpack turn
// each into an initial chunk of their own, 2.6 kB more min+gzip than one file for the same code),
// and Rollup merges chunks that load together. So the ESM files of dist/web/ are bundled once more
// by Rollup, as they are (no tree-shaking, no minifying): what the entry loads up front becomes one
// chunk, each lazy module keeps its own. 0.4 got the same grouping by having every lazy module
// re-export the client (`entryAnchor`), which tied 21 source files into one import circle.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup } from 'rollup';

/** Regroups the ESM chunks of `dir` (dist/web) in place. */
export async function regroupWebChunks(dir) {
  const bundle = await rollup({
    input: { index: join(dir, 'index.js') },
    // An optional peer, loaded on first use by the module that needs it (telemetry): not bundled.
    external: ['@opentelemetry/api'],
    treeshake: false,
    onwarn(warning) {
      throw new Error(`web chunks: ${warning.code}: ${warning.message}`);
    },
  });
  const { output } = await bundle.generate({
    format: 'es',
    entryFileNames: '[name].js',
    // `chunk-` for shared code: package.json's `sideEffects` names those files.
    chunkFileNames: (chunk) =>
      chunk.isDynamicEntry ? `${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js` : 'chunk-[hash].js',
  });
  await bundle.close();
  // Generated in memory first: the old files are removed only once the new ones exist.
  for (const name of readdirSync(dir)) if (name.endsWith('.js')) rmSync(join(dir, name));
  for (const file of output)
    writeFileSync(join(dir, file.fileName), file.type === 'chunk' ? file.code : file.source);
  return output.map((file) => file.fileName).sort();
}
