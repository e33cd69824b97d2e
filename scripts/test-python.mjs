#!/usr/bin/env node
// `npm run test:python`: the Python client (python/) checked and tested the way its users get it.
//
//   node scripts/test-python.mjs [--no-build] [--leg debian|redis|3.10|3.11] [-- <pytest args>]
//
// Leg "debian" (always; it is the one that must work on a fresh Debian machine):
//   python/.venv from Debian's /usr/bin/python3 with --system-site-packages (so apt's python3-httpx,
//   python3-pytest, python3-anyio and mypy are found), the package installed offline
//   (--no-build-isolation --no-index), then pyright strict and mypy --strict (both at Python 3.10),
//   then pytest (the conformance file and the e2e tests against the real fake, and the Redis
//   store's tests against a redis-server the suite starts on loopback).
// Redis step (after the Debian leg's pytest, or alone with --leg redis): the fleet tests
//   (`-m fleet`: a Node and a Python process sharing one real minute through Redis), once, as they
//   take a minute of real time. redis-server (apt) and python3-redis are needed: missing, they fail.
// Leg "3.10" (where the machine has pyenv's 3.10 and pip's local wheel index): python/.venv-3.10
//   with a current httpx, anyio, pytest and opentelemetry-api from that index, the package installed,
//   pytest again (tests/otel only on the pyenv legs: Debian has no OpenTelemetry)
//   (not tests/redis on either pyenv leg: the index's redis cannot be imported on 3.10, see pyenvLeg).
// Leg "3.11" (the DataFrame leg, where pyenv's 3.11 and the index's compiled wheels are): python/.venv-3.11
//   with pandas (the newest the index has, 2.x or 3.x), polars, pyarrow and tqdm beside a current
//   httpx, and the tests those libraries change (frames, progress, typed rows, the notebook flow:
//   FRAME_TESTS) with every library (the Debian leg has pandas 1.5 and tqdm from Debian, no polars
//   or pyarrow; the 3.10 leg none of them). aiohttp too (compiled for 3.11 only): the hostile and
//   end-to-end tests of the async client run again on http_backend="aiohttp" (TRANSPORT_TESTS).
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
if (legOption !== undefined && !['debian', 'redis', '3.10', '3.11'].includes(legOption)) {
  console.error(`test:python: --leg is debian, redis, 3.10 or 3.11, not ${legOption}`);
  process.exit(2);
}
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
/** The Redis pacing scripts of `sports_data.redis`, also made by `npm run build`. */
const REDIS_SCRIPTS = join(PY, 'src/sports_data/_redis_scripts.py');

function ensureBuilt() {
  if (
    own.includes('--no-build') ||
    (existsSync(join(ROOT, 'dist/testing/bin.js')) && existsSync(FAKE_BUNDLE) && existsSync(REDIS_SCRIPTS))
  )
    return;
  console.log(
    bold('▶ dist/, the fake bundle or the Redis scripts are missing: npm run build (the fake runs from it)'),
  );
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

/**
 * Without arguments of the caller's: everything but the fleet tests, which the redis step runs once.
 * With them: what they name, as given.
 */
const defaultSelection = pytestArgs.length === 0 ? ['-m', 'not fleet'] : [];

async function pytest(python, label, selection = [...defaultSelection, ...pytestArgs]) {
  console.log(bold(`▶ pytest (${label})`));
  const { code, tail } = await run(python, ['-m', 'pytest', '-c', join(PY, 'pytest.ini'), ...selection], {
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
  const python = join(PY, '.venv/bin/python');
  if (!existsSync(python)) await debianVenv(python);
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
  // Debian has no OpenTelemetry: tests/otel runs on the pyenv legs (which install opentelemetry-api);
  // here tests/unit/test_observe.py proves telemetry= without it names the extra.
  const selection =
    pytestArgs.length === 0 ? [...defaultSelection, '--ignore', join(PY, 'tests/otel')] : pytestArgs;
  return `${versions}: ${await pytest(python, versions, selection)} (tests/otel on the pyenv legs)`;
}

async function debianVenv(python) {
  await must('python/.venv from Debian’s python3 (system site packages)', DEBIAN_PYTHON, [
    '-m',
    'venv',
    '--system-site-packages',
    join(python, '../..'),
  ]);
}

/** The newest pyenv build of `minor` (e.g. "3.10"), or undefined. */
function pyenvBuild(minor) {
  const versions = join(PYENV, 'versions');
  if (!existsSync(versions)) return undefined;
  const pattern = new RegExp(`^${minor.replace('.', '\\.')}\\.\\d+$`);
  const found = readdirSync(versions)
    .filter((name) => pattern.test(name))
    .sort((a, b) => Number(b.split('.')[2]) - Number(a.split('.')[2]))[0];
  const python = found && join(versions, found, 'bin/python');
  return python && existsSync(python) ? python : undefined;
}

async function pyenvLeg(minor = '3.10', extras = [], only = undefined, transport = undefined) {
  const base = pyenvBuild(minor);
  if (!base) return `Python ${minor} leg skipped: no pyenv build of ${minor} on this machine`;
  const venv = join(PY, `.venv-${minor}`);
  const python = join(venv, 'bin/python');
  if (!existsSync(python))
    await must(`python/.venv-${minor} from pyenv’s ${minor}`, base, ['-m', 'venv', venv]);
  const index = ['--index-url', WHEEL_INDEX];
  const pip = (packages, extra = []) =>
    run(python, ['-m', 'pip', 'install', '--quiet', ...index, ...extra, ...packages], { capture: true });
  console.log(
    bold(
      `▶ current httpx, anyio and pytest${extras.length ? `, ${extras.join(', ')}` : ''} from the local wheel index`,
    ),
  );
  const deps = await pip([
    'httpx>=0.27,<1',
    'anyio>=4',
    'typing-extensions',
    'setuptools>=64',
    'wheel',
    // telemetry= (the extra [otel]): tests/otel records through it with in-memory providers.
    'opentelemetry-api>=1.20',
    ...extras,
  ]);
  const tools = deps.code === 0 ? await pip(PYTEST_DEPS, ['--no-deps']) : deps;
  if (tools.code !== 0)
    return `Python ${minor} leg skipped: the local wheel index lacks ${['httpx', 'anyio', 'pytest', ...extras].join(', ')}`;
  await installPackage(python);
  const libraries = extras.length
    ? (output(python, [
        '-c',
        'import pandas, polars, pyarrow; print(f", pandas {pandas.__version__}, polars {polars.__version__}, pyarrow {pyarrow.__version__}")',
      ]) ?? '')
    : '';
  const versions = `${versionsOf(python)}${libraries} (pyenv, wheel index)`;
  // The index's only redis (8.1) cannot be imported on 3.10 without async-timeout, which the index
  // lacks: the Redis store's tests run on the Debian leg (python3-redis 4.3) and in the redis step;
  // here the shared-store tests run with an in-memory store (tests/e2e/test_shared_pacing.py).
  const whole = only
    ? only.map((rel) => join(PY, rel))
    : [...defaultSelection, '--ignore', join(PY, 'tests/redis')];
  const selection = pytestArgs.length === 0 ? whole : pytestArgs;
  const summary = await pytest(python, versions, selection);
  if (!transport || pytestArgs.length > 0)
    return `${versions}: ${summary} (tests/redis on the Debian leg only)`;
  // The transport tests again on AsyncSportsData(http_backend="aiohttp") (tests/_backends.py): only
  // their aiohttp runs, the httpx ones having run on the legs before.
  const label = `${versions}, http_backend='aiohttp'`;
  const again = await pytest(python, label, [
    '-m',
    'not fleet',
    '-k',
    'aiohttp',
    ...transport.map((rel) => join(PY, rel)),
  ]);
  return `${versions}: ${summary}; ${again} (http_backend='aiohttp')`;
}

/** The fleet tests, once, in the Debian environment (made by the Debian leg, or here when run alone). */
async function redisStep() {
  const python = join(PY, '.venv/bin/python');
  if (!existsSync(python)) await debianVenv(python);
  if (legOption === 'redis') await installPackage(python);
  const label = `${versionsOf(python)} (Debian), redis fleet`;
  return `${label}: ${await pytest(python, label, ['-m', 'fleet', join(PY, 'tests/redis')])}`;
}

/**
 * The 3.11 leg's tests: what the DataFrame libraries and tqdm change (frames, progress, typed rows,
 * the notebook flow). Everything else ran on the two legs before it (httpx 0.23 and 0.28), and
 * running it a third time would cost CI some ten minutes for nothing new.
 */
const FRAME_TESTS = [
  'tests/e2e/test_frames.py',
  'tests/e2e/test_notebook.py',
  'tests/e2e/test_notebook_example.py',
  'tests/e2e/test_typed_rows.py',
  'tests/unit/test_progress.py',
  'tests/unit/test_csv_rows.py',
  'tests/conformance/test_rows.py',
];

/** The tests about transport behaviour, run once more on the aiohttp backend where it is installed (3.11). */
const TRANSPORT_TESTS = ['tests/hostile', 'tests/e2e', 'tests/unit/test_http_backend.py'];

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
  if (legOption === undefined || legOption === 'debian') results.push(await leg('Debian leg', debianLeg));
  // The fleet runs when the whole suite does (or alone): not when the caller named tests of their own.
  if (legOption === 'redis' || (legOption === undefined && pytestArgs.length === 0))
    results.push(await leg('Redis step', redisStep));
  if (legOption === undefined || legOption === '3.10')
    results.push(await leg('Python 3.10 leg', () => pyenvLeg('3.10')));
  // The DataFrame leg: compiled wheels of pandas, polars and pyarrow are for 3.11 only here.
  if (legOption === undefined || legOption === '3.11')
    results.push(
      await leg('Python 3.11 leg', () =>
        pyenvLeg('3.11', ['pandas', 'polars', 'pyarrow', 'tqdm', 'aiohttp'], FRAME_TESTS, TRANSPORT_TESTS),
      ),
    );
  console.log(bold('\nPython suite:'));
  for (const { line } of results) console.log(`  ${line}`);
  if (results.some((r) => !r.ok)) process.exit(1);
}

main().catch((error) => {
  console.error(bold(`\ntest:python: ${error instanceof StepError ? error.message : error.stack}`));
  process.exit(1);
});
