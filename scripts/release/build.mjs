#!/usr/bin/env node
// Builds the release's three artifacts once, into one folder: the npm tarball, and the Python sdist
// and wheel (`python3 -m build --no-isolation`, Debian's python3-build and setuptools, the wheel
// built from the sdist as pip would). Everything after this (checks, installs, publishing) uses
// these files, never a rebuild.
//
//   node scripts/release/build.mjs [--out DIR] [--no-build]
//
// The Python build runs in a fresh copy of python/ made of the files git tracks plus the bundled
// fake (a stale python/build/ from an earlier build cannot leak into the wheel); the copy is
// removed after. DIR (default .tmp/release) gets manifest.json naming the three files.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inWorkDir } from '../lib/work-dir.mjs';
import { must, npm, packInto, root } from '../lib/packed.mjs';
import { BUNDLE } from './bundle-fake.mjs';
import { PYTHON_REDIS_SCRIPTS } from './python-redis-scripts.mjs';
import { packageJson } from './metadata.mjs';
import { DEBIAN_PYTHON } from './python.mjs';

export const DEFAULT_OUT = join(root, '.tmp', 'release');
/** The files a build writes into its folder: the tarball, the wheel, the sdist and the manifest. */
const ARTIFACT = /^(sports-data-sdk-[^/]+\.tgz|sports[-_]data[-_]sdk-[^/]+\.(whl|tar\.gz)|manifest\.json)$/;

/** A copy of python/ as git tracks it, plus what npm run build makes in it (the bundled fake, the Redis scripts); answers its path. */
export async function cleanPythonTree(work) {
  const tree = join(work, 'python');
  const tracked = (await must('git', ['ls-files', '-z', 'python'], { cwd: root }))
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    const target = join(work, file);
    mkdirSync(dirname(target), { recursive: true });
    // dereference: python/LICENSE is a link to the repository's LICENSE.
    cpSync(join(root, file), target, { dereference: true });
  }
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: npm run build makes it`);
  cpSync(BUNDLE, join(tree, 'src', 'sports_data', 'testing', 'sports_data_fake.mjs'));
  if (!existsSync(PYTHON_REDIS_SCRIPTS))
    throw new Error(`${PYTHON_REDIS_SCRIPTS} is missing: npm run build makes it`);
  cpSync(PYTHON_REDIS_SCRIPTS, join(tree, 'src', 'sports_data', '_redis_scripts.py'));
  return tree;
}

/** `python3 -m build --no-isolation` of `tree` into `out` (`--sdist`, `--wheel` or both, wheel from sdist). */
export async function pythonBuild(tree, out, which = []) {
  await must(DEBIAN_PYTHON, ['-m', 'build', '--no-isolation', ...which, '--outdir', out, tree], {
    cwd: tree,
    // No bytecode in the copy, and the same timestamps in every zip this build writes.
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', SOURCE_DATE_EPOCH: '315532800' },
  });
}

export async function buildArtifacts(out = DEFAULT_OUT, { build = true } = {}) {
  const { version } = packageJson();
  if (build) await must(npm, ['run', 'build']);
  // An earlier build's artifacts go; nothing else in `out` is touched (it may be any folder).
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out)) if (ARTIFACT.test(file)) rmSync(join(out, file));
  const tarball = await packInto(out);
  await inWorkDir('pybuild', async (work) => {
    await pythonBuild(await cleanPythonTree(work), out);
  });
  const files = readdirSync(out);
  const one = (pattern, what) => {
    const found = files.filter((f) => pattern.test(f));
    if (found.length !== 1)
      throw new Error(`expected one ${what} in ${out}, found ${found.join(', ') || 'none'}`);
    return join(out, found[0]);
  };
  // File names only: the folder travels (a workflow's artifact), the names stay.
  const manifest = {
    version,
    npm: basename(tarball),
    wheel: basename(one(/\.whl$/, 'wheel')),
    sdist: basename(one(/\.tar\.gz$/, 'sdist')),
  };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return readManifest(out);
}

/** The manifest build wrote into `out`, with each file's full path. */
export function readManifest(out = DEFAULT_OUT) {
  const file = join(out, 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the artifacts first (scripts/release/step.mjs build)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const { version } = packageJson();
  if (manifest.version !== version)
    throw new Error(`the artifacts in ${out} are version ${manifest.version}, package.json says ${version}`);
  for (const kind of ['npm', 'wheel', 'sdist']) {
    manifest[kind] = join(out, manifest[kind]);
    if (!existsSync(manifest[kind])) throw new Error(`${manifest[kind]} is missing`);
  }
  return manifest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const out = args.includes('--out') ? resolve(args[args.indexOf('--out') + 1]) : DEFAULT_OUT;
  const manifest = await buildArtifacts(out, { build: !args.includes('--no-build') });
  console.log(JSON.stringify(manifest, null, 2));
}
