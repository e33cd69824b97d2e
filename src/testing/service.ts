import { type Account, type AccountInfo, Accounts } from './accounts.js';
import { AlertStore } from './alerts-store.js';
import { Billing } from './billing.js';
import { seedDataset } from './data/seed.js';
import { describeService } from './describe.js';
import { ExportJobs } from './export-jobs.js';
import { ExportFiles } from './exports-files.js';
import { Faults } from './faults.js';
import { Handler } from './handler.js';
import { Idempotency } from './idempotency.js';
import { OPERATIONS } from './operations.js';
import { PLAN_LIMITS } from './plans.js';
import { Cursors } from './paging.js';
import { addPortalEntry } from './portal-feed.js';
import { QueryRuns } from './query-runs.js';
import { IdMaker, stream } from './random.js';
import { RequestLog } from './request-log.js';
import { Router } from './router.js';
import type { ServiceState } from './state.js';
import type { FakeData, FakeKeys, FakeService, FakeServiceOptions, KeyRole } from './types.js';
import { callFromRequest, outcomeToResponse, raceAbort } from './web-adapter.js';
import { WebhookPusher } from './webhooks-push.js';

export const DEFAULT_BASE_URL = 'https://api.sports-data.example';
export const DEFAULT_FILES_ORIGIN = 'https://files.sports-data.example';

const handlers = new WeakMap<FakeService, Handler>();

/** The core behind a service, for the transports in this folder (not part of the public API). */
export function handlerOf(service: FakeService): Handler {
  const handler = handlers.get(service);
  if (!handler) throw new TypeError('not a fake service');
  return handler;
}

function info(account: Account): AccountInfo {
  const { month: _month, window: _window, coachingTiers, ...rest } = account;
  return { ...rest, coachingTiers: [...coachingTiers] };
}

/** The service's options with their defaults. */
export function resolveOptions(options: FakeServiceOptions, seed: number) {
  return {
    seed,
    now: options.now ?? Date.now,
    baseURL: new URL(options.baseURL ?? DEFAULT_BASE_URL).origin,
    filesOrigin: new URL(options.filesOrigin ?? DEFAULT_FILES_ORIGIN).origin,
    pollAfterMs: options.pollAfterMs ?? 100,
    jobTiming: { pollsToFinish: options.jobPollsToFinish ?? 2, durationMs: options.jobDurationMs ?? 1_000 },
    linkTtlMs: options.linkTtlMs ?? 15 * 60_000,
    keylessReadsPerMinute:
      options.rateLimits === false
        ? Number.POSITIVE_INFINITY
        : (options.keylessReadsPerMinute ?? PLAN_LIMITS.free.readsPerMinute),
  };
}

function buildState(options: FakeServiceOptions, seed: number): ServiceState {
  const secrets = stream(seed, 'secrets');
  const runtimeIds = new IdMaker(stream(seed, 'runtime-ids'));
  const data = seedDataset(seed);
  const state = {
    options: resolveOptions(options, seed),
    data,
    portal: [...data.portal],
    movements: [...data.movements],
    accounts: new Accounts(
      stream(seed, 'keys'),
      new IdMaker(stream(seed, 'accounts')),
      options.rateLimits !== false,
    ),
    billing: new Billing(),
    cursors: new Cursors(secrets.alnum(32)),
    ids: runtimeIds,
    files: new ExportFiles(secrets.alnum(32)),
    alerts: new AlertStore(runtimeIds),
    webhooks: new WebhookPusher(runtimeIds, options.now ?? Date.now),
    idempotency: new Idempotency(),
  } as Omit<ServiceState, 'queryRuns' | 'exports'> as ServiceState;
  state.queryRuns = new QueryRuns(state);
  state.exports = new ExportJobs(state);
  if (state.options.baseURL === state.options.filesOrigin)
    throw new TypeError('filesOrigin must differ from baseURL');
  return state;
}

/** The built-in accounts and keys (see describe().keys). */
function seedRoles(accounts: Accounts): { keys: FakeKeys; accountIds: Record<KeyRole, string> } {
  const both = ['portal', 'portal:alerts'];
  const free = accounts.create({ plan: 'free' });
  const plus = accounts.create({ plan: 'plus', verifiedCoach: true });
  const developer = accounts.create({ plan: 'developer', verifiedCoach: true });
  const noCoach = accounts.create({ plan: 'developer', verifiedCoach: false });
  const enterprise = accounts.create({ plan: 'enterprise', verifiedCoach: true });
  return {
    keys: {
      free: accounts.createKey(free.id, { kind: 'live' }),
      plus: accounts.createKey(plus.id, { kind: 'live' }),
      developer: accounts.createKey(developer.id, { kind: 'live', scopes: both }),
      test: accounts.createKey(developer.id, { kind: 'test', scopes: both }),
      noCoach: accounts.createKey(noCoach.id, { kind: 'live', scopes: both }),
      enterprise: accounts.createKey(enterprise.id, { kind: 'live', scopes: both }),
    },
    accountIds: {
      free: free.id,
      plus: plus.id,
      developer: developer.id,
      test: developer.id,
      noCoach: noCoach.id,
      enterprise: enterprise.id,
    },
  };
}

/** A complete fake of the Sports Data API in memory, with an admin API for tests. */
export function createFakeService(options: FakeServiceOptions = {}): FakeService {
  const seed = options.seed ?? 1;
  const state = buildState(options, seed);
  const log = new RequestLog();
  const faults = new Faults();
  const handler = new Handler(state, new Router(OPERATIONS), faults, log, stream(seed, 'request-ids'));
  const { keys, accountIds } = seedRoles(state.accounts);
  const { baseURL } = state.options;

  const { sports, divisions, conferences, teams, players, persons, transfers, games } = state.data;
  const data: FakeData = {
    ...{ sports, divisions, conferences, teams, players, persons, transfers, games },
    get portal() {
      return state.portal;
    },
    get movements() {
      return state.movements.map((m) => m.movement);
    },
  };

  const handle = async (request: Request): Promise<Response> =>
    outcomeToResponse(await handler.dispatch(callFromRequest(request)), request);

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const target = typeof input === 'string' && input.startsWith('/') ? `${baseURL}${input}` : input;
    const request = new Request(target, init);
    return raceAbort(handle(request), request.signal);
  }) as typeof fetch;

  const service: FakeService = {
    baseURL,
    filesOrigin: state.options.filesOrigin,
    keys,
    accountIds,
    data,
    handle,
    fetch: fakeFetch,
    createAccount: (opts) => info(state.accounts.create(opts)),
    createKey: (accountId, opts) => state.accounts.createKey(accountId, opts),
    revokeKey: (key) => state.accounts.revokeKey(key),
    account: (accountId) => info(state.accounts.get(accountId)),
    accountOf: (key) => {
      const found = state.accounts.lookup(key);
      return found ? info(found.account) : undefined;
    },
    updateAccount: (accountId, changes) => {
      const account = state.accounts.get(accountId);
      for (const [name, value] of Object.entries(changes)) {
        if (value !== undefined)
          Object.assign(account, { [name]: Array.isArray(value) ? [...value] : value });
      }
      return info(account);
    },
    setWebhook: (accountId, url) => {
      state.accounts.get(accountId).webhookUrl = url;
    },
    webhookSecret: (accountId) => state.accounts.get(accountId).webhookSecret,
    billing: (accountId) => {
      const account = state.accounts.get(accountId);
      const now = state.options.now();
      state.queryRuns.settle(account, now);
      state.exports.settle(account, now);
      return state.billing.summary(account, now);
    },
    addPortalEntry: (entry = {}) => addPortalEntry(state, entry),
    failNext: (kind, error) => (kind === 'query' ? state.queryRuns : state.exports).failNext(error),
    finishJob: (id, error) => {
      const now = state.options.now();
      return state.queryRuns.finish(id, now, error) ?? state.exports.finish(id, now, error);
    },
    faults,
    get requests() {
      return log.entries;
    },
    get fileRequests() {
      return log.entries.filter((e) => e.origin === 'files');
    },
    countRequests: (operationId) => log.count(operationId),
    resetRequests: () => log.reset(),
    get webhookDeliveries() {
      return state.webhooks.deliveries;
    },
    describe: () => describeService(keys),
  };
  handlers.set(service, handler);
  return service;
}
