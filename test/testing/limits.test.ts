import { describe, expect, it } from 'vitest';
import { call, fakeWithClock } from './helpers.js';

describe('quota and rate limits', () => {
  it('quota headers count down on every keyed response and name the next month', async () => {
    const { service } = fakeWithClock();
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await call(service, service.keys.developer, 'GET', '/v1/divisions');
      expect(answer.headers.get('x-monthly-quota-limit')).toBe('250000');
      expect(answer.headers.get('x-monthly-quota-reset')).toBe('2025-12-01T00:00:00Z');
      remaining.push(Number(answer.headers.get('x-monthly-quota-remaining')));
    }
    expect(remaining).toEqual([249_999, 249_998, 249_997]);
    // Errors are keyed responses too.
    const error = await call(service, service.keys.developer, 'GET', '/v1/teams/team_nope');
    expect(error.status).toBe(404);
    expect(error.headers.get('x-monthly-quota-remaining')).toBe('249996');
  });

  it('429 rate_limit_exceeded with Retry-After until the minute window frees', async () => {
    const { service, clock } = fakeWithClock();
    const account = service.createAccount({ plan: 'plus', readsPerMinute: 3 });
    const key = service.createKey(account.id, { kind: 'live' });
    for (let i = 0; i < 3; i++) {
      expect((await call(service, key, 'GET', '/v1/sports')).status).toBe(200);
      clock.advance(10_000);
    }
    // The first request was 30 s ago: its slot frees in 30 s.
    const limited = await call(service, key, 'GET', '/v1/sports');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limit_exceeded');
    expect(limited.body.error.type).toBe('rate_limit_error');
    expect(limited.headers.get('retry-after')).toBe('30');
    clock.advance(29_000);
    expect((await call(service, key, 'GET', '/v1/sports')).headers.get('retry-after')).toBe('1');
    clock.advance(1_000);
    expect((await call(service, key, 'GET', '/v1/sports')).status).toBe(200);
  });

  it('429 monthly_quota_exceeded without Retry-After until the UTC month rolls over', async () => {
    const { service, clock } = fakeWithClock();
    clock.set(Date.UTC(2025, 10, 30, 23, 0, 0));
    const account = service.createAccount({ plan: 'plus', monthlyQuota: 2 });
    const key = service.createKey(account.id, { kind: 'live' });
    const first = await call(service, key, 'GET', '/v1/sports');
    expect(first.headers.get('x-monthly-quota-remaining')).toBe('1');
    expect((await call(service, key, 'GET', '/v1/sports')).headers.get('x-monthly-quota-remaining')).toBe(
      '0',
    );
    const over = await call(service, key, 'GET', '/v1/sports');
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('monthly_quota_exceeded');
    expect(over.headers.get('retry-after')).toBeNull();
    expect(over.headers.get('x-monthly-quota-remaining')).toBe('0');
    clock.advance(60 * 60_000);
    const december = await call(service, key, 'GET', '/v1/sports');
    expect(december.status).toBe(200);
    expect(december.headers.get('x-monthly-quota-remaining')).toBe('1');
    expect(december.headers.get('x-monthly-quota-reset')).toBe('2026-01-01T00:00:00Z');
  });

  it('401 and 403 refusals count against neither the monthly quota nor the minute (contract section 4)', async () => {
    const { service } = fakeWithClock();
    const account = service.createAccount({ plan: 'free', readsPerMinute: 2, monthlyQuota: 10 });
    const live = service.createKey(account.id, { kind: 'live' });
    const test = service.createKey(account.id, { kind: 'test' });
    for (let i = 0; i < 5; i++) {
      const refused = await call(service, live, 'POST', '/v1/exports', { resource: 'teams', format: 'csv' });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('plan_required');
      // The refusal still says where the quota stands: untouched.
      expect(refused.headers.get('x-monthly-quota-remaining')).toBe('10');
      expect((await call(service, test, 'GET', '/v1/portal')).status).toBe(403);
      expect((await call(service, `${live.slice(0, -1)}X`, 'GET', '/v1/sports')).status).toBe(401);
    }
    // Ten refusals in this minute, and both of the minute's reads are still there.
    const first = await call(service, live, 'GET', '/v1/sports');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-monthly-quota-remaining')).toBe('9');
    expect((await call(service, live, 'GET', '/v1/sports')).status).toBe(200);
    const third = await call(service, live, 'GET', '/v1/sports');
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('rate_limit_exceeded');
    // A 429 rate_limit_exceeded is admitted past the access checks: it counts against the month.
    expect(third.headers.get('x-monthly-quota-remaining')).toBe('7');
  });

  it('coverage ignores a key and limits keyless callers per client at 10 a minute', async () => {
    const { service, clock } = fakeWithClock();
    const keyed = await call(service, 'svc_live_not-even-a-key', 'GET', '/v1/coverage');
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('x-service-plan')).toBe('free');
    expect(keyed.headers.get('x-monthly-quota-limit')).toBeNull();
    expect(keyed.body.cells.length).toBeGreaterThan(5);
    for (let i = 0; i < 9; i++) expect((await call(service, null, 'GET', '/v1/coverage')).status).toBe(200);
    const limited = await call(service, null, 'GET', '/v1/coverage');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(60_000);
    expect((await call(service, null, 'GET', '/v1/coverage')).status).toBe(200);
  });

  it('rateLimits: false lifts every per-minute limit but keeps counting the month', async () => {
    const { service } = fakeWithClock({ rateLimits: false });
    const account = service.createAccount({ plan: 'free', readsPerMinute: 1 });
    const key = service.createKey(account.id, { kind: 'live' });
    for (let i = 0; i < 12; i++) expect((await call(service, key, 'GET', '/v1/sports')).status).toBe(200);
    for (let i = 0; i < 12; i++) expect((await call(service, null, 'GET', '/v1/coverage')).status).toBe(200);
    const last = await call(service, key, 'GET', '/v1/sports');
    expect(last.headers.get('x-monthly-quota-remaining')).toBe('987');
  });
});
