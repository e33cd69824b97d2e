import type { Plan } from '../../generated/aliases.js';
import { READS_PER_MINUTE } from '../../generated/plans.js';
import { readResponseMeta } from '../response-meta.js';

/** What the client knows now about its account (`client.usage()`); fields are undefined until learned. */
export interface AccountUsage {
  /** From `X-Service-Plan` of the latest keyed answer: a known plan or a newer one. */
  plan: Plan | undefined;
  /** The limit in force: the `pacing.readsPerMinute` override, else the plan's from the plan table. */
  readsPerMinute: number | undefined;
  /** From the latest keyed answer's quota headers (absent on enterprise). */
  quota: {
    limit: number | undefined;
    remaining: number | undefined;
    resetAt: Date | undefined;
  };
  /**
   * Requests the read cache (client option `cache`) saved: answers served from it instead of sent.
   * A hit teaches `plan` and `quota` nothing: they are the latest answer the service sent.
   */
  cacheHits: number;
}

/** Reads per minute of a plan name from the plan table; `undefined` for a plan this SDK does not know. */
export function readsPerMinuteOf(plan: string | undefined): number | undefined {
  return plan !== undefined && Object.hasOwn(READS_PER_MINUTE, plan) ? READS_PER_MINUTE[plan] : undefined;
}

/** Parses the headers only when asked: the request path just keeps a reference to them. */
export function usageFrom(
  headers: Headers | undefined,
  override: number | undefined,
  /** Requests the read cache saved; none without one. */
  cacheHits = 0,
): AccountUsage {
  const meta = headers ? readResponseMeta(headers) : undefined;
  return {
    plan: meta?.plan,
    readsPerMinute: override ?? readsPerMinuteOf(meta?.plan),
    quota: {
      limit: meta?.quota?.limit,
      remaining: meta?.quota?.remaining,
      resetAt: meta?.quota?.resetAt,
    },
    cacheHits,
  };
}
