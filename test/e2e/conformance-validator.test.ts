/** The conformance check itself must be able to fail, or the e2e suite proves nothing. */
import { describe, expect, it } from 'vitest';
import { ConformanceRecorder } from '../support/conformance.js';

const headers = {
  'content-type': 'application/json; charset=utf-8',
  'x-service-plan': 'developer',
  'x-request-id': 'req_abcdefghijklmnopqrstuvwx',
};
const player = {
  id: 'plr_abc123',
  name: 'Ada Lovelace',
  team: 'Analytical Engines',
  team_id: 'team_abc123',
  sport: 'football',
  division: 'ncaa_d1',
  gender: 'women',
  position: 'QB',
  class_year: 'junior',
  stats: { passing_yards: 1200 },
};

async function check(status: number, body: unknown, extra: Record<string, string> = {}) {
  const recorder = new ConformanceRecorder();
  await recorder.check(
    'GET',
    '/v1/players/plr_abc123',
    new Response(JSON.stringify(body), { status, headers: { ...headers, ...extra } }),
  );
  return recorder.violations.map((v) => v.problem);
}

describe('conformance validator', () => {
  it('accepts a response that follows openapi.json', async () => {
    expect(await check(200, player)).toEqual([]);
  });
  it('reports a missing required field, a wrong type and an undeclared status', async () => {
    const { name: _name, ...noName } = player;
    expect((await check(200, noName)).join()).toMatch(/name/);
    expect((await check(200, { ...player, stats: { passing_yards: 'lots' } })).join()).toMatch(/stats/);
    expect((await check(418, player)).join()).toMatch(/status 418 is not declared/);
  });
  it('reports a bad header and an error body that is not the envelope', async () => {
    expect((await check(200, player, { 'x-service-plan': 'gold' })).join()).toMatch(/X-Service-Plan/i);
    expect((await check(404, { message: 'nope' })).join()).toMatch(/body/);
  });
});
