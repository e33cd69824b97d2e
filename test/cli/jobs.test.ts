/**
 * Long work: `--wait` for a query run and an export job, and export files written to disk, compared
 * byte for byte with what the fake's file host serves.
 */
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { errorOf, inTerminal, runCli, SGR, useCliFake } from './helpers.js';
import { argv } from '../support/argv.js';

// Jobs finish on their second poll only, never by the clock: a slow machine sees the same states.
const cli = useCliFake({ jobDurationMs: 3_600_000 });
const dir = mkdtempSync(join(tmpdir(), 'sports-data-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The export file exactly as the file host serves it, fetched by the test itself. */
async function served(id: string): Promise<Buffer> {
  const jobResponse = await fetch(`${cli.fake.url}/v1/exports/${id}`, {
    headers: { authorization: `Bearer ${cli.fake.keys.developer}` },
  });
  const job = (await jobResponse.json()) as { download_url: string };
  return Buffer.from(await (await fetch(job.download_url)).arrayBuffer());
}

describe('sports-data --wait and exports download', () => {
  it('query create --wait: one billed create, polls until completed, the run on stdout', async () => {
    const { service } = cli.fake;
    const creates = service.countRequests('create_query');
    const result = await runCli(
      argv('query create --sport basketball --wait --prompt', 'Who leads basketball in points_per_game?'),
      { env: cli.env('developer') },
    );
    expect(result.code, result.stderr).toBe(0);
    // stderr is a pipe here: no progress line.
    expect(result.stderr).toBe('');
    const run = JSON.parse(result.stdout);
    expect(run).toMatchObject({ status: 'completed', sport: 'basketball' });
    expect(run.answer).toMatch(/points_per_game/);
    expect(service.countRequests('create_query')).toBe(creates + 1);
    expect(
      service.requests.filter((r) => r.operationId === 'get_query' && r.path.endsWith(run.run_id)).length,
    ).toBeGreaterThan(0);
  });

  it('query create --wait at a terminal shows the whole answer in the table; a plain table still cuts it', async () => {
    const { code, screen } = await inTerminal(
      ['query', 'create', '--prompt', 'Who leads in sacks?', '--sport', 'football', '--wait'],
      cli.env('developer'),
    );
    expect(code, screen).toBe(0);
    const runId = /qr_[A-Za-z0-9]+/.exec(screen)?.[0];
    const run = (await (
      await fetch(`${cli.fake.url}/v1/query/${runId}`, {
        headers: { authorization: `Bearer ${cli.fake.keys.developer}` },
      })
    ).json()) as { answer: string };
    // Longer than a 120-column row has room for beside the field names: a cell would cut it.
    expect(run.answer.length).toBeGreaterThan(100);
    const answerLine = (text: string) =>
      text
        .replace(new RegExp(SGR.source, 'g'), '')
        .split(/\r?\n/)
        .find((line) => line.startsWith('answer'));
    expect(answerLine(screen)?.replace(/^answer\s+/, '')).toBe(run.answer);
    const plain = await inTerminal(['query', 'get', runId!], cli.env('developer'));
    expect(answerLine(plain.screen)).toMatch(/…$/);
  });

  it('--progress=always shows the job states on stderr, never on stdout', async () => {
    const result = await runCli(
      ['query', 'create', '--prompt', 'Top football passers', '--wait', '--progress=always'],
      {
        env: cli.env('developer'),
      },
    );
    expect(result.code, result.stderr).toBe(0);
    const run = JSON.parse(result.stdout);
    expect(result.stderr).toContain(`query run ${run.run_id}: running`);
    expect(result.stderr).toMatch(new RegExp(`query run ${run.run_id}: completed after \\d+\\.\\ds\\n$`));
    expect(result.stdout).not.toContain('\r');
  });

  it('a failed run exits 1 with job_failed and its code', async () => {
    const result = await runCli(['query', 'create', '--prompt', 'this one fails [fail]', '--wait'], {
      env: cli.env('developer'),
    });
    expect(result.code).toBe(1);
    expect(errorOf(result)).toMatchObject({ type: 'job_failed', code: 'query_failed' });
  });

  it('exports create --wait --out FILE.gz writes the gzip file byte for byte as served', async () => {
    const { service } = cli.fake;
    const out = join(dir, 'teams.csv.gz');
    const result = await runCli(
      argv('exports create --resource teams --format csv --filters.sport soccer --wait --out', out),
      { env: cli.env('developer') },
    );
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout);
    const soccer = service.data.teams.filter((t) => t.sport === 'soccer').length;
    expect(summary).toMatchObject({ path: out, rows: soccer, format: 'csv', gzip: true });
    const bytes = readFileSync(out);
    expect(summary.bytes).toBe(bytes.length);
    expect(bytes.equals(await served(summary.id))).toBe(true);
    expect(service.countRequests('create_export')).toBe(1);
  });

  it('exports create --wait --out /dev/full: the billed job is named, with the command to get its file, off a terminal too', async () => {
    const { service } = cli.fake;
    const creates = service.countRequests('create_export');
    const result = await runCli(argv('exports create --resource teams --format csv --wait --out /dev/full'), {
      env: cli.env('developer'),
    });
    expect(result.code, result.stderr).toBe(1);
    expect(service.countRequests('create_export')).toBe(creates + 1);
    const id = service.requests
      .filter((r) => r.operationId === 'get_export')
      .at(-1)
      ?.path.split('/')
      .pop();
    expect(id).toMatch(/^exp_/);
    const error = errorOf(result);
    expect(error).toMatchObject({ type: 'export_download_error', code: 'io_error', status: null });
    expect(error.message).toContain('no space left on its device (ENOSPC)');
    expect(error.message).toContain(`Export job ${id} is done on the service`);
    expect(error.message).toContain(
      `The job is on the service; resume with: sports-data exports download ${id} --out /dev/full`,
    );
  });

  it('exports download <id> --out FILE decompresses; without --out the text goes to stdout', async () => {
    const created = await runCli(
      argv('exports create --resource players --format jsonl --filters.sport basketball --wait'),
      { env: cli.env('developer') },
    );
    expect(created.code, created.stderr).toBe(0);
    const job = JSON.parse(created.stdout);
    expect(job.status).toBe('succeeded');
    const text = gunzipSync(await served(job.id));

    const out = join(dir, 'players.jsonl');
    const saved = await runCli(['exports', 'download', job.id, '--out', out], { env: cli.env('developer') });
    expect(saved.code, saved.stderr).toBe(0);
    expect(readFileSync(out).equals(text)).toBe(true);
    expect(JSON.parse(saved.stdout)).toMatchObject({
      id: job.id,
      rows: job.row_count,
      bytes: text.length,
      gzip: false,
    });

    const piped = await runCli(['exports', 'download', job.id], { env: cli.env('developer') });
    expect(piped.code, piped.stderr).toBe(0);
    expect(Buffer.from(piped.stdout).equals(text)).toBe(true);
    for (const request of cli.fake.service.fileRequests)
      expect(request.headers.authorization).toBeUndefined();
  });

  it('exports download waits for a job still running, then downloads it', async () => {
    const created = await runCli(['exports', 'create', '--resource', 'teams', '--format', 'jsonl'], {
      env: cli.env('developer'),
    });
    const job = JSON.parse(created.stdout);
    expect(job.status).toBe('queued');
    const out = join(dir, 'teams-waited.jsonl');
    const result = await runCli(['exports', 'download', job.id, '--out', out, '--progress=always'], {
      env: cli.env('developer'),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`export job ${job.id}: succeeded after`);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(cli.fake.service.data.teams.length);
    expect(result.stderr).toMatch(/\[█{20}\] 100% {2}64\/64 rows/);
  });
});
