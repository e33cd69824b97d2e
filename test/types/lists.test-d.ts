// What a list call gives: a promise of its first page that is also async-iterable over items.
import { describe, expectTypeOf, test } from 'vitest';
import {
  type Page,
  type PagePromise,
  type Player,
  type PortalEntry,
  SportsData,
  type Team,
  type WithResponse,
} from '../../src/index.js';

const client = new SportsData();

describe('lists', () => {
  test('list calls take maxItems and maxPages; single-object calls do not', () => {
    client.teams.list(undefined, { maxItems: 50, maxPages: 3, timeout: 1_000 });
    client.players.search({ sport: 'football' }, { maxPages: 2 });
    // @ts-expect-error maxItems is a list option
    client.teams.get('team_1', { maxItems: 5 });
    // @ts-expect-error a limit is a number
    client.teams.list(undefined, { maxPages: '3' });
  });

  test('for await over a list yields its item type', async () => {
    for await (const player of client.players.search({ sport: 'basketball' })) {
      expectTypeOf(player).toEqualTypeOf<Player>();
    }
    for await (const entry of client.portal.list({ sport: 'football' })) {
      expectTypeOf(entry).toEqualTypeOf<PortalEntry>();
    }
  });

  test('awaiting a list gives its first Page', async () => {
    expectTypeOf(client.teams.list()).toEqualTypeOf<PagePromise<Team>>();
    const page = await client.teams.list();
    expectTypeOf(page).toEqualTypeOf<Page<Team>>();
    expectTypeOf(page.data).toEqualTypeOf<Team[]>();
    expectTypeOf(page.hasMore).toEqualTypeOf<boolean>();
    expectTypeOf(page.nextCursor).toEqualTypeOf<string | null>();
    expectTypeOf(page.getNextPage()).resolves.toEqualTypeOf<Page<Team>>();
    for await (const team of page) expectTypeOf(team).toEqualTypeOf<Team>();
  });

  test('withResponse on a single get', async () => {
    const result = await client.players.get('plr_1').withResponse();
    expectTypeOf(result).toEqualTypeOf<WithResponse<Player>>();
    expectTypeOf(result.response).toEqualTypeOf<Response>();
  });
});
