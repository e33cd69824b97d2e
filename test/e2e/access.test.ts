/** Every access rule of the contract, through the SDK, as the typed error a user branches on. */
import { describe, expect, it } from 'vitest';
import {
  APIError,
  AuthenticationError,
  BillingError,
  InvalidArgumentError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  BadRequestError,
} from '../../src/index.js';
import { capturedLog } from '../support/captured-log.js';
import { useFake } from './fixture.js';

const e2e = useFake();

async function failure(promise: PromiseLike<unknown>): Promise<APIError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof APIError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('access rules', () => {
  it('a keyed call without a key fails locally, before any request', async () => {
    const before = e2e.fake.service.countRequests();
    await expect(e2e.client(null).players.get('plr_x')).rejects.toMatchObject({ code: 'missing_api_key' });
    await expect(e2e.client(null).players.get('plr_x')).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(e2e.fake.service.countRequests()).toBe(before);
  });

  it('an unknown key is 401 invalid_api_key', async () => {
    const err = await failure(
      e2e.client(null, { apiKey: `svc_live_${'Z'.repeat(32)}` }).players.get('plr_x'),
    );
    expect(err).toBeInstanceOf(AuthenticationError);
    expect(err).toMatchObject({ status: 401, code: 'invalid_api_key', type: 'authentication_error' });
    expect(err.requestId).toMatch(/^req_[A-Za-z0-9]{24}$/);
  });

  it.each([
    ['free', 'plan_required', () => e2e.client('free').portal.list()],
    ['test', 'test_key_not_allowed', () => e2e.client('test').query.create({ prompt: 'hi' })],
    ['plus', 'scope_required', () => e2e.client('plus').portal.list()],
    ['noCoach', 'verified_coach_required', () => e2e.client('noCoach').portal.list()],
  ] as const)('%s key: 403 %s', async (_role, code, call) => {
    const err = await failure(call());
    expect(err).toBeInstanceOf(PermissionDeniedError);
    expect(err).toMatchObject({ status: 403, code, type: 'permission_error' });
  });

  it('tier_required gates alert creation for a tier sport, never a free read', async () => {
    const { service } = e2e.fake;
    const account = service.createAccount({
      plan: 'developer',
      verifiedCoach: true,
      coachingTiers: ['soccer'],
    });
    const key = service.createKey(account.id, { kind: 'live', scopes: ['portal', 'portal:alerts'] });
    const err = await failure(
      e2e.client(null, { apiKey: key }).alerts.create({ name: 'liberos', filters: { sport: 'volleyball' } }),
    );
    expect(err).toBeInstanceOf(PermissionDeniedError);
    expect(err).toMatchObject({ status: 403, code: 'tier_required', type: 'permission_error' });
    const teams = await e2e.client('free').teams.list({ sport: 'volleyball' });
    expect(teams.data.length).toBeGreaterThan(0);
  });

  it('the plan alert count gives 403 alert_limit_reached', async () => {
    const { service } = e2e.fake;
    const account = service.createAccount({ plan: 'plus', verifiedCoach: true });
    const key = service.createKey(account.id, { kind: 'live', scopes: ['portal', 'portal:alerts'] });
    const client = e2e.client(null, { apiKey: key });
    for (let i = 0; i < 3; i++) await client.alerts.create({ name: `a${i}`, filters: { sport: 'soccer' } });
    const err = await failure(client.alerts.create({ name: 'one too many', filters: { sport: 'soccer' } }));
    expect(err).toMatchObject({ status: 403, code: 'alert_limit_reached' });
  });

  it('a usage-billed call past the budget cap is 402 budget_exceeded, never charged', async () => {
    const { service } = e2e.fake;
    const account = service.createAccount({ plan: 'plus', verifiedCoach: true, budgetUsd: 0.01 });
    const key = service.createKey(account.id, { kind: 'live', scopes: ['portal'] });
    const err = await failure(e2e.client(null, { apiKey: key }).portal.list());
    expect(err).toBeInstanceOf(BillingError);
    expect(err).toMatchObject({ status: 402, code: 'budget_exceeded', type: 'billing_error' });
    expect(service.billing(account.id).charges).toEqual([]);
  });

  it('the monthly quota gives 429 monthly_quota_exceeded, not retried', async () => {
    const { service } = e2e.fake;
    const account = service.createAccount({ plan: 'developer', monthlyQuota: 2 });
    const key = service.createKey(account.id, { kind: 'live' });
    const log = capturedLog();
    const client = e2e.client(null, { apiKey: key, ...log.options });
    await client.reference.listSports();
    await client.reference.listSports();
    const before = service.countRequests('list_sports');
    const err = await failure(client.reference.listSports());
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toMatchObject({ status: 429, code: 'monthly_quota_exceeded', retryAfter: undefined });
    expect(service.countRequests('list_sports') - before).toBe(1);
    expect(log.take()).toEqual([expect.stringContaining('monthly quota: 0 of 2 requests left')]);
  });

  it('the per-minute limit gives 429 rate_limit_exceeded with Retry-After', async () => {
    const log = capturedLog();
    const client = e2e.client('free', { maxRetries: 0, ...log.options });
    let err: APIError | undefined;
    for (let i = 0; i < 12 && !err; i++)
      err = await client.reference.listDivisions().then(
        () => undefined,
        (e: unknown) => e as APIError,
      );
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toMatchObject({ code: 'rate_limit_exceeded' });
    expect(err!.retryAfter).toBeGreaterThan(0);
    expect(err!.retryAfter).toBeLessThanOrEqual(60);
    expect(log.take()).toEqual([expect.stringContaining('answered 429 rate_limit_exceeded')]);
  });

  it('bad parameters, bad cursors and unknown ids', async () => {
    const client = e2e.client('developer');
    const before = e2e.fake.service.countRequests();
    // Out of the document's range: refused by the SDK, and no request spent.
    await expect(client.teams.list({ limit: 500 })).rejects.toThrow(InvalidArgumentError);
    await expect(client.teams.list({ limit: 500 })).rejects.toMatchObject({ param: 'limit' });
    expect(e2e.fake.service.countRequests()).toBe(before);
    // Allowed by the document (sports are an open set), refused by the service that knows its sports.
    const sport = await failure(client.teams.list({ sport: 'curling' }));
    expect(sport).toBeInstanceOf(BadRequestError);
    expect(sport).toMatchObject({ code: 'invalid_parameter', param: 'sport' });
    const cursor = await failure(client.teams.list({ cursor: 'not-a-cursor' }));
    expect(cursor).toMatchObject({ status: 400, code: 'invalid_cursor' });
    const missing = await failure(client.players.get('plr_doesNotExist0'));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found' });
  });
});
