#!/usr/bin/env node
// Runs right after tsup in `npm run build` (which empties dist/ first): writes the list of files
// the build made to .tmp/build-files.json. scripts/check-package.mjs holds the tarball to it, so a
// file that anything else left in dist/ (a test, a bundler's default output folder) fails the
// check instead of being published.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib/packed.mjs';

const BUILD_FILES = join(root, '.tmp', 'build-files.json');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const files = walk(join(root, 'dist'))
  .map((f) => relative(root, f).split('\\').join('/'))
  .sort();
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(BUILD_FILES, `${JSON.stringify(files, null, 2)}\n`);
console.log(`record-build: ${files.length} files in dist/`);
