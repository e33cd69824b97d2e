#!/usr/bin/env node
/**
 * Type-checks every ```ts block of README.md and every file of examples/ as a user's project would
 * see them: against the built package (dist/, as packed: run `npm run build` first), under the
 * strictest flags the README promises (strict, exactOptionalPropertyTypes,
 * noUncheckedIndexedAccess, noPropertyAccessFromIndexSignature, skipLibCheck off), in an ES module
 * project (top-level await) outside the repository, so nothing resolves from its node_modules.
 *
 * Two projects: one with neither optional peer (msw, ioredis) installed, which also imports every
 * subpath of the package; and one with the third-party packages some blocks import themselves
 * (msw, ioredis, undici), for those blocks only. Names a block uses without defining (a `client`,
 * a `signal`) come from a small prelude of declarations.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/**
 * The fenced blocks of a Markdown file, read line by line as CommonMark does. A fence that would
 * render wrongly stops the check: a closing fence with text after it does not close (the prose
 * after it renders as code), and a block left open swallows the rest of the file.
 */
function fencedBlocks(text, file) {
  const out = [];
  const problems = [];
  let open;
  text.split('\n').forEach((line, index) => {
    const fence = /^```+/.exec(line)?.[0];
    if (fence === undefined) {
      if (open) open.lines.push(line);
      return;
    }
    const info = line.slice(fence.length).trim();
    if (!open) open = { lang: info.split(/\s/)[0], lines: [], line: index + 1 };
    else if (info === '') {
      out.push({ lang: open.lang, code: `${open.lines.join('\n')}\n` });
      open = undefined;
    } else {
      problems.push(`${file}:${index + 1}: a closing fence with text after it does not close the block`);
      open.lines.push(line);
    }
  });
  if (open) problems.push(`${file}:${open.line}: this block is never closed`);
  return { blocks: out, problems };
}

const fenceProblems = ['README.md', 'python/README.md', 'docs/architecture.md'].flatMap(
  (file) => fencedBlocks(fs.readFileSync(path.join(root, file), 'utf8'), file).problems,
);
if (fenceProblems.length > 0) {
  console.error(`check:readme: malformed code fences:\n  ${fenceProblems.join('\n  ')}`);
  process.exit(1);
}
const blocks = fencedBlocks(readme, 'README.md')
  .blocks.filter((b) => b.lang === 'ts')
  .map((b) => b.code);
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

const prelude = {
  client: "declare const client: import('sports-data-sdk').SportsData;",
  signal: 'declare const signal: AbortSignal;',
  id: 'declare const id: string;',
  showUpgrade: 'declare function showUpgrade(): void;',
  retryLater: 'declare function retryLater(seconds: number | undefined): void;',
  job: "declare const job: import('sports-data-sdk').ExportJob;",
};

/** The flags the README promises a project may turn on, each set. */
const STRICTEST = [
  'strict',
  'exactOptionalPropertyTypes',
  'noUncheckedIndexedAccess',
  'noPropertyAccessFromIndexSignature',
  'noImplicitOverride',
];

/** The README's strictest flags, in an ES module project, with the package's own types checked too. */
const compilerOptions = {
  ...Object.fromEntries(STRICTEST.map((flag) => [flag, true])),
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'nodenext',
  moduleResolution: 'nodenext',
  skipLibCheck: false,
  noEmit: true,
  types: ['node'],
};

/** Third-party packages a block may import (beyond the SDK and node:*). */
const thirdParty = (code) =>
  [...code.matchAll(/^import[^;]*from '([^']+)'/gm)]
    .map((m) => m[1])
    .filter((name) => !name.startsWith('node:') && !name.startsWith('sports-data-sdk'))
    .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]));

function snippet(code) {
  const lines = code.split('\n');
  const imports = lines.filter((l) => /^import\s/.test(l));
  const body = lines.filter((l) => !/^import\s/.test(l));
  const declared = (name) =>
    new RegExp(`(const|let|function|class)\\s+${name}\\b|import[^;]*\\b${name}\\b`).test(code);
  const used = (name) => new RegExp(`\\b${name}\\b`).test(code);
  const decls = Object.entries(prelude)
    .filter(([name]) => used(name) && !declared(name))
    .map(([, decl]) => decl);
  return [...imports, ...decls, ...body, 'export {};', ''].join('\n');
}

/** A project outside the repo with the package as packed (package.json and dist/) installed. */
function project(work, name, linked) {
  const dir = path.join(work, name);
  const modules = path.join(dir, 'node_modules');
  const sdk = path.join(modules, 'sports-data-sdk');
  fs.mkdirSync(sdk, { recursive: true });
  fs.cpSync(path.join(root, 'dist'), path.join(sdk, 'dist'), { recursive: true });
  fs.cpSync(path.join(root, 'package.json'), path.join(sdk, 'package.json'));
  // Symlinks resolve to the repo's copies (and their own dependencies, e.g. undici-types) there.
  for (const dep of ['@types/node', ...Object.keys(pkg.dependencies ?? {}), ...linked]) {
    fs.mkdirSync(path.dirname(path.join(modules, dep)), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules', dep), path.join(modules, dep), 'dir');
  }
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, include: ['*.ts'] }, null, 2),
  );
  return dir;
}

function tsc(dir, what) {
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], {
      stdio: 'inherit',
    });
    return true;
  } catch {
    console.error(`check:readme: ${what} does not type-check (files in ${dir}).`);
    return false;
  }
}

if (!fs.existsSync(path.join(root, 'dist', 'index.d.ts'))) {
  console.error('check:readme: dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const work = fs.mkdtempSync(path.join(tmpdir(), 'sports-data-sdk-readme-'));
const keep = process.argv.includes('--keep');
let ok = true;
try {
  const withPeers = new Set(blocks.flatMap(thirdParty));
  const bare = project(work, 'without-peers', []);
  const peers = project(work, 'with-peers', [...withPeers]);
  let inBare = 0;
  blocks.forEach((code, index) => {
    const dir = thirdParty(code).length === 0 ? bare : peers;
    if (dir === bare) inBare += 1;
    fs.writeFileSync(path.join(dir, `readme-${index + 1}.ts`), snippet(code));
  });
  const examples = fs.readdirSync(path.join(root, 'examples')).filter((f) => f.endsWith('.ts'));
  for (const file of examples)
    fs.cpSync(path.join(root, 'examples', file), path.join(bare, `example-${file}`));
  // Every subpath, with neither msw nor ioredis installed: their declarations must not need them.
  const subpaths = Object.keys(pkg.exports).filter((p) => p !== './package.json');
  fs.writeFileSync(
    path.join(bare, 'subpaths.ts'),
    `${subpaths
      .map(
        (p, i) =>
          `import * as s${i} from '${p === '.' ? 'sports-data-sdk' : `sports-data-sdk/${p.slice(2)}`}';`,
      )
      .join('\n')}\nexport const all = [${subpaths.map((_, i) => `s${i}`).join(', ')}];\n`,
  );
  ok = tsc(bare, `a README block, an example or a subpath without msw/ioredis`) && ok;
  ok = tsc(peers, 'a README block that imports msw, ioredis or undici') && ok;
  if (ok)
    console.log(
      `README: ${blocks.length} TypeScript blocks (${inBare} without any peer installed), ${examples.length} examples and ${subpaths.length} subpaths type-check against dist/ under the strictest flags.`,
    );
} finally {
  if (keep) console.log(`kept: ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
