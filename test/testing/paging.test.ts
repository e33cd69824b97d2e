import { describe, expect, it } from 'vitest';
import { createFakeService } from '../../src/testing/index.js';
import { type Answer, call, type Json } from './helpers.js';

async function walk(service: ReturnType<typeof createFakeService>, path: string, key: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const answer: Answer = await call(
      service,
      key,
      'GET',
      `${path}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(answer.status).toBe(200);
    const { data, next_cursor, has_more } = answer.body as {
      data: Json[];
      next_cursor: string | null;
      has_more: boolean;
    };
    expect(has_more).toBe(next_cursor !== null);
    ids.push(...data.map((item: { id: string }) => item.id));
    cursor = next_cursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

describe('paging', () => {
  it('walks every page of teams: all items, none twice', async () => {
    const service = createFakeService();
    const { ids, pages } = await walk(service, '/v1/teams', service.keys.enterprise);
    expect(pages).toBe(Math.ceil(service.data.teams.length / 20));
    expect(ids).toHaveLength(service.data.teams.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(service.data.teams.map((t) => t.id)));
  });

  it('keeps filters across pages and lets limit change', async () => {
    const service = createFakeService();
    const key = service.keys.enterprise;
    const first = await call(service, key, 'GET', '/v1/games?sport=soccer&season=2025&limit=7');
    expect(first.body.data).toHaveLength(7);
    const second = await call(
      service,
      key,
      'GET',
      `/v1/games?sport=soccer&season=2025&limit=50&cursor=${first.body.next_cursor}`,
    );
    expect(second.status).toBe(200);
    const all = [...first.body.data, ...second.body.data];
    expect(all.every((g: Json) => g.sport === 'soccer' && g.season === 2025)).toBe(true);
    expect(new Set(all.map((g: Json) => g.id)).size).toBe(all.length);
  });

  it('invalid_cursor for garbage, another list, or other filters; limit out of range', async () => {
    const service = createFakeService();
    const key = service.keys.developer;
    const teams = await call(service, key, 'GET', '/v1/teams?sport=soccer&limit=2');
    const cursor = teams.body.next_cursor as string;
    const code = async (path: string) => {
      const answer = await call(service, key, 'GET', path);
      return [answer.status, answer.body.error?.code, answer.body.error?.param];
    };
    expect(await code('/v1/teams?cursor=garbage')).toEqual([400, 'invalid_cursor', 'cursor']);
    expect(await code(`/v1/teams?cursor=${cursor.slice(0, -2)}xx`)).toEqual([
      400,
      'invalid_cursor',
      'cursor',
    ]);
    expect(await code(`/v1/games?cursor=${cursor}`)).toEqual([400, 'invalid_cursor', 'cursor']);
    expect(await code(`/v1/teams?sport=baseball&cursor=${cursor}`)).toEqual([
      400,
      'invalid_cursor',
      'cursor',
    ]);
    expect(await code(`/v1/teams?sport=soccer&cursor=${cursor}`)).toEqual([200, undefined, undefined]);
    expect(await code('/v1/teams?limit=0')).toEqual([400, 'invalid_parameter', 'limit']);
    expect(await code('/v1/teams?limit=101')).toEqual([400, 'invalid_parameter', 'limit']);
    expect(await code('/v1/teams?limit=abc')).toEqual([400, 'invalid_parameter', 'limit']);
    expect(await code('/v1/teams?limit=100')).toEqual([200, undefined, undefined]);
  });

  it('search pages through the body, and a cursor is bound to its sort', async () => {
    const service = createFakeService();
    const key = service.keys.developer;
    const body = { sport: 'basketball', gender: 'women', sort_by: 'points_per_game', limit: 30 };
    const ids: string[] = [];
    const values: number[] = [];
    let cursor: string | undefined;
    do {
      const answer = await call(service, key, 'POST', '/v1/players/search', {
        ...body,
        ...(cursor ? { cursor } : {}),
      });
      expect(answer.status).toBe(200);
      ids.push(...answer.body.data.map((p: Json) => p.id));
      values.push(...answer.body.data.map((p: Json) => p.stats.points_per_game));
      cursor = answer.body.next_cursor ?? undefined;
    } while (cursor);
    const expected = service.data.players.filter((p) => p.sport === 'basketball' && p.gender === 'women');
    expect(ids).toHaveLength(expected.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(values).toEqual([...values].sort((a, b) => b - a));

    const page = await call(service, key, 'POST', '/v1/players/search', { ...body, limit: 5 });
    const flipped = await call(service, key, 'POST', '/v1/players/search', {
      ...body,
      order: 'asc',
      cursor: page.body.next_cursor,
    });
    expect(flipped.body.error.code).toBe('invalid_cursor');
  });
});

describe('filters and sort', () => {
  it('sorts search results ascending by a stat and filters by position', async () => {
    const service = createFakeService();
    const answer = await call(service, service.keys.developer, 'POST', '/v1/players/search', {
      sport: 'baseball',
      position: 'P',
      sort_by: 'era',
      order: 'asc',
      limit: 100,
    });
    const players = answer.body.data as Array<{
      position: string;
      sport: string;
      stats: Record<string, number>;
    }>;
    expect(players.length).toBeGreaterThan(5);
    expect(players.every((p) => p.position === 'P' && p.sport === 'baseball')).toBe(true);
    const eras = players.map((p) => p.stats.era as number);
    expect(eras).toEqual([...eras].sort((a, b) => a - b));
    const lowest = Math.min(
      ...service.data.players
        .filter((p) => p.sport === 'baseball' && p.position === 'P')
        .map((p) => p.stats.era ?? 99),
    );
    expect(eras[0]).toBe(lowest);
  });

  it('filters teams, games, movements, portal and rosters', async () => {
    const service = createFakeService();
    const key = service.keys.enterprise;
    const conference = service.data.conferences.find(
      (c) => c.sport === 'soccer' && c.division === 'ncaa_d1',
    )!;
    const teams = await call(service, key, 'GET', `/v1/teams?conference=${conference.id}&limit=100`);
    expect(teams.body.data.length).toBeGreaterThan(0);
    expect(teams.body.data.every((t: Json) => t.conference_id === conference.id)).toBe(true);

    const team = teams.body.data[0];
    const games = await call(service, key, 'GET', `/v1/games?team=${team.id}&season=2024&limit=100`);
    expect(games.body.data).toHaveLength(10);
    expect(games.body.data.every((g: Json) => g.home.team_id === team.id || g.away.team_id === team.id)).toBe(
      true,
    );

    const since = '2025-11-01T00:00:00Z';
    const moves = await call(service, key, 'GET', `/v1/movements?kind=commitment&since=${since}&limit=100`);
    expect(moves.body.data.length).toBeGreaterThan(0);
    expect(moves.body.data.every((m: Json) => m.kind === 'commitment' && m.date >= since)).toBe(true);

    const portal = await call(
      service,
      key,
      'GET',
      '/v1/portal?sport=soccer&gender=women&position=FW&limit=100',
    );
    expect(
      portal.body.data.every(
        (e: Json) => e.sport === 'soccer' && e.gender === 'women' && e.position === 'FW',
      ),
    ).toBe(true);

    const roster = await call(service, key, 'GET', `/v1/teams/${team.id}/roster?limit=100`);
    expect(roster.body.data.length).toBeGreaterThan(10);
    expect(roster.body.data.every((r: Json) => r.season === 2025)).toBe(true);
    const older = await call(service, key, 'GET', `/v1/teams/${team.id}/roster?season=2023&limit=100`);
    expect(older.body.data.every((r: Json) => r.season === 2023)).toBe(true);
  });

  it('serves profiles, seasons, coaches, persons and transfers by id', async () => {
    const service = createFakeService();
    const key = service.keys.enterprise;
    const transfer = service.data.transfers[0]!;
    const person = await call(service, key, 'GET', `/v1/persons/${transfer.person_id}`);
    expect(person.body.career.length).toBeGreaterThanOrEqual(2);
    const transfers = await call(service, key, 'GET', `/v1/persons/${transfer.person_id}/transfers`);
    expect(transfers.body.data.map((t: Json) => t.id)).toContain(transfer.id);
    const coaches = await call(service, key, 'GET', `/v1/teams/${transfer.to_team_id}/coaches`);
    expect(coaches.body.data[0].role).toBe('head_coach');
    const player = service.data.players.find((p) => p.class_year === 'senior')!;
    const seasons = await call(service, key, 'GET', `/v1/players/${player.id}/seasons`);
    expect(seasons.body.data.map((s: Json) => s.season)).toEqual([2025, 2024, 2023, 2022]);
    expect(seasons.body.data[0].stats).toEqual(player.stats);
    const game = service.data.games[0]!;
    expect((await call(service, key, 'GET', `/v1/games/${game.id}`)).body).toEqual(game);
  });
});
