#!/usr/bin/env node
// Bundles the fake service (src/testing/, the code of the `sports-data-fake` bin) into ONE
// JavaScript file inside the Python package, `sports_data/testing/sports_data_fake.mjs`, which
// `sports_data.testing.FakeService` runs with the user's `node` (18+). Part of `npm run build`;
// the file is made, never committed (.gitignore), and the wheel and sdist carry it.
//
//   node scripts/release/bundle-fake.mjs [--check]   (--check: fail if the file is missing or stale)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeOrCheck } from '../lib/built-file.mjs';
import { root } from '../lib/packed.mjs';

export const BUNDLE = join(root, 'python', 'src', 'sports_data', 'testing', 'sports_data_fake.mjs');

/** The bundle's text: one ES module for Node 18+, no import outside Node's own modules. */
export async function bundleText() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const result = await build({
    entryPoints: [join(root, 'scripts', 'release', 'fake-entry.mjs')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node18',
    // `createMswHandlers` loads msw on call; the bin never calls it, and a bare import would fail.
    external: ['msw'],
    minify: true,
    keepNames: true,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
    banner: {
      js: `// sports-data-fake ${pkg.version}: the fake Sports Data API, bundled from src/testing/ by scripts/release/bundle-fake.mjs. Do not edit.`,
    },
  });
  const text = result.outputFiles[0].text;
  const outside = [...text.matchAll(/\bfrom\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)]
    .map((m) => m[1] ?? m[2])
    .filter((name) => !name.startsWith('node:') && name !== 'msw');
  if (outside.length > 0) throw new Error(`the fake bundle imports ${[...new Set(outside)].join(', ')}`);
  return text;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeOrCheck(BUNDLE, await bundleText(), 'bundle-fake');
}
