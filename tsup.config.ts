import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * One build, two formats, from the same sources (target Node 18):
 * - ESM: `dist/*.js` + `.d.ts`, code-split so the `sports-data-fake` bin and `./testing` share one
 *   copy of the fake service;
 * - CJS: `dist/*.cjs` + `.d.cts`, one self-contained file per entry (the bin runs as ESM only).
 * Runtime dependencies stay external: npm installs them beside the SDK and both ship CJS and ESM.
 * msw (an optional peer: only `createMswHandlers` loads it, on call) stays external too; nothing
 * else from node_modules may be bundled (scripts/check-package.mjs checks).
 */
const libraryEntries = { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' };
/** The bins: `sports-data-fake` and `sports-data` (the CLI: its own entry, so the library never loads it). */
const bins = { 'testing/bin': 'src/testing/bin.ts', 'cli/bin': 'src/cli/bin.ts' };

/** A bin must start with a shebang and be executable, whether or not its source has one. */
function finishBin(bin: string): void {
  rmSync(`dist/${bin}.cjs`, { force: true });
  const text = readFileSync(`dist/${bin}.js`, 'utf8');
  if (!text.startsWith('#!')) writeFileSync(`dist/${bin}.js`, `#!/usr/bin/env node\n${text}`);
  chmodSync(`dist/${bin}.js`, 0o755);
}

export default defineConfig({
  entry: { ...libraryEntries, ...bins },
  format: ['esm', 'cjs'],
  target: 'node18',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  // `splitting` is left unset: tsup then splits ESM only, and each CJS entry stays one file.
  treeshake: true,
  sourcemap: false,
  // `import.meta.url` and `__dirname` work in both formats.
  shims: true,
  external: ['msw'],
  esbuildOptions(options, { format }) {
    // In CJS, turn `import('x')` of a dependency or built-in into `require('x')`: every one the SDK
    // loads lazily ships CJS (csv-parse, msw, node:*), and a CJS file that calls `import()` breaks
    // under test runners that load CJS through `vm` without ESM support (Jest without
    // --experimental-vm-modules).
    if (format === 'cjs') options.supported = { ...options.supported, 'dynamic-import': false };
  },
  // One declaration pass gives both `.d.ts` (ESM) and `.d.cts` (CJS).
  dts: { entry: libraryEntries },
  onSuccess: async () => {
    for (const bin of Object.keys(bins)) finishBin(bin);
  },
});
