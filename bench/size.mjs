// 4b. Size: what a browser app loads, measured as check:size measures it (scripts/check-size.mjs):
// test/ecosystem/size-app.mjs bundled with default settings by esbuild, Vite and webpack from a
// throwaway project linked to this package (scripts/ecosystem/bundlers.mjs), each chunk minified
// and gzipped (level 9) as a server sends it: the initial chunks, and the lazy ones beside them.
// Next to it, openapi-fetch's whole client measured the same way as one file, and a report per
// source module of what weighs in the initial chunk (esbuild's metafile over src/ with the web
// build's twins: minified bytes each module adds, the biggest first), to find what to load lazily.
import { builtinModules } from 'node:module';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleApp } from '../scripts/ecosystem/bundlers.mjs';
import { ROOT } from './proc.mjs';

const BUNDLERS = ['esbuild', 'vite', 'webpack'];
/** Modules listed in the per-module report; the rest are summed. */
const TOP_MODULES = 12;

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
/** Leaves every dynamic `import()` out: what is left is the initial chunk. */
const lazyOut = {
  name: 'lazy-out',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};
/** The web build's module swaps (tsup.config.ts): `./x.js` → `./x.web.ts` where that twin exists. */
const webTwins = {
  name: 'web-twins',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/.*\.js$/ }, ({ path, resolveDir }) => {
      const twin = join(resolveDir, path.replace(/\.js$/, '.web.ts'));
      return existsSync(twin) ? { path: twin } : undefined;
    });
  },
};

/** The throwaway app project of scripts/check-size.mjs: node_modules/sports-data-sdk links here. */
function makeApp() {
  const dir = mkdtempSync(join(tmpdir(), 'sports-data-sdk-bench-size-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules', 'sports-data-sdk'), 'dir');
  // webpack's project takes scenario.mjs along (scripts/ecosystem/bundlers.mjs).
  for (const file of ['size-app.mjs', 'scenario.mjs'])
    cpSync(join(ROOT, 'test', 'ecosystem', file), join(dir, file));
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  return dir;
}

/** Minified for a browser, in memory. */
const BROWSER = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
  logLevel: 'silent',
};

/** Minified bytes per source module in the initial chunk, biggest first. */
async function modules() {
  const result = await build({
    entryPoints: [join(ROOT, 'src', 'index.ts')],
    ...BROWSER,
    absWorkingDir: ROOT,
    metafile: true,
    outdir: join(tmpdir(), 'sports-data-sdk-bench-modules'),
    plugins: [externalBuiltins, lazyOut, webTwins],
  });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  const all = Object.entries(output.inputs)
    .map(([file, { bytesInOutput }]) => ({ file, bytes: bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = all.reduce((sum, m) => sum + m.bytes, 0);
  const rest = all.slice(TOP_MODULES);
  return {
    totalMinBytes: total,
    top: all.slice(0, TOP_MODULES),
    rest: { modules: rest.length, bytes: rest.reduce((sum, m) => sum + m.bytes, 0) },
  };
}

/** openapi-fetch's client, bundled alone (one file, minified) and gzipped. */
async function openapiFetchSize() {
  const result = await build({
    stdin: { contents: "export { default } from 'openapi-fetch';", resolveDir: ROOT, loader: 'js' },
    ...BROWSER,
    legalComments: 'none',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

export async function benchSize() {
  const app = makeApp();
  const bundlers = {};
  try {
    for (const bundler of BUNDLERS) {
      const built = await bundleApp(bundler, app, 'size-app.mjs');
      if (built.problems.length > 0) throw new Error(`${bundler}: ${built.problems.join('; ')}`);
      bundlers[bundler] = built.size;
    }
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
  return { bundlers, openapiFetch: await openapiFetchSize(), modules: await modules() };
}
