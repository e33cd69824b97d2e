#!/usr/bin/env node
// The packed tarball in every runtime and bundler we support, against the fake on loopback.
// Part of `npm test`.
//
//   node scripts/ecosystem.mjs [--no-build] [--keep] [--only node,bun,deno,workerd,bundlers]
//
// 1. builds (unless --no-build), packs, and installs the tarball into a consumer project outside
//    the repo with test/ecosystem/* beside it;
// 2. runs test/ecosystem/scenario.mjs (search and for-await over two pages, typed errors,
//    query.createAndPoll, exports.createAndPoll + download as JSONL and CSV, webhooks sign and
//    unwrap, withResponse meta) under Node 18, 20, 22 and 24, Bun, Deno (--allow-net=127.0.0.1
//    only) and workerd (Miniflare, no nodejs_compat), each against its own fake, and checks what
//    the fake saw;
// 3. builds the browser app (test/ecosystem/browser-app.mjs) with esbuild, Rollup, Vite and
//    webpack (production, default configuration): any warning or error, any Node built-in in the
//    output, or an initial chunk over the size budget fails; prints the sizes;
// 4. prints a table and exits non-zero on any failure. `npm run test:browser` runs the bundles.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { must, npm, pool, root } from './lib/packed.mjs';
import { prepareApp, scenarioConfig, startFake, wireProblems } from './ecosystem/app.mjs';
import { BUNDLERS, bundleApp } from './ecosystem/bundlers.mjs';
import { bun, deno, nodeRuntime, workerd } from './ecosystem/runtimes.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const only = (() => {
  const i = args.indexOf('--only');
  return i >= 0 ? new Set(args[i + 1].split(',')) : undefined;
})();
const wanted = (group) => !only || only.has(group);

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function runRuntime(runtime, app) {
  const row = { target: runtime.name, version: '', result: 'FAIL', detail: '' };
  try {
    row.version = await runtime.prepare();
    const fake = await startFake(app);
    try {
      const result = await runtime.run(app, scenarioConfig(fake));
      const problems = result.ok ? wireProblems(fake) : [result.error];
      if (problems.length === 0) {
        row.result = 'pass';
        row.detail = `${result.steps.length} steps`;
      } else row.detail = problems.join('\n');
    } finally {
      await fake.close();
    }
  } catch (error) {
    row.detail = String(error?.stack ?? error);
  }
  return row;
}

async function runBundler(bundler, app, budget) {
  const row = { target: bundler, version: '', result: 'FAIL', detail: '' };
  try {
    row.version = JSON.parse(
      readFileSync(join(root, 'node_modules', bundler, 'package.json'), 'utf8'),
    ).version;
    const built = await bundleApp(bundler, app);
    const measured = await bundleApp(bundler, app, 'size-app.mjs');
    row.size = measured.size;
    const problems = [...built.problems, ...measured.problems];
    if (measured.size.initial > budget) {
      problems.push(`initial chunks ${measured.size.initial} B min+gzip, over the budget of ${budget}`);
    }
    if (problems.length === 0) row.result = 'pass';
    row.detail = problems.join('\n');
  } catch (error) {
    row.detail = String(error?.stack ?? error);
  }
  return row;
}

async function main() {
  if (!flag('--no-build')) {
    console.log('building (npm run build)…');
    await must(npm, ['run', 'build']);
  }
  const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'))['dist/index.js']
    .maxMinGzipBytes;
  const work = mkdtempSync(join(tmpdir(), 'sports-data-sdk-ecosystem-'));
  const rows = [];
  try {
    const app = await prepareApp(work);
    console.log(`[${elapsed()}] tarball installed in ${app}; running…`);
    const runtimes = [
      ...(wanted('node') ? [18, 20, 22, 24].map(nodeRuntime) : []),
      ...(wanted('bun') ? [bun] : []),
      ...(wanted('deno') ? [deno] : []),
      ...(wanted('workerd') ? [workerd] : []),
    ];
    const jobs = runtimes.map((runtime) => async () => {
      rows.push(await runRuntime(runtime, app));
      console.log(`[${elapsed()}] ${runtime.name}: ${rows.at(-1).result}`);
    });
    // Bundlers one after another (each is CPU-bound), beside one runtime at a time.
    const bundlerJobs = async () => {
      for (const bundler of wanted('bundlers') ? BUNDLERS : []) {
        rows.push(await runBundler(bundler, app, budget));
        console.log(`[${elapsed()}] ${bundler}: ${rows.at(-1).result}`);
      }
    };
    await Promise.all([pool(jobs, 1), bundlerJobs()]);

    const order = [...runtimes.map((r) => r.name), ...BUNDLERS];
    rows.sort((a, b) => order.indexOf(a.target) - order.indexOf(b.target));
    console.log('\n| target     | version                          | result | initial B | lazy B |');
    console.log('|------------|----------------------------------|--------|-----------|--------|');
    for (const r of rows) {
      const size = r.size
        ? `${String(r.size.initial).padStart(9)} | ${String(r.size.lazy).padStart(6)}`
        : `${''.padStart(9)} | ${''.padStart(6)}`;
      console.log(
        `| ${r.target.padEnd(10)} | ${r.version.padEnd(32).slice(0, 32)} | ${r.result.padEnd(6)} | ${size} |`,
      );
    }
    const failures = rows.filter((r) => r.result !== 'pass');
    console.log(
      `\n${rows.length - failures.length} passed, ${failures.length} failed (${elapsed()}; budget ${budget} B for initial chunks, min+gzip)`,
    );
    if (failures.length > 0) {
      for (const f of failures) console.error(`\n--- ${f.target}:\n${f.detail}`);
      process.exitCode = 1;
    }
  } finally {
    if (flag('--keep')) console.log(`work dir kept: ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
