#!/usr/bin/env node
// Checks the Python sdist and wheel the release built (scripts/release/build.mjs):
//
// 1. `twine check --strict` (Debian's twine): the metadata is complete and the long description renders;
// 2. the wheel holds exactly the package as git tracks it, py.typed and the bundled fake (the same
//    bytes `npm run build` made), plus its dist-info; nothing else (no tests, no bytecode);
// 3. its metadata: the version, a classifier for every supported Python, Typing :: Typed, the
//    license, status, audience, keywords, the project URLs derived from package.json, the pytest
//    plugin's entry point;
// 4. the sdist rebuilds the same wheel, and so does the source tree: member for member, byte for byte.
//
//   node scripts/release/check-python.mjs [--out DIR]   (DIR as build.mjs wrote it; default .tmp/release)
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inWorkDir } from '../lib/work-dir.mjs';
import { must, root, run } from '../lib/packed.mjs';
import { DEFAULT_OUT, cleanPythonTree, pythonBuild, readManifest } from './build.mjs';
import { BUNDLE } from './bundle-fake.mjs';
import { derived, packageJson } from './metadata.mjs';
import { DEBIAN_PYTHON, SUPPORTED, TWINE } from './python.mjs';

const INSPECT = join(root, 'scripts', 'release', 'inspect_dist.py');
const DIST_INFO = ['METADATA', 'WHEEL', 'RECORD', 'LICENSE', 'entry_points.txt', 'top_level.txt'];

/** The members (name → sha256) and metadata of a wheel or sdist. */
export async function inspect(file) {
  return JSON.parse(await must(DEBIAN_PYTHON, [INSPECT, file]));
}

/** The fields of a METADATA / PKG-INFO text (repeated fields as lists), its body aside. */
export function metadataFields(text) {
  const [head] = text.split(/\n\n/);
  const fields = {};
  for (const line of head.split('\n')) {
    const at = line.indexOf(': ');
    if (at < 0) continue;
    const name = line.slice(0, at);
    fields[name] = [...(fields[name] ?? []), line.slice(at + 2)];
  }
  return fields;
}

function compareMembers(label, expected, actual) {
  const out = [];
  for (const [name, hash] of Object.entries(expected)) {
    if (!(name in actual)) out.push(`${label}: lacks ${name}`);
    else if (actual[name] !== hash) out.push(`${label}: ${name} differs`);
  }
  for (const name of Object.keys(actual)) if (!(name in expected)) out.push(`${label}: has ${name} besides`);
  return out;
}

export async function checkPython(manifest) {
  const problems = [];
  const { version } = packageJson();
  const facts = derived();

  const twine = await run(TWINE, ['check', '--strict', manifest.wheel, manifest.sdist]);
  console.log(twine.out.trim());
  if (twine.code !== 0) problems.push('twine check --strict failed');

  const wheel = await inspect(manifest.wheel);
  const distInfo = `sports_data_sdk-${version}.dist-info`;
  const tracked = (await must('git', ['ls-files', '-z', 'python/src/sports_data'], { cwd: root }))
    .split('\0')
    .filter(Boolean)
    .map((f) => f.replace(/^python\/src\//, ''));
  const expected = new Set([
    ...tracked,
    'sports_data/testing/sports_data_fake.mjs',
    'sports_data/_redis_scripts.py',
    ...DIST_INFO.map((f) => `${distInfo}/${f}`),
  ]);
  for (const name of Object.keys(wheel.members))
    if (!expected.has(name)) problems.push(`wheel: ${name} is not part of the package`);
  for (const name of expected) if (!(name in wheel.members)) problems.push(`wheel: lacks ${name}`);
  const bundleHash = createHash('sha256').update(readFileSync(BUNDLE)).digest('hex');
  if (wheel.members['sports_data/testing/sports_data_fake.mjs'] !== bundleHash)
    problems.push('wheel: the bundled fake is not the one npm run build made');
  if (!/^\[pytest11\]\nsports_data = sports_data\.testing\.pytest_plugin$/m.test(wheel.entryPoints))
    problems.push('wheel: no pytest11 entry point for sports_data.testing.pytest_plugin');

  const meta = metadataFields(wheel.metadata);
  const one = (name) => meta[name]?.[0];
  const classifiers = new Set(meta.Classifier ?? []);
  if (one('Version') !== version) problems.push(`wheel: Version ${one('Version')}, package.json ${version}`);
  if (one('License') !== 'MIT')
    problems.push(`wheel: License ${one('License')} (the SPDX identifier MIT expected)`);
  if (one('Requires-Python') !== `>=${SUPPORTED[0]}`)
    problems.push(`wheel: Requires-Python ${one('Requires-Python')}`);
  if (one('Description-Content-Type') !== 'text/markdown')
    problems.push('wheel: the long description is not Markdown');
  if (!one('Keywords')) problems.push('wheel: no keywords');
  const versions = [...classifiers].filter((c) => /^Programming Language :: Python :: 3\.\d+$/.test(c));
  const named = versions.map((c) => c.split(' :: ').pop()).sort();
  if (named.join() !== SUPPORTED.join())
    problems.push(`wheel: Python classifiers ${named.join(', ')}, supported ${SUPPORTED.join(', ')}`);
  for (const needed of [
    'Typing :: Typed',
    'License :: OSI Approved :: MIT License',
    'Intended Audience :: Developers',
  ])
    if (!classifiers.has(needed)) problems.push(`wheel: no classifier ${needed}`);
  if (![...classifiers].some((c) => c.startsWith('Development Status :: ')))
    problems.push('wheel: no Development Status');
  const urls = Object.fromEntries((meta['Project-URL'] ?? []).map((u) => u.split(', ')));
  for (const [name, url] of Object.entries(facts.pythonUrls))
    if (urls[name] !== url) problems.push(`wheel: Project-URL ${name} is ${urls[name]}, derived ${url}`);
  if (wheel.metadata.includes('](') && /\]\((?!https?:|#)/.test(wheel.metadata))
    problems.push('wheel: the long description has a relative link');

  // The same wheel from the sdist (as pip builds it from PyPI's sdist) and from the tree.
  await inWorkDir('rebuild', async (work) => {
    const fromSdist = join(work, 'from-sdist');
    mkdirSync(fromSdist);
    await must('tar', ['-xzf', manifest.sdist, '-C', work]);
    const unpacked = readdirSync(work).find(
      (d) => d.startsWith('sports-data-sdk-') || d.startsWith('sports_data_sdk-'),
    );
    await pythonBuild(join(work, unpacked), fromSdist, ['--wheel']);
    const fromTree = join(work, 'from-tree');
    mkdirSync(fromTree);
    await pythonBuild(await cleanPythonTree(join(work, 'tree')), fromTree, ['--wheel']);
    for (const [label, dir] of [
      ['the sdist rebuilt', fromSdist],
      ['the source tree built', fromTree],
    ]) {
      const file = readdirSync(dir).find((f) => f.endsWith('.whl'));
      if (!file) {
        problems.push(`${label} no wheel`);
        continue;
      }
      problems.push(
        ...compareMembers(`${label} a wheel that`, wheel.members, (await inspect(join(dir, file))).members),
      );
    }
  });
  const count = Object.keys(wheel.members).length;
  if (problems.length === 0)
    console.log(
      `python artifacts: twine ok; the wheel's ${count} files are the package, py.typed and the fake; metadata ok; the sdist and the tree rebuild it byte for byte`,
    );
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const out = args.includes('--out') ? resolve(args[args.indexOf('--out') + 1]) : DEFAULT_OUT;
  const problems = await checkPython(readManifest(out));
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(problems.length ? 1 : 0);
}
