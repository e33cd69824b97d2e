#!/usr/bin/env node
// `npm run bench`: the SDK's cost next to the raw HTTP it wraps, measured side by side in one run
// against a local keep-alive server (bench/server.mjs, in its own process), on the built package as
// users get it. Prints one table and writes bench/results.json.
//
//   npm run bench [-- --only=overhead,paging,download,startup,typecheck,pacing,python,frames,observe] [--quick] [--no-build]
//
//   --only    run some sections (the table then shows only theirs)
//   --quick   fewer rounds and items, for trying the bench itself (not for the README)
//   --no-build  use dist/ as it is (by default it is rebuilt when missing or older than src/)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { benchDownload } from './download.mjs';
import { benchObserve } from './observe.mjs';
import { benchOverhead } from './overhead.mjs';
import { benchPacing } from './pacing.mjs';
import { benchPaging } from './paging.mjs';
import { BENCH_DIR, ROOT, startServer } from './proc.mjs';
import { benchPython } from './python.mjs';
import { benchFrames } from './python-frames.mjs';
import { benchSize } from './size.mjs';
import { benchStartup } from './startup.mjs';
import { buildTable, printTable } from './table.mjs';
import { benchTypecheck } from './typecheck.mjs';

const SECTIONS = [
  'overhead',
  'paging',
  'download',
  'startup',
  'typecheck',
  'pacing',
  'python',
  'frames',
  'observe',
];

const QUICK = {
  overhead: { rounds: 3, sequential: 200, burst: 640, warmup: 300 },
  paging: {
    rounds: 3,
    block: 5_000,
    total: 20_000,
    warmup: 2_000,
    memoryWarmup: 20_000,
    memoryPasses: 1,
    midpoint: 5_000,
  },
  download: { rounds: 1, rows: 100_000, warmup: 30_000, midpoint: 25_000 },
  startup: { rounds: 5 },
  typecheck: { rounds: 2 },
  pacing: { pages: 400 },
  python: {
    rounds: 3,
    sequential: 200,
    warmup: 100,
    rows: 50_000,
    downloadRounds: 1,
    peers: { rounds: 4, sequential: 100, burst: 256, concurrency: 64, warmup: 64 },
  },
  frames: { rounds: 1, rows: 200_000 },
  observe: { rounds: 4, sequential: 200, burst: 640, warmup: 300 },
};

function parseArgs(argv) {
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const sections = only ? only.split(',').map((s) => s.trim()) : SECTIONS;
  for (const s of sections)
    if (!SECTIONS.includes(s)) throw new Error(`unknown section ${s}; one of ${SECTIONS}`);
  return { sections, quick: argv.includes('--quick'), build: !argv.includes('--no-build') };
}

/** The newest modification time under `path` (a file or a directory), in ms. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds dist/ when it is missing or older than what it is built from. */
function ensureBuilt() {
  const outputs = ['index.js', 'index.cjs', 'index.d.ts'].map((f) => join(ROOT, 'dist', f));
  const missing = outputs.some((f) => !existsSync(f));
  const built = missing ? 0 : Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const sources = ['src', 'package.json', 'tsup.config.ts', 'tsconfig.json'].map((p) =>
    newest(join(ROOT, p)),
  );
  if (!missing && Math.max(...sources) <= built) return false;
  log(missing ? 'dist/ is missing: npm run build' : 'dist/ is older than src/: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
  return true;
}

function log(message) {
  process.stderr.write(`bench: ${message}\n`);
}

async function timed(label, run) {
  const started = Date.now();
  log(`${label}…`);
  const result = await run();
  log(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
}

async function main() {
  const { sections, quick, build } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const rebuilt = build ? ensureBuilt() : false;
  const options = (section) => (quick ? QUICK[section] : {});
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
    quick,
    rebuilt,
  };
  const server = await startServer();
  try {
    if (sections.includes('overhead'))
      results.overhead = await timed('1 per-request overhead', () =>
        benchOverhead(server, options('overhead')),
      );
    if (sections.includes('paging'))
      results.paging = await timed('2 paging', () => benchPaging(server, options('paging')));
    if (sections.includes('download'))
      results.download = await timed('3 export download', () => benchDownload(server, options('download')));
    if (sections.includes('python'))
      results.python = await timed('7 Python client', () => benchPython(server, options('python')));
    if (sections.includes('frames'))
      results.frames = await timed('8 Python DataFrames', () => benchFrames(server, options('frames')));
    if (sections.includes('observe'))
      results.observe = await timed('9 hooks and telemetry', () => benchObserve(server, options('observe')));
  } finally {
    await server.close();
  }
  if (sections.includes('startup')) {
    results.startup = await timed('4 start-up', () => benchStartup(options('startup')));
    results.size = await timed('4 size', () => benchSize());
  }
  if (sections.includes('typecheck'))
    results.typecheck = await timed('5 type-check cost', () => benchTypecheck(options('typecheck')));
  if (sections.includes('pacing'))
    results.pacing = await timed('6 pacing (virtual time)', () => benchPacing(options('pacing')));
  results.loadAverageAtEnd = loadavg().map((n) => Math.round(n * 100) / 100);
  results.seconds = Math.round((Date.now() - started) / 1000);
  results.table = buildTable(results);

  process.stdout.write(printTable(results));
  if (quick || sections.length < SECTIONS.length) {
    log('partial or --quick run: bench/results.json left as it was');
  } else {
    writeFileSync(join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    log('results written to bench/results.json');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
