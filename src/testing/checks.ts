import { type Account, type Accounts, type ApiKey, KEY_PATTERN } from './accounts.js';
import type { AlertStore } from './alerts-store.js';
import { ApiError } from './errors.js';
import type { Ctx, Operation } from './operation.js';
import { MinuteWindow } from './limits.js';
import { missingTiers } from './tiers.js';
import { isoInstant, nextMonthStart } from './time.js';

/**
 * The access checks of contract section 3, in its order: key (401), then plan, key kind, scope,
 * coach, tier and alert count (403), then monthly quota and per-minute limit (429). Budget,
 * parameters and existence follow in the handler, because they need the parsed request.
 */

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The key an `Authorization` header carries, if it is `Bearer <key>`. */
export function bearerToken(header: string | null): string | undefined {
  return header === null ? undefined : BEARER.exec(header)?.[1];
}

/** Keyless operations ignore a key that is sent anyway: not validated, not counted (openapi.json). */
export function authenticate(
  accounts: Accounts,
  header: string | null,
  op: Operation,
): { account: Account | null; key: ApiKey | null } {
  if (op.keyless) return { account: null, key: null };
  if (header === null || header.trim() === '') {
    throw new ApiError('missing_api_key', 'No API key was sent. Send it as "Authorization: Bearer <key>".');
  }
  const token = bearerToken(header);
  if (token === undefined)
    throw new ApiError('invalid_api_key', 'The Authorization header must be "Bearer <key>".');
  if (!KEY_PATTERN.test(token)) throw new ApiError('invalid_api_key', 'The API key is malformed.');
  const key = accounts.lookup(token);
  if (!key || key.revoked) throw new ApiError('invalid_api_key', 'The API key is unknown or was revoked.');
  return { account: key.account, key };
}

/** The first 403 that applies, or null. */
export function permissionError(op: Operation, ctx: Ctx, alerts: AlertStore): ApiError | null {
  const { account, key } = ctx;
  if (!account || !key) return null;
  if (!op.plans.includes(account.plan)) {
    return new ApiError(
      'plan_required',
      `This operation needs one of the plans ${op.plans.join(', ')}; the account is on ${account.plan}.`,
    );
  }
  if (!op.keyKinds.includes(key.kind)) {
    return new ApiError(
      'test_key_not_allowed',
      `${key.kind === 'test' ? 'Test keys' : 'This key'} cannot call this usage-billed operation; use a live key.`,
    );
  }
  const scope = op.scopes.find((s) => !key.scopes.has(s));
  if (scope) return new ApiError('scope_required', `The API key needs the '${scope}' scope.`);
  if (op.verifiedCoach && !account.verifiedCoach) {
    return new ApiError('verified_coach_required', 'This needs a verified coach on the account.');
  }
  const missing = op.tierSports ? missingTiers(account, op.tierSports(ctx)) : [];
  if (missing.length) {
    return new ApiError('tier_required', `This needs the coaching tier of: ${missing.join(', ')}.`);
  }
  if (op.alertLimit && alerts.count(account) >= account.alertCount) {
    return new ApiError(
      'alert_limit_reached',
      `The plan allows ${account.alertCount} alerts; delete one first.`,
    );
  }
  return null;
}

/**
 * Counts the request against the monthly quota and the minute window and reports a limit it
 * passes. A request already refused (a 403; a 401 never gets here) counts against neither: the
 * access checks come before both steps (contract sections 3 and 4, amended 2026-11-27), so a
 * caller fixing a scope or plan spends nothing on the refusals.
 */
export function meter(account: Account, now: number, refused: boolean): ApiError | null {
  if (refused) return null;
  const quota = account.monthlyQuota;
  const exhausted = quota !== null && account.month.used(now) >= quota;
  if (exhausted) {
    return new ApiError(
      'monthly_quota_exceeded',
      `The monthly quota of ${quota} requests is used; it resets at ${isoInstant(nextMonthStart(now))}.`,
    );
  }
  account.month.add(now);
  return rateLimited(account.window.take(now), account.readsPerMinute);
}

/** Keyless requests are limited per client address at the Free plan's rate. */
export class KeylessLimits {
  private readonly windows = new Map<string, MinuteWindow>();

  constructor(private readonly perMinute: number) {}

  take(client: string, now: number): ApiError | null {
    let window = this.windows.get(client);
    if (!window) {
      if (this.windows.size >= 10_000) this.windows.clear();
      window = new MinuteWindow(this.perMinute);
      this.windows.set(client, window);
    }
    return rateLimited(window.take(now), this.perMinute);
  }
}

function rateLimited(waitMs: number, perMinute: number): ApiError | null {
  if (waitMs <= 0) return null;
  return new ApiError('rate_limit_exceeded', `More than ${perMinute} requests in a minute.`, null, {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

export function quotaHeaders(account: Account, now: number): Record<string, string> {
  const quota = account.monthlyQuota;
  if (quota === null) return {};
  const used = account.month.used(now);
  return {
    'X-Monthly-Quota-Limit': String(quota),
    'X-Monthly-Quota-Remaining': String(Math.max(0, quota - used)),
    'X-Monthly-Quota-Reset': account.month.resetText,
  };
}
