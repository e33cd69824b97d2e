import type { AccountInfo, AccountSettings, CreateAccountOptions, KeyKind } from './accounts.js';
import type { BillingSummary } from './billing.js';
import type { Dataset } from './data/dataset.js';
import type { JobError, Movement, PortalEntry } from './data/resources.js';
import type { Faults } from './faults.js';
import type { PlanLimits } from './plans.js';
import type { AddedPortalEntry, NewPortalEntry } from './portal-feed.js';
import type { RecordedRequest } from './request-log.js';
import type { WebhookDelivery } from './webhooks-push.js';

/** The built-in keys every fake service starts with. */
export type KeyRole = 'free' | 'plus' | 'developer' | 'test' | 'noCoach' | 'enterprise';
export type FakeKeys = Record<KeyRole, string>;

export interface FakeServiceOptions {
  /** Seed of the sample data, keys and ids; default 1. Same seed, same service. */
  seed?: number | undefined;
  /** The clock (ms since epoch) for minute windows, months, job timing, link expiry; default Date.now. */
  now?: (() => number) | undefined;
  /** Origin of the API; default https://api.sports-data.example. */
  baseURL?: string | undefined;
  /** Origin of export files (a different one); default https://files.sports-data.example. */
  filesOrigin?: string | undefined;
  /** `X-Poll-After-Ms` on unfinished runs and jobs; default 100. */
  pollAfterMs?: number | undefined;
  /**
   * Which GET of a run or job answers it finished, counted from its creation; default 2: the first
   * GET answers `running`, the second the final state. It finishes at this GET or once
   * `jobDurationMs` has passed, whichever comes first.
   */
  jobPollsToFinish?: number | undefined;
  /**
   * Milliseconds from creation after which a run or job is finished even if nobody polls it, and
   * `running` from half of it; default 1,000 ms. It finishes then or at the `jobPollsToFinish`-th
   * GET, whichever comes first.
   */
  jobDurationMs?: number | undefined;
  /** Lifetime of a download link from the GET that issued it; default 15 minutes. */
  linkTtlMs?: number | undefined;
  /** Per-minute limit of keyless requests (GET /v1/coverage) per client address; default 10, the Free plan's. */
  keylessReadsPerMinute?: number | undefined;
  /**
   * false: no per-minute limits at all (monthly quotas still count), for benchmarks and load tests
   * that would otherwise meet 429s; default true.
   */
  rateLimits?: boolean | undefined;
}

export type AccountChanges = Partial<
  Pick<
    AccountSettings,
    'verifiedCoach' | 'coachingTiers' | 'budgetUsd' | 'exportRowCap' | 'monthlyQuota' | 'alertCount'
  >
>;

type Shown = 'sports' | 'divisions' | 'conferences' | 'teams' | 'players' | 'persons' | 'transfers' | 'games';

/** A read-only view of the sample data, for tests that need real ids. */
export type FakeData = { readonly [K in Shown]: readonly Dataset[K][number][] } & {
  /** Live: includes entries added with addPortalEntry. */
  readonly portal: readonly PortalEntry[];
  readonly movements: readonly Movement[];
};

/** Faults injected into the next matching requests (see FaultSpec). */
export type FakeFaults = Pick<Faults, 'inject' | 'clear' | 'remaining'>;

export interface FakeDescription {
  operations: Array<{
    operationId: string;
    method: string;
    path: string;
    billing: 'free' | 'usage';
    keyless: boolean;
    scopes: string[];
    verifiedCoach: boolean;
  }>;
  plans: Record<string, PlanLimits>;
  keys: Record<KeyRole, string>;
  rules: Record<string, string>;
}

export interface FakeService {
  readonly baseURL: string;
  readonly filesOrigin: string;
  /** The built-in keys by role. */
  readonly keys: FakeKeys;
  /** The account behind each built-in key (`test` shares the `developer` account). */
  readonly accountIds: Record<KeyRole, string>;
  readonly data: FakeData;

  /** The whole API (both origins) as one function. Faults: reset rejects with TypeError, hang waits for the abort. */
  handle(request: Request): Promise<Response>;
  /** A `fetch` that calls `handle` in-process, no sockets, honouring the request's AbortSignal. */
  readonly fetch: typeof fetch;

  createAccount(options: CreateAccountOptions): AccountInfo;
  createKey(accountId: string, options: { kind: KeyKind; scopes?: readonly string[] | undefined }): string;
  revokeKey(key: string): void;
  account(accountId: string): AccountInfo;
  accountOf(key: string): AccountInfo | undefined;
  updateAccount(accountId: string, changes: AccountChanges): AccountInfo;
  /** Where `alert.matched` events of the account are pushed (null: nowhere). */
  setWebhook(accountId: string, url: string | null): void;
  webhookSecret(accountId: string): string;
  /** Charges, spend and included usage; lets time finish pending jobs first. */
  billing(accountId: string): BillingSummary;

  /** Adds a portal entry, matches it against active alerts and pushes the matches; never throws for delivery. */
  addPortalEntry(entry?: NewPortalEntry): Promise<AddedPortalEntry>;
  /** The next created query run or export job fails with this error (default code `query_failed` / `export_failed`). */
  failNext(kind: 'query' | 'export', error?: Partial<JobError>): void;
  /**
   * Finishes a query run (`qr_…`) or export job (`exp_…`) now, as its owner would see it next:
   * completed/succeeded, or failed with `error` when given. A job already finished stays as it is.
   * Undefined for an unknown id.
   */
  finishJob(id: string, error?: Partial<JobError>): object | undefined;

  readonly faults: FakeFaults;
  /** Every request seen, faulted ones included, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** The requests that reached the file host. */
  readonly fileRequests: readonly RecordedRequest[];
  countRequests(operationId?: string): number;
  resetRequests(): void;
  readonly webhookDeliveries: readonly WebhookDelivery[];

  /** The operations, plans, key roles and the fake's own rules where the contract leaves a choice. */
  describe(): FakeDescription;
}
