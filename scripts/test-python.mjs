#!/usr/bin/env node
// `npm run test:python`: the Python client (python/) checked and tested the way its users get it.
//
//   node scripts/test-python.mjs [--no-build] [--leg debian|3.10] [-- <pytest args>]
//
// Leg "debian" (always; it is the one that must work on a fresh Debian machine):
//   python/.venv from Debian's /usr/bin/python3 with --system-site-packages (so apt's python3-httpx,
//   python3-pytest, python3-anyio and mypy are found), the package installed offline
//   (--no-build-isolation --no-index), then pyright strict and mypy --strict (both at Python 3.10),
//   then pytest (the conformance file and the e2e tests against the real fake).
// Leg "3.10" (where the machine has pyenv's 3.10 and pip's local wheel index): python/.venv-3.10
//   with a current httpx, anyio and pytest from that index, the package installed, pytest again.
// The fake is the one the package ships, python/src/sports_data/testing/sports_data_fake.mjs (run by
// `sports_data.testing.FakeService`), bundled by `npm run build`: built first when it is missing.
// Exits non-zero on any failure, a pytest run that collected nothing (exit 5) included.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PY = join(ROOT, 'python');
const DEBIAN_PYTHON = '/usr/bin/python3';
const PYENV = process.env.PYENV_ROOT ?? '/root/.pyenv';
// The wheel index pip is configured with on these machines (its pure-Python part); named here so
// that pip never waits on pypi.org (unreachable from here) between attempts.
const WHEEL_INDEX = 'file:///opt/pypi/simple';
// pytest 8+ wants tomli on 3.10, which the index lacks as a pure wheel; named with `-c pytest.ini`,
// pytest never looks at pyproject.toml and never imports tomli, so pytest goes in without its
// dependencies and these beside it.
const PYTEST_DEPS = ['pytest', 'iniconfig', 'pluggy', 'packaging', 'exceptiongroup', 'pygments'];

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const own = dash >= 0 ? args.slice(0, dash) : args;
const pytestArgs = dash >= 0 ? args.slice(dash + 1) : [];
const legOption = own.includes('--leg') ? own[own.indexOf('--leg') + 1] : undefined;
const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

class StepError extends Error {}

/** Runs a command with its output shown; resolves with its exit code and the output's last lines. */
function run(cmd, cmdArgs, { cwd = PY, env = {}, capture = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, cmdArgs, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    let tail = '';
    const keep = (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code: code ?? 1, tail }));
  });
}

async function must(label, cmd, cmdArgs, options) {
  console.log(bold(`▶ ${label}`));
  const { code } = await run(cmd, cmdArgs, options);
  if (code !== 0) throw new StepError(`${label} failed (exit ${code})`);
}

function output(cmd, cmdArgs) {
  const result = spawnSync(cmd, cmdArgs, { cwd: PY, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const FAKE_BUNDLE = join(PY, 'src/sports_data/testing/sports_data_fake.mjs');

function ensureBuilt() {
  if (
    own.includes('--no-build') ||
    (existsSync(join(ROOT, 'dist/testing/bin.js')) && existsSync(FAKE_BUNDLE))
  )
    return;
  console.log(bold('▶ dist/ or the fake bundle is missing: npm run build (the fake runs from it)'));
  const result = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new StepError('npm run build failed');
}

/** "3.11.2 + httpx 0.23.3 + pytest 7.2.1" as the environment's interpreter reports it. */
function versionsOf(python) {
  return output(python, [
    '-c',
    'import sys, httpx, pytest; print(f"Python {sys.version.split()[0]}, httpx {httpx.__version__}, pytest {pytest.__version__}")',
  ]);
}

/** pytest's own summary line ("== 120 passed in 30.1s =="), found in its last output. */
function summaryOf(tail) {
  const lines = tail.split('\n').filter((line) => /\b(passed|failed|error|no tests ran)\b/.test(line));
  // pytest writes to a pipe here, so the line carries no colour codes.
  return (lines.at(-1) ?? '(no summary line)').replace(/^=+ | =+$/g, '').trim();
}

async function pytest(python, label) {
  console.log(bold(`▶ pytest (${label})`));
  const { code, tail } = await run(python, ['-m', 'pytest', '-c', join(PY, 'pytest.ini'), ...pytestArgs], {
    capture: true,
    env: { SPORTS_DATA_NODE: process.execPath },
  });
  const summary = summaryOf(tail);
  if (code === 5) throw new StepError(`pytest collected no test (${label}): ${summary}`);
  if (code !== 0) throw new StepError(`pytest failed (${label}, exit ${code}): ${summary}`);
  return summary;
}

async function installPackage(python) {
  await must('install sports-data-sdk from python/ (offline)', python, [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--no-build-isolation',
    '--no-index',
    '--editable',
    PY,
  ]);
}

async function debianLeg() {
  if (!existsSync(DEBIAN_PYTHON))
    throw new StepError(
      `${DEBIAN_PYTHON} is missing: apt-get install python3-venv python3-httpx python3-pytest python3-anyio python3-typing-extensions mypy`,
    );
  const venv = join(PY, '.venv');
  const python = join(venv, 'bin/python');
  if (!existsSync(python))
    await must('python/.venv from Debian’s python3 (system site packages)', DEBIAN_PYTHON, [
      '-m',
      'venv',
      '--system-site-packages',
      venv,
    ]);
  await installPackage(python);
  await must('pyright --strict at Python 3.10', process.execPath, [
    join(ROOT, 'node_modules/pyright/index.js'),
    '--project',
    join(PY, 'pyrightconfig.json'),
    '--pythonpath',
    python,
  ]);
  await must('mypy --strict at Python 3.10', python, ['-m', 'mypy', '--config-file', join(PY, 'mypy.ini')]);
  const versions = `${versionsOf(python)} (Debian)`;
  return `${versions}: ${await pytest(python, versions)}`;
}

function pyenv310() {
  const versions = join(PYENV, 'versions');
  if (!existsSync(versions)) return undefined;
  const found = readdirSync(versions)
    .filter((name) => /^3\.10\.\d+$/.test(name))
    .sort((a, b) => Number(b.split('.')[2]) - Number(a.split('.')[2]))[0];
  const python = found && join(versions, found, 'bin/python');
  return python && existsSync(python) ? python : undefined;
}

async function pyenvLeg() {
  const base = pyenv310();
  if (!base) return 'Python 3.10 leg skipped: no pyenv build of 3.10 on this machine';
  const venv = join(PY, '.venv-3.10');
  const python = join(venv, 'bin/python');
  if (!existsSync(python)) await must('python/.venv-3.10 from pyenv’s 3.10', base, ['-m', 'venv', venv]);
  const index = ['--index-url', WHEEL_INDEX];
  const pip = (packages, extra = []) =>
    run(python, ['-m', 'pip', 'install', '--quiet', ...index, ...extra, ...packages], { capture: true });
  console.log(bold('▶ current httpx, anyio and pytest from the local wheel index'));
  const deps = await pip(['httpx>=0.27,<1', 'anyio>=4', 'typing-extensions', 'setuptools>=64', 'wheel']);
  const tools = deps.code === 0 ? await pip(PYTEST_DEPS, ['--no-deps']) : deps;
  if (tools.code !== 0) return 'Python 3.10 leg skipped: the local wheel index lacks httpx, anyio or pytest';
  await installPackage(python);
  const versions = `${versionsOf(python)} (pyenv, wheel index)`;
  return `${versions}: ${await pytest(python, versions)}`;
}

/** Runs a leg to its end; a failed step is reported and the next leg still runs. */
async function leg(name, run) {
  try {
    return { ok: true, line: await run() };
  } catch (error) {
    if (!(error instanceof StepError)) throw error;
    return { ok: false, line: `${name}: FAILED: ${error.message}` };
  }
}

async function main() {
  ensureBuilt();
  const results = [];
  if (legOption !== '3.10') results.push(await leg('Debian leg', debianLeg));
  if (legOption !== 'debian') results.push(await leg('Python 3.10 leg', pyenvLeg));
  console.log(bold('\nPython suite:'));
  for (const { line } of results) console.log(`  ${line}`);
  if (results.some((r) => !r.ok)) process.exit(1);
}

main().catch((error) => {
  console.error(bold(`\ntest:python: ${error instanceof StepError ? error.message : error.stack}`));
  process.exit(1);
});
