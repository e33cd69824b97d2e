import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidArgumentError, type SportsData } from '../../src/index.js';
import { withServiceMadeIds } from '../../src/internal/call-marks.js';
import { rejection } from '../support/calls.js';
import { isolateEnv } from '../support/env.js';
import { BASE_URL, mswClient, seen, server, useMsw } from '../support/msw.js';
import { player } from './operation-cases.js';

useMsw();

isolateEnv();
beforeEach(() => {
  // Anything that reaches the wire is answered (and recorded), so a request that should not have
  // been sent shows up in `seen` instead of as an unhandled-request error.
  server.use(
    http.all('*', () => HttpResponse.json({ ...player, data: [], next_cursor: null, has_more: false })),
  );
});

const client = () => mswClient({ maxRetries: 0 });

/** The path exactly as it crossed the wire (no URL normalisation by the test). */
function wirePath(): string {
  expect(seen).toHaveLength(1);
  const url = seen[0]!.url;
  return url.slice(BASE_URL.length).split('?')[0]!;
}

// Ids the caller gives must match the document's pattern (validate-input.test.ts), so any other
// shape reaches the path only when the service made it (a run id inside createAndPoll): those are
// sent as made, and must still stay in their one segment.
const made = () => withServiceMadeIds({});

describe('ids the service made stay in their one path segment', () => {
  it.each([
    ['a slash', 'a/b', 'a%2Fb'],
    ['a question mark', 'a?b=1', 'a%3Fb%3D1'],
    ['a hash', 'a#frag', 'a%23frag'],
    ['a percent sign', '100%', '100%25'],
    ['an already-encoded slash', 'a%2Fb', 'a%252Fb'],
    ['a space', 'Marcus Hill', 'Marcus%20Hill'],
    ['unicode', 'Zoë_⚽', 'Zo%C3%AB_%E2%9A%BD'],
    ['a parent reference with a slash', '../x', '..%2Fx'],
    ['an encoded dot segment', '%2e%2e', '%252e%252e'],
    ['a backslash', '..\\admin', '..%5Cadmin'],
    ['three dots', '...', '...'],
    ['a dot inside', 'plr_1.json', 'plr_1.json'],
    ['an ampersand and plus', 'a&b+c', 'a%26b%2Bc'],
    ['a semicolon', 'a;b', 'a%3Bb'],
  ])('%s: %j', async (_label, id, encoded) => {
    const c = client();
    await expect(c.players.get(id)).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(seen).toHaveLength(0);
    await c.players.get(id, made());
    expect(wirePath()).toBe(`/v1/players/${encoded}`);
    const url = new URL(seen[0]!.url);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('in the middle of a path too (list with a path id)', async () => {
    await client().players.listSeasons('a/b?c#d', { season: 2024 }, made());
    expect(wirePath()).toBe('/v1/players/a%2Fb%3Fc%23d/seasons');
    expect(new URL(seen[0]!.url).search).toBe('?season=2024');
  });

  it('for every path parameter name (run_id included)', async () => {
    const c = client();
    const calls: Array<[() => PromiseLike<unknown>, string]> = [
      [() => c.query.get('../x', made()), '/v1/query/..%2Fx'],
      [() => c.exports.get('../x', made()), '/v1/exports/..%2Fx'],
      [() => c.alerts.delete('../x', made()), '/v1/alerts/..%2Fx'],
      [() => c.alerts.listMatches('../x', {}, made()), '/v1/alerts/..%2Fx/matches'],
      [() => c.teams.listRoster('a/b', {}, made()), '/v1/teams/a%2Fb/roster'],
      [() => c.teams.listCoaches('a/b', {}, made()), '/v1/teams/a%2Fb/coaches'],
      [() => c.persons.listTransfers('a/b', {}, made()), '/v1/persons/a%2Fb/transfers'],
      [() => c.persons.get('a b', made()), '/v1/persons/a%20b'],
      [() => c.games.get('a?b', made()), '/v1/games/a%3Fb'],
    ];
    for (const [call, path] of calls) {
      seen.length = 0;
      await call();
      expect(wirePath()).toBe(path);
    }
  });
});

/** Refused before sending: an `InvalidArgumentError` naming the parameter and the method, nothing on the wire. */
async function expectRefused(call: Promise<unknown>, param: string, method: string): Promise<void> {
  const error = await rejection(call);
  expect(error).toBeInstanceOf(InvalidArgumentError);
  expect(error).toMatchObject({ code: 'invalid_argument', param });
  expect((error as Error).message).toContain(method);
  expect(seen).toHaveLength(0);
}

describe('ids that cannot be one segment are refused before any request', () => {
  it.each([
    ['empty', ''],
    ['a dot', '.'],
    ['two dots', '..'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object', { id: 'plr_1' }],
    ['an array', ['plr_1']],
    ['a String object', new String('plr_1')],
  ])('%s', async (_label, id) => {
    await expectRefused(client().players.get(id as never), 'id', 'players.get');
  });

  it('a lone surrogate (not encodable as UTF-8)', async () => {
    const error = await rejection(client().players.get('plr_\ud800'));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(seen).toHaveLength(0);
  });

  it('names the parameter (run_id) and the method', async () => {
    await expectRefused(client().query.get('..'), 'run_id', 'query.get');
  });

  it('on list methods too, without starting the iteration', async () => {
    const error = await rejection(client().teams.listRoster(''));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    const iterated = await (async () => {
      try {
        for await (const _ of client().alerts.listMatches('.')) {
          /* never reached */
        }
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(iterated).toBeInstanceOf(InvalidArgumentError);
    expect(seen).toHaveLength(0);
  });

  it('describes a refused id by its type, or quotes a refused string', async () => {
    const numeric = await rejection(client().players.get(123 as never));
    expect((numeric as Error).message).toContain('got number');
    const dots = await rejection(client().players.get('..'));
    expect((dots as Error).message).toContain('got ".."');
    expect(seen).toHaveLength(0);
  });
});

describe('arguments that cannot be serialized are refused, never a crash, with zero requests', () => {
  function cycle(): Record<string, unknown> {
    const node: Record<string, unknown> = { sport: 'football' };
    node.self = node;
    return node;
  }

  it.each([
    [
      'a BigInt in a body',
      (c: SportsData) => c.players.search({ sport: 'football', order: 'desc', limit: 10n as never }),
    ],
    ['a cycle in a body', (c: SportsData) => c.alerts.create({ name: 'loop', filters: cycle() as never })],
    [
      'a toJSON that throws in a body',
      (c: SportsData) =>
        c.query.create({
          prompt: 'hi',
          sport: {
            toJSON() {
              throw new Error('no');
            },
          } as never,
        }),
    ],
    ['a body that is a string', (c: SportsData) => c.query.create('{"prompt":"hi"}' as never)],
    ['a body that is an array', (c: SportsData) => c.exports.create([{ resource: 'teams' }] as never)],
    ['a body that is null', (c: SportsData) => c.alerts.create(null as never)],
    ['a deeply nested query object', (c: SportsData) => c.teams.list({ sport: { a: { b: 'c' } } as never })],
    ['a cycle in a query', (c: SportsData) => c.games.list({ team: cycle() as never })],
    ['a nested array in a query', (c: SportsData) => c.games.list({ season: [[2024]] as never })],
    ['a Symbol in a query', (c: SportsData) => c.movements.list({ kind: Symbol('transfer') as never })],
    ['a Date in a query (would vanish)', (c: SportsData) => c.movements.list({ since: new Date() as never })],
    [
      'a function in a query (would send its source)',
      (c: SportsData) => c.teams.list({ sport: (() => 'x') as never }),
    ],
    ['a BigInt in a query', (c: SportsData) => c.teams.list({ limit: 10n as never })],
    ['NaN in a query', (c: SportsData) => c.teams.list({ limit: Number.NaN })],
    ['an array in a query', (c: SportsData) => c.games.list({ sport: ['football', 'soccer'] as never })],
    ['a query that is a string', (c: SportsData) => c.teams.list('sport=football' as never)],
    ['a query that is a number', (c: SportsData) => c.portal.list(5 as never)],
  ])('%s', async (_label, call) => {
    const error = await rejection(call(client()));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ code: 'invalid_argument' });
    expect(error).not.toBeInstanceOf(TypeError);
    expect(seen).toHaveLength(0);
  });

  it('names the method in the message', async () => {
    const error = await rejection(
      client().players.search({ sport: 'football', order: 'desc', limit: 1n as never }),
    );
    expect((error as Error).message).toContain('players.search');
    expect((error as InvalidArgumentError).param).toBe('limit');
  });

  it('names the query parameter and hints at toISOString for a Date', async () => {
    const error = await rejection(client().portal.list({ since: new Date() as never }));
    expect(error).toMatchObject({ code: 'invalid_argument', param: 'since' });
    expect((error as Error).message).toContain('portal.list');
    expect((error as Error).message).toContain('toISOString');
    expect(seen).toHaveLength(0);
  });

  it('sends numbers as text', async () => {
    await client().teams.list({ limit: 5, sport: 'football' });
    expect(new URL(seen[0]!.url).search).toBe('?limit=5&sport=football');
  });

  it('leaves undefined and null query values out rather than sending them', async () => {
    await client().teams.list({ sport: undefined, division: null as never, gender: 'women' });
    expect(new URL(seen[0]!.url).search).toBe('?gender=women');
  });

  it('encodes query values so they cannot add parameters', async () => {
    // Fields without a pattern in the document: a patterned one would be refused before sending.
    await client().portal.list({ position: 'QB&limit=100', cursor: 'cur_1#x' });
    const url = new URL(seen[0]!.url);
    expect(url.search).toBe('?position=QB%26limit%3D100&cursor=cur_1%23x');
    expect(url.searchParams.get('position')).toBe('QB&limit=100');
    expect(url.searchParams.has('limit')).toBe(false);
  });
});
