#!/usr/bin/env node
// Runs right after tsup in `npm run build` (which empties dist/ first):
//
// 1. Optional peers stay optional in the types: a declaration file that imports an optional peer
//    (package.json's peerDependenciesMeta, e.g. msw for `createMswHandlers`) gets `// @ts-ignore`
//    on that import, so a project without the peer compiles every subpath with skipLibCheck off
//    (the peer's types are then `any`; with the peer installed they are its own). The source
//    comment saying so does not survive the declaration bundler, hence this step.
// 2. Regroups the web build's ESM chunks (scripts/lib/web-chunks.mjs says why): what the client
//    loads up front in one chunk, each module loaded on first use in its own.
// 3. Writes the list of files the build made to .tmp/build-files.json. scripts/check-package.mjs
//    holds the tarball to it, so a file anything else left in dist/ (a test, a bundler's default
//    output folder) fails the check instead of being published.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib/packed.mjs';
import { regroupWebChunks } from './lib/web-chunks.mjs';

const BUILD_FILES = join(root, '.tmp', 'build-files.json');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const optionalPeers = Object.entries(pkg.peerDependenciesMeta ?? {})
  .filter(([, meta]) => meta?.optional === true)
  .map(([name]) => name);
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const peerImport = new RegExp(
  `^import\\b[^;]*\\bfrom ['"](${optionalPeers.map(escapeRegExp).join('|')})(/[^'"]*)?['"];?$`,
);
const MARK = '// @ts-ignore optional peer: without it installed, its types are `any` here';

const webChunks = await regroupWebChunks(join(root, 'dist', 'web'));

const files = walk(join(root, 'dist'));
let marked = 0;
for (const file of files.filter((f) => /\.d\.c?ts$/.test(f))) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const out = [];
  for (const line of lines) {
    if (optionalPeers.length > 0 && peerImport.test(line) && out.at(-1) !== MARK) {
      out.push(MARK);
      marked += 1;
    }
    out.push(line);
  }
  if (out.length !== lines.length) writeFileSync(file, out.join('\n'));
}

const list = files.map((f) => relative(root, f).split('\\').join('/')).sort();
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(BUILD_FILES, `${JSON.stringify(list, null, 2)}\n`);
console.log(
  `finish-build: ${marked} optional-peer import(s) marked; dist/web in ${webChunks.length} ESM files; ${list.length} files in dist/ recorded`,
);
