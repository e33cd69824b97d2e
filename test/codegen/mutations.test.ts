/**
 * "Stated once", measured by behaviour: facts of openapi.json are changed in a copy of the tree (a
 * list's `limit` maximum, an operation flipped to usage-billed, a new error code, a new query
 * filter, a renamed operation id, a path id pattern, the Retry-After cap and the retried statuses
 * of `x-sdk`; see mutation-tree.ts), the copy's own generator runs, and both clients, the CLI, the
 * fake, the conformance file and the README's table must follow with no file but the generated
 * ones changed. Each fact is proved by what a user would see: requests the fake counted, errors
 * raised, items returned.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SportsData as CurrentClient } from '../../src/index.js';
import { createFakeServer } from '../../src/testing/index.js';
import { BEGIN, END } from '../../scripts/codegen/readme.mjs';
import { MUTATION, type MutatedTree, ROOT, isGenerated, mutatedTree } from './mutation-tree.js';

const run = promisify(execFile);
// biome-ignore lint/suspicious/noExplicitAny: the copy's modules are built at run time, untyped here.
type Any = any;

let tree: MutatedTree;
let sdk: Any;
let fake: Any;
let key: string;
let teamId: string;
let playerId: string;
/** The role of one of the team's coaches: what the new filter is tried with. */
let role: string;

/** Requests the mutated fake saw for an operation. */
const requests = (operationId: string) =>
  fake.service.requests.filter((r: { operationId?: string }) => r.operationId === operationId).length;

/** What a call raised (class name, code, retryAfter) and how many requests of `operationId` it made. */
async function counted(operationId: string, call: () => Promise<unknown>) {
  const before = requests(operationId);
  let out: Record<string, unknown> = {};
  try {
    await call();
    out = { returned: true };
  } catch (error) {
    const e = error as Any;
    out = { raised: e.constructor.name, code: e.code, retryAfter: e.retryAfter };
  }
  fake.service.faults.clear();
  return { ...out, requests: requests(operationId) - before };
}

const inject = (operationId: string, spec: Record<string, unknown>) =>
  fake.service.faults.inject({ operationId, times: 3, ...spec });

function client(): Any {
  return new sdk.SportsData({ apiKey: key, baseURL: fake.url, maxRetries: 2, logLevel: 'off' });
}

/** The copy's CLI, as a user runs it: its JSON output, exit status and stderr. */
async function cli(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [tree.cli, ...args, '--base-url', fake.url], {
      env: { ...process.env, SERVICE_API_KEY: key },
    });
    return { code: 0, out: JSON.parse(stdout), err: '' };
  } catch (error) {
    const e = error as Any;
    return { code: e.code as number, out: undefined, err: String(e.stderr) };
  }
}

/** The interpreter with httpx 0.23 that `npm run test:python` builds its Debian leg from. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

beforeAll(async () => {
  tree = await mutatedTree();
  sdk = await import(tree.sdk);
  const testing = await import(tree.testing);
  fake = await testing.createFakeServer({ rateLimits: false, control: true });
  key = fake.keys.developer;
  teamId = fake.service.data.teams[0].id;
  playerId = fake.service.data.players[0].id;
  role = (await client().teams.listCoaches(teamId)).data[0].role;
}, 120_000);

afterAll(async () => {
  await fake?.close();
  await tree?.remove();
});

describe('a mutated openapi.json, regenerated', () => {
  it('changes only generated files (and the README between its table markers): zero hand edits', async () => {
    const handEdited = tree.changed.filter((rel) => !isGenerated(rel) && rel !== 'README.md');
    expect(handEdited).toEqual([]);
    const [mine, theirs] = await Promise.all([
      readFile(path.join(tree.dir, 'README.md'), 'utf8'),
      readFile(path.join(ROOT, 'README.md'), 'utf8'),
    ]);
    const outside = (text: string) => text.slice(0, text.indexOf(BEGIN)) + text.slice(text.indexOf(END));
    expect(outside(mine)).toBe(outside(theirs));
    // Regenerating, bundling and starting all of it stays cheap enough for npm test.
    expect(tree.tookMs).toBeLessThan(60_000);
  });

  it('the TypeScript client follows every fact', async () => {
    const c = client();
    const { renamed, idPrefix, flipped, newCode } = MUTATION;
    // The renamed operation: a new method, the old one gone; ids of the new prefix only.
    expect(typeof c.players[renamed.method]).toBe('function');
    expect(c.players.get).toBeUndefined();
    expect(playerId.startsWith(idPrefix.to)).toBe(true);
    expect((await c.players[renamed.method](playerId)).id).toBe(playerId);
    expect(await counted(renamed.to, () => c.players[renamed.method](`${idPrefix.from}abc`))).toMatchObject({
      raised: 'InvalidArgumentError',
      requests: 0,
    });
    // Usage-billed now: a 503 is not retried; the free read beside it still is.
    inject(flipped.operationId, { status: 503, retryAfter: '0' });
    expect(await counted(flipped.operationId, () => c.teams.get(teamId))).toMatchObject({
      raised: 'InternalServerError',
      requests: 1,
    });
    inject(renamed.to, { status: 503, retryAfter: '0' });
    expect(await counted(renamed.to, () => c.players[renamed.method](playerId))).toMatchObject({
      raised: 'InternalServerError',
      requests: 3,
    });
    // x-sdk: a Retry-After over the new cap is not waited for; 502 is no longer retried, 409 is.
    const cap = MUTATION.maxRetryAfterSeconds;
    inject('list_sports', { status: 503, retryAfter: String(cap * 2) });
    expect(await counted('list_sports', () => c.reference.listSports())).toMatchObject({
      raised: 'InternalServerError',
      retryAfter: cap * 2,
      requests: 1,
    });
    inject('list_sports', { status: 502, retryAfter: '0' });
    expect(await counted('list_sports', () => c.reference.listSports())).toMatchObject({ requests: 1 });
    inject('list_sports', { status: 409, retryAfter: '0' });
    expect(await counted('list_sports', () => c.reference.listSports())).toMatchObject({
      raised: 'APIError',
      requests: 3,
    });
    // The new code maps to its status's class.
    inject('list_sports', {
      status: newCode.status,
      body: {
        error: {
          type: newCode.type,
          code: newCode.code,
          message: 'Injected.',
          param: null,
          request_id: null,
        },
      },
    });
    const billed = await counted('list_sports', () => c.reference.listSports());
    expect(billed).toMatchObject({ raised: 'BillingError', code: newCode.code, requests: 1 });
    // The games list's own limit, sent and answered; one over it refused before sending.
    const top = MUTATION.gamesLimitMax;
    expect((await c.games.list({ limit: top })).data.length).toBeGreaterThan(0);
    expect(await counted('list_games', () => c.games.list({ limit: top + 1 }))).toMatchObject({
      raised: 'InvalidArgumentError',
      requests: 0,
    });
    // The new filter is sent, and the fake applies it.
    const every = (await c.teams.listCoaches(teamId)).data;
    const only = (await c.teams.listCoaches(teamId, { [MUTATION.newFilter]: role })).data;
    expect(only.length).toBeGreaterThan(0);
    expect(only.length).toBeLessThan(every.length);
    expect(new Set(only.map((coach: Any) => coach.role))).toEqual(new Set([role]));
  });

  it('the client and the fake of the current document do not, so each fact was changed', async () => {
    const current = new CurrentClient({ apiKey: key, baseURL: fake.url, maxRetries: 0, logLevel: 'off' });
    await expect(current.games.list({ limit: MUTATION.gamesLimitMax })).rejects.toThrow(/limit/);
    await expect(current.players.get(playerId)).rejects.toThrow(/must be a player id matching/);
    const today = await createFakeServer({ rateLimits: false });
    try {
      const get = (p: string) =>
        fetch(`${today.url}${p}`, { headers: { Authorization: `Bearer ${today.keys.developer}` } });
      const team = today.service.data.teams[0]!.id;
      expect((await get(`/v1/teams/${team}/coaches?${MUTATION.newFilter}=${role}`)).status).toBe(400);
      expect((await get(`/v1/games?limit=${MUTATION.gamesLimitMax}`)).status).toBe(400);
      expect(today.service.data.players[0]!.id.startsWith(MUTATION.idPrefix.from)).toBe(true);
    } finally {
      await today.close();
    }
  });

  it('the fake follows: it starts with the renamed operation, pages each list by its own limit, mints the new ids', async () => {
    const get = (p: string) => fetch(`${fake.url}${p}`, { headers: { Authorization: `Bearer ${key}` } });
    const top = MUTATION.gamesLimitMax;
    expect((await get(`/v1/games?limit=${top}`)).status).toBe(200);
    const over = await get(`/v1/games?limit=${top + 1}`);
    expect(over.status).toBe(400);
    expect((await over.json()).error.param).toBe('limit');
    // Every other list keeps its own maximum (not the games list's, nor the first list's).
    expect((await get('/v1/teams?limit=101')).status).toBe(400);
    expect((await get(`/v1/players/${playerId}`)).status).toBe(200);
    expect(fake.service.data.players.every((p: Any) => p.id.startsWith(MUTATION.idPrefix.to))).toBe(true);
    // The fake answers the new code with its status, as the document's table says.
    const { ERROR_CODES } = await import(path.join(tree.dir, 'src/generated/error-codes.ts'));
    expect(ERROR_CODES[MUTATION.newCode.code]).toEqual([MUTATION.newCode.status, MUTATION.newCode.type]);
  });

  it('the Python client follows every fact (its Debian leg, httpx 0.23)', async () => {
    const env = {
      url: fake.url,
      controlUrl: fake.controlUrl,
      key,
      teamId,
      playerId,
      role,
      mutation: MUTATION,
    };
    const { stdout } = await run(
      PYTHON,
      [path.join(ROOT, 'test/codegen/mutation-probe.py'), JSON.stringify(env)],
      {
        env: { ...process.env, PYTHONPATH: path.join(tree.dir, 'python/src'), PYTHONDONTWRITEBYTECODE: '1' },
      },
    );
    const seen = JSON.parse(stdout);
    const cap = MUTATION.maxRetryAfterSeconds;
    expect(seen).toEqual({
      renamedMethod: true,
      oldMethodGone: true,
      player: { returned: playerId },
      oldIdRefused: {
        raised: 'InvalidArgumentError',
        code: 'invalid_argument',
        retryAfter: null,
        requests: 0,
      },
      flipped503: { raised: 'InternalServerError', code: 'service_unavailable', retryAfter: 0, requests: 1 },
      free503: { raised: 'InternalServerError', code: 'service_unavailable', retryAfter: 0, requests: 3 },
      overCap: {
        raised: 'InternalServerError',
        code: 'service_unavailable',
        retryAfter: cap * 2,
        requests: 1,
      },
      dropped502: expect.objectContaining({ raised: 'InternalServerError', requests: 1 }),
      added409: expect.objectContaining({ raised: 'APIError', requests: 3 }),
      newCode: { raised: 'BillingError', code: MUTATION.newCode.code, retryAfter: null, requests: 1 },
      limitAtMax: { returned: expect.any(Number) },
      limitOverMax: {
        raised: 'InvalidArgumentError',
        code: 'invalid_argument',
        retryAfter: null,
        requests: 0,
      },
      filter: { all: expect.any(Number), filtered: expect.any(Number), roles: [role] },
      exported: { BillingError: true, errorClassModule: 'sports_data._generated.error_classes' },
    });
    expect(seen.filter.filtered).toBeLessThan(seen.filter.all);
    expect(seen.limitAtMax.returned).toBeGreaterThan(0);
  });

  it('the CLI follows: the renamed command and the new filter exist, the old command is gone', async () => {
    const fetched = await cli('players', MUTATION.renamed.method, playerId);
    expect(fetched).toMatchObject({ code: 0, out: { id: playerId } });
    const filtered = await cli('teams', 'list-coaches', teamId, `--${MUTATION.newFilter}`, role);
    expect(filtered.code).toBe(0);
    expect(new Set(filtered.out.data.map((coach: Any) => coach.role))).toEqual(new Set([role]));
    const old = await cli('players', 'get', playerId);
    expect(old.code).toBe(2);
    expect(old.err).toMatch(/unknown_command/);
  });

  it('the README table and the conformance file follow', async () => {
    const readme = await readFile(path.join(tree.dir, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf(BEGIN), readme.indexOf(END));
    const players = table.split('\n').find((line) => line.startsWith('| `players` |')) ?? '';
    expect(players).toContain(`\`${MUTATION.renamed.method}\``);
    expect(players).not.toContain('`get`');
    const cases = JSON.parse(await readFile(path.join(tree.dir, 'conformance/cases.json'), 'utf8'));
    expect(cases.rules).toMatchObject({
      retriedStatuses: MUTATION.retriedStatuses,
      maxRetryAfterSeconds: MUTATION.maxRetryAfterSeconds,
    });
    expect(cases.rules.errorCodes[MUTATION.newCode.code]).toMatchObject({ class: 'BillingError' });
    const names = cases.cases.map((c: { name: string }) => c.name);
    expect(names).toContain(`operation/${MUTATION.renamed.to}`);
    expect(names).toContain(`error/${MUTATION.newCode.code}`);
    expect(names).toContain('arguments/list_games/limit-at-maximum-sent');
    const op = cases.operations.find((o: Any) => o.operationId === MUTATION.flipped.operationId);
    expect(op).toMatchObject({ billing: 'usage', retried: false });
  });
});
