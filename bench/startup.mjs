// 4a. Start-up: the time for a fresh `node` to load the package, with `require` (CJS build) and with
// `import` (ESM build), next to a bare `node -e ''`. Variants take turns within each round; each
// figure is the median over the rounds of the added milliseconds, paired with the round's baseline.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { ROOT } from './proc.mjs';
import { rotate, summarize } from './stats.mjs';

export const DEFAULTS = { rounds: 25 };

const VARIANTS = {
  bare: ['-e', ''],
  bareEsm: ['--input-type=module', '-e', ''],
  require: ['-e', "require('sports-data-sdk')"],
  import: ['--input-type=module', '-e', "await import('sports-data-sdk')"],
};

/** Milliseconds from spawning `node args` to its exit. */
function time(args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'ignore' });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`);
  return ms;
}

export function benchStartup(options = {}) {
  const { rounds } = { ...DEFAULTS, ...options };
  const names = Object.keys(VARIANTS);
  for (const name of names) time(VARIANTS[name]); // warm the file cache
  const ms = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of rotate(names, round)) ms[name].push(time(VARIANTS[name]));
  }
  const added = (name, base) => summarize(ms[name].map((value, i) => value - ms[base][i]));
  return {
    config: { rounds },
    ms: Object.fromEntries(names.map((n) => [n, summarize(ms[n])])),
    addedMs: {
      require: added('require', 'bare'),
      import: added('import', 'bare'),
      // The part of `import` that is Node's ESM loader itself, not the package.
      esmLoader: added('bareEsm', 'bare'),
      importOverBareEsm: added('import', 'bareEsm'),
    },
  };
}
