/**
 * Bounded memory against a hostile server: each case runs the SDK with default options in a child
 * process and asserts its peak RSS stays under 300 MB, the call ends in a typed error that holds no
 * key, and (bounded by bytes, not time) the client stopped reading instead of taking all the server
 * could send. 0.2.0 read each of these bodies to the end: gigabytes, or a hang.
 */
import type { ServerResponse } from 'node:http';
import { createGzip, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ChildReport,
  endless,
  forms,
  type HostileServer,
  KEY,
  MB,
  runInChild,
  startHostileServer,
} from './support.js';

const PEAK = 300 * MB;
/** The default `maxResponseBytes`. */
const CAP = 32 * MB;

let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function expectBounded(report: ChildReport): void {
  expect(report.result).toBe('rejected');
  expect(report.error?.isSportsDataError).toBe(true);
  expect(forms(report)).not.toContain(KEY);
  expect(report.maxRSS).toBeLessThan(PEAK);
}

const GET_PLAYER = `await new sdk.SportsData({ apiKey: KEY, baseURL: BASE }).players.get('plr_1');`;

describe('API answers are read under maxResponseBytes (32 MiB by default)', { timeout: 60_000 }, () => {
  it('a body that never ends: response_too_large after one request, not a timeout at gigabytes', async () => {
    server = await startHostileServer(async (_req, res, write) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      await write('{"id":"plr_1","name":"');
      await endless(write, 'x'.repeat(64 * 1024));
    });
    const report = await runInChild(GET_PLAYER, server.url);
    expectBounded(report);
    expect(report.error).toMatchObject({ name: 'APIError', type: 'response_too_large', status: 200 });
    expect(report.error?.message).toMatch(/maxResponseBytes \(33554432 bytes/);
    expect(server.seen).toHaveLength(1);
    // The client stopped at the cap: what it let through is the cap plus what the socket buffers.
    expect(server.sent()).toBeLessThan(CAP + 16 * MB);
  });

  it('a gzip bomb (Content-Encoding: gzip, 256 MiB of zeros in 256 kB): the cap counts decoded bytes', async () => {
    const bomb = gzipSync(Buffer.alloc(256 * MB), { level: 9 });
    expect(bomb.byteLength).toBeLessThan(MB);
    server = await startHostileServer(async (_req, res, write) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      await write(bomb);
      res.end();
    });
    const report = await runInChild(GET_PLAYER, server.url);
    expectBounded(report);
    expect(report.error).toMatchObject({ type: 'response_too_large', status: 200 });
    expect(server.seen).toHaveLength(1);
  });

  it('an endless gzip stream on a free read that answers 503: not retried, one request', async () => {
    server = await startHostileServer(async (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      await pumpGzip(res, '{"error":"', 'x');
    });
    const report = await runInChild(GET_PLAYER, server.url);
    expectBounded(report);
    expect(report.error).toMatchObject({ type: 'response_too_large', status: 503 });
    expect(server.seen).toHaveLength(1);
  });

  it('a 1 GiB body with its Content-Length: refused unread, not an APIConnectionError retried twice', async () => {
    server = await startHostileServer(async (_req, res, write) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(1024 * MB) });
      await endless(write, Buffer.alloc(64 * 1024, 0x20));
    });
    const report = await runInChild(GET_PLAYER, server.url);
    expectBounded(report);
    expect(report.error).toMatchObject({ name: 'APIError', type: 'response_too_large', status: 200 });
    expect(report.error?.message).toMatch(/Content-Length/);
    expect(server.seen).toHaveLength(1);
    expect(server.sent()).toBeLessThan(CAP);
  });

  it('maxResponseBytes is a client option: a smaller cap stops sooner, a bigger one lets a body through', async () => {
    const body = JSON.stringify({ id: 'plr_1', name: 'x'.repeat(2 * MB) });
    server = await startHostileServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    const small = await runInChild(
      `await new sdk.SportsData({ apiKey: KEY, baseURL: BASE, maxResponseBytes: ${MB} }).players.get('plr_1');`,
      server.url,
    );
    expect(small.error).toMatchObject({ type: 'response_too_large' });
    const big = await runInChild(
      `const p = await new sdk.SportsData({ apiKey: KEY, baseURL: BASE, maxResponseBytes: ${4 * MB} }).players.get('plr_1');
       if (p.name.length !== ${2 * MB}) throw new Error('wrong body');`,
      server.url,
    );
    expect(big.result).toBe('resolved');
  });
});

/** A succeeded job whose file lives on the hostile server. */
function downloadJob(format: 'csv' | 'jsonl'): string {
  return `
    const client = new sdk.SportsData({ apiKey: KEY, baseURL: 'https://api.sports-data.example' });
    const job = { id: 'exp_1', status: 'succeeded', resource: 'players', format: '${format}',
      download_url: BASE + '/file.gz', row_count: 1, expires_at: '2999-01-01T00:00:00Z' };
    const file = await client.exports.download(job);
    for await (const row of file) void row;`;
}

/** Gzips `head`, then `chunk` for ever, into `res`, as fast as the client reads. */
async function pumpGzip(res: ServerResponse, head: string, chunk: string): Promise<void> {
  const gzip = createGzip();
  gzip.pipe(res);
  const piece = Buffer.from(chunk.repeat(Math.ceil((256 * 1024) / chunk.length)));
  gzip.write(head);
  while (!res.destroyed) {
    if (!gzip.write(piece)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.destroy();
}

/** Serves a gzip export file whose text is `head` then `chunk` for ever. */
function endlessGzipFile(head: string, chunk: string) {
  return async (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/gzip' });
    await pumpGzip(res, head, chunk);
  };
}

describe('export files: a record that never ends fails with parse_error once past its cap', {
  timeout: 60_000,
}, () => {
  // [what, format, the file's text before the part that repeats for ever, that part, the error's message]
  it.each([
    [
      'CSV: one quoted field that never ends',
      'csv',
      'id,name\n1,"',
      'x',
      /Record 2 .* longer than 16777216 bytes .*quoted field/,
    ],
    ['CSV: a header row that never ends', 'csv', '', 'column,', /header row .* more than 10000 columns/],
    [
      'CSV: a header row that never ends, without a comma',
      'csv',
      '',
      'x',
      /header row .* longer than 16777216 bytes/,
    ],
    [
      'JSONL: a line that never ends',
      'jsonl',
      '{"id":"',
      'x',
      /Line 1 of the export file is longer than 67108864 bytes/,
    ],
  ] as const)('%s', async (_label, format, head, chunk, message) => {
    server = await startHostileServer(endlessGzipFile(head, chunk));
    const report = await runInChild(downloadJob(format), server.url);
    expectBounded(report);
    expect(report.error).toMatchObject({ name: 'ExportDownloadError', reason: 'parse_error' });
    expect(report.error?.message).toMatch(message);
  });
});
