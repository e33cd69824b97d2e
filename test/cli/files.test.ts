/**
 * `--out` never damages what the CLI did not create: an existing FILE is refused without
 * `--force` (before anything is created or billed), replaced only once the download has
 * verified, followed through a symlink, and a FIFO is written and never removed. A failed download
 * leaves the target's bytes as they were and no temporary file behind.
 */
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, runCli, useCliFake } from './helpers.js';

const cli = useCliFake({ jobDurationMs: 3_600_000 });
const root = mkdtempSync(join(tmpdir(), 'sports-data-cli-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const OLD = Buffer.from('kept: the file that was there before\n');
let dir: string;
let n = 0;
beforeEach(() => {
  dir = join(root, `case-${n++}`);
  mkdirSync(dir);
});

let jobId: string;
let served: Buffer;
beforeAll(async () => {
  const created = await runCli(['exports', 'create', '--resource', 'teams', '--format', 'csv', '--wait'], {
    env: cli.env('developer'),
  });
  expect(created.code, created.stderr).toBe(0);
  jobId = JSON.parse(created.stdout).id;
  const job = (await (
    await fetch(`${cli.fake.url}/v1/exports/${jobId}`, {
      headers: { authorization: `Bearer ${cli.fake.keys.developer}` },
    })
  ).json()) as { download_url: string };
  served = Buffer.from(await (await fetch(job.download_url)).arrayBuffer());
});

/** The next file request gets headers and half a body of garbage, then a dropped connection. */
function breakNextFile(): void {
  cli.fake.service.faults.inject({
    operationId: 'download_export_file',
    status: 200,
    body: 'not gzip at all '.repeat(2_000),
    reset: 'after-headers',
  });
}

const download = (...extra: string[]) =>
  runCli(['exports', 'download', jobId, ...extra], { env: cli.env('developer') });
const names = () => readdirSync(dir).sort();

describe('exports download --out: an existing file', () => {
  it('without --force: exit 2 before any file request, the file as it was', async () => {
    const out = join(dir, 'teams.csv.gz');
    writeFileSync(out, OLD);
    const files = cli.fake.service.fileRequests.length;
    const result = await download('--out', out);
    expect(result.code).toBe(2);
    expect(errorOf(result)).toMatchObject({ type: 'usage_error', code: 'file_exists' });
    expect(errorOf(result).message).toMatch(
      /already exists; pass overwrite: true \(the CLI: --force\) to replace it/,
    );
    expect(cli.fake.service.fileRequests.length).toBe(files);
    expect(readFileSync(out).equals(OLD)).toBe(true);
  });

  it('exports create --wait --out into a missing directory: exit 2 saying so, nothing created or billed', async () => {
    const out = join(dir, 'no-such-dir', 'teams.csv');
    const creates = cli.fake.service.countRequests('create_export');
    const result = await runCli(
      ['exports', 'create', '--resource', 'teams', '--format', 'csv', '--wait', '--out', out],
      { env: cli.env('developer') },
    );
    expect(result.code).toBe(2);
    expect(errorOf(result)).toMatchObject({ type: 'usage_error', code: 'missing_directory' });
    expect(errorOf(result).message).toMatch(/its directory does not exist/);
    expect(cli.fake.service.countRequests('create_export')).toBe(creates);
    expect(names()).not.toContain('no-such-dir');
  });

  it('exports create --wait --out on an existing file: nothing is created, nothing billed', async () => {
    const out = join(dir, 'teams.csv');
    writeFileSync(out, OLD);
    const creates = cli.fake.service.countRequests('create_export');
    const result = await runCli(
      ['exports', 'create', '--resource', 'teams', '--format', 'csv', '--wait', '--out', out],
      { env: cli.env('developer') },
    );
    expect(result.code).toBe(2);
    expect(cli.fake.service.countRequests('create_export')).toBe(creates);
    expect(readFileSync(out).equals(OLD)).toBe(true);
  });

  it('--force and a download that breaks mid-file: exit 1, the old bytes, no temporary file', async () => {
    const out = join(dir, 'teams.csv.gz');
    writeFileSync(out, OLD);
    breakNextFile();
    const result = await download('--out', out, '--force');
    expect(result.code, result.stderr).toBe(1);
    expect(errorOf(result).type).toBe('export_download_error');
    expect(readFileSync(out).equals(OLD)).toBe(true);
    expect(names()).toEqual(['teams.csv.gz']);
  });

  it('--force and success: replaced by the file as served', async () => {
    const out = join(dir, 'teams.csv.gz');
    writeFileSync(out, OLD);
    const result = await download('--out', out, '--force');
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(out).equals(served)).toBe(true);
    expect(names()).toEqual(['teams.csv.gz']);
  });

  it('a directory: exit 2, and it stays', async () => {
    const result = await download('--out', dir, '--force');
    expect(result.code).toBe(2);
    expect(errorOf(result).message).toMatch(/is a directory/);
    expect(lstatSync(dir).isDirectory()).toBe(true);
  });
});

describe('exports download --out: links, FIFOs, stdout', () => {
  it('a symlink: a failure leaves link and target alone; success replaces the target, keeps the link', async () => {
    const real = join(dir, 'real.csv.gz');
    const link = join(dir, 'link.csv.gz');
    writeFileSync(real, OLD);
    symlinkSync('real.csv.gz', link);
    breakNextFile();
    const failed = await download('--out', link, '--force');
    expect(failed.code, failed.stderr).toBe(1);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real).equals(OLD)).toBe(true);
    expect(names()).toEqual(['link.csv.gz', 'real.csv.gz']);

    const done = await download('--out', link, '--force');
    expect(done.code, done.stderr).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real).equals(served)).toBe(true);
  });

  it('a FIFO is written directly and never removed, on failure or success', async () => {
    const fifo = join(dir, 'pipe.csv.gz');
    execFileSync('mkfifo', [fifo]);
    const drain = () =>
      new Promise<Buffer>((resolve, reject) => {
        const parts: Buffer[] = [];
        createReadStream(fifo)
          .on('data', (c) => parts.push(c as Buffer))
          .on('end', () => resolve(Buffer.concat(parts)))
          .on('error', reject);
      });
    breakNextFile();
    const partial = drain();
    const failed = await download('--out', fifo);
    expect(failed.code, failed.stderr).toBe(1);
    await partial;
    expect(lstatSync(fifo).isFIFO()).toBe(true);

    const whole = drain();
    const done = await download('--out', fifo);
    expect(done.code, done.stderr).toBe(0);
    expect((await whole).equals(served)).toBe(true);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(names()).toEqual(['pipe.csv.gz']);
  });

  it('--out - writes the decompressed text to stdout', async () => {
    const result = await download('--out', '-');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.split('\r\n')[0]).toMatch(/^id,/);
    expect(names()).toEqual([]);
  });
});
