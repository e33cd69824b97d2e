#!/usr/bin/env node
// What the SDK costs a browser app, measured the way users bundle it, and proof the testing kit
// stays out of it.
//
//   node scripts/check-size.mjs [--update]
//
// Bundles a one-line browser app (`new SportsData(…)` kept alive on `globalThis`) with esbuild as a
// user would: `sports-data-sdk` resolved through its package.json exports (the `browser`
// condition), runtime dependencies included, nothing marked external, code splitting on, minified.
// Any warning or error fails. Two numbers, each with a budget in size-budget.json:
// - `maxMinGzipBytes`: the initial chunks (the entry and what it imports statically), which the
//   README states;
// - `maxTotalMinGzipBytes`: the initial and the lazy chunks (export downloads, csv-parse) together.
// Chunks are gzipped one by one (level 9), as a server sends them. The same figures for Rollup,
// Vite and webpack come from the ecosystem tests (test/ecosystem/run.mjs), which hold them to the
// same budget. `--update` rewrites both budgets to the current sizes plus 10%. Needs `npm run build`.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budgetFile = join(root, 'size-budget.json');
const TESTING_MARKERS = ['// src/testing/', 'createFakeServer', 'createFakeService', 'createMswHandlers'];
const APP = `import SportsData from 'sports-data-sdk';
globalThis.client = new SportsData({ apiKey: 'svc_test_size', baseURL: globalThis.location?.origin });
`;

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const packageOf = (input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
const packagesIn = (inputs) =>
  [...new Set(inputs.map(packageOf).filter((p) => p && p !== 'sports-data-sdk'))].sort().join(', ') || 'none';

/**
 * A throwaway app outside the repo whose node_modules/sports-data-sdk links to this package, so
 * esbuild resolves it exactly as in a user's project (exports map, conditions), and the runtime
 * dependencies from this repo's node_modules.
 */
function makeApp() {
  const dir = mkdtempSync(join(tmpdir(), 'sports-data-sdk-size-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(root, join(dir, 'node_modules', 'sports-data-sdk'), 'dir');
  writeFileSync(join(dir, 'app.js'), APP);
  return dir;
}

/** esbuild's outputs split into initial (reached from the entry by static imports) and lazy. */
export function splitChunks(outputs, entryFile) {
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const i of outputs[file].imports)
      if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
  };
  visit(entryFile);
  return { initial: [...initial], lazy: Object.keys(outputs).filter((f) => !initial.has(f)) };
}

async function measure(dir) {
  const result = await build({
    entryPoints: [join(dir, 'app.js')],
    absWorkingDir: dir,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir: join(dir, 'out'),
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  if (result.warnings.length > 0) {
    throw new Error(`esbuild warned:\n${result.warnings.map((w) => w.text).join('\n')}`);
  }
  const bytes = new Map(result.outputFiles.map((f) => [relative(dir, f.path), f.contents]));
  const outputs = result.metafile.outputs;
  const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint);
  const { initial, lazy } = splitChunks(outputs, entryFile);
  const sum = (files, fn) => files.reduce((n, f) => n + fn(bytes.get(f)), 0);
  const inputsOf = (files) => files.flatMap((f) => Object.keys(outputs[f].inputs));
  return {
    initial: {
      min: sum(initial, (b) => b.length),
      gzip: sum(initial, (b) => gzipSync(b, { level: 9 }).length),
    },
    lazy: { min: sum(lazy, (b) => b.length), gzip: sum(lazy, (b) => gzipSync(b, { level: 9 }).length) },
    initialInputs: inputsOf(initial),
    lazyInputs: inputsOf(lazy),
    code: [...bytes.values()].map((b) => Buffer.from(b).toString('utf8')),
  };
}

async function main() {
  if (!existsSync(join(root, 'dist', 'web', 'index.js'))) {
    console.error('dist/web/index.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const dir = makeApp();
  let size;
  try {
    size = await measure(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const problems = [];

  // Everything in the bundle came from the browser build, and none of it from the testing kit.
  const sdkFiles = [...size.initialInputs, ...size.lazyInputs].filter((f) => f.includes('sports-data-sdk'));
  for (const f of sdkFiles) {
    if (!/\/dist\/web\//.test(f)) problems.push(`the browser bundle took ${f}, not the web build`);
  }
  for (const code of size.code) {
    for (const marker of TESTING_MARKERS) {
      if (code.includes(marker))
        problems.push(`the browser bundle contains "${marker}": the testing kit leaked in`);
    }
  }
  // The CJS build is one self-contained file; it must not carry the testing kit either.
  const cjs = readFileSync(join(root, 'dist', 'index.cjs'), 'utf8');
  for (const marker of TESTING_MARKERS) {
    if (cjs.includes(marker)) problems.push(`dist/index.cjs contains "${marker}": the testing kit leaked in`);
  }

  const budget = existsSync(budgetFile)
    ? JSON.parse(readFileSync(budgetFile, 'utf8'))['dist/index.js']
    : undefined;
  const total = size.initial.gzip + size.lazy.gzip;
  console.log('a browser app importing sports-data-sdk, bundled by esbuild (splitting, minified):');
  console.log(
    `  initial chunks        min ${kb(size.initial.min).padStart(8)}  min+gzip ${kb(size.initial.gzip).padStart(8)}  (${size.initial.gzip} bytes; budget ${budget?.maxMinGzipBytes ?? 'none'})`,
  );
  console.log(
    `  lazy chunks           min ${kb(size.lazy.min).padStart(8)}  min+gzip ${kb(size.lazy.gzip).padStart(8)}  (${size.lazy.gzip} bytes; with the initial ${total}, budget ${budget?.maxTotalMinGzipBytes ?? 'none'})`,
  );
  console.log(`  packages up front: ${packagesIn(size.initialInputs)}`);
  console.log(`  loaded on first use: ${packagesIn(size.lazyInputs)} and the SDK's download code`);

  if (process.argv.includes('--update')) {
    const plus10 = (n) => Math.ceil((n * 1.1) / 100) * 100;
    const content = {
      $comment:
        'min+gzip budgets for a browser app importing sports-data-sdk, bundled by esbuild, checked by scripts/check-size.mjs (and for Rollup, Vite and webpack by test/ecosystem/run.mjs): the initial chunks (maxMinGzipBytes, the number README.md states), and initial plus lazy chunks. About 10% above the measured sizes; raise them on purpose, in review, with the reason in CHANGELOG.md (node scripts/check-size.mjs --update).',
      'dist/index.js': {
        maxMinGzipBytes: plus10(size.initial.gzip),
        maxTotalMinGzipBytes: plus10(total),
      },
    };
    writeFileSync(budgetFile, `${JSON.stringify(content, null, 2)}\n`);
    console.log(`  budgets written to ${relative(root, budgetFile)}`);
  } else if (!budget?.maxMinGzipBytes || !budget?.maxTotalMinGzipBytes) {
    problems.push('size-budget.json lacks "dist/index.js" budgets (run with --update to create them)');
  } else {
    const stated = `${budget.maxMinGzipBytes.toLocaleString('en-US')} bytes`;
    const readme = existsSync(join(root, 'README.md')) ? readFileSync(join(root, 'README.md'), 'utf8') : '';
    if (!readme.includes(stated)) problems.push(`README.md does not state the entry budget ("${stated}")`);
    if (size.initial.gzip > budget.maxMinGzipBytes) {
      problems.push(
        `the initial chunks are ${size.initial.gzip} bytes min+gzip, over the budget of ${budget.maxMinGzipBytes}`,
      );
    }
    if (total > budget.maxTotalMinGzipBytes) {
      problems.push(
        `initial and lazy chunks are ${total} bytes min+gzip, over the budget of ${budget.maxTotalMinGzipBytes}`,
      );
    }
  }

  if (problems.length > 0) {
    for (const p of problems) console.error(`size check: ${p}`);
    process.exit(1);
  }
  console.log('size check: ok');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
