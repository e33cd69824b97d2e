import { describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ExportDownloadError,
  SportsDataError,
} from '../../../src/index.js';
import * as kit from './helpers.js';

const { api, files } = kit.useServers();
const body = kit.jsonl(kit.players(2_000));
const file = kit.gzip(body);

async function rowsError(
  path: string,
  overrides: Parameters<typeof kit.job>[0] | object = {},
  timeout?: number,
): Promise<unknown> {
  const downloaded = await kit
    .client(api.origin, timeout ? { timeout } : {})
    .exports.download(kit.job({ download_url: `${files.origin}${path}`, ...overrides }));
  const error = await kit.rejection(kit.drain(downloaded));
  expect(error).toBeInstanceOf(SportsDataError);
  return error;
}

describe('a broken file ends in a typed error', () => {
  it('malformed gzip → corrupt_file (rows and decompressed stream)', async () => {
    const garbage = new TextEncoder().encode('this is not gzip at all\n'.repeat(100));
    files.route('/f/garbage', kit.serveBytes(garbage));
    expect(await rowsError('/f/garbage')).toMatchObject({
      name: 'ExportDownloadError',
      reason: 'corrupt_file',
    });

    const downloaded = await kit
      .client(api.origin)
      .exports.download(kit.job({ download_url: `${files.origin}/f/garbage` }));
    const error = await kit.rejection(kit.readAll(downloaded.stream({ decompress: true })));
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'corrupt_file' });
  });

  it('damaged gzip data (a flipped byte in the middle) → corrupt_file', async () => {
    const damaged = file.slice();
    for (let i = 100; i < 200; i++) damaged[i] = (damaged[i] as number) ^ 0xff;
    files.route('/f/damaged', kit.serveBytes(damaged));
    expect(await rowsError('/f/damaged')).toMatchObject({ reason: 'corrupt_file' });
  });

  it('a gzip stream cut short (complete HTTP response) → corrupt_file', async () => {
    files.route('/f/cut', kit.serveBytes(file.subarray(0, Math.floor(file.byteLength / 2))));
    expect(await rowsError('/f/cut')).toMatchObject({ name: 'ExportDownloadError', reason: 'corrupt_file' });
  });

  it('a valid gzip of a file cut mid-line → parse_error', async () => {
    files.route('/f/midline', kit.serveBytes(kit.gzip(body.slice(0, body.length / 2 + 7))));
    const error = await rowsError('/f/midline');
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'parse_error' });
    expect((error as Error).message).toContain('cut short');
  });

  it('a JSONL line that is not JSON → parse_error naming the line', async () => {
    files.route('/f/badline', kit.serveBytes(kit.gzip('{"id":"plr_1"}\n{"id": nope}\n')));
    const error = await rowsError('/f/badline');
    expect(error).toMatchObject({ reason: 'parse_error' });
    expect((error as Error).message).toContain('Line 2');
  });

  it('a CSV with an unclosed quote → parse_error', async () => {
    files.route(
      '/f/bad.csv',
      kit.serveBytes(kit.gzip(`${kit.csv(kit.players(3))}plr_9,"never closed,x,y,1,2\r\n`)),
    );
    const error = await rowsError('/f/bad.csv', { format: 'csv' });
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'parse_error' });
  });

  it('the connection breaking mid-file → truncated', async () => {
    files.route('/f/reset', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(file.byteLength) });
      res.write(file.subarray(0, 4_000), () => setTimeout(() => res.destroy(), 20));
    });
    expect(await rowsError('/f/reset')).toMatchObject({ name: 'ExportDownloadError', reason: 'truncated' });
  });

  it('a stalled file → APIConnectionTimeoutError after `timeout` without data, not a hang', async () => {
    files.route('/f/stall', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      res.write(file.subarray(0, 2_000));
      // …and nothing more.
    });
    const started = Date.now();
    const error = await rowsError('/f/stall', {}, 300);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('no response headers within `timeout` → APIConnectionTimeoutError', async () => {
    files.route('/f/silent', () => {});
    const error = await kit.rejection(
      kit.client(api.origin).exports.download(kit.job({ download_url: `${files.origin}/f/silent` }), {
        timeout: 200,
      }),
    );
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
  });

  it('a slow reader is not timed out: the clock runs only while waiting on the network', async () => {
    files.route('/f/slow-reader', kit.serveBytes(file));
    const downloaded = await kit
      .client(api.origin)
      .exports.download(kit.job({ download_url: `${files.origin}/f/slow-reader` }), {
        timeout: 100,
      });
    let count = 0;
    for await (const _row of downloaded) {
      if (count++ === 0) await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(count).toBe(2_000);
  });

  it("the caller's signal aborts a download in progress → APIUserAbortError", async () => {
    files.route('/f/abort', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      res.write(file.subarray(0, 2_000));
    });
    const controller = new AbortController();
    const downloaded = await kit
      .client(api.origin)
      .exports.download(kit.job({ download_url: `${files.origin}/f/abort` }), {
        signal: controller.signal,
      });
    setTimeout(() => controller.abort(), 50);
    expect(await kit.rejection(kit.drain(downloaded))).toBeInstanceOf(APIUserAbortError);
  });

  it('a file host that cannot be reached → APIConnectionError', async () => {
    const gone = await kit.startServer();
    const url = `${gone.origin}/f/x`;
    await gone.close();
    const error = await kit.rejection(
      kit.client(api.origin).exports.download(kit.job({ download_url: url })),
    );
    expect(error).toBeInstanceOf(APIConnectionError);
  });

  it('errors carry no key and are ExportDownloadError instances', async () => {
    files.route('/f/garbage2', kit.serveBytes(new Uint8Array([1, 2, 3])));
    const error = await rowsError('/f/garbage2');
    expect(error).toBeInstanceOf(ExportDownloadError);
    expect(String(error)).not.toContain('svc_test_');
  });
});
