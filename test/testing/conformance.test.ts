import { describe, expect, it } from 'vitest';
import { SCHEMA_ENUMS } from '../../src/generated/fake-surface.js';
import { createFakeService } from '../../src/testing/index.js';
import { ConformanceRecorder, allOperationIds } from '../support/conformance.js';
import { manualClock } from './helpers.js';

/** Every operation, answered well and badly, checked against openapi.json. */
describe('the fake against openapi.json', () => {
  it('answers every operation with declared statuses, headers and bodies', async () => {
    const clock = manualClock();
    const service = createFakeService({ now: clock.now });
    const recorder = new ConformanceRecorder();
    const fetch = recorder.wrap(service.fetch);
    const send = async (
      key: string | null,
      method: string,
      path: string,
      body?: unknown,
      extra: Record<string, string> = {},
    ) => {
      const response = await fetch(`${service.baseURL}${path}`, {
        method,
        headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return text ? JSON.parse(text) : undefined;
    };
    const dev = service.keys.developer;
    const player = service.data.players[0]!;
    const team = service.data.teams[0]!;
    const transfer = service.data.transfers[0]!;
    const game = service.data.games.find((g) => g.status === 'scheduled')!;

    for (const path of [
      '/v1/sports',
      '/v1/divisions?sport=soccer',
      '/v1/conferences?sport=soccer',
      '/v1/filters/catalog',
    ]) {
      await send(dev, 'GET', path);
    }
    await send(null, 'GET', '/v1/coverage');
    await send(dev, 'POST', '/v1/players/search', { sport: 'soccer', sort_by: 'goals', limit: 50 });
    await send(dev, 'GET', `/v1/players/${player.id}`);
    await send(dev, 'GET', `/v1/players/${player.id}/seasons`);
    await send(dev, 'GET', '/v1/teams?limit=100');
    await send(dev, 'GET', `/v1/teams/${team.id}`);
    await send(dev, 'GET', `/v1/teams/${team.id}/roster?season=2024`);
    await send(dev, 'GET', `/v1/teams/${team.id}/coaches`);
    await send(dev, 'GET', `/v1/persons/${transfer.person_id}`);
    await send(dev, 'GET', `/v1/persons/${transfer.person_id}/transfers`);
    await send(dev, 'GET', '/v1/movements?limit=100');
    await send(dev, 'GET', '/v1/games?limit=100');
    await send(dev, 'GET', `/v1/games/${game.id}`);
    await send(dev, 'GET', '/v1/portal?limit=100');

    const run = await send(dev, 'POST', '/v1/query', { prompt: 'top scorer in soccer', sport: 'soccer' });
    for (let i = 0; i < 3; i++) await send(dev, 'GET', `/v1/query/${run.run_id}`);
    const failing = await send(dev, 'POST', '/v1/query', { prompt: '[fail]' });
    for (let i = 0; i < 2; i++) await send(dev, 'GET', `/v1/query/${failing.run_id}`);

    service.setWebhook(service.accountIds.developer, null);
    const alert = await send(dev, 'POST', '/v1/alerts', {
      name: 'x',
      filters: { sport: 'soccer', min_stats: { goals: 1 } },
    });
    await service.addPortalEntry({ sport: 'soccer', stats: { goals: 5 } });
    await send(dev, 'GET', '/v1/alerts');
    await send(dev, 'GET', `/v1/alerts/${alert.id}/matches`);
    await send(dev, 'DELETE', `/v1/alerts/${alert.id}`);

    for (const resource of SCHEMA_ENUMS['ExportCreateRequest.resource']) {
      const job = await send(dev, 'POST', '/v1/exports', {
        resource,
        format: 'csv',
        filters: { sport: 'soccer' },
      });
      for (let i = 0; i < 2; i++) await send(dev, 'GET', `/v1/exports/${job.id}`);
    }
    service.failNext('export');
    const failed = await send(dev, 'POST', '/v1/exports', { resource: 'teams', format: 'jsonl' });
    for (let i = 0; i < 2; i++) await send(dev, 'GET', `/v1/exports/${failed.id}`);
    await send(dev, 'GET', '/v1/exports');

    // Errors: 400, 401, 402, 403, 404, 429 and injected 500/503.
    await send(dev, 'GET', '/v1/teams?limit=500');
    await send(dev, 'GET', '/v1/teams?cursor=nope');
    await send(null, 'GET', '/v1/teams');
    await send('svc_live_bad', 'GET', `/v1/players/${player.id}`);
    await send(service.keys.free, 'GET', '/v1/portal');
    await send(service.keys.test, 'POST', '/v1/exports', { resource: 'teams', format: 'csv' });
    await send(
      service.keys.free,
      'GET',
      `/v1/players/${service.data.players.find((p) => p.sport === 'volleyball')!.id}`,
    );
    await send(dev, 'GET', '/v1/players/plr_missing');
    await send(dev, 'GET', '/v1/query/qr_missing');
    await send(dev, 'DELETE', '/v1/alerts/alrt_missing');
    await send(dev, 'POST', '/v1/query', { prompt: 'x' }, { 'idempotency-key': 'k'.repeat(300) });
    const poor = service.createAccount({ plan: 'plus', verifiedCoach: true, budgetUsd: 0 });
    const poorKey = service.createKey(poor.id, { kind: 'live', scopes: ['portal'] });
    await send(poorKey, 'GET', '/v1/portal');
    const slow = service.createAccount({ plan: 'plus', readsPerMinute: 1, monthlyQuota: 2 });
    const slowKey = service.createKey(slow.id, { kind: 'live' });
    await send(slowKey, 'GET', '/v1/sports');
    await send(slowKey, 'GET', '/v1/sports');
    clock.advance(60_000);
    await send(slowKey, 'GET', '/v1/sports');
    await send(slowKey, 'GET', '/v1/sports');
    service.faults.inject({ operationId: 'get_team', status: 500 });
    await send(dev, 'GET', `/v1/teams/${team.id}`);
    service.faults.inject({ operationId: 'get_team', status: 503, retryAfter: '1' });
    await send(dev, 'GET', `/v1/teams/${team.id}`);

    expect(recorder.violations).toEqual([]);
    expect([...recorder.checked.keys()].sort()).toEqual([...allOperationIds].sort());
    const statuses = new Set(service.requests.map((r) => r.status));
    for (const status of [200, 201, 202, 400, 401, 402, 403, 404, 429, 500, 503])
      expect(statuses).toContain(status);
  });
});
