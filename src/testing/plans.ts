/** The plan table of the service specification ("Limits"), as numbers the fake enforces. */

export type Plan = 'free' | 'plus' | 'premium' | 'developer' | 'ultra' | 'enterprise';
export const PLANS: readonly Plan[] = ['free', 'plus', 'premium', 'developer', 'ultra', 'enterprise'];

export interface PlanLimits {
  readsPerMinute: number;
  /** null: unlimited, so no quota headers are sent. */
  monthlyQuota: number | null;
  alertCount: number;
  /** Included query (and app chat) usage per month, in USD. */
  includedUsageUsd: number;
  /** null: no cap (enterprise's is "not shown"; the fake leaves it open). */
  exportRowCap: number | null;
  /** Portal requests and alerts are charged on these plans; from developer up they are included. */
  portalAndAlertsBilled: boolean;
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  free: {
    readsPerMinute: 10,
    monthlyQuota: 1_000,
    alertCount: 0,
    includedUsageUsd: 0,
    exportRowCap: 0,
    portalAndAlertsBilled: true,
  },
  plus: {
    readsPerMinute: 20,
    monthlyQuota: 25_000,
    alertCount: 3,
    includedUsageUsd: 5,
    exportRowCap: 50_000,
    portalAndAlertsBilled: true,
  },
  premium: {
    readsPerMinute: 100,
    monthlyQuota: 100_000,
    alertCount: 10,
    includedUsageUsd: 15,
    exportRowCap: 250_000,
    portalAndAlertsBilled: true,
  },
  developer: {
    readsPerMinute: 300,
    monthlyQuota: 250_000,
    alertCount: 25,
    includedUsageUsd: 40,
    exportRowCap: 500_000,
    portalAndAlertsBilled: false,
  },
  ultra: {
    readsPerMinute: 3_000,
    monthlyQuota: 2_500_000,
    alertCount: 250,
    includedUsageUsd: 250,
    exportRowCap: 5_000_000,
    portalAndAlertsBilled: false,
  },
  enterprise: {
    readsPerMinute: 6_000,
    monthlyQuota: null,
    alertCount: 1_000,
    includedUsageUsd: 1_000,
    exportRowCap: null,
    portalAndAlertsBilled: false,
  },
};

/** Usage-billed prices (spec "Usage billing"). */
export const PRICES = {
  portalRequestUsd: 0.05,
  alertUsd: 5,
  exportBlockUsd: 0.1,
  exportBlockRows: 10_000,
  /** The fixed server-side model's price per token, before the ×3 of the spec. */
  inputTokenUsd: 3 / 1_000_000,
  outputTokenUsd: 15 / 1_000_000,
  queryMultiplier: 3,
} as const;

export const DEFAULT_BUDGET_USD = 100;

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}
