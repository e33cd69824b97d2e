#!/usr/bin/env node
/**
 * openapi.json → src/generated/: types (openapi-typescript), the operation table, and one class per
 * namespace; python/src/sports_data/_generated/, conformance/cases.json, the README's namespace
 * table, and the prose of openapi.json that repeats its extensions (codegen/prose.mjs). `--check`
 * writes nothing and fails when any of them differs from what it would write.
 */
import { readFile, readdir, mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildModel } from './codegen/model.mjs';
import { emitCliCommands } from './codegen/cli.mjs';
import {
  HEADER,
  emitAliases,
  emitNamespaces,
  emitOperations,
  emitResource,
  emitResourceIndex,
} from './codegen/emit.mjs';
import { exactOptional, namedReferences, plainDocComments, transform } from './codegen/types.mjs';
import { emitValidation } from './codegen/validation.mjs';
import { emitPlans } from './codegen/plans.mjs';
import { generatePython } from './codegen/python.mjs';
import { emitConformance } from './codegen/conformance.mjs';
import { emitFakeSurface } from './codegen/fake.mjs';
import { emitJobs } from './codegen/jobs.mjs';
import { emitErrorClasses, emitErrorCodes, emitStatusErrors } from './codegen/error-classes.mjs';
import { emitNamespaceTable, spliceReadme } from './codegen/readme.mjs';
import { emitRowsConformance, emitRowsTs } from './codegen/rows.mjs';
import { emitRedisScripts } from './codegen/redis-scripts.mjs';
import { emitPolicy, readPolicy } from './codegen/policy.mjs';
import { withDerivedProse } from './codegen/prose.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src/generated');
const check = process.argv.includes('--check');

/** Namespaces whose client field is a hand-written helper (src/lib) extending the generated class. */
const HELPERS = {
  query: { className: 'QueryResource', from: '../lib/query.js', methods: ['createAndPoll', 'poll'] },
  exports: {
    className: 'ExportsResource',
    from: '../lib/exports.js',
    methods: ['createAndPoll', 'poll', 'download'],
  },
};

/** Client namespaces with no operation of their own (src/lib), for the README's table. */
const HELPER_NAMESPACES = {
  webhooks: { methods: ['unwrap', 'verify', 'sign'], description: '`alert.matched` deliveries' },
};

async function render(spec) {
  const model = buildModel(spec);
  // Before openapi-typescript, which rewrites the document's $refs in place.
  const document = `${JSON.stringify(spec, null, 2)}\n`;
  const rowsTs = emitRowsTs(spec);
  const rowsConformance = emitRowsConformance(spec);
  // Request fields with a default are optional to the caller; openapi-typescript would make them required.
  const ast = await openapiTS(spec, {
    alphabetize: false,
    immutable: false,
    defaultNonNullable: false,
    transform,
  });
  const schemas = spec.components?.schemas ?? {};
  const named = namedReferences(plainDocComments(astToString(exactOptional(ast))), Object.keys(schemas));
  const files = new Map();
  files.set(
    'schema.ts',
    `${HEADER}import type { ${named.used.join(', ')} } from './aliases.js';\n\n${named.text}`,
  );
  files.set('aliases.ts', emitAliases(model, schemas));
  files.set('client-namespaces.ts', emitNamespaces(model, HELPERS));
  files.set('operations.ts', emitOperations(model));
  files.set('jobs.ts', emitJobs(model));
  files.set('error-classes.ts', emitErrorClasses(spec));
  files.set('status-errors.ts', emitStatusErrors(spec));
  files.set('error-codes.ts', emitErrorCodes(spec));
  files.set('validation.ts', emitValidation(spec));
  for (const ns of model.namespaces) files.set(`resources/${ns}.ts`, emitResource(model, ns));
  files.set('resources/index.ts', emitResourceIndex(model));
  files.set('plans.ts', emitPlans(spec));
  for (const [rel, text] of emitPolicy(readPolicy(spec))) files.set(rel, text);
  files.set('cli-commands.ts', emitCliCommands(spec, model));
  files.set('fake-surface.ts', emitFakeSurface(spec, model));
  files.set('rows.ts', rowsTs);
  const redisScripts = await emitRedisScripts(root);
  files.set('redis-scripts.ts', redisScripts.typescript);
  // Outside src/generated: paths from the repository root.
  const readme = await readFile(path.join(root, 'README.md'), 'utf8');
  const outside = new Map([
    // The document itself, its prose that repeats an extension written from it (prose.mjs).
    ['openapi.json', document],
    ['conformance/cases.json', emitConformance(spec, model)],
    ['conformance/rows.json', rowsConformance],
    ['README.md', spliceReadme(readme, emitNamespaceTable(model, HELPERS, HELPER_NAMESPACES))],
  ]);
  return { files, outside, model };
}

async function listExisting(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) out.push(...(await listExisting(path.join(dir, entry.name), `${rel}/`)));
    else out.push(rel);
  }
  return out;
}

async function main() {
  const spec = withDerivedProse(JSON.parse(await readFile(path.join(root, 'openapi.json'), 'utf8')));
  await generatePython(root, check, spec);
  const { files, outside, model } = await render(spec);
  const existing = await listExisting(outDir);
  if (check) {
    const problems = [];
    for (const [rel, text] of files) {
      const current = await readFile(path.join(outDir, rel), 'utf8').catch(() => undefined);
      if (current === undefined) problems.push(`missing: src/generated/${rel}`);
      else if (current !== text) problems.push(`stale or hand-edited: src/generated/${rel}`);
    }
    for (const rel of existing)
      if (!files.has(rel)) problems.push(`not made by the generator: src/generated/${rel}`);
    for (const [rel, text] of outside)
      if ((await readFile(path.join(root, rel), 'utf8').catch(() => undefined)) !== text)
        problems.push(`stale, hand-edited or missing: ${rel}`);
    if (problems.length) {
      console.error(
        `src/generated, conformance/ or the prose of openapi.json does not match openapi.json:\n  ${problems.join('\n  ')}\nRun \`npm run generate\` (never edit src/generated by hand; the **Billing:**/**Access:** paragraphs, ErrorCode's table, the Retry policy section and the key format are written from x-billing, x-access and x-sdk).`,
      );
      process.exit(1);
    }
    console.log(
      `src/generated and conformance/ are up to date (${model.operations.length} operations, ${files.size + outside.size} files).`,
    );
    return;
  }
  for (const rel of existing) if (!files.has(rel)) await rm(path.join(outDir, rel));
  for (const [rel, text] of files) {
    await mkdir(path.dirname(path.join(outDir, rel)), { recursive: true });
    await writeFile(path.join(outDir, rel), text);
  }
  for (const [rel, text] of outside) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  }
  console.log(
    `Generated ${files.size} files for ${model.operations.length} operations in ${model.namespaces.length} namespaces.`,
  );
}

main().catch((error) => {
  console.error(`generate: ${error.message}`);
  process.exit(1);
});
