/**
 * A copy of the repository with facts of openapi.json changed, regenerated as `npm run generate`
 * would, and its TypeScript entries bundled to run: what test/codegen/mutations.test.ts proves the
 * clients, the CLI, the fake, the conformance file and the README follow with no hand edit.
 */
import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { build } from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the copy needs to regenerate and run; every other file of the repository stays out. */
const COPIED = ['openapi.json', 'package.json', 'README.md', 'scripts', 'src', 'conformance', 'python/src'];
const SKIPPED = new Set(['node_modules', '__pycache__', '.venv', '.venv-3.10', 'dist']);

/** The files the generator writes (paths from the root); every other difference would be a hand edit. */
export function isGenerated(rel: string): boolean {
  return (
    rel === 'openapi.json' ||
    rel === 'conformance/cases.json' ||
    rel === 'conformance/rows.json' ||
    rel.startsWith('src/generated/') ||
    rel.startsWith('python/src/sports_data/_generated/')
  );
}

// biome-ignore lint/suspicious/noExplicitAny: openapi.json as parsed JSON.
export type Doc = any;

/** The facts changed, each as the owner of the service would change them in openapi.json. */
export const MUTATION = {
  /** `limit` of GET /v1/games goes up to this (every other list keeps 100). */
  gamesLimitMax: 250,
  /** GET /v1/teams/{id} becomes usage-billed. */
  flipped: { path: '/v1/teams/{id}', operationId: 'get_team' },
  /** A new error code on an existing status. */
  newCode: { code: 'payment_overdue', status: 402, type: 'billing_error' },
  /** GET /v1/teams/{id}/coaches takes a new filter. */
  newFilter: 'role',
  /** get_player is renamed: `players.get` becomes `players.fetch` (Python `players.fetch`). */
  renamed: { from: 'get_player', to: 'fetch_player', method: 'fetch' },
  /** Player ids change prefix, in every pattern and example of the document. */
  idPrefix: { from: 'plr_', to: 'ath_' },
  /** x-sdk: a shorter Retry-After cap, and other retried statuses. */
  maxRetryAfterSeconds: 5,
  retriedStatuses: [409, 429, 500, 503],
} as const;

export function mutate(text: string): Doc {
  const doc: Doc = JSON.parse(text.replaceAll(MUTATION.idPrefix.from, MUTATION.idPrefix.to));
  const games = doc.paths['/v1/games'].get;
  games.parameters = games.parameters.map((p: Doc) =>
    p.$ref === '#/components/parameters/Limit'
      ? {
          name: 'limit',
          in: 'query',
          required: false,
          description: `Page size, 1–${MUTATION.gamesLimitMax} (default 20).`,
          schema: { type: 'integer', minimum: 1, maximum: MUTATION.gamesLimitMax, default: 20 },
          example: 20,
        }
      : p,
  );
  doc.paths[MUTATION.flipped.path].get['x-billing'] = 'usage';
  const { code, status, type } = MUTATION.newCode;
  doc['x-sdk'].errorCodes[code] = { status, type, when: 'the account has an invoice overdue' };
  doc.paths['/v1/teams/{id}/coaches'].get.parameters.push({
    name: MUTATION.newFilter,
    in: 'query',
    required: false,
    description: 'Only staff in this role (as `role` reads).',
    schema: { type: 'string', minLength: 1, maxLength: 60 },
    example: 'Head Coach',
  });
  doc.paths['/v1/players/{id}'].get.operationId = MUTATION.renamed.to;
  doc['x-sdk'].retry.maxRetryAfterSeconds = MUTATION.maxRetryAfterSeconds;
  doc['x-sdk'].retry.statuses = [...MUTATION.retriedStatuses];
  return doc;
}

const run = promisify(execFile);

export interface MutatedTree {
  dir: string;
  /** Files that differ from the repository's, from the root. */
  changed: string[];
  /** Bundled entries of the copy: the SDK, the fake, the CLI. */
  sdk: string;
  testing: string;
  cli: string;
  /** How long regenerating and bundling took, ms. */
  tookMs: number;
  remove(): Promise<void>;
}

async function filesUnder(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(dir, child)));
    else out.push(child);
  }
  return out;
}

/** Copies the tree, changes openapi.json, runs the copy's own generator and bundles its entries. */
export async function mutatedTree(): Promise<MutatedTree> {
  const started = performance.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'sdk-mutation-'));
  for (const rel of COPIED)
    await cp(path.join(ROOT, rel), path.join(dir, rel), {
      recursive: true,
      filter: (from) => !SKIPPED.has(path.basename(from)),
    });
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const text = await readFile(path.join(dir, 'openapi.json'), 'utf8');
  await writeFile(path.join(dir, 'openapi.json'), `${JSON.stringify(mutate(text), null, 2)}\n`);
  await run(process.execPath, [path.join(dir, 'scripts/generate.mjs')], { cwd: dir });

  const changed: string[] = [];
  for (const rel of await filesUnder(dir)) {
    const mine = await readFile(path.join(dir, rel));
    const theirs = await readFile(path.join(ROOT, rel)).catch(() => undefined);
    if (theirs === undefined || !mine.equals(theirs)) changed.push(rel);
  }

  const out = path.join(dir, 'out');
  await build({
    entryPoints: {
      sdk: path.join(dir, 'src/index.ts'),
      testing: path.join(dir, 'src/testing/index.ts'),
      cli: path.join(dir, 'src/cli/bin.ts'),
    },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node18',
    // Optional peers, never loaded by what the test runs.
    external: ['msw', 'msw/*', 'ioredis', '@opentelemetry/api'],
    logLevel: 'silent',
  });
  return {
    dir,
    changed,
    sdk: path.join(out, 'sdk.mjs'),
    testing: path.join(out, 'testing.mjs'),
    cli: path.join(out, 'cli.mjs'),
    tookMs: performance.now() - started,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
