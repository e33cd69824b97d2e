// Values the service names are open unions: editors offer the known ones, and a value the service
// adds later (or a typo, which the service then refuses) still compiles.
import { fetch as undiciFetch, ProxyAgent } from 'undici';
import { describe, expectTypeOf, test } from 'vitest';
import {
  type ExportCreateRequest,
  type KnownStatKeys,
  type StatKey,
  type Game,
  type KnownPlan,
  type Movement,
  type Plan,
  type Player,
  type PlayerSearchRequest,
  type PortalEntry,
  type ResponseMeta,
  SportsData,
  type TeamsListParams,
} from '../../src/index.js';

const client = new SportsData();

/** The literal members of an open union: what an editor offers after `'`. */
type Offered<T> = T extends string ? (string extends T ? never : T) : never;
/** Whether the union also takes any other string. */
type Open<T> = string & {} extends T ? true : false;

describe('open literal unions', () => {
  test("sport offers 'football' and still takes 'footbal'", () => {
    type Sport = TeamsListParams['sport'];
    expectTypeOf<'football'>().toExtend<Offered<Sport>>();
    expectTypeOf<Offered<Sport>>().toEqualTypeOf<
      'baseball' | 'basketball' | 'football' | 'soccer' | 'volleyball'
    >();
    expectTypeOf<Open<Sport>>().toEqualTypeOf<true>();
    // A typo compiles (the service answers 400 and a newer service may add sports)…
    client.teams.list({ sport: 'footbal' });
    // …but the parameter is not a bare string: the known values are part of its type.
    expectTypeOf<Sport>().not.toEqualTypeOf<string | undefined>();
  });

  test('inputs: division, gender, position, sort_by, order, export resource and format', () => {
    expectTypeOf<'ncaa_d1'>().toExtend<Offered<TeamsListParams['division']>>();
    expectTypeOf<Offered<TeamsListParams['gender']>>().toEqualTypeOf<'men' | 'women'>();
    expectTypeOf<'QB'>().toExtend<Offered<PlayerSearchRequest['position']>>();
    expectTypeOf<'passing_yards' | 'points_per_game'>().toExtend<Offered<PlayerSearchRequest['sort_by']>>();
    expectTypeOf<Offered<PlayerSearchRequest['order']>>().toEqualTypeOf<'asc' | 'desc'>();
    expectTypeOf<Offered<ExportCreateRequest['resource']>>().toEqualTypeOf<
      'players' | 'player_seasons' | 'teams' | 'rosters' | 'games' | 'transfers' | 'movements'
    >();
    expectTypeOf<Open<ExportCreateRequest['format']>>().toEqualTypeOf<true>();
    client.players.search({ sport: 'basketball', sort_by: 'points_per_game', order: 'asc' });
    client.alerts.create({
      name: 'Guards',
      filters: { sport: 'basketball', min_stats: { points_per_game: 15 } },
    });
  });

  test('stat keys: the sport given decides which keys are offered; others still compile', () => {
    expectTypeOf<Offered<StatKey<'football'>>>().toEqualTypeOf<KnownStatKeys['football']>();
    expectTypeOf<'passing_yards'>().toExtend<KnownStatKeys['football']>();
    expectTypeOf<Open<StatKey<'football'>>>().toEqualTypeOf<true>();
    client.players.search({ sport: 'football', sort_by: 'passing_yards' });
    client.players.search({ sport: 'lacrosse', sort_by: 'ground_balls' });
    // @ts-expect-error a stat key is a string
    client.players.search({ sport: 'football', sort_by: 3 });
  });

  test('outputs: class_year, game status, movement kind, portal status, plan', () => {
    expectTypeOf<Offered<Player['class_year']>>().toEqualTypeOf<
      'freshman' | 'sophomore' | 'junior' | 'senior' | 'graduate'
    >();
    expectTypeOf<Open<Player['class_year']>>().toEqualTypeOf<true>();
    expectTypeOf<'in_progress' | 'canceled'>().toExtend<Offered<Game['status']>>();
    expectTypeOf<'portal_entry'>().toExtend<Offered<Movement['kind']>>();
    expectTypeOf<Offered<PortalEntry['status']>>().toEqualTypeOf<'entered' | 'committed' | 'withdrawn'>();
    expectTypeOf<Offered<Plan>>().toEqualTypeOf<KnownPlan>();
    expectTypeOf<ResponseMeta['plan']>().toEqualTypeOf<Plan | undefined>();
    const plan: Plan = 'a_plan_from_the_future';
    expectTypeOf(plan).toExtend<string>();
  });

  test('results are named types, not their expansion', async () => {
    const player = await client.players.get('plr_1');
    expectTypeOf(player).toEqualTypeOf<Player>();
    for await (const p of client.players.search({ sport: 'football' }))
      expectTypeOf(p).toEqualTypeOf<Player>();
  });
});

describe('fetch and fetchOptions', () => {
  test("undici's fetch and a ProxyAgent dispatcher fit without a cast", () => {
    new SportsData({
      fetch: undiciFetch,
      fetchOptions: { dispatcher: new ProxyAgent('http://proxy.local:3128') },
    });
    new SportsData({ fetch: globalThis.fetch });
    client.teams.list({ sport: 'football' }, { fetchOptions: { keepalive: true } });
    // @ts-expect-error a number is not a fetch
    new SportsData({ fetch: 42 });
  });
});
