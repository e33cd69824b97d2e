#!/usr/bin/env node
// What the SDK costs a browser app, measured the way users bundle it, and proof the testing kit
// stays out of it. Part of `npm test` (through check:package).
//
//   node scripts/check-size.mjs [--update]
//
// Bundles test/ecosystem/size-app.mjs (`new SportsData(…)` kept alive on globalThis) with esbuild
// as a user would (scripts/ecosystem/bundlers.mjs, the code the ecosystem tests use for every
// bundler): `sports-data-sdk` resolved through its package.json exports from a project that links
// to this package, runtime dependencies included, nothing external, code splitting on, minified.
// Any warning fails, as does a Node built-in in the output. Two numbers, each with a budget in
// size-budget.json, gzipped chunk by chunk (level 9) as a server sends them:
// - `maxMinGzipBytes`: the initial chunks (the entry and what it imports statically), the number
//   README.md states; the ecosystem tests hold Rollup, Vite and webpack to it too;
// - `maxTotalMinGzipBytes`: initial and lazy chunks (the call machine, argument checks, polling, downloads…) together.
// `--update` rewrites both budgets to the current sizes plus 10%. Needs `npm run build` first.
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { bundleApp } from './ecosystem/bundlers.mjs';
import { inWorkDir } from './lib/work-dir.mjs';
import { root } from './lib/packed.mjs';

const budgetFile = join(root, 'size-budget.json');
const TESTING_MARKERS = ['// src/testing/', 'createFakeServer', 'createFakeService', 'createMswHandlers'];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/**
 * A throwaway project in `dir` (outside the repo) whose node_modules/sports-data-sdk links to this package:
 * the bundler resolves it as in a user's project (exports map, conditions), and its runtime
 * dependencies from this repo's node_modules.
 */
function makeApp(dir) {
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(root, join(dir, 'node_modules', 'sports-data-sdk'), 'dir');
  cpSync(join(root, 'test', 'ecosystem', 'size-app.mjs'), join(dir, 'size-app.mjs'));
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
}

/** The files of dist/ that `import 'sports-data-sdk'` loads on Node, eagerly or lazily. */
async function nodeGraph() {
  const result = await build({
    entryPoints: [join(root, 'dist', 'index.js')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).filter((f) => f.startsWith('dist/'));
}

async function main() {
  if (!existsSync(join(root, 'dist', 'web', 'index.js'))) {
    console.error('dist/web/index.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const problems = [];
  let size;
  await inWorkDir('size', async (dir) => {
    makeApp(dir);
    const built = await bundleApp('esbuild', dir, 'size-app.mjs');
    size = built.size;
    problems.push(...built.problems);
    // Nothing of the testing kit in the browser bundle, in the node build's ESM graph (code-split
    // with ./testing), or in its CJS build (one self-contained file).
    const texts = built.chunks.map((c) => [relative(dir, c.file), readFileSync(c.file, 'utf8')]);
    for (const file of await nodeGraph()) texts.push([file, readFileSync(join(root, file), 'utf8')]);
    texts.push(['dist/index.cjs', readFileSync(join(root, 'dist', 'index.cjs'), 'utf8')]);
    for (const [file, text] of texts) {
      for (const marker of TESTING_MARKERS) {
        if (text.includes(marker)) problems.push(`${file} contains "${marker}": the testing kit leaked in`);
      }
    }
  });

  const existing = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : undefined;
  const budget = existing?.['dist/index.js'];
  const total = size.initial + size.lazy;
  console.log('a browser app using sports-data-sdk, bundled by esbuild (splitting, minified), min+gzip:');
  console.log(
    `  initial chunks  ${kb(size.initial).padStart(8)}  (${size.initial} bytes; budget ${budget?.maxMinGzipBytes ?? 'none'})`,
  );
  console.log(
    `  lazy chunks     ${kb(size.lazy).padStart(8)}  (${size.lazy} bytes: the call machine, argument checks, polling, pacing, webhooks, export downloads)`,
  );
  console.log(
    `  both            ${kb(total).padStart(8)}  (${total} bytes; budget ${budget?.maxTotalMinGzipBytes ?? 'none'})`,
  );

  if (process.argv.includes('--update')) {
    const plus10 = (n) => Math.ceil((n * 1.1) / 100) * 100;
    const content = {
      $comment:
        'min+gzip budgets of a browser app using sports-data-sdk (test/ecosystem/size-app.mjs), bundled by esbuild and checked by scripts/check-size.mjs; the ecosystem tests hold Rollup, Vite and webpack to the initial budget too. maxMinGzipBytes: the initial chunks, the number README.md states; maxTotalMinGzipBytes: initial and lazy chunks. Raise them on purpose, in review, with the reason in CHANGELOG.md (node scripts/check-size.mjs --update sets them 10% above the measured sizes).',
      // Why the budgets are what they are: kept, for the reviewer of a raise to rewrite.
      $reason: existing?.$reason,
      'dist/index.js': { maxMinGzipBytes: plus10(size.initial), maxTotalMinGzipBytes: plus10(total) },
    };
    writeFileSync(budgetFile, `${JSON.stringify(content, null, 2)}\n`);
    console.log(`  budgets written to ${relative(root, budgetFile)}`);
  } else if (!budget?.maxMinGzipBytes || !budget?.maxTotalMinGzipBytes) {
    problems.push('size-budget.json lacks "dist/index.js" budgets (run with --update to create them)');
  } else {
    const stated = `${budget.maxMinGzipBytes.toLocaleString('en-US')} bytes`;
    const readme = existsSync(join(root, 'README.md')) ? readFileSync(join(root, 'README.md'), 'utf8') : '';
    if (!readme.includes(stated)) problems.push(`README.md does not state the entry budget ("${stated}")`);
    if (size.initial > budget.maxMinGzipBytes) {
      problems.push(
        `the initial chunks are ${size.initial} bytes min+gzip, over the budget of ${budget.maxMinGzipBytes}`,
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
