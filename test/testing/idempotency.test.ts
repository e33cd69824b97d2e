import { describe, expect, it } from 'vitest';
import { call, fakeWithClock } from './helpers.js';

describe('Idempotency-Key', () => {
  it('replays the first answer of a usage POST without a second charge', async () => {
    const { service } = fakeWithClock();
    const plus = service.createAccount({ plan: 'plus', verifiedCoach: true });
    const key = service.createKey(plus.id, { kind: 'live', scopes: ['portal:alerts'] });
    const body = { name: 'once', filters: { sport: 'soccer' } };
    const headers = { 'idempotency-key': 'alert-1' };
    const first = await call(service, key, 'POST', '/v1/alerts', body, headers);
    const second = await call(service, key, 'POST', '/v1/alerts', body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(service.billing(plus.id).charges).toHaveLength(1);
    expect((await call(service, key, 'GET', '/v1/alerts')).body.data).toHaveLength(1);
    expect(service.requests.map((r) => r.idempotencyKey)).toEqual(['alert-1', 'alert-1', null]);
  });

  it('creates one export for a repeated key, and keys are per account and expire after 24 h', async () => {
    const { service, clock } = fakeWithClock();
    const body = { resource: 'teams', format: 'csv' };
    const headers = { 'idempotency-key': 'exp-1' };
    const a = await call(service, service.keys.developer, 'POST', '/v1/exports', body, headers);
    const b = await call(service, service.keys.developer, 'POST', '/v1/exports', body, headers);
    expect(b.body.id).toBe(a.body.id);
    const other = await call(service, service.keys.enterprise, 'POST', '/v1/exports', body, headers);
    expect(other.body.id).not.toBe(a.body.id);
    clock.advance(24 * 3_600_000);
    const later = await call(service, service.keys.developer, 'POST', '/v1/exports', body, headers);
    expect(later.body.id).not.toBe(a.body.id);
  });

  it('refuses a key that is too long or reused for a different request', async () => {
    const { service } = fakeWithClock();
    const key = service.keys.developer;
    const long = await call(
      service,
      key,
      'POST',
      '/v1/query',
      { prompt: 'x' },
      { 'idempotency-key': 'k'.repeat(256) },
    );
    expect([long.status, long.body.error.param]).toEqual([400, 'Idempotency-Key']);
    await call(service, key, 'POST', '/v1/query', { prompt: 'one' }, { 'idempotency-key': 'q' });
    const reused = await call(
      service,
      key,
      'POST',
      '/v1/query',
      { prompt: 'two' },
      { 'idempotency-key': 'q' },
    );
    expect([reused.status, reused.body.error.code, reused.body.error.param]).toEqual([
      400,
      'invalid_parameter',
      'Idempotency-Key',
    ]);
  });
});
