/** The plan table of the service specification ("Limits"): `x-plans` of openapi.json, generated. */
import { PLAN_LIMITS, type PlanLimits, type PlanName, USAGE_PRICES } from '../generated/plans.js';

export type Plan = PlanName;
export { PLAN_LIMITS, type PlanLimits };

/** Usage-billed prices (`x-plans.usagePrices` of openapi.json), and the fake model's own. */
export const PRICES = {
  ...USAGE_PRICES,
  /** The fixed server-side model's price per token, before the `queryMultiplier` of the document. */
  inputTokenUsd: 3 / 1_000_000,
  outputTokenUsd: 15 / 1_000_000,
} as const;

export const DEFAULT_BUDGET_USD = 100;

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && Object.hasOwn(PLAN_LIMITS, value);
}

/** `usd` for the portal feed or an alert, on a plan billed for them (higher plans include them). */
export function portalOrAlertPrice(plan: Plan | undefined, usd: number): number {
  return plan && PLAN_LIMITS[plan].portalAndAlertsBilled ? usd : 0;
}
