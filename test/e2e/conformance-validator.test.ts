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

async function check(
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
  path = '/v1/players/plr_abc123',
) {
  const recorder = new ConformanceRecorder();
  await recorder.check(
    'GET',
    path,
    new Response(JSON.stringify(body), { status, headers: { ...headers, ...extra } }),
  );
  return recorder.violations.map((v) => v.problem);
}

const run = {
  run_id: 'qr_abc123',
  status: 'completed',
  prompt: 'Who led D1 in passing?',
  sport: 'football',
  division: null,
  gender: null,
  answer: 'Ada Lovelace.',
  usage: { input_tokens: 10, output_tokens: 5, cost_usd: 0.01 },
  created_at: '2025-03-01T06:00:00Z',
  completed_at: '2025-03-01T06:00:05Z',
};
const getRun = (body: unknown) => check(200, body, {}, '/v1/query/qr_abc123');

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
    expect((await check(200, player, { 'x-request-id': 'req_short' })).join()).toMatch(/X-Request-Id/i);
    expect((await check(404, { message: 'nope' })).join()).toMatch(/body/);
  });
  it('accepts values the document does not know yet in response enumerations (tolerant reader)', async () => {
    expect(await check(200, { ...player, class_year: 'redshirt_freshman', sport: 'lacrosse' })).toEqual([]);
    expect(await check(200, player, { 'x-service-plan': 'platinum' })).toEqual([]);
    expect(
      await getRun({ ...run, status: 'paused', answer: undefined, usage: undefined, completed_at: null }),
    ).toEqual([]);
  });
  it('holds each run state to what it promises: a completed run has its answer and usage', async () => {
    expect(await getRun(run)).toEqual([]);
    const { answer: _answer, ...noAnswer } = run;
    expect((await getRun(noAnswer)).join()).toMatch(/answer/);
    const { usage: _usage, ...noUsage } = run;
    expect((await getRun(noUsage)).join()).toMatch(/usage/);
    expect((await getRun({ ...run, status: 'failed' })).join()).toMatch(/error/);
  });
  it('reports a request that openapi.json would refuse: bad path id, undeclared or out-of-range query, bad body', async () => {
    const recorder = new ConformanceRecorder();
    const base = 'https://api.example';
    await recorder.checkRequest(new Request(`${base}/v1/players/team_wrongprefix`));
    await recorder.checkRequest(new Request(`${base}/v1/teams?limit=500&colour=red`));
    await recorder.checkRequest(
      new Request(`${base}/v1/exports`, {
        method: 'POST',
        headers: { 'idempotency-key': 'k'.repeat(256) },
        body: JSON.stringify({ resource: 'teams', format: 'xml' }),
      }),
    );
    await recorder.checkRequest(
      new Request(`${base}/v1/players/search`, { method: 'POST', body: '{"limit": 5}' }),
    );
    const problems = recorder.requestViolations.map((v) => `${v.operationId}: ${v.problem}`).join('\n');
    expect(problems).toMatch(/get_player: path id/);
    expect(problems).toMatch(/list_teams: query limit/);
    expect(problems).toMatch(/list_teams: query parameter colour is not declared/);
    expect(problems).toMatch(/create_export: header Idempotency-Key/);
    expect(problems).toMatch(/create_export: body.*format/);
    expect(problems).toMatch(/search_players: body.*sport/);
    const clean = new ConformanceRecorder();
    await clean.checkRequest(new Request(`${base}/v1/teams?limit=5&sport=football`));
    expect(clean.requestViolations).toEqual([]);
  });
});
