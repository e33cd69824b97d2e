/**
 * What people see at a terminal, checked in a real pseudo-terminal (util-linux `script`): tables,
 * colour unless NO_COLOR, the download's bar, bytes, rows and rate on stderr; and Ctrl-C, which
 * stops the command (exit 130) while the job goes on, and says how to resume it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorOf, inTerminal, type RunOptions, runCli, SGR, useCliFake, whenOutput } from './helpers.js';
import { argv } from '../support/argv.js';

const dir = mkdtempSync(join(tmpdir(), 'sports-data-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Presses Ctrl-C (SIGINT) once the progress line shows the job running. */
const interruptWhenRunning: RunOptions['onStart'] = (child, output) =>
  whenOutput(
    child,
    () => /: running/.test(output.stderr()),
    () => child.kill('SIGINT'),
  );

describe('sports-data at a terminal', () => {
  const cli = useCliFake();

  it('a list is a table with a bold header; NO_COLOR turns the colour off', async () => {
    const team = cli.fake.service.data.teams[0]!;
    const colour = await inTerminal(['teams', 'list', '--limit', '5'], cli.env('developer'));
    expect(colour.code).toBe(0);
    expect(colour.screen).toContain('\u001b[1mID ');
    expect(colour.screen).toContain(team.id);
    expect(colour.screen).toContain('--all for every page');
    const plain = await inTerminal(['teams', 'list', '--limit', '5'], {
      ...cli.env('developer'),
      NO_COLOR: '1',
    });
    expect(plain.code).toBe(0);
    expect(plain.screen).toMatch(/^ID\s+NAME/m);
    expect(plain.screen).not.toMatch(SGR);
  });

  it('exports download draws a bar with rows of row_count, bytes and rate on the terminal', async () => {
    const { service } = cli.fake;
    const created = await runCli(['exports', 'create', '--resource', 'games', '--format', 'csv'], {
      env: cli.env('developer'),
    });
    const job = JSON.parse(created.stdout);
    const out = join(dir, 'games.csv');
    const result = await inTerminal(
      ['exports', 'download', job.id, '--out', out, '--poll-interval', '10'],
      cli.env('developer'),
    );
    const games = service.data.games.length.toLocaleString('en-US');
    expect(result.code, result.screen).toBe(0);
    expect(result.screen).toMatch(
      new RegExp(`\\[█{20}\\] 100% {2}${games}/${games} rows {2}\\d+(\\.\\d)? kB {2}[\\d.]+ [kM]?B/s`),
    );
    expect(result.screen).toMatch(new RegExp(`Wrote ${out}: ${games} rows`));
    expect(existsSync(out)).toBe(true);
  });
});

describe('Ctrl-C', () => {
  // Runs and jobs never finish on their own here: only Ctrl-C ends the wait.
  const cli = useCliFake({ jobPollsToFinish: 1_000_000, jobDurationMs: 3_600_000 });

  it('query create --wait: exit 130, the run goes on, and the way to resume is printed', async () => {
    const { service } = cli.fake;
    const result = await runCli(
      ['query', 'create', '--prompt', 'Who leads soccer in goals?', '--wait', '--progress=always'],
      {
        env: cli.env('developer'),
        onStart: interruptWhenRunning,
      },
    );
    expect(result.code).toBe(130);
    const error = errorOf(result);
    expect(error).toMatchObject({ type: 'aborted', code: 'interrupted' });
    const id = /sports-data query poll (qr_\w+)/.exec(error.message)?.[1];
    expect(id, error.message).toBeDefined();
    expect(service.countRequests('create_query')).toBeGreaterThan(0);
    const again = await runCli(['query', 'get', id!], { env: cli.env('developer') });
    expect(JSON.parse(again.stdout).status).toBe('running');
  });

  it('exports create --wait --out: exit 130, no file, and the download command to resume', async () => {
    const out = join(dir, 'interrupted.csv');
    const result = await runCli(
      argv('exports create --resource teams --format csv --wait --out', out, '--progress=always'),
      {
        env: cli.env('developer'),
        onStart: interruptWhenRunning,
      },
    );
    expect(result.code).toBe(130);
    const error = errorOf(result);
    expect(error.message).toMatch(new RegExp(`sports-data exports download exp_\\w+ --out ${out}`));
    expect(existsSync(out)).toBe(false);
  });
});
