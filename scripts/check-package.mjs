#!/usr/bin/env node
// Checks the package as npm would publish it. Part of `npm test`.
//
//   node scripts/check-package.mjs [--no-build] [--tarball FILE]
//
// (--tarball: check that tarball, as built elsewhere (the release check's), instead of packing.)
// 1. `npm run build` (unless --no-build), then `npm pack` once into a temp dir;
// 2. the tarball holds only what the build made in dist/ (the list scripts/finish-build.mjs
//    wrote right after it: an allow-list, so a file anything else left in dist/ fails), README.md,
//    CHANGELOG.md, LICENSE and package.json, and every file the package.json points at (exports, main, module, types, bin); nothing from
//    node_modules is bundled into dist (dependencies and the msw peer stay external), and no CJS
//    file calls import() (Jest loads CJS through `vm`, where import() fails);
// 3. publint on the tarball: any message at all (error, warning or suggestion) fails;
// 4. @arethetypeswrong/cli on the tarball: every entry point green under node10, node16 (CJS and
//    ESM) and bundler;
// 5. scripts/check-size.mjs: the size budgets (and README.md stating the number), and the testing
//    kit kept out of the main entry.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { unexpectedFiles } from './lib/package-files.mjs';
import { inWorkDir } from './lib/work-dir.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Written by scripts/finish-build.mjs at the end of `npm run build`. */
const BUILD_FILES = join(root, '.tmp', 'build-files.json');

/** The files the last `npm run build` made in dist/, or undefined if none was recorded. */
function builtFiles() {
  if (!existsSync(BUILD_FILES)) return undefined;
  return new Set(JSON.parse(readFileSync(BUILD_FILES, 'utf8')));
}

function step(title) {
  console.log(`\n== ${title}`);
}

function sh(cmd, args, { capture = false } = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) {
    console.error(
      `check:package: \`${cmd} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(1);
  }
  return capture ? result.stdout.toString() : '';
}

/** Every file path a package.json field points at. */
function pointedAt(pkg) {
  const paths = new Set();
  const walk = (value) => {
    if (typeof value === 'string') paths.add(value.replace(/^\.\//, ''));
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  walk(pkg.exports);
  walk(pkg.bin);
  walk(pkg.typesVersions);
  for (const field of ['main', 'module', 'types']) walk(pkg[field]);
  return [...paths];
}

async function main() {
  const problems = [];
  const given = process.argv.includes('--tarball')
    ? resolve(process.argv[process.argv.indexOf('--tarball') + 1])
    : undefined;
  if (!process.argv.includes('--no-build') && given === undefined) {
    step('build');
    sh(npm, ['run', 'build']);
  }

  await inWorkDir('pack', async (work) => {
    let tarball;
    let files;
    // Where the packed files are read from: the tree that was packed, or the given tarball unpacked.
    let base = root;
    if (given === undefined) {
      step('npm pack');
      const out = sh(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
        capture: true,
      });
      const [info] = JSON.parse(out.slice(out.indexOf('[')));
      tarball = join(work, info.filename);
      files = info.files.map((f) => f.path);
      console.log(`${info.filename}: ${files.length} files, ${(info.size / 1024).toFixed(1)} kB packed`);
    } else {
      step(`the tarball ${given}`);
      tarball = given;
      sh('tar', ['-xzf', given, '-C', work]);
      base = join(work, 'package');
      const walk = (dir) =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name).slice(base.length + 1)],
        );
      files = walk(base);
      console.log(`${given}: ${files.length} files`);
    }
    const built = builtFiles();
    if (built === undefined)
      problems.push(`no record of the build's files (${BUILD_FILES}): run npm run build`);
    for (const p of unexpectedFiles(files, built ?? new Set())) problems.push(`tarball: ${p}`);
    for (const f of files) {
      if (f.endsWith('.map')) problems.push(`tarball: source map ${f}`);
    }
    const pkg = JSON.parse(readFileSync(join(base, 'package.json'), 'utf8'));
    for (const p of pointedAt(pkg)) {
      if (!files.includes(p)) problems.push(`tarball: package.json points at ${p}, which is not in it`);
    }
    // Only runtime dependencies may come from node_modules, and they stay external: nothing bundled.
    for (const f of files.filter((p) => /\.c?js$/.test(p))) {
      const text = readFileSync(join(base, f), 'utf8');
      const bundled = [...text.matchAll(/^\/\/ node_modules\/((?:@[^/]+\/)?[^/]+)/gm)]
        .map((m) => m[1])
        .filter((name) => name !== 'tsup');
      // A CJS file that calls import() fails under runners that load CJS through `vm` (Jest).
      if (f.endsWith('.cjs') && /\bimport\(/.test(text))
        problems.push(`${f} calls import(); CJS must require()`);
      for (const name of new Set(bundled))
        problems.push(`${f} bundles ${name} (make it a dependency or external)`);
    }
    for (const f of ['README.md', 'CHANGELOG.md', 'LICENSE']) {
      if (!files.includes(f)) console.log(`note: ${f} is not in the tarball (missing from the repo?)`);
    }

    step('publint');
    const buffer = readFileSync(tarball);
    const tarballBytes = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
    const { messages, pkg: lintedPkg } = await publint({
      pack: { tarball: tarballBytes },
      level: 'suggestion',
      strict: true,
    });
    for (const m of messages) {
      problems.push(`publint ${m.type}: ${formatMessage(m, lintedPkg, { color: false }) ?? m.code}`);
    }
    console.log(messages.length === 0 ? 'publint: no messages' : `publint: ${messages.length} message(s)`);

    step('attw (node10, node16-cjs, node16-esm, bundler)');
    const attw = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js'),
        tarball,
        '--format',
        'table',
        '--no-color',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (attw.status !== 0) problems.push(`attw found problems (exit ${attw.status})`);
  });

  step('size');
  const size = spawnSync(process.execPath, [join(root, 'scripts', 'check-size.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (size.status !== 0) problems.push('size check failed');

  if (problems.length > 0) {
    console.error('\ncheck:package failed:');
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log('\ncheck:package: ok');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
