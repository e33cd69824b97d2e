/** The plan table (`x-plans` of openapi.json) → src/generated/plans.ts. */
import { HEADER } from './emit.mjs';

const FIELDS = {
  readsPerMinute: 'number',
  monthlyQuota: 'number | null',
  alertCount: 'number',
  includedUsageUsd: 'number',
  exportRowCap: 'number | null',
  portalAndAlertsBilled: 'boolean',
};

const PRICE_FIELDS = ['portalRequestUsd', 'alertUsd', 'exportBlockUsd', 'exportBlockRows', 'queryMultiplier'];

function checkPrices(prices) {
  const keys = Object.keys(prices ?? {});
  const missing = PRICE_FIELDS.filter((f) => !keys.includes(f));
  const odd = keys.filter((k) => !PRICE_FIELDS.includes(k));
  if (!prices || missing.length || odd.length)
    throw new Error(
      `openapi.json: x-plans.usagePrices must have ${PRICE_FIELDS.join(', ')} (missing: ${missing.join(', ') || '-'}, unknown: ${odd.join(', ') || '-'})`,
    );
  for (const field of PRICE_FIELDS)
    if (typeof prices[field] !== 'number' || !(prices[field] > 0))
      throw new Error(`openapi.json: x-plans.usagePrices.${field} must be a positive number`);
  if (!Number.isInteger(prices.exportBlockRows))
    throw new Error('openapi.json: x-plans.usagePrices.exportBlockRows must be an integer');
}

function checkPlans(plans) {
  if (!plans || typeof plans !== 'object' || Object.keys(plans).length === 0)
    throw new Error('openapi.json: x-plans.plans must name at least one plan');
  for (const [name, row] of Object.entries(plans)) {
    for (const [field, type] of Object.entries(FIELDS)) {
      const value = row?.[field];
      const ok = type.split(' | ').some((t) => (t === 'null' ? value === null : typeof value === t));
      if (!ok) throw new Error(`openapi.json: x-plans.plans.${name}.${field} must be ${type}`);
    }
    if (!Number.isInteger(row.readsPerMinute) || row.readsPerMinute < 1)
      throw new Error(`openapi.json: x-plans.plans.${name}.readsPerMinute must be a positive integer`);
  }
}

export function emitPlans(spec) {
  const plans = spec['x-plans']?.plans;
  checkPlans(plans);
  const prices = spec['x-plans']?.usagePrices;
  checkPrices(prices);
  const q = (value) => JSON.stringify(value);
  const names = Object.keys(plans);
  const rows = names.map(
    (name) =>
      `  ${name}: { ${Object.keys(FIELDS)
        .map((field) => `${field}: ${q(plans[name][field])}`)
        .join(', ')} },`,
  );
  const reads = names.map((name) => `  ${name}: ${plans[name].readsPerMinute},`);
  const lowest = Math.min(...names.map((name) => plans[name].readsPerMinute));
  return `${HEADER}
/** One row of the plan table (\`x-plans\` of openapi.json). */
export interface PlanLimits {
${Object.entries(FIELDS)
  .map(([field, type]) => `  readonly ${field}: ${type};`)
  .join('\n')}
}

/** Every plan's limits, keyed by the value of \`X-Service-Plan\`. */
export const PLAN_LIMITS = {
${rows.join('\n')}
} as const satisfies Record<string, PlanLimits>;

export type PlanName = keyof typeof PLAN_LIMITS;

/**
 * Keyed requests admitted in any rolling 60 seconds, by plan: all that pacing needs, apart from the
 * rest of the table so that a bundle which paces does not carry it.
 */
export const READS_PER_MINUTE: Readonly<Record<string, number>> = {
${reads.join('\n')}
};

/** The lowest reads per minute of any plan. */
export const LOWEST_READS_PER_MINUTE = ${lowest};

/** What the usage-billed operations charge on the plans that pay for them (\`x-plans.usagePrices\`). */
export const USAGE_PRICES = {
${PRICE_FIELDS.map((f) => `  ${f}: ${q(prices[f])},`).join('\n')}
} as const;
`;
}
