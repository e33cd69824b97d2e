/**
 * Every TypeScript, CLI and curl sample of the reference site runs against the fake, exactly as the
 * site shows it (scripts/site/samples.mjs makes both): TypeScript samples import the built package
 * (`sports-data-sdk` resolved through package.json's exports to dist/, as a user's project would)
 * and type-check under strict settings; CLI samples run the package's `sports-data` bin; curl
 * samples send the request itself. Python samples run in python/tests/e2e/test_site_samples.py.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sample, allSamples } from '../../scripts/site/samples.mjs';
import { SportsData } from '../../src/index.js';
import { type FakeServer, createFakeServer } from '../../src/testing/index.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..', '..');
const samples = await allSamples();
const tsSamples = samples.filter((s) => s.run === 'node');
const shellSamples = samples.filter((s) => s.run === 'bash');

let fake: FakeServer;
let work: string;
let env: NodeJS.ProcessEnv;
const tsResults = new Map<string, { ok: boolean; out: string }>();
let typecheck = { ok: false, out: '' };

/** A project outside the repository with the package as built (dist/, package.json) and @types/node. */
function project(dir: string): void {
  mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
  symlinkSync(ROOT, join(dir, 'node_modules', 'sports-data-sdk'), 'dir');
  symlinkSync(
    join(ROOT, 'node_modules', '@types', 'node'),
    join(dir, 'node_modules', '@types', 'node'),
    'dir',
  );
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  const compilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'nodenext',
    moduleResolution: 'nodenext',
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
  // The CLI as an installed package puts it on PATH (`npx sports-data`, or a global install).
  mkdirSync(join(dir, 'bin'));
  writeFileSync(
    join(dir, 'bin', 'sports-data'),
    `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'dist', 'cli', 'bin.js')}" "$@"\n`,
    { mode: 0o755 },
  );
}

const fileOf = (sample: Sample) => sample.id.replace(/[^\w]/g, '_');

/** One Node process imports every TypeScript sample in turn (as plain ES modules) and reports each. */
const RUNNER = `
import { format } from 'node:util';
const results = {};
for (const file of JSON.parse(process.argv[2])) {
  const out = [];
  const log = console.log;
  console.log = (...args) => out.push(format(...args));
  try {
    await import('./' + file + '.mjs');
    results[file] = { ok: true, out: out.join('\\n') };
  } catch (error) {
    results[file] = { ok: false, out: out.join('\\n') + '\\n' + (error?.stack ?? String(error)) };
  } finally {
    console.log = log;
  }
}
process.stdout.write(JSON.stringify(results));
process.exit(0);
`;

beforeAll(async () => {
  fake = await createFakeServer({ rateLimits: false });
  work = mkdtempSync(join(tmpdir(), 'sports-data-site-samples-'));
  project(work);
  env = {
    PATH: `${join(work, 'bin')}:${process.env.PATH}`,
    HOME: work,
    SERVICE_API_KEY: fake.keys.developer,
    SERVICE_BASE_URL: fake.url,
    SERVICE_WEBHOOK_SECRET: fake.service.account(fake.service.accountIds.developer).webhookSecret,
    NODE_NO_WARNINGS: '1',
  };
  for (const sample of tsSamples) {
    writeFileSync(join(work, `${fileOf(sample)}.ts`), sample.code);
    const { code } = await transform(sample.code, { loader: 'ts', format: 'esm', target: 'node18' });
    writeFileSync(join(work, `${fileOf(sample)}.mjs`), code);
  }
  writeFileSync(join(work, 'runner.mjs'), RUNNER);
  const [ran, checked] = await Promise.all([
    run(process.execPath, ['runner.mjs', JSON.stringify(tsSamples.map(fileOf))], {
      cwd: work,
      env,
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    }),
    run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', work], {
      cwd: work,
      timeout: 600_000,
    }).then(
      (r) => ({ ok: true, out: r.stdout }),
      (error: { stdout?: string }) => ({ ok: false, out: error.stdout ?? String(error) }),
    ),
  ]);
  for (const [file, result] of Object.entries(
    JSON.parse(ran.stdout) as Record<string, { ok: boolean; out: string }>,
  ))
    tsResults.set(file, result);
  typecheck = checked;
}, 900_000);

afterAll(async () => {
  await fake?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the site shows a sample of every operation in four languages', () => {
  it('has a TypeScript, Python, CLI and curl sample of every operation, and page samples', () => {
    const byOperation = new Map<string, string[]>();
    for (const s of samples.filter((x) => x.anchor))
      byOperation.set(s.anchor as string, [
        ...(byOperation.get(s.anchor as string) ?? []),
        s.label ?? s.lang,
      ]);
    expect(byOperation.size).toBeGreaterThanOrEqual(27);
    for (const langs of byOperation.values()) expect(langs.sort()).toEqual(['CLI', 'curl', 'python', 'ts']);
    expect(samples.filter((s) => !s.anchor && s.lang === 'ts').length).toBeGreaterThan(8);
    expect(samples.filter((s) => !s.anchor && s.lang === 'python').length).toBeGreaterThan(8);
  });

  it('every TypeScript sample type-checks under strict settings against the built package', () => {
    expect(typecheck.out).toBe('');
    expect(typecheck.ok).toBe(true);
  });
});

describe.each(tsSamples.map((s) => [s.id, s] as const))('TypeScript sample %s', (_, sample) => {
  it('runs against the fake and prints what it read', () => {
    const result = tsResults.get(fileOf(sample));
    expect(result?.out).toBeTruthy();
    expect(result?.ok, result?.out).toBe(true);
  });
});

/** A fresh object for a sample that names one (`$RUN_ID`, `$ALERT_ID`, `$EXPORT_ID`), made with the SDK. */
async function made(names: string[]): Promise<Record<string, string>> {
  const client = new SportsData({ apiKey: fake.keys.developer, baseURL: fake.url });
  const out: Record<string, string> = {};
  for (const name of names) {
    if (name === 'RUN_ID')
      out[name] = (await client.query.create({ prompt: 'Who leads football in passing yards?' })).run_id;
    else if (name === 'ALERT_ID')
      out[name] = (await client.alerts.create({ name: 'site sample', filters: { sport: 'football' } })).id;
    else if (name === 'EXPORT_ID')
      out[name] = (
        await client.exports.create({ resource: 'teams', format: 'csv', filters: { sport: 'football' } })
      ).id;
    else throw new Error(`a sample reads ${name}, which this test cannot make`);
  }
  return out;
}

describe.each(shellSamples.map((s) => [s.id, s] as const))('shell sample %s', (_, sample) => {
  it('runs in bash against the fake and prints the answer', async () => {
    const { stdout } = await run('bash', ['-eo', 'pipefail', '-c', sample.code], {
      cwd: work,
      env: { ...env, ...(await made(sample.env)) },
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(stdout.trim()).not.toBe('');
  });
});
