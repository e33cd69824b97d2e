/** The plan table of the service specification ("Limits"), as numbers the fake enforces. */
import { PLAN_LIMITS as GENERATED_LIMITS, type PlanLimits } from '../generated/plans.js';

export type Plan = 'free' | 'plus' | 'premium' | 'developer' | 'ultra' | 'enterprise';
export const PLANS: readonly Plan[] = ['free', 'plus', 'premium', 'developer', 'ultra', 'enterprise'];

/** One row of the plan table; the table itself is `x-plans` of openapi.json, generated. */
export type { PlanLimits };

export const PLAN_LIMITS: Record<Plan, PlanLimits> = GENERATED_LIMITS;

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
