/**
 * Every operation once, through the built bin: the list of commands comes from the generated
 * command table, ids from the fake's data and from earlier answers, required flags from the
 * table's examples and enums. Each run must exit 0, print one JSON document and send exactly one
 * request for its operation.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CliCommandSpec, CliFlagSpec } from '../../src/cli/command-spec.js';
import { cliCommands } from '../../src/generated/cli-commands.js';
import { operations } from '../../src/generated/operations.js';
import { ROOT, runCli, useCliFake } from './helpers.js';

const cli = useCliFake();
const spec = JSON.parse(readFileSync(`${ROOT}/openapi.json`, 'utf8'));

/** `plr_` for a path parameter whose pattern is `^plr_[A-Za-z0-9]+$`. */
interface Param {
  in: string;
  name: string;
  schema: { pattern?: string };
}

function resolve(node: Param | { $ref: string }): Param {
  if (!('$ref' in node)) return node;
  return node.$ref
    .replace('#/', '')
    .split('/')
    .reduce((o: Record<string, unknown>, k) => o[k] as Record<string, unknown>, spec) as unknown as Param;
}

/** `plr_` for a path parameter whose pattern is `^plr_[A-Za-z0-9]+$`. */
function idPrefix(command: CliCommandSpec, name: string): string {
  const op = operations[command.operationId as keyof typeof operations];
  const item = spec.paths[op.path];
  const params: Param[] = [
    ...(item.parameters ?? []),
    ...(item[op.method.toLowerCase()].parameters ?? []),
  ].map(resolve);
  const param = params.find((p) => p.in === 'path' && p.name === name);
  const prefix = /^\^([a-z]+_)/.exec(param?.schema.pattern ?? '')?.[1];
  expect(prefix, `${command.operationId} {${name}} has no id prefix in its pattern`).toBeDefined();
  return prefix!;
}

function sampleValue(flag: CliFlagSpec): string {
  if (flag.example !== undefined) return flag.example;
  if (flag.enum) return flag.enum[0]!;
  if (flag.type === 'integer' || flag.type === 'number') return '1';
  return 'Who leads football in passing_yards?';
}

/** Every id-shaped string in a JSON value. */
function collectIds(value: unknown, into: Set<string>): void {
  if (typeof value === 'string' && /^[a-z]+_[A-Za-z0-9]+$/.test(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) collectIds(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectIds(v, into);
}

describe('sports-data: every operation of the table', () => {
  it('runs each once against the fake: exit 0, one JSON document, one request on the wire', {
    timeout: 120_000,
  }, async () => {
    const { service } = cli.fake;
    const ids = new Set<string>();
    collectIds(service.data, ids);
    let pending = [...cliCommands];
    const ran: string[] = [];
    while (pending.length > 0) {
      const deferred: CliCommandSpec[] = [];
      for (const command of pending) {
        const args = [command.namespace, command.command];
        let ready = true;
        for (const { name } of command.pathArgs) {
          const prefix = idPrefix(command, name);
          const id = [...ids].find((i) => i.startsWith(prefix));
          if (id === undefined) ready = false;
          else args.push(id);
        }
        if (!ready) {
          deferred.push(command);
          continue;
        }
        for (const flag of command.flags.filter((f) => f.required))
          args.push(`--${flag.name}`, sampleValue(flag));
        const before = service.countRequests(command.operationId);
        const result = await runCli(args, { env: cli.env('developer') });
        expect(result.code, `${args.join(' ')}\n${result.stderr}`).toBe(0);
        expect(result.stderr).toBe('');
        const document = JSON.parse(result.stdout);
        if (command.list) {
          expect(Array.isArray(document.data)).toBe(true);
          expect(typeof document.has_more).toBe('boolean');
        } else expect(typeof document).toBe('object');
        expect(service.countRequests(command.operationId), args.join(' ')).toBe(before + 1);
        collectIds(document, ids);
        ran.push(command.operationId);
      }
      // Each round must make progress: an id that no earlier answer provides is a broken table.
      expect(deferred.length, deferred.map((c) => c.operationId).join(', ')).toBeLessThan(pending.length);
      pending = deferred;
    }
    expect(ran.sort()).toEqual(Object.keys(operations).sort());
  });

  it('method names work in camelCase too, and --json gives the whole body with flags on top', async () => {
    const { service } = cli.fake;
    const team = service.data.teams[0]!;
    const roster = await runCli(['teams', 'listRoster', team.id, '--limit', '3'], {
      env: cli.env('developer'),
    });
    expect(roster.code, roster.stderr).toBe(0);
    expect(JSON.parse(roster.stdout).data.length).toBeLessThanOrEqual(3);

    const search = await runCli(
      [
        'players',
        'search',
        '--json',
        '{"sport":"basketball","limit":2,"order":"asc"}',
        '--sort-by',
        'points_per_game',
      ],
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
      [
        'alerts',
        'create',
        '--name',
        'guards',
        '--filters.sport',
        'basketball',
        '--filters.positions',
        'G',
        '--filters.positions',
        'F',
        '--filters.min-stats',
        'points_per_game=12.5',
      ],
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
