import { createHash } from 'node:crypto';
import * as apiKeyPolicy from '../generated/policy/api-key.js';
import { SPORTS } from './data/reference.js';
import { MinuteWindow, MonthlyCounter } from './limits.js';
import { DEFAULT_BUDGET_USD, PLAN_LIMITS, type Plan, isPlan } from './plans.js';
import type { IdMaker, Random } from './random.js';

export type Scope = 'portal' | 'portal:alerts';
const SCOPES: readonly Scope[] = ['portal', 'portal:alerts'];
export type KeyKind = 'live' | 'test';

/** What a test may set on an account (createAccount, updateAccount) beside its plan. */
export interface AccountSettings {
  verifiedCoach: boolean;
  /** Sport slugs whose coaching tier the account holds; default: every sport, none on Free. */
  coachingTiers: string[];
  /** Monthly budget cap for usage billing, USD; default 100. */
  budgetUsd: number;
  /** Rows an export may hold; default the plan's cap (null: no cap). */
  exportRowCap: number | null;
  /** Requests per UTC month; default the plan's (null: unlimited, no quota headers). */
  monthlyQuota: number | null;
  readsPerMinute: number;
  alertCount: number;
  includedUsageUsd: number;
}

export type CreateAccountOptions = { plan: Plan } & Partial<AccountSettings>;

export interface AccountInfo extends AccountSettings {
  id: string;
  plan: Plan;
  /** `whsec_…`: what the account's webhook pushes are signed with. */
  webhookSecret: string;
  webhookUrl: string | null;
}

export interface Account extends AccountInfo {
  readonly month: MonthlyCounter;
  readonly window: MinuteWindow;
}

export interface ApiKey {
  key: string;
  account: Account;
  kind: KeyKind;
  scopes: ReadonlySet<string>;
  revoked: boolean;
  /** What the request log shows instead of the key. */
  fingerprint: string;
}

const KEY_PREFIX = apiKeyPolicy.API_KEY_PREFIX;
const KEY_CHARSET = apiKeyPolicy.API_KEY_CHARSET;
const KEY_LENGTH = apiKeyPolicy.API_KEY_LENGTH;
/** A whole key, as `x-sdk.apiKey` of openapi.json says: anything else is malformed. */
export const KEY_PATTERN = new RegExp(apiKeyPolicy.API_KEY_PATTERN);
/** The characters a key is minted from: `A-Za-z0-9` spelled out. */
const KEY_CHARS = KEY_CHARSET.replace(/(.)-(.)/g, (_, from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) =>
    String.fromCharCode(from.charCodeAt(0) + i),
  ).join(''),
);

/** A stable, non-reversible stand-in for a credential in logs: `fp_` + 12 hex of its SHA-256. */
export function fingerprint(secret: string): string {
  return `fp_${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
}

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

/** Accounts and their keys; key lookup is one map read, since every request starts with it. */
export class Accounts {
  private readonly byId = new Map<string, Account>();
  private readonly byKey = new Map<string, ApiKey>();

  constructor(
    private readonly random: Random,
    private readonly ids: IdMaker,
    /** When false, no account has a per-minute limit (the service's `rateLimits: false`). */
    private readonly rateLimits = true,
  ) {}

  create(options: CreateAccountOptions): Account {
    if (!isPlan(options.plan)) throw new TypeError(`Unknown plan '${String(options.plan)}'`);
    const limits = PLAN_LIMITS[options.plan];
    const readsPerMinute = this.rateLimits
      ? (options.readsPerMinute ?? limits.readsPerMinute)
      : Number.POSITIVE_INFINITY;
    const account: Account = {
      id: this.ids.make('acct'),
      plan: options.plan,
      verifiedCoach: options.verifiedCoach ?? false,
      coachingTiers: [...(options.coachingTiers ?? (options.plan === 'free' ? [] : SPORTS.map((s) => s.id)))],
      budgetUsd: options.budgetUsd ?? DEFAULT_BUDGET_USD,
      exportRowCap: options.exportRowCap === undefined ? limits.exportRowCap : options.exportRowCap,
      monthlyQuota: options.monthlyQuota === undefined ? limits.monthlyQuota : options.monthlyQuota,
      readsPerMinute,
      alertCount: options.alertCount ?? limits.alertCount,
      includedUsageUsd: options.includedUsageUsd ?? limits.includedUsageUsd,
      webhookSecret: `whsec_${base64(this.random.bytes(24))}`,
      webhookUrl: null,
      month: new MonthlyCounter(),
      window: new MinuteWindow(readsPerMinute),
    };
    this.byId.set(account.id, account);
    return account;
  }

  createKey(accountId: string, options: { kind: KeyKind; scopes?: readonly string[] }): string {
    const account = this.get(accountId);
    if (options.kind !== 'live' && options.kind !== 'test')
      throw new TypeError(`Unknown key kind '${options.kind}'`);
    for (const scope of options.scopes ?? []) {
      if (!(SCOPES as readonly string[]).includes(scope)) throw new TypeError(`Unknown scope '${scope}'`);
    }
    let key: string;
    do key = `${KEY_PREFIX}${options.kind}_${this.random.of(KEY_CHARS, KEY_LENGTH)}`;
    while (this.byKey.has(key));
    this.byKey.set(key, {
      key,
      account,
      kind: options.kind,
      scopes: new Set(options.scopes ?? []),
      revoked: false,
      fingerprint: fingerprint(key),
    });
    return key;
  }

  revokeKey(key: string): void {
    const found = this.byKey.get(key);
    if (found) found.revoked = true;
  }

  lookup(key: string): ApiKey | undefined {
    return this.byKey.get(key);
  }

  get(accountId: string): Account {
    const account = this.byId.get(accountId);
    if (!account) throw new TypeError(`Unknown account '${accountId}'`);
    return account;
  }

  all(): IterableIterator<Account> {
    return this.byId.values();
  }
}
