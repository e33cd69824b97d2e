/**
 * The README's first call is the first thing a new user runs, usually against the fake: the
 * player id it shows must exist there (at the fake's default seed), not answer 404.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SportsData } from '../../src/index.js';
import { createFakeService } from '../../src/testing/index.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe("the README's first call", () => {
  it('gets a player that exists in the fake service', async () => {
    const id = /client\.players\.get\('([^']+)'\)/.exec(readme)?.[1];
    expect(id).toMatch(/^plr_/);
    const service = createFakeService();
    const client = new SportsData({
      apiKey: service.keys.developer,
      baseURL: service.baseURL,
      fetch: (input, init) => service.handle(new Request(input, init)),
      logLevel: 'off',
    });
    const player = await client.players.get(id as string);
    expect(player.id).toBe(id);
  });
});
