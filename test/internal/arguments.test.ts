/**
 * The argument checks (src/internal/arguments.ts, with the document's input rules compiled by
 * validate-input.ts). Arguments the document says the service would refuse are refused before
 * anything is sent, with InvalidArgumentError naming the parameter and showing what was received;
 * everything the document allows, including enum values it does not list, still goes out exactly as
 * given.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, SportsData } from '../../src/index.js';
import { operations } from '../../src/generated/operations.js';
import { inputRules } from '../../src/generated/validation.js';
import { exampleIds } from '../fuzz/support.js';
import { emitValidation } from '../../scripts/codegen/validation.mjs';

const KEY = 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const spec = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));

function setup() {
  const sent: Array<{ url: URL; body: string | null }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({ url: new URL(request.url), body: request.body ? await request.text() : null });
    return Response.json({ data: [], has_more: false, next_cursor: null, run_id: 'qr_1', status: 'queued' });
  };
  return { client: new SportsData({ apiKey: KEY, fetch, maxRetries: 0 }), sent };
}

/** The error a call fails with, having checked nothing was sent. */
async function refusal(call: (client: SportsData) => unknown): Promise<InvalidArgumentError> {
  const { client, sent } = setup();
  let error: unknown;
  try {
    await call(client);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(InvalidArgumentError);
  expect(sent, 'refused calls send nothing').toHaveLength(0);
  return error as InvalidArgumentError;
}

async function sentBy(call: (client: SportsData) => unknown) {
  const { client, sent } = setup();
  await call(client);
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe('refused before sending', () => {
  it.each([
    [0, 'got 0'],
    [1000, 'got 1000'],
    [-1, 'got -1'],
    [2.5, 'got 2.5'],
    [Number.NaN, 'got NaN'],
    ['5000', 'got string "5000"'],
  ])('limit %s on a GET list: names limit and says what was received', async (limit, shown) => {
    const error = await refusal((c) => c.teams.list({ limit: limit as number }));
    expect(error.param).toBe('limit');
    expect(error.message).toContain('from 1 to 100');
    expect(error.message).toContain(shown);
  });

  it('limit in a search body is checked the same way', async () => {
    const error = await refusal((c) => c.players.search({ sport: 'football', limit: 0 }));
    expect(error.param).toBe('limit');
  });

  it('a missing required field, whether the body is empty or absent', async () => {
    for (const call of [
      (c: SportsData) => c.players.search({} as never),
      (c: SportsData) => (c.players.search as (body?: unknown) => unknown)(),
    ]) {
      const error = await refusal(call);
      expect(error.param).toBe('sport');
      expect(error.message).toBe('players.search: sport is required.');
    }
  });

  it('a usage-billed query with an empty or too long prompt', async () => {
    expect((await refusal((c) => c.query.create({ prompt: '' }))).message).toContain('got string ""');
    const long = await refusal((c) => c.query.create({ prompt: 'x'.repeat(2001) }));
    expect(long.param).toBe('prompt');
    expect(long.message).toContain('1 to 2000 characters');
  });

  it('nested fields are named by their path', async () => {
    const name = await refusal((c) =>
      c.alerts.create({ name: 'n'.repeat(101), filters: { sport: 'football' } }),
    );
    expect(name.param).toBe('name');
    const filters = await refusal((c) => c.alerts.create({ name: 'QBs' } as never));
    expect(filters.param).toBe('filters');
    const sport = await refusal((c) => c.alerts.create({ name: 'QBs', filters: {} as never }));
    expect(sport.param).toBe('filters.sport');
    const stat = await refusal((c) =>
      c.alerts.create({
        name: 'QBs',
        filters: { sport: 'football', min_stats: { passing_yards: '2500' as never } },
      }),
    );
    expect(stat.param).toBe('filters.min_stats.passing_yards');
    expect(stat.message).toContain('got string "2500"');
    const item = await refusal((c) =>
      c.alerts.create({ name: 'QBs', filters: { sport: 'football', positions: ['QB', 7 as never] } }),
    );
    expect(item.param).toBe('filters.positions[1]');
  });

  it('types, patterns and date-times the document states', async () => {
    expect((await refusal((c) => c.teams.list({ sport: 5 as never }))).message).toContain('got 5');
    expect((await refusal((c) => c.teams.list({ conference: 'big-ten' }))).param).toBe('conference');
    const since = await refusal((c) => c.movements.list({ since: 'yesterday' }));
    expect(since.message).toContain('RFC 3339');
    expect((await refusal((c) => c.teams.listRoster('team_1', { season: 24 }))).param).toBe('season');
  });

  it('a key pasted into a parameter never shows in the message, whole or cut', async () => {
    const key = 'svc_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    for (const value of [key, `${'x'.repeat(30)}${key}`]) {
      const error = await refusal((c) => c.teams.list({ sport: value }));
      expect(error.param).toBe('sport');
      expect(error.message).not.toMatch(/AbCd|svc_live_[A-Za-z0-9]/);
    }
  });

  it('a misspelt parameter gets a did-you-mean instead of costing a request', async () => {
    const divison = await refusal((c) => c.teams.list({ divison: 'ncaa_d3' } as never));
    expect(divison.param).toBe('divison');
    expect(divison.message).toContain('did you mean `division`?');
    const sortBy = await refusal((c) => c.players.search({ sport: 'football', sortBy: 'points' } as never));
    expect(sortBy.message).toContain('did you mean `sort_by`?');
    // The slip is named before the field it misses.
    const sprot = await refusal((c) =>
      c.alerts.create({ name: 'QBs', filters: { sprot: 'football' } } as never),
    );
    expect(sprot.param).toBe('filters.sprot');
    expect(sprot.message).toContain('did you mean `sport`?');
  });

  it('a misspelt per-call option is refused, with the option it was meant to be', async () => {
    const error = await refusal((c) => c.teams.list({}, { maxretries: 0 } as never));
    expect(error.param).toBe('maxretries');
    expect(error.message).toContain('did you mean `maxRetries`?');
    const key = await refusal((c) => c.query.create({ prompt: 'hi' }, { idempotency_key: 'k' } as never));
    expect(key.message).toContain('did you mean `idempotencyKey`?');
  });

  it('a misspelt wait option of createAndPoll is refused before the billed create', async () => {
    const error = await refusal((c) => c.query.createAndPoll({ prompt: 'hi' }, { timeout: 5_000 } as never));
    expect(error.param).toBe('timeout');
    expect(error.message).toContain('did you mean `timeoutMs`?');
    const poll = await refusal((c) => c.exports.poll('exp_1', { pollInterval: 10 } as never));
    expect(poll.message).toContain('did you mean `pollIntervalMs`?');
  });

  it('every GET list or body the document gives a `limit` refuses limit 0 (from the generated rules)', async () => {
    const methods: string[] = [];
    for (const op of Object.values(operations)) {
      const rule = inputRules[op.id]?.rule as { properties?: Record<string, unknown> } | undefined;
      if (rule?.properties?.limit === undefined) continue;
      methods.push(`${op.namespace}.${op.methodName}`);
      const error = await refusal((c) => {
        const namespace = (c as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>)[
          op.namespace
        ]!;
        const base = op.input === 'body' ? { sport: 'football' } : {};
        return namespace[op.methodName]!.call(namespace, ...exampleIds(op), {
          ...base,
          limit: 0,
        });
      });
      expect(error.param).toBe('limit');
    }
    expect(methods.length).toBeGreaterThan(10);
  });
});

describe('still sent, exactly as given', () => {
  it('the edges of every range', async () => {
    expect((await sentBy((c) => c.teams.list({ limit: 1 }))).url.search).toBe('?limit=1');
    expect((await sentBy((c) => c.teams.list({ limit: 100 }))).url.search).toBe('?limit=100');
    const prompt = 'é'.repeat(2000);
    expect((await sentBy((c) => c.query.create({ prompt }))).body).toBe(JSON.stringify({ prompt }));
    // 100 characters of which each is two UTF-16 units: the document counts characters.
    const name = '🏈'.repeat(100);
    const body = { name, filters: { sport: 'football' } };
    expect((await sentBy((c) => c.alerts.create(body))).body).toBe(JSON.stringify(body));
  });

  it('enum values the document does not list (the service may add them)', async () => {
    const sent = await sentBy((c) => c.teams.list({ gender: 'mixed' as never, sport: 'curling' }));
    expect(sent.url.search).toBe('?gender=mixed&sport=curling');
    const search = await sentBy((c) => c.players.search({ sport: 'football', order: 'random' as never }));
    expect(JSON.parse(search.body!)).toEqual({ sport: 'football', order: 'random' });
  });

  it('an unknown name unlike any known one: the service decides (a newer one may take it)', async () => {
    expect((await sentBy((c) => c.teams.list({ region: 'west' } as never))).url.search).toBe('?region=west');
  });

  it('null for an optional field means "not given"', async () => {
    expect((await sentBy((c) => c.teams.list({ limit: null as never, sport: 'football' }))).url.search).toBe(
      '?sport=football',
    );
  });

  it('a whole-number string as a query integer (the wire carries text either way)', async () => {
    expect((await sentBy((c) => c.teams.list({ limit: '20' as never }))).url.search).toBe('?limit=20');
  });

  it('a Date for a date-time body field (JSON sends its ISO form)', async () => {
    const since = new Date('2025-11-01T00:00:00Z');
    const sent = await sentBy((c) =>
      c.exports.create({ resource: 'movements', format: 'csv', filters: { since: since as never } }),
    );
    expect(JSON.parse(sent.body!).filters.since).toBe('2025-11-01T00:00:00.000Z');
  });
});

describe('the generated rules', () => {
  it('come from the document: a changed maximum in openapi.json changes the rule', () => {
    const changed = structuredClone(spec);
    changed.components.parameters.Limit.schema.maximum = 500;
    expect(emitValidation(changed)).toContain('"limit":{"type":"integer","minimum":1,"maximum":500}');
    expect(emitValidation(spec)).toContain('"limit":{"type":"integer","minimum":1,"maximum":100}');
  });

  it('leave enumerations open, and keep the type of an anyOf whose branches agree', () => {
    const changed = structuredClone(spec);
    changed.components.parameters.GenderFilter.schema = {
      anyOf: [{ type: 'string', enum: ['men', 'women'] }, { type: 'string' }],
    };
    const text = emitValidation(changed);
    expect(text).toContain('"gender":{"type":"string"}');
    expect(text).not.toContain('"men"');
  });
});

describe('path ids are checked against the document before they cost a request', () => {
  it.each([
    [
      'players.get',
      (c: SportsData) => c.players.get('not a player id'),
      'id',
      'a player id',
      '^plr_[A-Za-z0-9]+$',
    ],
    ['teams.listRoster', (c: SportsData) => c.teams.listRoster('plr_8f3k2m9q'), 'id', 'a team id', '^team_'],
    ['query.get', (c: SportsData) => c.query.get('exp_1'), 'run_id', 'a query run id', '^qr_'],
    ['exports.get', (c: SportsData) => c.exports.get('exp-1'), 'id', 'an export job id', '^exp_'],
    ['alerts.delete', (c: SportsData) => c.alerts.delete('alrt_\uD800'), 'id', 'an alert id', '^alrt_'],
  ] as const)(
    '%s: a malformed id is refused naming the parameter and the shape',
    async (_name, call, param, kind, pattern) => {
      const error = await refusal(call);
      expect(error.code).toBe('invalid_argument');
      expect(error.param).toBe(param);
      expect(error.message).toContain(`must be ${kind} matching`);
      expect(error.message).toContain(pattern);
    },
  );

  it('says whose id it looks like: a team id given to players.get', async () => {
    const error = await refusal((c) => c.players.get('team_3Hd8Vw2QxZ5nL1cJ'));
    expect(error.message).toContain(
      'players.get: id must be a player id matching ^plr_[A-Za-z0-9]+$, such as plr_',
    );
    expect(error.message).toContain('(this looks like a team id)');
    const other = await refusal((c) => c.query.get('exp_8Rk3Tw6YbM2pQ5zC'));
    expect(other.message).toContain('(this looks like an export job id)');
  });

  it('a well-formed id is sent as given', async () => {
    const sent = await sentBy((c) => c.players.get('plr_8f3k2m9q'));
    expect(sent.url.pathname).toBe('/v1/players/plr_8f3k2m9q');
  });

  it('the shapes come from the document: a changed pattern changes the check', () => {
    const changed = structuredClone(spec);
    changed.components.parameters.PlayerId.schema.pattern = '^pl_[a-z]+$';
    const text = emitValidation(changed);
    // The rule is stated once and named where it applies.
    expect(text).toContain('const PLAYER_ID: PathIdRule = {"name":"id","pattern":"^pl_[a-z]+$"');
    expect(text).toContain('get_player: [PLAYER_ID]');
  });

  it('costs about nothing per call: 100,000 checks of a valid id in well under a second of CPU', async () => {
    const { validatePathIds } = await import('../../src/internal/arguments.js');
    validatePathIds(operations.get_player, ['plr_8f3k2m9q']);
    const start = process.cpuUsage();
    for (let i = 0; i < 100_000; i++) validatePathIds(operations.get_player, ['plr_8f3k2m9q']);
    const used = process.cpuUsage(start);
    // ~10 ms idle on this machine; generous for a loaded one.
    expect((used.user + used.system) / 1000).toBeLessThan(1_000);
  });
});
