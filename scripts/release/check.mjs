#!/usr/bin/env node
// `npm run release:check`: everything the release workflow does before it publishes, on this
// machine, with the artifacts built once:
//
//   metadata → notes → build → check-npm → check-python → test-npm (Node 18, 20, 22, 24)
//   → test-wheel (Debian's Python 3.11 + apt's httpx 0.23; pyenv 3.10, 3.11, 3.12, 3.13 + a current
//     httpx from pip's local index) → site → test-site → the workflow (parsed, held to these steps,
//     its publishing steps run dry)
//
//   node scripts/release/check.mjs [--no-build] [--out DIR] [--skip test-npm,site,py3.12,...]
//                                  [--allow-missing-python]
//
// Prints one line per step and a summary; exits non-zero if any step failed. A missing pyenv
// build is a failure (the release promises each version), unless --skip names its leg or
// --allow-missing-python (CI on a machine without pyenv) reports it as not run.
import { join, resolve } from 'node:path';
import { pool } from '../lib/packed.mjs';
import { DEFAULT_OUT } from './build.mjs';
import { checkWorkflow } from './check-workflow.mjs';
import { changelogHead } from './metadata.mjs';
import { DEBIAN_PYTHON, SUPPORTED, pyenvPython } from './python.mjs';
import { StepFailure, runStep } from './step.mjs';

const args = process.argv.slice(2);
const value = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const out = resolve(value('--out') ?? DEFAULT_OUT);
const skip = new Set((value('--skip') ?? '').split(',').filter(Boolean));
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const results = [];
const ran = new Set();

async function step(label, name, stepArgs = [], { key = name } = {}) {
  if (skip.has(key) || skip.has(name)) {
    results.push({ label, ok: true, line: 'skipped (--skip)' });
    return true;
  }
  console.log(`\n== ${label} [${elapsed()}]`);
  try {
    const line = await runStep(name, ['--out', out, ...stepArgs]);
    results.push({ label, ok: true, line });
    ran.add(name);
    console.log(`ok: ${label}: ${line}`);
    return true;
  } catch (error) {
    const line = error instanceof StepFailure ? error.message : String(error?.stack ?? error);
    results.push({ label, ok: false, line });
    console.error(`FAILED: ${label}: ${line}`);
    return false;
  }
}

async function main() {
  await step('metadata: one version, one address', 'metadata');
  const head = changelogHead();
  const built = await step(
    'build the npm tarball, the wheel and the sdist',
    'build',
    args.includes('--no-build') ? ['--no-build'] : [],
  );
  await step('release note from the CHANGELOG', 'notes');
  if (head.pending)
    results.push({
      label: 'note',
      ok: true,
      line: `CHANGELOG [Unreleased] has entries: the release workflow (notes --strict) refuses to publish until they move under [${head.version}] or a new heading`,
    });
  if (!built) return;
  await step('check the npm tarball (publint, attw, files, size)', 'check-npm');
  await step('check the wheel and the sdist (twine, files, metadata, rebuild)', 'check-python');
  await step('the tarball on Node 18, 20, 22, 24', 'test-npm');

  // The wheel, two environments at a time: Debian's Python with apt's httpx, then pyenv's builds.
  const legs = [
    {
      key: 'debian',
      label: `the wheel on Debian's Python (${DEBIAN_PYTHON}, apt's httpx 0.23)`,
      args: ['--python', DEBIAN_PYTHON, '--debian'],
    },
  ];
  for (const minor of SUPPORTED) {
    const python = pyenvPython(minor);
    if (!python) {
      if (args.includes('--allow-missing-python'))
        results.push({
          label: `the wheel on Python ${minor}`,
          ok: true,
          line: 'not run: no pyenv build on this machine',
        });
      else if (!skip.has(`py${minor}`))
        results.push({
          label: `the wheel on Python ${minor}`,
          ok: false,
          line: `no pyenv build of ${minor} under ${join(process.env.PYENV_ROOT ?? '/root/.pyenv', 'versions')} (--skip py${minor} to leave it out)`,
        });
      continue;
    }
    legs.push({
      key: `py${minor}`,
      label: `the wheel on Python ${minor} (pyenv, current httpx)`,
      args: ['--python', python],
    });
  }
  await pool(
    legs.map((leg) => () => step(leg.label, 'test-wheel', leg.args, { key: leg.key })),
    2,
  );
  ran.add('test-wheel');

  await step('the reference site (npm run docs)', 'site');
  await step('the site in Chromium', 'test-site');

  console.log(`\n== the release workflow [${elapsed()}]`);
  const workflow = await checkWorkflow({ out, ran, skipped: skip });
  results.push({
    label: '.github/workflows/release.yml',
    ok: workflow.problems.length === 0,
    line: workflow.problems.length
      ? workflow.problems.join('\n')
      : `parsed; ${workflow.calls.length} step calls, each run here (publishing ones dry)`,
  });
}

try {
  await main();
} catch (error) {
  results.push({ label: 'release:check', ok: false, line: String(error?.stack ?? error) });
}
console.log(`\nrelease:check (${elapsed()}, artifacts in ${out}):`);
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.label}: ${r.line.split('\n')[0]}`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\n${failed.length} failed:`);
  for (const f of failed) console.error(`--- ${f.label}\n${f.line}`);
  process.exit(1);
}
