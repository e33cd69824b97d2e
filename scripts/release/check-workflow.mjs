#!/usr/bin/env node
// Validates .github/workflows/release.yml as far as a machine without GitHub can:
//
// 1. it parses (YAML), runs on a version tag and by hand, and reads the repository only by default;
// 2. every `run` is a setup command from a short list or `node scripts/release/step.mjs <step>` with
//    a step the table knows (scripts/release/step.mjs): nothing else runs in the release;
// 3. the jobs build once and test the built files (every later job downloads the one artifact),
//    publishing waits for every test, npm publishes with provenance and PyPI by trusted publishing
//    (each job holding `id-token: write` and nothing more), the PyPI action uploads the folder the
//    pypi-dir step filled, and every action is pinned to a major version;
// 4. the steps it calls are run here: `npm run release:check` ran the others, and this script runs
//    the publishing ones in a dry run (npm publish --dry-run, the pypi folder, the gh command).
//
//   node scripts/release/check-workflow.mjs [--out DIR] [--ran step,step,...]
//   (--ran: the steps the caller already ran; each one the workflow calls must be among them)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inWorkDir } from '../lib/work-dir.mjs';
import { parse } from 'yaml';
import { root } from '../lib/packed.mjs';
import { packageJson } from './metadata.mjs';
import { STEPS, runStep } from './step.mjs';

export const WORKFLOW = join(root, '.github', 'workflows', 'release.yml');

const SETUP = [
  /^apt-get update && apt-get install -y --no-install-recommends \$DEBIAN_PACKAGES( chromium)?$/,
  /^git config --global --add safe\.directory "\$GITHUB_WORKSPACE"$/,
  /^npm install --no-audit --no-fund$/,
];
const STEP_CALL = /^node scripts\/release\/step\.mjs ([\w-]+)(.*)$/;
const DRY = { 'publish-npm': ['--dry-run'], 'github-release': ['--dry-run'], 'pypi-dir': [] };

/** What is wrong with the workflow text, and the steps it calls (in order, with their arguments). */
export function inspectWorkflow(text) {
  const problems = [];
  const calls = [];
  let doc;
  try {
    doc = parse(text);
  } catch (error) {
    return { problems: [`release.yml does not parse: ${error.message}`], calls };
  }
  const on = doc?.on ?? {};
  if (!on.push?.tags?.some((t) => t.startsWith('v')))
    problems.push('not triggered by a version tag (on.push.tags v…)');
  if (!('workflow_dispatch' in on)) problems.push('cannot be run by hand (on.workflow_dispatch)');
  if (JSON.stringify(doc.permissions) !== JSON.stringify({ contents: 'read' }))
    problems.push('the default permissions must be { contents: read }');
  const jobs = doc.jobs ?? {};
  const needsAll = (job) => {
    const needs = [jobs[job]?.needs ?? []].flat();
    return needs;
  };
  for (const [name, job] of Object.entries(jobs)) {
    for (const [index, step] of (job.steps ?? []).entries()) {
      const where = `${name} step ${index + 1}`;
      if (step.uses !== undefined && !/@(v\d+|release\/v\d+)$/.test(step.uses))
        problems.push(`${where}: ${step.uses} is not pinned to a major version`);
      if (step.uses?.startsWith('actions/download-artifact') && step.with?.name !== 'release')
        problems.push(`${where}: downloads ${step.with?.name}, not the one release artifact`);
      if (step.run === undefined) continue;
      const line = String(step.run).trim();
      if (line.includes('\n')) {
        problems.push(`${where}: a run of several lines (one command a step)`);
        continue;
      }
      if (SETUP.some((re) => re.test(line))) continue;
      const call = STEP_CALL.exec(line);
      if (!call) problems.push(`${where}: runs \`${line}\`, neither a setup command nor a release step`);
      else if (!STEPS[call[1]]) problems.push(`${where}: unknown release step ${call[1]}`);
      else calls.push({ job: name, step: call[1], args: call[2].trim() });
    }
  }
  // Build once; everything else uses its artifact.
  const builds = calls.filter((c) => c.step === 'build');
  if (builds.length !== 1 || builds[0].job !== 'build')
    problems.push('the artifacts must be built once, in job build');
  const upload = jobs.build?.steps?.find((s) => s.uses?.startsWith('actions/upload-artifact'));
  if (upload?.with?.name !== 'release' || upload?.with?.path !== 'release/')
    problems.push('job build must upload release/ as the artifact "release"');
  const tests = Object.keys(jobs).filter((j) => calls.some((c) => c.job === j && c.step.startsWith('test-')));
  for (const [job, step] of [
    ['publish-npm', 'publish-npm'],
    ['publish-pypi', 'pypi-dir'],
  ]) {
    const spec = jobs[job];
    if (!spec) {
      problems.push(`no job ${job}`);
      continue;
    }
    if (!calls.some((c) => c.job === job && c.step === step))
      problems.push(`${job} does not run the ${step} step`);
    for (const test of tests)
      if (!needsAll(job).includes(test)) problems.push(`${job} does not wait for ${test}`);
    if (JSON.stringify(spec.permissions) !== JSON.stringify({ contents: 'read', 'id-token': 'write' }))
      problems.push(
        `${job} must hold exactly contents: read and id-token: write (provenance, trusted publishing)`,
      );
    if (!spec.environment)
      problems.push(`${job} must run in a deployment environment (a reviewer can gate it)`);
  }
  const npmSetup = jobs['publish-npm']?.steps?.find((s) => s.uses?.startsWith('actions/setup-node'));
  if (npmSetup?.with?.['registry-url'] !== 'https://registry.npmjs.org')
    problems.push('publish-npm: setup-node must set registry-url https://registry.npmjs.org');
  const pypi = jobs['publish-pypi']?.steps?.find((s) => s.uses?.startsWith('pypa/gh-action-pypi-publish'));
  const into = /--into (\S+)/.exec(calls.find((c) => c.step === 'pypi-dir')?.args ?? '')?.[1];
  if (!pypi) problems.push('publish-pypi does not use pypa/gh-action-pypi-publish (trusted publishing)');
  else if (pypi.with?.password !== undefined)
    problems.push('publish-pypi passes a password: trusted publishing needs none');
  else if (!into || pypi.with?.['packages-dir']?.replace(/\/$/, '') !== into.replace(/\/$/, ''))
    problems.push('the PyPI action must upload the folder the pypi-dir step filled');
  if (!calls.some((c) => c.step === 'notes' && c.job === 'build'))
    problems.push('no release note is made in job build');
  if (!calls.some((c) => c.step === 'github-release')) problems.push('no GitHub release step');
  return { problems, calls };
}

/** Inspects the workflow and runs what it calls that the caller has not run (the publishing steps, dry). */
export async function checkWorkflow({ out, ran = new Set(), skipped = new Set() } = {}) {
  const { problems, calls } = inspectWorkflow(readFileSync(WORKFLOW, 'utf8'));
  await inWorkDir('workflow', async (dry) => {
    for (const call of calls) {
      // A step the caller left out by name (`--skip`) ran elsewhere: CI's npm test runs the
      // tarball's Node matrix on the same dist, packed the same way.
      if (ran.has(call.step) || skipped.has(call.step)) continue;
      if (!(call.step in DRY)) {
        problems.push(`the workflow calls ${call.step}, which this check did not run`);
        continue;
      }
      const args = [...DRY[call.step], '--out', out];
      if (call.step === 'github-release') args.push('--tag', `v${packageJson().version}`);
      if (call.step === 'pypi-dir') args.push('--into', join(dry, 'pypi-dist'));
      try {
        console.log(`workflow ${call.step} (dry run): ${await runStep(call.step, args)}`);
        ran.add(call.step);
      } catch (error) {
        problems.push(`${call.step} (dry run) failed: ${error.message}`);
      }
    }
  });
  return { problems, calls };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const out = resolve(value('--out') ?? join(root, '.tmp', 'release'));
  const ran = new Set((value('--ran') ?? '').split(',').filter(Boolean));
  const { problems, calls } = await checkWorkflow({ out, ran });
  for (const p of problems) console.error(`  - ${p}`);
  console.log(`release.yml: ${calls.length} step calls, ${problems.length} problem(s)`);
  process.exit(problems.length ? 1 : 0);
}
