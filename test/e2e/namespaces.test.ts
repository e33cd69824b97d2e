/**
 * The SDK against the fake over loopback. First every row of the one per-operation table
 * (test/core/operation-cases.ts): the fake must route the row's request to its operation and log it
 * as the row says, and the request and the row's sample answer must both validate against
 * openapi.json (the fixture's recorder). Then the fake's own data through each namespace.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type OperationId, operations } from '../../src/generated/operations.js';
import type { Page } from '../../src/index.js';
import { allOperationIds } from '../support/conformance.js';
import { operationCases } from '../core/operation-cases.js';
import { useFake } from './fixture.js';

const e2e = useFake();

describe('every row of the operation table through the fake', () => {
  it('has a row for every operation of openapi.json', () => {
    expect(Object.keys(operationCases).sort()).toEqual([...allOperationIds].sort());
  });

  it.each(Object.keys(operationCases) as OperationId[])('%s', async (id) => {
    const row = operationCases[id];
    const { service } = e2e.fake;
    service.faults.inject({ operationId: id, status: row.status, body: row.response as object });
    const before = service.countRequests(id);
    const value = await row.call(e2e.client('developer'));

    expect(service.countRequests(id)).toBe(before + 1);
    const logged = service.requests.at(-1)!;
    expect(logged).toMatchObject({ operationId: id, method: row.method, path: row.path, status: row.status });
    expect(logged.query).toEqual(Object.fromEntries(new URLSearchParams(row.search)));
    expect(logged.idempotencyKey).toBeNull();
    if (row.kind === 'list') expect((value as Page<unknown>).data).toEqual(row.response.data);
    else expect(value).toEqual(row.response);
  });
});

describe("the fake's data through every namespace", () => {
  it('reference: sports, divisions, conferences, filter catalog, and the keyless coverage matrix', async () => {
    const client = e2e.client('developer');
    const sports = await client.reference.listSports();
    expect(sports.data.map((s) => s.id)).toEqual(expect.arrayContaining(['football', 'basketball']));
    const divisions = await client.reference.listDivisions({ sport: 'football' });
    expect(divisions.data.length).toBeGreaterThan(0);
    const conferences = await client.reference.listConferences({ sport: 'basketball' });
    expect(conferences.data.every((c) => c.sport === 'basketball')).toBe(true);
    const catalog = await client.reference.getFilterCatalog();
    expect(catalog.sort_keys.basketball).toContain('points_per_game');
    const coverage = await e2e.client(null).reference.getCoverage();
    expect(coverage.cells.length).toBeGreaterThan(0);
  });

  it('players: search sorted by a stat, profile, seasons', async () => {
    const client = e2e.client('developer');
    const page = await client.players.search({
      sport: 'basketball',
      sort_by: 'points_per_game',
      order: 'desc',
      limit: 10,
    });
    const values = page.data.map((p) => p.stats.points_per_game ?? 0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const first = page.data[0]!;
    const player = await client.players.get(first.id);
    expect(player).toMatchObject({ id: first.id, name: first.name, sport: 'basketball' });
    const seasons = await client.players.listSeasons(first.id);
    expect(seasons.data.every((s) => s.player_id === first.id)).toBe(true);
  });

  it('teams, persons, movements, games', async () => {
    const client = e2e.client('developer');
    const listed = await client.teams.list({ sport: 'football', limit: 100 });
    expect(listed.data.every((t) => t.sport === 'football')).toBe(true);
    const team = listed.data[0]!;
    expect((await client.teams.get(team.id)).name).toBe(team.name);
    const roster = await client.teams.listRoster(team.id);
    expect(roster.data.length).toBeGreaterThan(0);
    const coaches = await client.teams.listCoaches(team.id);
    const coach = coaches.data[0]!;
    expect((await client.persons.get(coach.person_id)).id).toBe(coach.person_id);
    const transfers = await client.persons.listTransfers(coach.person_id);
    expect(Array.isArray(transfers.data)).toBe(true);
    const moves = await client.movements.list({ kind: 'transfer', limit: 5 });
    expect(moves.data.every((m) => m.kind === 'transfer')).toBe(true);
    const games = await client.games.list({ team: team.id, limit: 5 });
    const game = games.data[0]!;
    expect([game.home.team_id, game.away.team_id]).toContain(team.id);
    expect((await client.games.get(game.id)).id).toBe(game.id);
  });

  it('portal, alerts (create, list, matches, delete)', async () => {
    const client = e2e.client('developer');
    const portal = await client.portal.list({ sport: 'football', limit: 5 });
    expect(portal.data.every((p) => p.sport === 'football')).toBe(true);
    const alert = await client.alerts.create({
      name: 'centers',
      filters: { sport: 'basketball', positions: ['C'] },
    });
    expect(alert.status).toBe('active');
    expect((await client.alerts.list()).data.map((a) => a.id)).toContain(alert.id);
    await e2e.fake.service.addPortalEntry({ sport: 'basketball', position: 'C' });
    const matches = await client.alerts.listMatches(alert.id);
    expect(matches.data).toHaveLength(1);
    expect(matches.data[0]!.portal_entry.position).toBe('C');
    expect(await client.alerts.delete(alert.id)).toEqual({ id: alert.id, deleted: true });
  });

  it('query and exports: create, get, list', async () => {
    const client = e2e.client('developer');
    const run = await client.query.create({
      prompt: 'Who leads football in passing_yards?',
      sport: 'football',
    });
    expect((await client.query.get(run.run_id)).run_id).toBe(run.run_id);
    const job = await client.exports.create({
      resource: 'teams',
      format: 'csv',
      filters: { sport: 'soccer' },
    });
    expect((await client.exports.get(job.id)).id).toBe(job.id);
    expect((await client.exports.list()).data.map((j) => j.id)).toContain(job.id);
  });
});

afterAll(() => {
  // Every operation of the table was called, and every response was checked against openapi.json.
  expect(Object.keys(operations).sort()).toEqual([...allOperationIds].sort());
  expect([...e2e.conformance.checked.keys()].sort()).toEqual([...allOperationIds].sort());
});
