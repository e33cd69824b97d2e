/** Whole lists paged through the SDK against the fake's data: every item once, in order. */
import { describe, expect, it } from 'vitest';
import type { Team } from '../../src/index.js';
import { useFake } from './fixture.js';

const e2e = useFake();

describe('paging through whole lists', () => {
  it('for await over teams yields every team once, across pages of the default size', async () => {
    const client = e2e.client('enterprise');
    const ids: string[] = [];
    for await (const team of client.teams.list()) ids.push(team.id);
    const expected = e2e.fake.service.data.teams.length;
    expect(expected).toBeGreaterThan(40);
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);
    // One request per page of 20.
    expect(e2e.fake.service.countRequests('list_teams')).toBe(Math.ceil(expected / 20));
  });

  it('players.search pages with the cursor in the body and keeps the sort across pages', async () => {
    const client = e2e.client('enterprise');
    const values: number[] = [];
    for await (const player of client.players.search({
      sport: 'football',
      sort_by: 'passing_yards',
      order: 'desc',
      limit: 7,
    })) {
      values.push(player.stats.passing_yards ?? Number.NaN);
    }
    const football = e2e.fake.service.data.players.filter((p) => p.sport === 'football').length;
    expect(values).toHaveLength(football);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('pages() yields whole pages and getNextPage follows the cursor', async () => {
    const client = e2e.client('enterprise');
    const sizes: number[] = [];
    for await (const page of client.teams.list({ sport: 'basketball', limit: 5 }).pages())
      sizes.push(page.data.length);
    const all: Team[] = [];
    for await (const team of client.teams.list({ sport: 'basketball' })) all.push(team);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(all.length);
    expect(sizes.slice(0, -1).every((n) => n === 5)).toBe(true);
    const first = await client.teams.list({ sport: 'basketball', limit: 5 });
    const second = await first.getNextPage();
    expect(second.data.map((t) => t.id)).toEqual(all.slice(5, 10).map((t) => t.id));
  });
});
