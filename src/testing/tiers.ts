import type { Account } from './accounts.js';
import type { Ctx } from './operation.js';

/**
 * The fake's rule for `tier_required` (the contract leaves the trigger open): the data of a
 * tier sport needs that sport's coaching tier on the account. The one tier sport is volleyball.
 *
 * A request is about a sport when it names it (the `sport` query parameter, the body's `sport`,
 * or `filters.sport` of an export or alert) or addresses a resource of it by id (a player, a
 * team and its roster and staff, a game, a person whose career includes it). Lists that name no
 * sport are not gated, nor are the reference lists, runs, jobs and alerts by id.
 *
 * Accounts hold tiers as `coachingTiers` (sport slugs). Accounts made by createAccount hold every
 * sport unless told otherwise, Free ones none; every built-in role but `free` holds them all, so
 * the `free` key gets 403 tier_required for volleyball data.
 */
export const TIER_SPORTS: readonly string[] = ['volleyball'];

export const TIER_RULE =
  'Data of a tier sport (volleyball) needs that coaching tier on the account (`coachingTiers`). A request is ' +
  'about a sport when it names it (`sport` query parameter, body `sport`, `filters.sport`) or addresses one of its ' +
  'players, teams, games or persons by id. Lists naming no sport are not gated. Built-in roles hold every tier except `free`.';

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
