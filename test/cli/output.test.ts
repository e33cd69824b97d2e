/** Output formats, and `--all`: every item of every page, streamed, in flat memory. */
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { errorOf, runCli, useCliFake, whenOutput } from './helpers.js';

// Hundreds of pages in a row: per-minute limits would only slow the test down.
const cli = useCliFake({ rateLimits: false });
const PRELOAD = fileURLToPath(new URL('./max-rss.cjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sports-data-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function peakRss(args: string[]): Promise<{ kb: number; stdout: string }> {
  const file = join(dir, `rss-${Math.random().toString(36).slice(2)}`);
  const result = await runCli(args, {
    env: { ...cli.env('developer'), MAX_RSS_FILE: file },
    nodeArgs: ['--require', PRELOAD],
  });
  expect(result.code, result.stderr).toBe(0);
  return { kb: Number(readFileSync(file, 'utf8')), stdout: result.stdout };
}

describe('sports-data output', () => {
  it('--all writes every item of every page as JSON Lines when piped, in flat memory', {
    timeout: 120_000,
  }, async () => {
    const { service } = cli.fake;
    const games = service.data.games.length;
    const before = service.countRequests('list_games');
    const baseline = await peakRss(['games', 'get', service.data.games[0]!.id]);
    const paged = await peakRss(['games', 'list', '--all', '--limit', '1']);
    const lines = paged.stdout.trim().split('\n');
    expect(lines).toHaveLength(games);
    const ids = lines.map((line) => JSON.parse(line).id);
    expect(new Set(ids)).toEqual(new Set(service.data.games.map((g) => g.id)));
    // One request per page: 640 pages of one game each, the last one saying has_more: false.
    expect(service.countRequests('list_games') - before).toBe(games);
    // Nothing accumulates across 640 pages: the peak stays within a few MB of a single call.
    expect(paged.kb - baseline.kb).toBeLessThan(25_000);
  });

  it('--all streams: the first items are on stdout before the last page is requested', {
    timeout: 60_000,
  }, async () => {
    const { service } = cli.fake;
    const before = service.countRequests('list_movements');
    let requestsAtFirstLine = -1;
    const result = await runCli(['movements', 'list', '--all', '--limit', '1'], {
      env: cli.env('developer'),
      onStart: (child, output) =>
        whenOutput(
          child,
          () => output.stdout().includes('\n'),
          () => {
            requestsAtFirstLine = service.countRequests('list_movements') - before;
          },
        ),
    });
    expect(result.code, result.stderr).toBe(0);
    const total = service.countRequests('list_movements') - before;
    expect(total).toBe(service.data.movements.length);
    expect(requestsAtFirstLine).toBeGreaterThan(0);
    expect(requestsAtFirstLine).toBeLessThan(total);
  });

  it('--all --format json is one JSON array; csv has one header and a row per item', async () => {
    const { service } = cli.fake;
    const conferences = service.data.conferences.length;
    const json = await runCli(
      ['reference', 'list-conferences', '--all', '--limit', '7', '--format', 'json'],
      {
        env: cli.env('developer'),
      },
    );
    expect(json.code, json.stderr).toBe(0);
    expect(
      JSON.parse(json.stdout)
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual(service.data.conferences.map((c) => c.id).sort());
    const csv = await runCli(['reference', 'list-conferences', '--all', '--limit', '7', '--format', 'csv'], {
      env: cli.env('developer'),
    });
    expect(csv.code, csv.stderr).toBe(0);
    const rows = csv.stdout.trim().split('\r\n');
    expect(rows[0]).toBe(Object.keys(service.data.conferences[0]!).join(','));
    expect(rows).toHaveLength(conferences + 1);
  });

  it("one page: the service's JSON when piped; jsonl and table on request", async () => {
    const { service } = cli.fake;
    const page = await runCli(['teams', 'list', '--sport', 'soccer', '--limit', '3'], {
      env: cli.env('developer'),
    });
    const body = JSON.parse(page.stdout);
    expect(Object.keys(body)).toEqual(['data', 'has_more', 'next_cursor']);
    expect(body.data).toHaveLength(3);
    const next = await runCli(
      ['teams', 'list', '--sport', 'soccer', '--limit', '3', '--cursor', body.next_cursor],
      {
        env: cli.env('developer'),
      },
    );
    expect(JSON.parse(next.stdout).data[0].id).not.toBe(body.data[0].id);

    const jsonl = await runCli(['teams', 'list', '--sport', 'soccer', '--limit', '3', '--format', 'jsonl'], {
      env: cli.env('developer'),
    });
    expect(
      jsonl.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).id),
    ).toEqual(body.data.map((t: { id: string }) => t.id));

    const team = service.data.teams.find((t) => t.sport === 'soccer')!;
    const table = await runCli(['teams', 'get', team.id, '--format', 'table'], { env: cli.env('developer') });
    expect(table.stdout).toMatch(new RegExp(`^name\\s+${team.name}$`, 'm'));
    // Not a terminal: no colour codes even in a table.
    expect(table.stdout).not.toContain('\x1b[');
  });

  it('an answer nested 200,000 deep is a typed invalid_response error in every format; 900 deep still prints', {
    timeout: 60_000,
  }, async () => {
    const { service } = cli.fake;
    const team = service.data.teams[0]!;
    const nested = (levels: number) =>
      `{"id":"${team.id}","name":"deep","extra":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;
    for (const format of ['json', 'csv', 'table']) {
      service.faults.inject({ operationId: 'get_team', status: 200, body: nested(200_000) });
      const result = await runCli(['teams', 'get', team.id, '--format', format], {
        env: cli.env('developer'),
      });
      expect(result.code, result.stderr).toBe(1);
      expect(result.stdout).toBe('');
      expect(errorOf(result)).toMatchObject({ type: 'invalid_response', code: 'answer_too_deep' });
    }
    service.faults.inject({ operationId: 'get_team', status: 200, body: nested(900) });
    const shallow = await runCli(['teams', 'get', team.id, '--format', 'json'], {
      env: cli.env('developer'),
    });
    expect(shallow.code, shallow.stderr).toBe(0);
    expect(JSON.parse(shallow.stdout).name).toBe('deep');
  });
});
