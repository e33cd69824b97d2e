// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.

/** One row of the plan table (`x-plans` of openapi.json). */
export interface PlanLimits {
  readonly readsPerMinute: number;
  readonly monthlyQuota: number | null;
  readonly alertCount: number;
  readonly includedUsageUsd: number;
  readonly exportRowCap: number | null;
  readonly portalAndAlertsBilled: boolean;
}

/** Every plan's limits, keyed by the value of `X-Service-Plan`. */
export const PLAN_LIMITS = {
  free: { readsPerMinute: 10, monthlyQuota: 1000, alertCount: 0, includedUsageUsd: 0, exportRowCap: 0, portalAndAlertsBilled: true },
  plus: { readsPerMinute: 20, monthlyQuota: 25000, alertCount: 3, includedUsageUsd: 5, exportRowCap: 50000, portalAndAlertsBilled: true },
  premium: { readsPerMinute: 100, monthlyQuota: 100000, alertCount: 10, includedUsageUsd: 15, exportRowCap: 250000, portalAndAlertsBilled: true },
  developer: { readsPerMinute: 300, monthlyQuota: 250000, alertCount: 25, includedUsageUsd: 40, exportRowCap: 500000, portalAndAlertsBilled: false },
  ultra: { readsPerMinute: 3000, monthlyQuota: 2500000, alertCount: 250, includedUsageUsd: 250, exportRowCap: 5000000, portalAndAlertsBilled: false },
  enterprise: { readsPerMinute: 6000, monthlyQuota: null, alertCount: 1000, includedUsageUsd: 1000, exportRowCap: null, portalAndAlertsBilled: false },
} as const satisfies Record<string, PlanLimits>;

export type PlanName = keyof typeof PLAN_LIMITS;

/**
 * Keyed requests admitted in any rolling 60 seconds, by plan: all that pacing needs, apart from the
 * rest of the table so that a bundle which paces does not carry it.
 */
export const READS_PER_MINUTE: Readonly<Record<string, number>> = {
  free: 10,
  plus: 20,
  premium: 100,
  developer: 300,
  ultra: 3000,
  enterprise: 6000,
};

/** The lowest reads per minute of any plan. */
export const LOWEST_READS_PER_MINUTE = 10;

/** What the usage-billed operations charge on the plans that pay for them (`x-plans.usagePrices`). */
export const USAGE_PRICES = {
  portalRequestUsd: 0.05,
  alertUsd: 5,
  exportBlockUsd: 0.1,
  exportBlockRows: 10000,
  queryMultiplier: 3,
} as const;
