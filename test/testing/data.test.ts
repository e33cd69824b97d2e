import { describe, expect, it } from 'vitest';
import { createFakeService } from '../../src/testing/index.js';

const KEY = /^svc_(live|test)_[A-Za-z0-9]{32}$/;

describe('seeded sample data', () => {
  it('is the same for the same seed and differs for another seed', () => {
    const a = createFakeService({ seed: 7 });
    const b = createFakeService({ seed: 7 });
    const c = createFakeService({ seed: 8 });
    expect(b.keys).toEqual(a.keys);
    expect(b.data.players.slice(0, 5)).toEqual(a.data.players.slice(0, 5));
    expect(c.keys.developer).not.toBe(a.keys.developer);
    expect(c.data.players[0]?.id).not.toBe(a.data.players[0]?.id);
  });

  it('has enough of everything for many pages, with prefixed ids', () => {
    const { data } = createFakeService();
    expect(data.sports.map((s) => s.id).sort()).toEqual([
      'baseball',
      'basketball',
      'football',
      'soccer',
      'volleyball',
    ]);
    expect(data.teams.length).toBeGreaterThanOrEqual(60);
    expect(data.players.length).toBeGreaterThanOrEqual(1000);
    expect(data.games.length).toBeGreaterThan(100);
    expect(data.movements.length).toBeGreaterThan(100);
    expect(data.portal.length).toBeGreaterThan(40);
    expect(data.transfers.length).toBeGreaterThan(40);
    expect(new Set(data.players.map((p) => p.id)).size).toBe(data.players.length);
    expect(data.players.every((p) => /^plr_[A-Za-z0-9]+$/.test(p.id))).toBe(true);
    expect(data.teams.every((t) => /^team_[A-Za-z0-9]+$/.test(t.id))).toBe(true);
    expect(data.games.every((g) => /^game_[A-Za-z0-9]+$/.test(g.id))).toBe(true);
  });

  it('gives each role a well-formed key of the right kind', () => {
    const { keys } = createFakeService();
    expect(Object.keys(keys).sort()).toEqual(['developer', 'enterprise', 'free', 'noCoach', 'plus', 'test']);
    for (const key of Object.values(keys)) expect(key).toMatch(KEY);
    expect(keys.test.startsWith('svc_test_')).toBe(true);
    expect(keys.developer.startsWith('svc_live_')).toBe(true);
    expect(new Set(Object.values(keys)).size).toBe(6);
  });

  it('describes its own rules, including the tier rule', () => {
    const description = createFakeService().describe();
    expect(description.operations).toHaveLength(27);
    expect(description.rules.tier_required).toContain('volleyball');
    expect(description.rules.failingJobs).toContain('[fail]');
  });
});
