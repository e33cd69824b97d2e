// 5. Type-check cost: `tsc --noEmit --extendedDiagnostics` of bench/typecheck/consumer.ts (every
// namespace of the SDK in use) against the same file with its `// #region sdk` blocks cut out, both
// with a typical strict consumer tsconfig (NodeNext, skipLibCheck as `tsc --init` sets it) and the
// package's own types from dist/ (the package resolves itself by name from bench/.work). Rounds
// alternate the two files; the added seconds are paired per round (tsc's own "Total time").
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BENCH_DIR, ROOT, WORK_DIR } from './proc.mjs';
import { rotate, summarize } from './stats.mjs';

export const DEFAULTS = { rounds: 5 };

const DIR = join(WORK_DIR, 'typecheck');
const TSC = createRequire(join(ROOT, 'package.json')).resolve('typescript/lib/tsc.js');

const COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  strict: true,
  skipLibCheck: true,
  types: ['node'],
  noEmit: true,
};

/** The consumer without the SDK: every `// #region sdk` … `// #endregion` block removed. */
export function withoutSdk(source) {
  return source.replace(/^[ \t]*\/\/ #region sdk\n[\s\S]*?^[ \t]*\/\/ #endregion\n/gm, '');
}

function prepare() {
  mkdirSync(DIR, { recursive: true });
  const source = readFileSync(join(BENCH_DIR, 'typecheck', 'consumer.ts'), 'utf8');
  const stripped = withoutSdk(source);
  if (stripped.includes("from 'sports-data-sdk'") || stripped.includes('client.')) {
    throw new Error('bench/typecheck/consumer.ts: the SDK is still used outside its #region sdk blocks');
  }
  const files = { sdk: 'consumer.ts', baseline: 'baseline.ts' };
  writeFileSync(join(DIR, files.sdk), source);
  writeFileSync(join(DIR, files.baseline), stripped);
  for (const [name, file] of Object.entries(files)) {
    const config = { compilerOptions: COMPILER_OPTIONS, files: [file] };
    writeFileSync(join(DIR, `tsconfig.${name}.json`), `${JSON.stringify(config, null, 2)}\n`);
  }
}

/** One `tsc` run: its diagnostics as numbers (times in seconds). */
function tsc(name) {
  const result = spawnSync(
    process.execPath,
    [TSC, '-p', join(DIR, `tsconfig.${name}.json`), '--extendedDiagnostics'],
    {
      cwd: DIR,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`tsc (${name}) failed:\n${result.stdout}${result.stderr}`);
  const read = (label) => {
    const match = new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(result.stdout);
    if (!match) throw new Error(`tsc (${name}) printed no "${label}"`);
    return Number(match[1]);
  };
  return {
    totalSeconds: read('Total time'),
    checkSeconds: read('Check time'),
    instantiations: read('Instantiations'),
    types: read('Types'),
    files: read('Files'),
  };
}

export function benchTypecheck(options = {}) {
  const { rounds } = { ...DEFAULTS, ...options };
  prepare();
  const names = ['sdk', 'baseline'];
  for (const name of names) tsc(name); // warm the file cache
  const runs = { sdk: [], baseline: [] };
  for (let round = 0; round < rounds; round++) {
    for (const name of rotate(names, round)) runs[name].push(tsc(name));
  }
  const series = (name, key) => runs[name].map((run) => run[key]);
  const last = (name) => runs[name].at(-1);
  return {
    config: { rounds, compilerOptions: COMPILER_OPTIONS },
    totalSeconds: {
      sdk: summarize(series('sdk', 'totalSeconds')),
      baseline: summarize(series('baseline', 'totalSeconds')),
    },
    addedSeconds: summarize(
      series('sdk', 'totalSeconds').map((s, i) => s - series('baseline', 'totalSeconds')[i]),
    ),
    addedCheckSeconds: summarize(
      series('sdk', 'checkSeconds').map((s, i) => s - series('baseline', 'checkSeconds')[i]),
    ),
    // Deterministic: the same in every run.
    instantiations: { sdk: last('sdk').instantiations, baseline: last('baseline').instantiations },
    addedInstantiations: last('sdk').instantiations - last('baseline').instantiations,
    types: { sdk: last('sdk').types, baseline: last('baseline').types },
    files: { sdk: last('sdk').files, baseline: last('baseline').files },
  };
}
