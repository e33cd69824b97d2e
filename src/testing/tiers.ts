import type { Account } from './accounts.js';
import type { Ctx } from './operation.js';

/**
 * The fake's rule for `tier_required`, as contract section 3 has it: only the portal feed and
 * alert creation are gated, when they ask for a sport whose per-sport coaching tier the account
 * lacks. Free reads never answer it (service rule 4): any key reads volleyball players and teams.
 * The one tier sport is volleyball.
 *
 * Accounts hold tiers as `coachingTiers` (sport slugs). Accounts made by createAccount hold every
 * sport unless told otherwise, Free ones none; every built-in role but `free` holds them all.
 */
export const TIER_SPORTS: readonly string[] = ['volleyball'];

export const TIER_RULE =
  'Only the portal feed (`sport` query parameter) and alert creation (`filters.sport`) are gated: asking them for a ' +
  'tier sport (volleyball) needs that coaching tier on the account (`coachingTiers`). Free reads never answer ' +
  'tier_required. Built-in roles hold every tier except `free`.';

export function missingTiers(account: Account, sports: readonly (string | undefined)[]): string[] {
  return sports.filter(
    (s): s is string => s !== undefined && TIER_SPORTS.includes(s) && !account.coachingTiers.includes(s),
  );
}

/** The `sport` query parameter. */
export function querySport(ctx: Ctx): string[] {
  const sport = ctx.query.get('sport');
  return sport === null ? [] : [sport];
}

/** `sport` of the JSON body, or `filters.sport`; read leniently, as this runs before the body is validated. */
export function bodySport(ctx: Ctx, inFilters = false): string[] {
  const body = ctx.body as Record<string, unknown> | undefined;
  const holder = inFilters ? body?.filters : body;
  const sport = holder && typeof holder === 'object' ? (holder as Record<string, unknown>).sport : undefined;
  return typeof sport === 'string' ? [sport] : [];
}
