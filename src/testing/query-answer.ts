import type { Dataset } from './data/dataset.js';
import { DIVISION_BY_ID, SPORTS, SPORT_BY_ID } from './data/reference.js';
import type { Gender, Player, QueryUsage } from './data/resources.js';
import { PRICES } from './plans.js';

export interface QueryScope {
  sport?: string | undefined;
  division?: string | undefined;
  gender?: Gender | undefined;
}

/** Words a prompt may use for a stat, beside its key with spaces ("home runs"). */
const ALIASES: Record<string, string[]> = {
  points_per_game: ['points', 'scorer', 'scoring', 'ppg'],
  rebounds_per_game: ['rebounds', 'rebounding'],
  assists_per_game: ['assists'],
  steals_per_game: ['steals'],
  blocks_per_game: ['blocks'],
  batting_average: ['batting', 'average'],
  runs_batted_in: ['rbi', 'rbis'],
  touchdowns: ['touchdown', 'tds'],
  goals: ['goal', 'scorer'],
};

function findSport(prompt: string): string | undefined {
  return SPORTS.find((s) => prompt.includes(s.id))?.id;
}

function findGender(prompt: string): Gender | undefined {
  if (/\bwomen'?s?\b/.test(prompt)) return 'women';
  if (/\bmen'?s?\b/.test(prompt)) return 'men';
  return undefined;
}

function findStat(prompt: string, sport: string): string | undefined {
  const keys = SPORT_BY_ID.get(sport)?.stats.map((s) => s.key) ?? [];
  for (const key of keys) if (prompt.includes(key) || prompt.includes(key.replaceAll('_', ' '))) return key;
  for (const key of keys)
    if ((ALIASES[key] ?? []).some((word) => new RegExp(`\\b${word}\\b`).test(prompt))) return key;
  return undefined;
}

function describeScope(scope: QueryScope, sport: string): string {
  const division = scope.division ? `${DIVISION_BY_ID.get(scope.division)?.name ?? scope.division} ` : '';
  const gender = scope.gender ? `${scope.gender}'s ` : '';
  return `${division}${gender}${SPORT_BY_ID.get(sport)?.name.toLowerCase() ?? sport}`;
}

/**
 * Answers from the sample data: a prompt naming a stat gets the real leader (or the lowest, for
 * "lowest"/"fewest"/"worst"), otherwise a count of the players in scope. The body's sport,
 * division and gender win over what the prompt says.
 */
export function answerQuery(data: Dataset, prompt: string, scope: QueryScope): string {
  const text = prompt.toLowerCase();
  const sport =
    scope.sport ?? findSport(text) ?? SPORTS.find((s) => findStat(text, s.id))?.id ?? 'basketball';
  const resolved: QueryScope = { sport, division: scope.division, gender: scope.gender ?? findGender(text) };
  const players = data.players.filter(
    (p) =>
      p.sport === sport &&
      (!resolved.division || p.division === resolved.division) &&
      (!resolved.gender || p.gender === resolved.gender),
  );
  const where = describeScope(resolved, sport);
  const stat = findStat(text, sport);
  if (!stat || players.length === 0) {
    return `The data holds ${players.length} ${where} players across ${new Set(players.map((p) => p.team_id)).size} teams.`;
  }
  const lowest =
    /\b(lowest|fewest|least|worst|bottom)\b/.test(text) || (stat === 'era' && !/\bhighest\b/.test(text));
  const value = (p: Player) => p.stats[stat] ?? 0;
  const ranked = [...players].sort(
    (a, b) => (lowest ? value(a) - value(b) : value(b) - value(a)) || (a.id < b.id ? -1 : 1),
  );
  const [top, ...rest] = ranked.slice(0, 3) as [Player, ...Player[]];
  const next = rest.map((p) => `${p.name} (${value(p)})`).join(', ');
  return (
    `${top.name} of ${top.team} has the ${lowest ? 'lowest' : 'highest'} ${stat} among ${where} players: ${value(top)}.` +
    (next ? ` Next: ${next}.` : '')
  );
}

/** Token counts and the charged cost (model cost × 3) of a run. */
export function queryUsage(prompt: string, answer: string): QueryUsage {
  const input = 120 + Math.ceil(prompt.length / 4);
  const output = 12 + Math.ceil(answer.length / 4);
  const cost = (input * PRICES.inputTokenUsd + output * PRICES.outputTokenUsd) * PRICES.queryMultiplier;
  return { input_tokens: input, output_tokens: output, cost_usd: Math.round(cost * 1e6) / 1e6 };
}
