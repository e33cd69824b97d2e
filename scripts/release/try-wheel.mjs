#!/usr/bin/env node
// Installs the built wheel into a fresh virtual environment and runs scripts/release/wheel_smoke.py
// there, from a folder outside the repository: the version, the bundled fake, an example program
// (python/examples/scouting_report.py) against it, and the example's pytest suite through the
// plugin the wheel registers.
//
//   node scripts/release/try-wheel.mjs --wheel FILE --python PATH [--debian] [--keep]
//
// --debian: the environment sees Debian's packages (--system-site-packages: apt's httpx 0.23 and
// pytest) and pip installs offline; otherwise httpx, its dependencies and pytest come from pip's
// local index (SPORTS_DATA_WHEEL_INDEX, default file:///opt/pypi/simple), the newest it holds.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanEnv, must, root, run } from '../lib/packed.mjs';
import { packageJson } from './metadata.mjs';
import { PYTEST_DEPS, WHEEL_INDEX } from './python.mjs';

/** One leg; resolves with { ok, line } (line: the smoke's own summary, or what failed). */
export async function tryWheel({ wheel, python, debian = false, keep = false }) {
  const work = mkdtempSync(join(tmpdir(), 'sports-data-sdk-wheel-'));
  const venv = join(work, 'venv');
  const py = join(venv, 'bin', 'python');
  const env = cleanEnv({ SPORTS_DATA_NODE: process.execPath, PIP_DISABLE_PIP_VERSION_CHECK: '1' });
  try {
    await must(python, ['-m', 'venv', ...(debian ? ['--system-site-packages'] : []), venv], { env });
    const pip = (args) => must(py, ['-m', 'pip', 'install', '--quiet', ...args], { env, cwd: work });
    if (debian) await pip(['--no-index', wheel]);
    else {
      await pip(['--index-url', WHEEL_INDEX, wheel]);
      await pip(['--index-url', WHEEL_INDEX, '--no-deps', ...PYTEST_DEPS]);
    }
    const app = join(work, 'app');
    await must('mkdir', [app]);
    for (const file of ['scouting_report.py', 'test_scouting_report.py'])
      copyFileSync(join(root, 'python', 'examples', file), join(app, file));
    copyFileSync(join(root, 'scripts', 'release', 'wheel_smoke.py'), join(app, 'wheel_smoke.py'));
    // pytest reads this, never a pyproject.toml (3.10 has no tomllib, and the index no tomli).
    writeFileSync(join(app, 'pytest.ini'), '[pytest]\naddopts = -p no:cacheprovider\n');
    const smoke = await run(py, ['wheel_smoke.py', packageJson().version], {
      env,
      cwd: app,
      timeoutMs: 600_000,
    });
    const line = smoke.out.trim().split('\n').at(-1) ?? '';
    return smoke.code === 0 ? { ok: true, line } : { ok: false, line: `FAILED: ${smoke.out.trim()}` };
  } catch (error) {
    return { ok: false, line: `FAILED: ${error.message}` };
  } finally {
    if (keep) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const wheel = value('--wheel');
  const python = value('--python');
  if (!wheel || !python) {
    console.error('usage: try-wheel.mjs --wheel FILE --python PATH [--debian] [--keep]');
    process.exit(2);
  }
  const result = await tryWheel({
    wheel: resolve(wheel),
    python,
    debian: args.includes('--debian'),
    keep: args.includes('--keep'),
  });
  console.log(result.line);
  process.exit(result.ok ? 0 : 1);
}
