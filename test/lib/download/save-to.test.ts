/**
 * `saveTo` never damages what it did not create: a failed download leaves the target exactly as
 * it was (bytes compared) and no temporary file beside it; a success replaces a file atomically and
 * only when asked; symlinks are followed and kept; FIFOs and devices are written, never removed.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APIUserAbortError, ExportDownloadError, InvalidArgumentError } from '../../../src/index.js';
import type { ExportProgress } from '../../../src/lib/download/checked-chunks.js';
import { client, gzip, job, jsonl, players, rejection, serveBytes, useServers } from './helpers.js';

const { api, files } = useServers();
const text = jsonl(players(2_000));
const file = gzip(text);
const OLD = Buffer.from('the file that was there before\n');
let root: string;
let dir: string;

/** Sends the headers and the first part of a file, then drops the connection. */
function cutShort(bytes: Uint8Array, keep: number) {
  return (_req: unknown, res: import('node:http').ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(bytes.byteLength) });
    res.write(bytes.subarray(0, keep), () => res.destroy());
  };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sports-data-save-'));
  files.route('/f/good', serveBytes(file));
  files.route('/f/cut', cutShort(file, Math.floor(file.byteLength / 2)));
  // Half the file, then nothing more: the caller stops it.
  files.route('/f/stall', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(file.byteLength) });
    res.write(file.subarray(0, Math.floor(file.byteLength / 2)));
  });
  files.route('/f/not-gzip', serveBytes(new Uint8Array(4_000).fill(7)));
  // A whole, valid gzip file with fewer rows than the job promises.
  files.route('/f/short', serveBytes(gzip(jsonl(players(10)))));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
let n = 0;
beforeEach(async () => {
  dir = join(root, `case-${n++}`);
  await mkdir(dir);
});

const open = (path: string, rowCount: number | null = 2_000) =>
  client(api.origin).exports.download(job({ download_url: `${files.origin}${path}`, row_count: rowCount }));

/** The directory's names: a temporary file left behind would show up here. */
const names = async () => (await readdir(dir)).sort();

describe('saveTo: a regular file', () => {
  it('a new file appears only once complete, with the bytes served and no temporary file', async () => {
    const target = join(dir, 'players.jsonl.gz');
    const saved = await (await open('/f/good')).saveTo(target);
    expect(saved).toEqual({ path: target, bytes: file.byteLength, rows: 2_000 });
    expect(Buffer.compare(await readFile(target), file)).toBe(0);
    expect(await names()).toEqual(['players.jsonl.gz']);
  });

  it.each([
    ['the connection breaks mid-file', '/f/cut', 'truncated', false],
    ['the gzip bytes are damaged (kept as gzip)', '/f/not-gzip', 'corrupt_file', false],
    ['fewer rows than row_count (kept as gzip)', '/f/short', 'truncated', false],
    ['the connection breaks mid-file (decompressed)', '/f/cut', 'truncated', true],
    ['fewer rows than row_count (decompressed)', '/f/short', 'truncated', true],
  ])('%s: a new target never appears, no temporary file stays', async (_, path, reason, decompress) => {
    const target = join(dir, 'new.jsonl');
    const error = await rejection((await open(path)).saveTo(target, { decompress }));
    expect(error).toBeInstanceOf(ExportDownloadError);
    expect(error).toMatchObject({ reason });
    expect(await names()).toEqual([]);
  });

  it("fewer rows than row_count: the job's own id is quoted cut, however long it came", async () => {
    const long = job({
      id: `exp_${'x'.repeat(1_000_000)}`,
      download_url: `${files.origin}/f/short`,
      row_count: 2_000,
    });
    const error = await rejection(
      (await client(api.origin).exports.download(long)).saveTo(join(dir, 'new.jsonl.gz')),
    );
    expect(error).toMatchObject({ reason: 'truncated' });
    expect((error as Error).message.length).toBeLessThan(1_000);
  });

  it('a target the file system cannot take (/dev/full: ENOSPC) is io_error, typed', async () => {
    const error = await rejection((await open('/f/good')).saveTo('/dev/full'));
    expect(error).toBeInstanceOf(ExportDownloadError);
    expect(error).toMatchObject({ reason: 'io_error' });
    expect((error as Error).message).toContain('no space left on its device (ENOSPC)');
    expect((error as Error & { cause: { code?: string } }).cause.code).toBe('ENOSPC');
    // The job is done by then: which one, and how to get its file again (contract section 13).
    expect((error as Error).message).toContain(
      "Export job exp_test1 is done on the service: download its file again with client.exports.download('exp_test1').",
    );
  });

  it('an existing file without overwrite: refused before the body is read, left as it was', async () => {
    const target = join(dir, 'existing.jsonl.gz');
    await writeFile(target, OLD);
    const downloaded = await open('/f/good');
    const error = await rejection(downloaded.saveTo(target));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ code: 'file_exists', param: 'path' });
    expect(String(error)).toMatch(/already exists; pass overwrite: true/);
    expect(downloaded.bodyUsed).toBe(true);
    expect(Buffer.compare(await readFile(target), OLD)).toBe(0);
    expect(await names()).toEqual(['existing.jsonl.gz']);
  });

  it.each([
    [
      'in a directory that does not exist',
      (d: string) => join(d, 'missing', 'new.jsonl'),
      /its directory does not exist \(ENOENT\)/,
    ],
    [
      'inside a regular file',
      (d: string) => join(d, 'a-file', 'new.jsonl'),
      /a-file is not a directory|not a directory \(ENOTDIR\)/,
    ],
  ])(
    'a new file %s: refused before the body is read, with the reason, nothing made',
    async (_, at, reason) => {
      await writeFile(join(dir, 'a-file'), OLD);
      const downloaded = await open('/f/good');
      const error = await rejection(downloaded.saveTo(at(dir)));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ param: 'path', code: 'missing_directory' });
      expect(String(error)).toMatch(reason);
      expect(await names()).toEqual(['a-file']);
      expect(Buffer.compare(await readFile(join(dir, 'a-file')), OLD)).toBe(0);
    },
  );

  it('overwrite: true and a failure mid-file: the old bytes stay, no temporary file', async () => {
    const target = join(dir, 'existing.jsonl.gz');
    await writeFile(target, OLD);
    const error = await rejection((await open('/f/cut')).saveTo(target, { overwrite: true }));
    expect(error).toMatchObject({ reason: 'truncated' });
    expect(Buffer.compare(await readFile(target), OLD)).toBe(0);
    expect(await names()).toEqual(['existing.jsonl.gz']);
  });

  it('overwrite: true and success: replaced whole, its permission bits kept', async () => {
    const target = join(dir, 'existing.jsonl');
    await writeFile(target, OLD, { mode: 0o640 });
    await (await open('/f/good')).saveTo(target, { overwrite: true, decompress: true });
    expect(await readFile(target, 'utf8')).toBe(text);
    expect((await lstat(target)).mode & 0o777).toBe(0o640);
    expect(await names()).toEqual(['existing.jsonl']);
  });

  it('a new file gets the mode any file the process makes gets (the umask), as in the Python client', async () => {
    const target = join(dir, 'new.jsonl.gz');
    await (await open('/f/good')).saveTo(target);
    const reference = join(dir, 'made-by-writeFile');
    await writeFile(reference, '');
    expect((await lstat(target)).mode & 0o777).toBe((await lstat(reference)).mode & 0o777);
  });

  it("stopped by the caller's signal mid-file: which job, and how to get its file again; no file left", async () => {
    const controller = new AbortController();
    const downloaded = await client(api.origin).exports.download(
      job({ download_url: `${files.origin}/f/stall`, row_count: 2_000 }),
      { signal: controller.signal },
    );
    const target = join(dir, 'stopped.jsonl.gz');
    const error = await rejection(downloaded.saveTo(target, { onProgress: () => controller.abort() }));
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(error).toMatchObject({ id: 'exp_test1', job: { id: 'exp_test1' } });
    expect((error as Error).message).toBe(
      `Stopped saving the file of export job exp_test1 to ${target} (a file there is as it was before); the job is done on the service: download its file again with client.exports.download('exp_test1').`,
    );
    expect(await names()).toEqual([]);
  });

  it('a directory is refused, and stays', async () => {
    const error = await rejection((await open('/f/good')).saveTo(dir, { overwrite: true }));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(String(error)).toMatch(/is a directory/);
    expect((await lstat(dir)).isDirectory()).toBe(true);
  });
});

describe('saveTo: a symlink', () => {
  it('is followed: its target is replaced on success, the link stays a link', async () => {
    const real = join(dir, 'real.jsonl.gz');
    const link = join(dir, 'link.jsonl.gz');
    await writeFile(real, OLD);
    await symlink('real.jsonl.gz', link);
    await (await open('/f/good')).saveTo(link, { overwrite: true });
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readlink(link)).toBe('real.jsonl.gz');
    expect(Buffer.compare(await readFile(real), file)).toBe(0);
    expect(await names()).toEqual(['link.jsonl.gz', 'real.jsonl.gz']);
  });

  it('a failure leaves the link and its target untouched', async () => {
    const real = join(dir, 'real.jsonl.gz');
    const link = join(dir, 'link.jsonl.gz');
    await writeFile(real, OLD);
    await symlink(real, link);
    const error = await rejection((await open('/f/cut')).saveTo(link, { overwrite: true }));
    expect(error).toMatchObject({ reason: 'truncated' });
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(Buffer.compare(await readFile(real), OLD)).toBe(0);
    expect(await names()).toEqual(['link.jsonl.gz', 'real.jsonl.gz']);
  });

  it('a link to a file that does not exist yet creates that file, and keeps the link', async () => {
    const link = join(dir, 'link.jsonl.gz');
    await symlink('later.jsonl.gz', link);
    await (await open('/f/good')).saveTo(link);
    expect(Buffer.compare(await readFile(join(dir, 'later.jsonl.gz')), file)).toBe(0);
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
  });
});

describe('saveTo: not a regular file', () => {
  /** Reads everything written into a FIFO until the writer closes it. */
  function drainFifo(path: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const parts: Buffer[] = [];
      createReadStream(path)
        .on('data', (chunk) => parts.push(chunk as Buffer))
        .on('end', () => resolve(Buffer.concat(parts)))
        .on('error', reject);
    });
  }

  it('a FIFO is written directly (no temporary file) and still there after success and failure', async () => {
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const received = drainFifo(fifo);
    await (await open('/f/good')).saveTo(fifo);
    expect(Buffer.compare(await received, file)).toBe(0);
    expect(await names()).toEqual(['pipe']);

    const partial = drainFifo(fifo);
    const error = await rejection((await open('/f/cut')).saveTo(fifo));
    expect(error).toMatchObject({ reason: 'truncated' });
    expect((await partial).byteLength).toBeLessThan(file.byteLength);
    expect((await lstat(fifo)).isFIFO()).toBe(true);
    expect(await names()).toEqual(['pipe']);
  });

  it('a character device (a null device made in the temp dir) is never removed by a failure', async () => {
    const device = join(dir, 'null');
    let made = true;
    try {
      // The same device as /dev/null, under a name of our own: /dev/null itself is never at risk.
      execFileSync('mknod', [device, 'c', '1', '3'], { stdio: 'ignore' });
    } catch {
      made = false;
    }
    // Without the right to make devices, a FIFO stands in for the special file (same code path).
    if (!made) execFileSync('mkfifo', [device]);
    const sink = made ? Promise.resolve(Buffer.alloc(0)) : drainFifo(device);
    const error = await rejection((await open('/f/not-gzip')).saveTo(device));
    expect(error).toMatchObject({ reason: 'corrupt_file' });
    await sink;
    const stat = await lstat(device);
    expect(made ? stat.isCharacterDevice() : stat.isFIFO()).toBe(true);
    expect(await names()).toEqual(['null']);
  });
});

describe('progress', () => {
  it('onProgress sees bytes and rows grow to the totals, with the expected rows from the job', async () => {
    const seen: ExportProgress[] = [];
    const target = join(dir, 'p.jsonl');
    await (await open('/f/good')).saveTo(target, {
      decompress: true,
      onProgress: (p) => seen.push({ ...p }),
    });
    const last = seen[seen.length - 1]!;
    expect(last).toEqual({ bytes: Buffer.byteLength(text), rows: 2_000, expectedRows: 2_000 });
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]!.bytes).toBeGreaterThanOrEqual(seen[i - 1]!.bytes);
      expect(seen[i]!.rows).toBeGreaterThanOrEqual(seen[i - 1]!.rows);
    }
  });

  it('gzip kept as served: rows counted from an inflated copy; stream() with onProgress verifies too', async () => {
    const seen: ExportProgress[] = [];
    const saved = await (await open('/f/good', null)).saveTo(join(dir, 'p.jsonl.gz'), {
      onProgress: (p) => seen.push(p),
    });
    expect(saved.rows).toBe(2_000);
    expect(seen[seen.length - 1]).toEqual({ bytes: file.byteLength, rows: 2_000, expectedRows: undefined });

    const reader = (await open('/f/short')).stream({ onProgress: () => {} }).getReader();
    const error = await rejection(
      (async () => {
        for (;;) if ((await reader.read()).done) return;
      })(),
    );
    expect(error).toMatchObject({ reason: 'truncated' });
  });
});
