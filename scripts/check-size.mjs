#!/usr/bin/env node
// What the SDK costs a browser or edge bundle, and proof the testing kit stays out of it.
//
//   node scripts/check-size.mjs [--update]
//
// Bundles dist/index.js (the ESM build of `sports-data-sdk`) as a user's bundler would: minified,
// runtime dependencies included, platform browser, then gzips it. Two numbers, each with a budget
// in size-budget.json:
// - `maxMinGzipBytes`: what `import … from 'sports-data-sdk'` loads up front (every dynamic
//   `import()` left out: a bundler puts those in lazy chunks, e.g. `exports.download` and csv-parse);
// - `maxTotalMinGzipBytes`: the same with every lazy import inlined.
// Reports openapi-fetch's own share beside it, and checks that README.md states the up-front budget
// (written like "10,500 bytes"). `--update` rewrites both budgets to the current sizes plus 10%.
// Needs `npm run build` first.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budgetFile = join(root, 'size-budget.json');
const entry = join(root, 'dist', 'index.js');
const TESTING_MARKERS = ['// src/testing/', 'createFakeServer', 'createFakeService', 'createMswHandlers'];

/** Node built-ins cannot be bundled for a browser (the SDK loads them only on Node); leave them out. */
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const externalBuiltins = new Set();
const builtinsPlugin = {
  name: 'node-builtins',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (!builtins.has(args.path)) return undefined;
      externalBuiltins.add(args.path);
      return { path: args.path, external: true };
    });
  },
};

/**
 * Bundles one module into one minified file. With `eager`, every dynamic `import()` is left out:
 * what remains is what `import … from 'sports-data-sdk'` loads up front.
 */
async function measure(input, { eager = false, stdin = false } = {}) {
  const result = await build({
    ...(stdin
      ? { stdin: { contents: input, resolveDir: join(root, 'dist'), loader: 'js' } }
      : { entryPoints: [input] }),
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [builtinsPlugin, ...(eager ? [lazyOutPlugin] : [])],
  });
  const code = result.outputFiles[0].contents;
  return {
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    inputs: Object.keys(result.metafile.inputs),
  };
}

/** Leaves every dynamic `import()` out of the bundle (a bundler would put it in a lazy chunk). */
const lazyOutPlugin = {
  name: 'lazy-out',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const packageOf = (input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
/** What a lazy chunk holds: its packages, else the dist files (tsup names lazy SDK modules after their source). */
const describe = (inputs) => {
  const packages = packagesIn(inputs);
  const files = inputs.filter((f) => f.startsWith('dist/')).map((f) => basename(f));
  return [packages === 'none' ? '' : packages, ...files].filter(Boolean).join(', ') || 'nothing';
};
const packagesIn = (inputs) =>
  [...new Set(inputs.map(packageOf).filter(Boolean))].sort().join(', ') || 'none';

async function main() {
  if (!existsSync(entry)) {
    console.error('dist/index.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const eager = await measure(entry, { eager: true });
  const all = await measure(entry);
  // openapi-fetch as the SDK imports it (its default export, resolved from dist/ as a bundler would).
  const openapiFetch = await measure("export { default } from 'openapi-fetch';", { stdin: true });

  // The testing kit: no module of src/testing may be reachable from the main entry, in ESM (the
  // chunks index.js imports, eagerly or lazily) or in CJS (one self-contained file). tsup leaves
  // `// src/…` markers in its output.
  const problems = [];
  const distFiles = all.inputs.filter((f) => f.startsWith('dist/'));
  for (const file of [...distFiles, 'dist/index.cjs']) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    for (const marker of TESTING_MARKERS) {
      if (text.includes(marker))
        problems.push(`${file} contains "${marker}": the testing kit leaked into the main entry`);
    }
  }
  if (distFiles.some((f) => f.startsWith('dist/testing/')))
    problems.push('the main bundle imports dist/testing/');

  const budget = existsSync(budgetFile)
    ? JSON.parse(readFileSync(budgetFile, 'utf8'))['dist/index.js']
    : undefined;

  const lazyInputs = all.inputs.filter((f) => !eager.inputs.includes(f));
  console.log('sports-data-sdk main entry, bundled for the browser (minified, runtime deps included):');
  console.log(
    `  loaded up front       min ${kb(eager.min).padStart(8)}  min+gzip ${kb(eager.gzip).padStart(8)}  (${eager.gzip} bytes; budget ${budget?.maxMinGzipBytes ?? 'none'})`,
  );
  console.log(
    `  with lazy imports     min ${kb(all.min).padStart(8)}  min+gzip ${kb(all.gzip).padStart(8)}  (${all.gzip} bytes; budget ${budget?.maxTotalMinGzipBytes ?? 'none'})`,
  );
  console.log(
    `  openapi-fetch alone   min ${kb(openapiFetch.min).padStart(8)}  min+gzip ${kb(openapiFetch.gzip).padStart(8)}  (${openapiFetch.gzip} bytes)`,
  );
  console.log(`  packages up front: ${packagesIn(eager.inputs)}`);
  console.log(`  loaded on first use: ${describe(lazyInputs)}`);
  if (externalBuiltins.size > 0) {
    console.log(
      `  Node built-ins left out (loaded only on Node): ${[...externalBuiltins].sort().join(', ')}`,
    );
  }

  if (process.argv.includes('--update')) {
    const plus10 = (n) => Math.ceil((n * 1.1) / 100) * 100;
    const content = {
      $comment:
        'min+gzip budgets for dist/index.js bundled with its runtime dependencies, checked by scripts/check-size.mjs: what is loaded up front (maxMinGzipBytes, the number README.md states), and the same with every lazy import inlined. About 10% above the measured sizes; raise them on purpose, in review (node scripts/check-size.mjs --update).',
      'dist/index.js': {
        maxMinGzipBytes: plus10(eager.gzip),
        maxTotalMinGzipBytes: plus10(all.gzip),
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
    if (eager.gzip > budget.maxMinGzipBytes) {
      problems.push(
        `the up-front bundle is ${eager.gzip} bytes min+gzip, over its budget of ${budget.maxMinGzipBytes}`,
      );
    }
    if (all.gzip > budget.maxTotalMinGzipBytes) {
      problems.push(
        `the bundle with its lazy imports is ${all.gzip} bytes min+gzip, over its budget of ${budget.maxTotalMinGzipBytes}`,
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
