import type { IdMaker, Random } from '../random.js';
import { DAY_MS, isoInstant } from '../time.js';
import { groupBy } from './dataset.js';
import { DATA_AS_OF, SPORT_BY_ID } from './reference.js';
import type { Game, GameStatus, Team } from './resources.js';
import { ID_PREFIXES } from '../../generated/fake-surface.js';

const ROUNDS = 10;
const GAME_SEASONS = [2024, 2025];
const HOURS = 3 * 3_600_000;

/** Final score ranges per sport; volleyball counts sets, so the winner has three. */
const SCORES: Record<string, [number, number]> = {
  football: [0, 49],
  basketball: [48, 96],
  soccer: [0, 4],
  volleyball: [0, 2],
  baseball: [0, 12],
};

function statusAt(random: Random, startsAt: number): GameStatus {
  if (startsAt > DATA_AS_OF) return random.chance(0.03) ? 'postponed' : 'scheduled';
  if (startsAt + HOURS > DATA_AS_OF) return 'in_progress';
  const roll = random.float();
  return roll < 0.02 ? 'canceled' : roll < 0.04 ? 'postponed' : 'final';
}

function scores(random: Random, sport: string, status: GameStatus): [number | null, number | null] {
  if (status !== 'final' && status !== 'in_progress') return [null, null];
  const [low, high] = SCORES[sport] ?? [0, 10];
  if (sport === 'volleyball' && status === 'final')
    return random.chance(0.5) ? [3, random.int(0, 2)] : [random.int(0, 2), 3];
  const home = random.int(low, high);
  let away = random.int(low, high);
  // Finished games of these sports cannot end level.
  if (status === 'final' && away === home && (sport === 'basketball' || sport === 'baseball')) away += 1;
  return [home, away];
}

/** Ten weekly rounds per sport, gender and season, each team playing once a round. */
export function seedGames(random: Random, ids: IdMaker, teams: Team[], venues: Map<string, string>): Game[] {
  const games: Game[] = [];
  for (const group of groupBy(teams, (t) => `${t.sport}/${t.gender}`).values()) {
    const first = group[0];
    if (!first) continue;
    const sport = SPORT_BY_ID.get(first.sport);
    if (!sport) continue;
    for (const season of GAME_SEASONS) {
      const opening = Date.UTC(season, sport.startMonth - 1, 5);
      for (let round = 0; round < ROUNDS; round++) {
        const order = random.shuffle(group);
        for (let i = 0; i + 1 < order.length; i += 2) {
          const home = order[i] as Team;
          const away = order[i + 1] as Team;
          const startsAt = opening + (round * 7 + random.int(0, 2)) * DAY_MS + random.int(17, 23) * 3_600_000;
          const status = statusAt(random, startsAt);
          const [homeScore, awayScore] = scores(random, home.sport, status);
          games.push({
            id: ids.make(ID_PREFIXES.Game),
            sport: home.sport,
            division: home.division,
            gender: home.gender,
            season,
            starts_at: isoInstant(startsAt),
            status,
            home: { team_id: home.id, name: home.name, score: homeScore },
            away: { team_id: away.id, name: away.name, score: awayScore },
            venue: venues.get(home.id) ?? `${home.name} Stadium`,
          });
        }
      }
    }
  }
  return games.sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : 0));
}
