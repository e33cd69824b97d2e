#!/usr/bin/env node
/**
 * Type-checks every ```ts block of README.md against the SDK's source, so the README cannot show
 * an API that does not exist. Each block becomes a module; names a block uses without defining
 * (a `client`, a `signal`) come from a small prelude of declarations.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp/readme-snippets');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);

const prelude = {
  client: "declare const client: import('sports-data-sdk').SportsData;",
  signal: 'declare const signal: AbortSignal;',
  id: 'declare const id: string;',
  showUpgrade: 'declare function showUpgrade(): void;',
  retryLater: 'declare function retryLater(seconds: number | undefined): void;',
  job: "declare const job: import('sports-data-sdk').ExportJob;",
};

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
blocks.forEach((code, index) => {
  const lines = code.split('\n');
  const imports = lines.filter((l) => /^import\s/.test(l));
  const body = lines.filter((l) => !/^import\s/.test(l));
  const declared = (name) =>
    new RegExp(`(const|let|function|class)\\s+${name}\\b|import[^;]*\\b${name}\\b`).test(code);
  const used = (name) => new RegExp(`\\b${name}\\b`).test(code);
  const decls = Object.entries(prelude)
    .filter(([name]) => used(name) && !declared(name))
    .map(([, decl]) => decl);
  writeFileSync(
    path.join(outDir, `snippet-${index + 1}.ts`),
    [...imports, ...decls, ...body, 'export {};', ''].join('\n'),
  );
});

const tsconfig = {
  extends: '../../tsconfig.json',
  compilerOptions: {
    noEmit: true,
    noUnusedLocals: false,
    baseUrl: '../..',
    paths: {
      'sports-data-sdk': ['src/index.ts'],
      'sports-data-sdk/testing': ['src/testing/index.ts'],
      'sports-data-sdk/redis': ['src/redis/index.ts'],
    },
  },
  include: ['*.ts'],
};
writeFileSync(path.join(outDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
try {
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', outDir], {
    stdio: 'inherit',
  });
  console.log(`README: ${blocks.length} TypeScript snippets type-check.`);
} catch {
  console.error(
    `README: a TypeScript snippet does not type-check (files in ${path.relative(root, outDir)}).`,
  );
  process.exit(1);
}
