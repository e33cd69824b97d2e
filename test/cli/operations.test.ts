/**
 * Every operation once, through the built bin, from the one per-operation table
 * (test/core/operation-cases.ts): each row's command must send exactly the request its SDK call
 * sends (method, path, query, body), exit 0 and print the answer as one JSON document. The other
 * tests here run against the fake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliCommands } from '../../src/generated/cli-commands.js';
import type { OperationId } from '../../src/generated/operations.js';
import { operationCases } from '../core/operation-cases.js';
import { type WireServer, startWireServer } from '../support/wire-server.js';
import { runCli, useCliFake } from './helpers.js';
import { argv } from '../support/argv.js';

const cli = useCliFake();
const LIVE_KEY = 'sk_live_cli_operations_0000000000';

let wire: WireServer;
beforeAll(async () => {
  wire = await startWireServer();
});
afterAll(() => wire.close());

/** A search string's pairs, in order, for comparison regardless of how each side percent-encodes. */
const pairs = (search: string) => [...new URLSearchParams(search)];

describe('sports-data: every operation of the table', () => {
  it('has a row for every command, and each row names its own command', () => {
    const commands = new Map(cliCommands.map((c) => [c.operationId, c]));
    expect(Object.keys(operationCases).sort()).toEqual([...commands.keys()].sort());
    for (const [id, row] of Object.entries(operationCases)) {
      const command = commands.get(id)!;
      expect(row.cli.slice(0, 2), id).toEqual([command.namespace, command.command]);
    }
  });

  it.each(Object.keys(operationCases) as OperationId[])(
    "%s: sends the row's request and prints its answer",
    {
      timeout: 30_000,
    },
    async (id) => {
      const row = operationCases[id];
      wire.reset();
      wire.handle((_req, res) => {
        res.writeHead(row.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(row.response));
      });
      const result = await runCli(row.cli, {
        env: { SERVICE_BASE_URL: wire.url, SERVICE_API_KEY: LIVE_KEY },
      });
      expect(result.code, `${row.cli.join(' ')}\n${result.stderr}`).toBe(0);
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toEqual(row.response);

      expect(wire.requests).toHaveLength(1);
      const sent = wire.requests[0]!;
      const url = new URL(sent.url, wire.url);
      expect(sent.method).toBe(row.method);
      expect(url.pathname).toBe(row.path);
      expect(pairs(url.search)).toEqual(pairs(row.search));
      if (row.body === undefined) expect(sent.body).toBe('');
      else expect(JSON.parse(sent.body)).toEqual(JSON.parse(row.body));
    },
  );

  it('method names work in camelCase too, and --json gives the whole body with flags on top', async () => {
    const { service } = cli.fake;
    const team = service.data.teams[0]!;
    const roster = await runCli(['teams', 'listRoster', team.id, '--limit', '3'], {
      env: cli.env('developer'),
    });
    expect(roster.code, roster.stderr).toBe(0);
    expect(JSON.parse(roster.stdout).data.length).toBeLessThanOrEqual(3);

    const search = await runCli(
      argv('players search --json {"sport":"basketball","limit":2,"order":"asc"} --sort-by points_per_game'),
      { env: cli.env('developer') },
    );
    expect(search.code, search.stderr).toBe(0);
    const page = JSON.parse(search.stdout);
    expect(page.data).toHaveLength(2);
    const points = page.data.map((p: { stats: Record<string, number> }) => p.stats.points_per_game);
    expect(points).toEqual([...points].sort((a, b) => a - b));
  });

  it('typed flags reach the wire: integers, enums, snake_case and kebab-case spellings', async () => {
    const { service } = cli.fake;
    const result = await runCli(['movements', 'list', '--kind', 'transfer', '--limit', '4'], {
      env: cli.env('developer'),
    });
    expect(result.code, result.stderr).toBe(0);
    const sent = service.requests.filter((r) => r.operationId === 'list_movements').at(-1)!;
    expect(sent.query).toEqual({ kind: 'transfer', limit: '4' });
    expect(JSON.parse(result.stdout).data.every((m: { kind: string }) => m.kind === 'transfer')).toBe(true);

    const alert = await runCli(
      argv(
        'alerts create --name guards --filters.sport basketball --filters.positions G --filters.positions F --filters.min-stats points_per_game=12.5',
      ),
      { env: cli.env('developer') },
    );
    expect(alert.code, alert.stderr).toBe(0);
    expect(JSON.parse(alert.stdout).filters).toMatchObject({
      sport: 'basketball',
      positions: ['G', 'F'],
      min_stats: { points_per_game: 12.5 },
    });
  });
});
