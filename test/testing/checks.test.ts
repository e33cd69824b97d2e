import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/generated/error-codes.js';
import { createFakeService } from '../../src/testing/index.js';
import { call, type Json } from './helpers.js';

const ENVELOPE_KEYS = ['code', 'message', 'param', 'request_id', 'type'];

/** An error envelope of `code`, with the status and type openapi.json gives that code. */
function expectError(answer: { status: number; body: Json }, code: keyof typeof ERROR_CODES) {
  const [status, type] = ERROR_CODES[code];
  expect({ status: answer.status, code: answer.body?.error?.code }).toEqual({ status, code });
  expect(answer.body.error.type).toBe(type);
  expect(Object.keys(answer.body).sort()).toEqual(['error']);
  expect(Object.keys(answer.body.error).sort()).toEqual(ENVELOPE_KEYS);
  expect(answer.body.error.request_id).toMatch(/^req_[A-Za-z0-9]{24}$/);
}

describe('the order of checks', () => {
  it('401 missing_api_key without a key, invalid_api_key for a bad or revoked one', async () => {
    const service = createFakeService();
    const player = service.data.players[0]!.id;
    const missing = await call(service, null, 'GET', `/v1/players/${player}`);
    expectError(missing, 'missing_api_key');
    expect(missing.headers.get('x-service-plan')).toBe('free');
    expect(missing.headers.get('x-monthly-quota-limit')).toBeNull();
    expectError(await call(service, 'svc_live_short', 'GET', `/v1/players/${player}`), 'invalid_api_key');
    const unknown = `svc_live_${'x'.repeat(32)}`;
    expectError(await call(service, unknown, 'GET', `/v1/players/${player}`), 'invalid_api_key');
    const account = service.createAccount({ plan: 'plus' });
    const key = service.createKey(account.id, { kind: 'live' });
    expect((await call(service, key, 'GET', `/v1/players/${player}`)).status).toBe(200);
    service.revokeKey(key);
    expectError(await call(service, key, 'GET', `/v1/players/${player}`), 'invalid_api_key');
  });

  it('a Free key with no budget on a usage operation gets plan_required, not budget_exceeded', async () => {
    const service = createFakeService();
    const broke = service.createAccount({ plan: 'free', budgetUsd: 0 });
    const key = service.createKey(broke.id, { kind: 'live', scopes: ['portal', 'portal:alerts'] });
    const answer = await call(service, key, 'POST', '/v1/exports', { resource: 'teams', format: 'csv' });
    expectError(answer, 'plan_required');
    expect(answer.headers.get('x-service-plan')).toBe('free');
    expectError(await call(service, service.keys.free, 'GET', '/v1/portal'), 'plan_required');
  });

  it('test keys are refused on usage operations but read for real', async () => {
    const service = createFakeService();
    expectError(
      await call(service, service.keys.test, 'POST', '/v1/query', { prompt: 'hi' }),
      'test_key_not_allowed',
    );
    expectError(await call(service, service.keys.test, 'GET', '/v1/alerts'), 'test_key_not_allowed');
    expect((await call(service, service.keys.test, 'GET', '/v1/teams')).status).toBe(200);
  });

  it('scope, then verified coach, then tier, then the alert count', async () => {
    const service = createFakeService();
    expectError(await call(service, service.keys.plus, 'GET', '/v1/portal'), 'scope_required');
    expectError(
      await call(service, service.keys.noCoach, 'POST', '/v1/alerts', {
        name: 'x',
        filters: { sport: 'soccer' },
      }),
      'verified_coach_required',
    );
    const noVolleyball = service.createAccount({
      plan: 'developer',
      verifiedCoach: true,
      coachingTiers: ['soccer'],
    });
    const key = service.createKey(noVolleyball.id, { kind: 'live', scopes: ['portal', 'portal:alerts'] });
    expectError(await call(service, key, 'GET', '/v1/portal?sport=volleyball'), 'tier_required');
    expect((await call(service, key, 'GET', '/v1/portal?sport=soccer')).status).toBe(200);

    const small = service.createAccount({ plan: 'developer', verifiedCoach: true, alertCount: 1 });
    const smallKey = service.createKey(small.id, { kind: 'live', scopes: ['portal:alerts'] });
    const body = { name: 'watch', filters: { sport: 'soccer' } };
    expect((await call(service, smallKey, 'POST', '/v1/alerts', body)).status).toBe(201);
    expectError(await call(service, smallKey, 'POST', '/v1/alerts', body), 'alert_limit_reached');
  });

  it('free reads never answer tier_required; the portal feed and alert creation do (contract section 3)', async () => {
    const service = createFakeService();
    const volleyballPlayer = service.data.players.find((p) => p.sport === 'volleyball')!;
    const volleyballTeam = service.data.teams.find((t) => t.sport === 'volleyball')!;
    const reads: Array<[string, string, unknown?]> = [
      ['GET', `/v1/players/${volleyballPlayer.id}`],
      ['POST', '/v1/players/search', { sport: 'volleyball' }],
      ['GET', `/v1/players/${volleyballPlayer.id}/seasons`],
      ['GET', '/v1/teams?sport=volleyball'],
      ['GET', `/v1/teams/${volleyballTeam.id}/roster`],
      ['GET', '/v1/games?sport=volleyball'],
      ['GET', '/v1/movements?sport=volleyball'],
    ];
    for (const [method, path, body] of reads) {
      const answer = await call(service, service.keys.free, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(200);
    }

    const noVolleyball = service.createAccount({
      plan: 'developer',
      verifiedCoach: true,
      coachingTiers: ['soccer'],
    });
    const key = service.createKey(noVolleyball.id, { kind: 'live', scopes: ['portal', 'portal:alerts'] });
    expectError(
      await call(service, key, 'POST', '/v1/alerts', { name: 'x', filters: { sport: 'volleyball' } }),
      'tier_required',
    );
    expect(
      (await call(service, key, 'POST', '/v1/alerts', { name: 'x', filters: { sport: 'soccer' } })).status,
    ).toBe(201);
    // Usage-billed but not the portal feed or an alert: not gated either.
    expect(
      (await call(service, key, 'POST', '/v1/query', { prompt: 'hi', sport: 'volleyball' })).status,
    ).toBe(202);
  });

  it('an unknown query parameter is 400 invalid_parameter naming it, as an unknown body field is', async () => {
    const service = createFakeService();
    const answer = await call(service, service.keys.developer, 'GET', '/v1/teams?divison=ncaa_d3');
    expectError(answer, 'invalid_parameter');
    expect((answer.body as { error: { param: string } }).error.param).toBe('divison');
    const coverage = await call(service, null, 'GET', '/v1/coverage?verbose=1');
    expect((coverage.body as { error: { param: string } }).error.param).toBe('verbose');
    expect((await call(service, service.keys.developer, 'GET', '/v1/teams?division=ncaa_d3')).status).toBe(
      200,
    );
  });

  it('403 comes before the monthly quota, the quota before the minute limit', async () => {
    const service = createFakeService();
    const account = service.createAccount({ plan: 'plus', monthlyQuota: 1, readsPerMinute: 1 });
    const key = service.createKey(account.id, { kind: 'live' });
    expect((await call(service, key, 'GET', '/v1/sports')).status).toBe(200);
    expectError(await call(service, key, 'GET', '/v1/portal'), 'scope_required');
    expectError(await call(service, key, 'GET', '/v1/sports'), 'monthly_quota_exceeded');
  });

  it('budget before parameters, parameters before existence', async () => {
    const service = createFakeService();
    const poor = service.createAccount({ plan: 'plus', verifiedCoach: true, budgetUsd: 1 });
    const key = service.createKey(poor.id, { kind: 'live', scopes: ['portal:alerts'] });
    // $5 alert on plus would pass a $1 budget, even though the body is invalid.
    const answer = await call(service, key, 'POST', '/v1/alerts', {
      name: 'x',
      filters: { sport: 'soccer', bogus: 1 },
    });
    expectError(answer, 'budget_exceeded');
    expect(service.billing(poor.id).charges).toEqual([]);

    const dev = service.keys.developer;
    const bad = await call(service, dev, 'GET', '/v1/players/plr_doesnotexist/seasons?limit=0');
    expectError(bad, 'invalid_parameter');
    expect(bad.body.error.param).toBe('limit');
    expectError(await call(service, dev, 'GET', '/v1/players/plr_doesnotexist/seasons'), 'not_found');
  });

  it('validates bodies: required fields, enums, unknown fields', async () => {
    const service = createFakeService();
    const dev = service.keys.developer;
    const param = async (path: string, body: unknown) => {
      const answer = await call(service, dev, 'POST', path, body);
      expect(answer.status).toBe(400);
      return answer.body.error.param;
    };
    expect(await param('/v1/players/search', {})).toBe('sport');
    expect(await param('/v1/players/search', { sport: 'curling' })).toBe('sport');
    expect(await param('/v1/players/search', { sport: 'soccer', gender: 'mixed' })).toBe('gender');
    expect(await param('/v1/players/search', { sport: 'soccer', sort_by: 'points_per_game' })).toBe(
      'sort_by',
    );
    expect(await param('/v1/players/search', { sport: 'soccer', order: 'up' })).toBe('order');
    expect(await param('/v1/players/search', { sport: 'soccer', colour: 'red' })).toBe('colour');
    expect(await param('/v1/query', {})).toBe('prompt');
    expect(await param('/v1/query', { prompt: 'x'.repeat(2001) })).toBe('prompt');
    expect(await param('/v1/exports', { format: 'csv' })).toBe('resource');
    expect(await param('/v1/exports', { resource: 'teams', format: 'xml' })).toBe('format');
    expect(
      await param('/v1/exports', { resource: 'teams', format: 'csv', filters: { kind: 'transfer' } }),
    ).toBe('filters.kind');
    expect(await param('/v1/alerts', { name: 'a', filters: {} })).toBe('filters.sport');
    expect(
      await param('/v1/alerts', { name: 'a', filters: { sport: 'soccer', min_stats: { kills: 3 } } }),
    ).toBe('filters.min_stats.kills');
    expect(await param('/v1/query', '{not json')).toBe('body');
    const query = await call(service, dev, 'GET', '/v1/games?season=twenty');
    expect(query.body.error.param).toBe('season');
    const since = await call(service, dev, 'GET', '/v1/movements?since=yesterday');
    expect(since.body.error.param).toBe('since');
    const kind = await call(service, dev, 'GET', '/v1/movements?kind=trade');
    expect(kind.body.error.param).toBe('kind');
    // Unknown query parameters are refused like unknown body fields.
    expectError(await call(service, dev, 'GET', '/v1/teams?colour=red'), 'invalid_parameter');
  });

  it('every response carries the plan, a request id and JSON; unknown routes are 404', async () => {
    const service = createFakeService();
    const ok = await call(service, service.keys.enterprise, 'GET', '/v1/sports');
    expect(ok.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(ok.headers.get('x-service-plan')).toBe('enterprise');
    expect(ok.headers.get('x-request-id')).toMatch(/^req_[A-Za-z0-9]{24}$/);
    expect(ok.headers.get('x-monthly-quota-limit')).toBeNull();
    expectError(await call(service, service.keys.developer, 'GET', '/v1/nothing'), 'not_found');
    const wrong = await call(service, service.keys.developer, 'DELETE', '/v1/teams');
    expectError(wrong, 'not_found');
    expect(wrong.headers.get('allow')).toBe('GET');
  });
});
