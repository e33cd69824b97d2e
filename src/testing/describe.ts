import { OPERATIONS } from './operations.js';
import { DEFAULT_BUDGET_USD, PLAN_LIMITS, PRICES } from './plans.js';
import { FAIL_MARKER } from './query-runs.js';
import { TIER_RULE } from './tiers.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../generated/validation.js';
import type { FakeDescription, KeyRole } from './types.js';

/** `$5`, `$0.05`: dollars as the document writes them. */
const usd = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

const KEY_ROLES: Record<KeyRole, string> = {
  free: 'Free plan, live key, no scopes, no coach, no coaching tiers',
  plus: 'Plus plan, live key without portal scopes, verified coach, every tier',
  developer: "Developer plan, live key with 'portal' and 'portal:alerts', verified coach, every tier",
  test: 'Test key of the developer account, both scopes',
  noCoach: 'Developer plan, live key with both scopes, no verified coach',
  enterprise: 'Enterprise plan (no monthly cap), live key with both scopes, verified coach, every tier',
};

/** The choices the fake makes where the contract leaves them open, in words. */
const RULES: Record<string, string> = {
  tier_required: TIER_RULE,
  failingJobs:
    `A query run fails (error code query_failed) when its prompt contains "${FAIL_MARKER}". ` +
    "service.failNext('query' | 'export', { code, message }) makes the next created run or job fail. " +
    "An export over the account's row cap fails with export_row_limit_exceeded; one that would pass the budget " +
    'when it finishes fails with budget_exceeded. Failed runs and jobs are never billed.',
  jobLifecycle:
    'Runs and jobs are queued when created, running on the first GET, finished on the second GET ' +
    '(jobPollsToFinish), or when jobDurationMs has passed (running from half of it). Unfinished ones carry X-Poll-After-Ms.',
  counting:
    'Every request with a valid key counts one against the monthly quota and the minute window, 403s included. ' +
    'Requests refused with 429 do not take a minute slot. Faulted requests are not counted. GET /v1/coverage ignores ' +
    'any key (not validated, not counted) and is limited per client address (keylessReadsPerMinute, default 10).',
  budget:
    `Each account has a monthly budget cap (default ${usd(DEFAULT_BUDGET_USD)}). Portal ${usd(PRICES.portalRequestUsd)} and alerts ${usd(PRICES.alertUsd)} are charged on plus and premium only; ` +
    `queries are charged beyond the included usage; exports ${usd(PRICES.exportBlockUsd)} per started ${PRICES.exportBlockRows.toLocaleString('en-US')} rows on success.`,
  idempotency:
    `Usage-billed POSTs with Idempotency-Key (1–${IDEMPOTENCY_KEY_MAX_LENGTH} characters) replay the first successful answer for 24 h per account, ` +
    'with Idempotent-Replayed: true and no charge; the same key with a different request is invalid_parameter.',
  lists:
    'Requests are strict: an unknown query parameter or body field is invalid_parameter, `param` naming it. ' +
    'A roster without season is ' +
    'the latest season (2025). ' +
    'Cursors name their list and filters; another list or other filters give invalid_cursor.',
  files:
    'download_url is on filesOrigin, signed and re-issued on every GET of the job, valid linkTtlMs. ' +
    'The file host answers 403 (invalid_signature / link_expired) and needs no key.',
  methods: 'Unknown paths, and known paths with another method (with an Allow header), answer 404 not_found.',
};

export function describeService(keys: Record<KeyRole, string>): FakeDescription {
  return {
    operations: OPERATIONS.map((op) => ({
      operationId: op.id,
      method: op.method,
      path: op.path,
      billing: op.billing,
      keyless: op.keyless,
      scopes: [...op.scopes],
      verifiedCoach: op.verifiedCoach,
    })),
    plans: { ...PLAN_LIMITS },
    keys: Object.fromEntries(Object.keys(keys).map((role) => [role, KEY_ROLES[role as KeyRole]])) as Record<
      KeyRole,
      string
    >,
    rules: { ...RULES },
  };
}
