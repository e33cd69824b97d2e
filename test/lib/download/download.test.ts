import { describe, expect, it } from 'vitest';
import { APIError, ExportDownloadError, InvalidArgumentError } from '../../../src/index.js';
import { client, drain, job, KEY, rejection, serveBytes, serveJob, usePlayersFile } from './helpers.js';

const { api, files, rows, file } = usePlayersFile();

describe('exports.download: which job, which link', () => {
  it('given an id, fetches the job first (GET /v1/exports/{id}, with the key), then the file', async () => {
    files.route('/f/by-id.jsonl.gz', serveBytes(file));
    api.route(
      '/v1/exports/exp_byid',
      serveJob(job({ id: 'exp_byid', download_url: `${files.origin}/f/by-id.jsonl.gz?sig=abc` })),
    );

    const downloaded = await client(api.origin).exports.download('exp_byid');
    expect(await drain(downloaded)).toEqual(rows);
    expect(downloaded.job.id).toBe('exp_byid');
    expect(api.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/exports/exp_byid']);
    expect(api.received[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(files.received.map((r) => r.path)).toEqual(['/f/by-id.jsonl.gz']);
  });

  it('an answer about another job ends in invalid_response, with no file request and none of its rows', async () => {
    files.route('/f/other.jsonl.gz', serveBytes(file));
    api.route(
      '/v1/exports/exp_A',
      serveJob(job({ id: 'exp_B', download_url: `${files.origin}/f/other.jsonl.gz` })),
    );
    const error = await rejection(client(api.origin).exports.download('exp_A'));
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ type: 'invalid_response', status: 200 });
    expect((error as Error).message).toMatch(
      /Asked for export job exp_A, the service answered with job exp_B/,
    );
    expect(files.received).toHaveLength(0);
  });

  it('refuses a job that has not succeeded, without any file request', async () => {
    for (const status of ['queued', 'running'] as const) {
      const error = await rejection(
        client(api.origin).exports.download(job({ status, download_url: `${files.origin}/f/x` })),
      );
      expect(error).toBeInstanceOf(ExportDownloadError);
      expect(error).toMatchObject({ reason: 'not_succeeded' });
      expect((error as Error).message).toContain('exports.poll');
    }
    api.route(
      '/v1/exports/exp_failed',
      serveJob(
        job({
          id: 'exp_failed',
          status: 'failed',
          download_url: undefined as never,
          error: { code: 'export_row_limit_exceeded', message: 'Too many rows.' },
        } as never),
      ),
    );
    const failed = await rejection(client(api.origin).exports.download('exp_failed'));
    expect(failed).toMatchObject({ name: 'ExportDownloadError', reason: 'not_succeeded' });
    expect((failed as Error).message).toContain('export_row_limit_exceeded');
    expect(api.received).toHaveLength(1);
    expect(files.received).toHaveLength(0);
  });

  it("a job's own text in the refusal is cut before it is cleaned (a server sending megabytes makes no huge error)", async () => {
    const huge = 'x'.repeat(2_000_000);
    const failed = job({
      id: `exp_${huge}`,
      status: 'failed',
      download_url: undefined as never,
      error: { code: huge, message: huge },
    } as never);
    const error = await rejection(client(api.origin).exports.download(failed));
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'not_succeeded' });
    expect((error as Error).message.length).toBeLessThan(5_000);
    expect((error as Error).message).toContain(`${'x'.repeat(100)}…`);
    const expired = job({
      id: `exp_${huge}`,
      download_url: `${files.origin}/f/x`,
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const late = await rejection(client(api.origin).exports.download(expired));
    expect(late).toMatchObject({ name: 'ExportDownloadError', reason: 'url_expired' });
    expect((late as Error).message.length).toBeLessThan(1_000);
    expect(files.received).toHaveLength(0);
  });

  it('refuses an expired link locally (url_expired), without any file request', async () => {
    const expired = job({
      download_url: `${files.origin}/f/x`,
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const error = await rejection(client(api.origin).exports.download(expired));
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'url_expired' });
    expect(files.received).toHaveLength(0);
  });

  it('checks the expected resource and format (job_mismatch) before fetching', async () => {
    const error = await rejection(
      client(api.origin).exports.download(job({ download_url: `${files.origin}/f/x` }), {
        resource: 'teams',
        format: 'jsonl',
      }),
    );
    expect(error).toMatchObject({ reason: 'job_mismatch' });
    expect(files.received).toHaveLength(0);
  });

  it('rejects a bad argument with InvalidArgumentError', async () => {
    await expect(client(api.origin).exports.download(42 as never)).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
    await expect(client(api.origin).exports.download('')).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});
