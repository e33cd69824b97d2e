import { existsSync, chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/**
 * Two builds from the same sources, and package.json's export conditions pick one:
 *
 * - the node build (Node 18+, Bun, Deno), ESM `dist/*.js` + `.d.ts` and CJS `dist/*.cjs` +
 *   `.d.cts`. ESM is code-split so the `sports-data-fake` bin and `./testing` share one copy of the
 *   fake service; each CJS entry is one file. It loads `node:zlib`, `node:fs` and `node:crypto`
 *   (Node 18's Web Crypto) on first use.
 * - the web build (browsers, workerd and other workers, and any unknown platform), `dist/web/`:
 *   every module with a `.web.ts` twin is replaced by it (`native-gunzip`,
 *   `file-system`, `subtle`), so nothing in its graph, static or lazy, names a `node:*` module.
 *
 * Runtime dependencies stay external: npm installs them beside the SDK and both ship CJS and ESM.
 * msw (an optional peer: only `createMswHandlers` loads it, on call) stays external too; nothing
 * else from node_modules may be bundled (scripts/check-package.mjs checks).
 */
const libraryEntries = {
  index: 'src/index.ts',
  'testing/index': 'src/testing/index.ts',
  'redis/index': 'src/redis/index.ts',
};
/** The bins: `sports-data-fake` and `sports-data` (the CLI: its own entry, so the library never loads it). */
const bins = { 'testing/bin': 'src/testing/bin.ts', 'cli/bin': 'src/cli/bin.ts' };

/** A bin must start with a shebang and be executable, whether or not its source has one. */
function finishBin(bin: string): void {
  rmSync(`dist/${bin}.cjs`, { force: true });
  const text = readFileSync(`dist/${bin}.js`, 'utf8');
  if (!text.startsWith('#!')) writeFileSync(`dist/${bin}.js`, `#!/usr/bin/env node\n${text}`);
  chmodSync(`dist/${bin}.js`, 0o755);
}

/** Resolves `./x.js` to `./x.web.ts` wherever that twin exists. */
const webTwins: Plugin = {
  name: 'web-twins',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, ({ path, resolveDir }) => {
      const twin = `${resolveDir}/${path.replace(/\.js$/, '.web.ts')}`;
      return existsSync(twin) ? { path: twin } : undefined;
    });
  },
};

// Both builds write into dist/, so neither may clean it: it is emptied once, here.
rmSync('dist', { recursive: true, force: true });

// tsup's tree-shaking pass runs Rollup with no `onwarn`, and Rollup then warns (on console.warn)
// that each CJS entry has named and default exports together. That is the package's CommonJS
// shape on purpose: `require('sports-data-sdk').SportsData` and `.default` both work
// (test/package/consumer.cjs). Only that notice is dropped; every other warning still prints.
const MIXED_EXPORTS = /^Entry module "[^"]+" is using named and default exports together\./;
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && MIXED_EXPORTS.test(args[0])) return;
  warn(...args);
};

const shared: Options = {
  format: ['esm', 'cjs'],
  target: 'node18',
  clean: false,
  // `splitting` is left unset: tsup then splits ESM only, and each CJS entry stays one file.
  treeshake: true,
  sourcemap: false,
  external: ['msw'],
  esbuildOptions(options, { format }) {
    // In CJS, turn `import('x')` of a dependency or built-in into `require('x')`: every one the SDK
    // loads lazily ships CJS (msw, node:*), and a CJS file that calls `import()` breaks
    // under test runners that load CJS through `vm` without ESM support (Jest without
    // --experimental-vm-modules).
    if (format === 'cjs') options.supported = { ...options.supported, 'dynamic-import': false };
  },
};

export default defineConfig([
  {
    ...shared,
    entry: { ...libraryEntries, ...bins },
    platform: 'node',
    outDir: 'dist',
    // `import.meta.url` and `__dirname` work in both formats.
    shims: true,
    // One declaration pass gives both `.d.ts` (ESM) and `.d.cts` (CJS); the web build shares them.
    dts: { entry: libraryEntries },
    onSuccess: async () => {
      for (const bin of Object.keys(bins)) finishBin(bin);
    },
  },
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    // Browsers, workers and bundlers: language level of the browsers that have DecompressionStream.
    target: 'es2022',
    platform: 'neutral',
    outDir: 'dist/web',
    esbuildPlugins: [webTwins],
  },
]);
