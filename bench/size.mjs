// 4b. Size: the main entry as a bundler ships it (dist/index.js, minified, runtime dependencies
// included, platform browser), gzipped: what `import … from 'sports-data-sdk'` loads up front (every
// dynamic `import()` left out), and the same with the lazy imports (export download, csv-parse)
// inlined; next to openapi-fetch's own size measured the same way. The method of
// scripts/check-size.mjs, so the figures agree with the size budget.
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ROOT } from './proc.mjs';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
/** Node built-ins are loaded only on Node, on first use: leave them out of a browser bundle. */
const externalBuiltins = {
  name: 'node-builtins',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      builtins.has(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};
/** Leaves every dynamic `import()` out (a bundler would put it in a lazy chunk). */
const lazyOut = {
  name: 'lazy-out',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** Min and min+gzip bytes of one module bundled into one file. */
async function measure(input, { eager = false } = {}) {
  const result = await build({
    ...input,
    absWorkingDir: ROOT,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [externalBuiltins, ...(eager ? [lazyOut] : [])],
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

export async function benchSize() {
  const entry = { entryPoints: [join(ROOT, 'dist', 'index.js')] };
  const upFront = await measure(entry, { eager: true });
  const withLazy = await measure(entry);
  const openapiFetch = await measure({
    stdin: {
      contents: "export { default } from 'openapi-fetch';",
      resolveDir: join(ROOT, 'dist'),
      loader: 'js',
    },
  });
  return { upFront, withLazy, openapiFetch, upFrontOverOpenapiFetch: upFront.gzip / openapiFetch.gzip };
}
