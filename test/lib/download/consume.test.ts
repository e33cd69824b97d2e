import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportDownloadError } from '../../../src/index.js';
import {
  client,
  drain,
  gzip,
  job,
  jsonl,
  players,
  readAll,
  rejection,
  serveBytes,
  useServers,
} from './helpers.js';

const { api, files } = useServers();
let dir: string;
const text = jsonl(players(3_000));
const file = gzip(text);

beforeAll(async () => {
  files.route('/f/file.jsonl.gz', serveBytes(file));
  dir = await mkdtemp(join(tmpdir(), 'sports-data-download-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const open = () =>
  client(api.origin).exports.download(job({ download_url: `${files.origin}/f/file.jsonl.gz` }));

describe('the bytes of the file', () => {
  it('stream() gives the gzip bytes exactly as served', async () => {
    const downloaded = await open();
    expect(Buffer.compare(await readAll(downloaded.stream({ decompress: false })), file)).toBe(0);
  });

  it('stream({ decompress: true }) gives the decompressed text', async () => {
    const downloaded = await open();
    expect(new TextDecoder().decode(await readAll(downloaded.stream({ decompress: true })))).toBe(text);
  });

  it('saveTo writes the same bytes (gzip by default, text with decompress)', async () => {
    const gzPath = join(dir, 'players.jsonl.gz');
    const saved = await (await open()).saveTo(gzPath);
    expect(saved).toEqual({ path: gzPath, bytes: file.byteLength, rows: 3_000 });
    expect(Buffer.compare(await readFile(gzPath), file)).toBe(0);

    const textPath = join(dir, 'players.jsonl');
    await (await open()).saveTo(textPath, { decompress: true });
    expect(await readFile(textPath, 'utf8')).toBe(text);
  });

  it('saveTo removes the partial file when the download fails', async () => {
    files.route('/f/corrupt', serveBytes(new Uint8Array(500).fill(7)));
    const path = join(dir, 'corrupt.jsonl');
    const downloaded = await client(api.origin).exports.download(
      job({ download_url: `${files.origin}/f/corrupt` }),
    );
    expect(await rejection(downloaded.saveTo(path, { decompress: true }))).toMatchObject({
      reason: 'corrupt_file',
    });
    await expect(readFile(path)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('the body is read once', () => {
  it('a second read throws body_used, whichever way either read is made', async () => {
    const first = await open();
    await drain(first);
    expect(first.bodyUsed).toBe(true);
    expect(() => first.rows()).toThrow(ExportDownloadError);
    expect(() => first.stream()).toThrow(expect.objectContaining({ reason: 'body_used' }));
    await expect(first.saveTo(join(dir, 'again'))).rejects.toMatchObject({ reason: 'body_used' });
    await expect(drain(first)).rejects.toMatchObject({ reason: 'body_used' });

    const second = await open();
    await readAll(second.stream());
    expect(() => second.rows()).toThrow(/already read \(by stream\(\)\)/);
  });

  it('cancel() closes an unread body, which then counts as used', async () => {
    const downloaded = await open();
    await downloaded.cancel();
    expect(() => downloaded.stream()).toThrow(expect.objectContaining({ reason: 'body_used' }));
  });

  it('cancelling a decompressed stream part-way releases the download', async () => {
    const downloaded = await open();
    const reader = downloaded.stream({ decompress: true }).getReader();
    const { value } = await reader.read();
    expect(value?.byteLength).toBeGreaterThan(0);
    await reader.cancel();
  });
});
