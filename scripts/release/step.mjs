#!/usr/bin/env node
// The release's steps, one table for both places that run them: `npm run release:check` runs them
// in turn on this machine, and .github/workflows/release.yml runs each as a step of its jobs
// (`node scripts/release/step.mjs <step> ...`), so the workflow calls nothing the check has not run.
//
//   node scripts/release/step.mjs <step> [--out DIR] [--dry-run] [step options]
//
// Steps (DIR: the artifacts' folder, default .tmp/release):
//   metadata                       the version and the public address agree everywhere (metadata.mjs)
//   notes [--tag vX.Y.Z] [--strict] DIR/release-notes.md from the CHANGELOG (notes.mjs)
//   build [--no-build]             the npm tarball, the wheel and the sdist, once (build.mjs)
//   check-npm                      publint, attw and the file list of the tarball (check-package.mjs)
//   check-python                   twine, the wheel's files and metadata, sdist → same wheel (check-python.mjs)
//   test-npm [--versions 18,20]    the tarball on each Node (node-matrix.mjs)
//   test-wheel --python P [--debian]  the wheel in a fresh environment (try-wheel.mjs)
//   site                           the reference site in site/ (scripts/site/build.mjs; builds dist/ if missing)
//   test-site                      every page in Chromium, links, tabs, search (scripts/site/browser-test.mjs)
//   pypi-dir --into D              the wheel and the sdist alone in D, for the PyPI publish action
//   publish-npm [--dry-run]        npm publish of the tarball, with provenance
//   github-release --tag T [--dry-run]  the GitHub release with the note and the artifacts (gh)
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { npm, root, run } from '../lib/packed.mjs';
import { DEFAULT_OUT, buildArtifacts, readManifest } from './build.mjs';
import { checkPython } from './check-python.mjs';
import { problems as metadataProblems } from './metadata.mjs';
import { releaseNote } from './notes.mjs';
import { tryWheel } from './try-wheel.mjs';

class StepFailure extends Error {}

const fail = (message) => {
  throw new StepFailure(message);
};

/** Runs a command with its output shown as it comes; fails the step on a non-zero exit. */
async function show(cmd, args, options = {}) {
  const result = await run(cmd, args, { timeoutMs: 1_800_000, ...options });
  process.stdout.write(result.out);
  if (result.code !== 0) fail(`${cmd} ${args.join(' ')} exited ${result.code}`);
  return result.out;
}

export const STEPS = {
  metadata: {
    does: 'the version and the public address agree everywhere',
    run: async () => {
      const found = metadataProblems();
      if (found.length) fail(found.join('\n'));
      return 'version and address agree';
    },
  },
  notes: {
    does: 'the release note from the CHANGELOG',
    run: async ({ out, value, flag }) => {
      mkdirSync(out, { recursive: true });
      const note = releaseNote({ tag: value('--tag'), strict: flag('--strict') });
      writeFileSync(join(out, 'release-notes.md'), note);
      return `${join(out, 'release-notes.md')} (${note.split('\n').length} lines)`;
    },
  },
  build: {
    does: 'the three artifacts, once',
    run: async ({ out, flag }) => {
      const m = await buildArtifacts(out, { build: !flag('--no-build') });
      return [m.npm, m.wheel, m.sdist].map((f) => f.slice(out.length + 1)).join(', ');
    },
  },
  'check-npm': {
    does: 'publint, attw and the files of the tarball',
    run: async ({ out }) => {
      await show(process.execPath, [
        join(root, 'scripts', 'check-package.mjs'),
        '--tarball',
        readManifest(out).npm,
      ]);
      return 'publint, attw, files and size ok';
    },
  },
  'check-python': {
    does: 'twine, the wheel, its metadata, and the sdist rebuilding it',
    run: async ({ out }) => {
      const found = await checkPython(readManifest(out));
      if (found.length) fail(found.join('\n'));
      return 'twine, files, metadata and rebuilds ok';
    },
  },
  'test-npm': {
    does: 'the tarball under each supported Node',
    run: async ({ out, value }) => {
      const versions = value('--versions') ?? '18,20,22,24';
      const text = await show(process.execPath, [
        join(root, 'scripts', 'node-matrix.mjs'),
        '--no-build',
        '--tarball',
        readManifest(out).npm,
        '--versions',
        versions,
      ]);
      return text.match(/^\d+ passed, \d+ failed$/m)?.[0] ?? 'done';
    },
  },
  'test-wheel': {
    does: 'the wheel installed in a fresh environment, an example and its tests against the bundled fake',
    run: async ({ out, value, flag }) => {
      const python = value('--python') ?? fail('test-wheel needs --python PATH');
      const result = await tryWheel({ wheel: readManifest(out).wheel, python, debian: flag('--debian') });
      if (!result.ok) fail(result.line);
      return result.line;
    },
  },
  site: {
    does: 'the reference site, built into site/',
    run: async () => {
      if (!existsSync(join(root, 'dist', 'testing', 'index.js'))) await show(npm, ['run', 'build']);
      const { buildSite } = await import('../site/build.mjs');
      const built = await buildSite();
      return `${built.pages} pages, the TypeDoc reference, ${built.search} search entries`;
    },
  },
  'test-site': {
    does: 'every page of the site in Chromium: console, links, tabs, search, a screenshot',
    run: async () => {
      const { testSite } = await import('../site/browser-test.mjs');
      const result = await testSite();
      if (result.problems.length) fail(result.problems.join('\n'));
      return `${result.pages} pages, ${result.links} links; screenshot ${result.screenshot}`;
    },
  },
  'pypi-dir': {
    does: 'the wheel and the sdist alone in a folder, as the PyPI action uploads it',
    run: async ({ out, value }) => {
      const into = resolve(value('--into') ?? fail('pypi-dir needs --into DIR'));
      const { wheel, sdist } = readManifest(out);
      // Only an earlier run's wheel and sdist are removed: a folder holding anything else is refused.
      mkdirSync(into, { recursive: true });
      const there = readdirSync(into);
      const foreign = there.filter((f) => !/^sports[-_]data[-_]sdk-[^/]+\.(whl|tar\.gz)$/.test(f));
      if (foreign.length) fail(`${into} holds ${foreign.join(', ')}: give pypi-dir a folder of its own`);
      for (const file of there) rmSync(join(into, file));
      for (const file of [wheel, sdist]) copyFileSync(file, join(into, file.split('/').pop()));
      return `${into}: ${readdirSync(into).join(', ')}`;
    },
  },
  'publish-npm': {
    does: 'npm publish of the tarball with provenance',
    run: async ({ out, flag }) => {
      const dry = flag('--dry-run') ? ['--dry-run'] : [];
      await show(npm, ['publish', readManifest(out).npm, '--provenance', '--access', 'public', ...dry], {
        cwd: out,
      });
      return dry.length ? 'npm publish --dry-run ok' : 'published to npm';
    },
  },
  'github-release': {
    does: 'the GitHub release: the note and the three artifacts',
    run: async ({ out, value, flag }) => {
      const tag = value('--tag') ?? fail('github-release needs --tag vX.Y.Z');
      const m = readManifest(out);
      const notes = join(out, 'release-notes.md');
      if (!existsSync(notes)) fail(`${notes} is missing: run the notes step first`);
      const args = [
        'release',
        'create',
        tag,
        '--title',
        tag,
        '--notes-file',
        notes,
        '--verify-tag',
        m.npm,
        m.wheel,
        m.sdist,
      ];
      if (flag('--dry-run')) return `would run: gh ${args.join(' ')}`;
      await show('gh', args);
      return `released ${tag}`;
    },
  },
};

/** Runs one step by name with its arguments; resolves with its one-line result, or throws StepFailure. */
export async function runStep(name, args = []) {
  const step = STEPS[name];
  if (!step) throw new StepFailure(`unknown step ${name}: one of ${Object.keys(STEPS).join(', ')}`);
  const value = (flagName) => (args.includes(flagName) ? args[args.indexOf(flagName) + 1] : undefined);
  const flag = (flagName) => args.includes(flagName);
  const out = resolve(value('--out') ?? DEFAULT_OUT);
  return step.run({ out, value, flag });
}

export { StepFailure };

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [name, ...args] = process.argv.slice(2);
  try {
    console.log(`release ${name}: ${await runStep(name, args)}`);
  } catch (error) {
    console.error(`release ${name}: FAILED\n${error instanceof StepFailure ? error.message : error.stack}`);
    process.exit(1);
  }
}
