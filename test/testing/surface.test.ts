/**
 * The fake's contract surface comes from openapi.json (src/generated/fake-surface.ts): each check
 * here changes if the document's limits, access or parameters change, not if a hand table does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SURFACE } from '../../src/generated/fake-surface.js';
import { createFakeService } from '../../src/testing/index.js';
import { type Json, call } from './helpers.js';

const spec = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));

describe('the fake surface', () => {
  it('holds every operation of openapi.json with its x-billing and x-access', () => {
    const fromDocument: Record<string, unknown> = {};
    for (const [path, item] of Object.entries<Record<string, Json>>(spec.paths))
      for (const [method, op] of Object.entries<Json>(item))
        if (op?.operationId)
          fromDocument[op.operationId] = {
            method: method.toUpperCase(),
            path,
            billing: op['x-billing'],
            plans: op['x-access'].plans,
            keyKinds: op['x-access'].key_kinds,
            scopes: op['x-access'].scopes,
          };
    const fromSurface = Object.fromEntries(
      Object.values(SURFACE).map((s) => [
        s.id,
        {
          method: s.method,
          path: s.path,
          billing: s.billing,
          plans: s.plans,
          keyKinds: s.keyKinds,
          scopes: s.scopes,
        },
      ]),
    );
    expect(fromSurface).toEqual(fromDocument);
  });

  it('refuses values outside the limits the document states, naming the parameter', async () => {
    const service = createFakeService({ rateLimits: false });
    const key = service.keys.developer;
    const cases: Array<[string, string]> = [
      ['/v1/games?season=1700', 'season'],
      ['/v1/movements?since=yesterday', 'since'],
      ['/v1/movements?kind=promotion', 'kind'],
      ['/v1/teams?conference=not-a-conference', 'conference'],
      ['/v1/teams?gender=mixed', 'gender'],
    ];
    for (const [path, param] of cases) {
      const { status, body } = await call(service, key, 'GET', path);
      expect([path, status, body.error.code, body.error.param]).toEqual([
        path,
        400,
        'invalid_parameter',
        param,
      ]);
    }
    const long = await call(service, key, 'POST', '/v1/query', { prompt: 'x'.repeat(2001) });
    expect([long.status, long.body.error.param]).toEqual([400, 'prompt']);
  });

  it('calls a filter that does not apply "not applicable to" the resource, not an unknown field', async () => {
    const service = createFakeService({ rateLimits: false });
    const key = service.keys.developer;
    const team = service.data.teams[0]!.id;
    const roster = await call(service, key, 'GET', `/v1/teams/${team}/roster?sport=football`);
    expect(roster.status).toBe(400);
    expect(roster.body.error.message).toBe("The filter 'sport' is not applicable to roster entries.");
    const exported = await call(service, key, 'POST', '/v1/exports', {
      resource: 'rosters',
      format: 'csv',
      filters: { since: '2025-01-01T00:00:00Z' },
    });
    expect(exported.status).toBe(400);
    expect(exported.body.error).toMatchObject({ param: 'filters.since' });
    expect(exported.body.error.message).toBe("The filter 'filters.since' is not applicable to rosters.");
    const unknown = await call(service, key, 'GET', '/v1/teams?colour=red');
    expect(unknown.body.error.message).toMatch(/Unknown query parameter 'colour'/);
  });
});
