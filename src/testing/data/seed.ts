import { IdMaker, stream } from '../random.js';
import { buildCatalog, buildCoverage } from './catalog.js';
import { type Dataset, groupBy } from './dataset.js';
import { DIVISIONS, SPORTS } from './reference.js';
import { seedGames } from './seed-games.js';
import { seedPeople } from './seed-people.js';
import { seedPortal } from './seed-portal.js';
import { seedTeams } from './seed-teams.js';

const cache = new Map<number, Dataset>();

const byName = (a: { name: string; id: string }, b: { name: string; id: string }): number =>
  a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1);

const byDateDesc = (a: { date: string; id: string }, b: { date: string; id: string }): number =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? -1 : 1;

/** Freezes the shared data so one service (or a test poking at `service.data`) cannot change another's. */
function deepFreeze<T>(value: T): T {
  if (value instanceof Map) {
    for (const inner of value.values()) deepFreeze(inner);
  } else if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The sample data for a seed. Built once per seed and process (about 25 ms) and frozen, because
 * test suites make many services and the data never changes; what services add lives beside it.
 */
export function seedDataset(seed: number): Dataset {
  const dataset = cache.get(seed) ?? buildDataset(seed);
  cache.set(seed, dataset);
  return dataset;
}

export function buildDataset(seed: number) {
  const ids = new IdMaker(stream(seed, 'ids'));
  const { conferences, teams, venues } = seedTeams(stream(seed, 'teams'), ids);
  const people = seedPeople(stream(seed, 'people'), ids, teams);
  const games = seedGames(stream(seed, 'games'), ids, teams, venues);
  const portalRandom = stream(seed, 'portal');
  const { portal, movements } = seedPortal(portalRandom, ids, people.players, teams, people.personOfPlayer);
  portal.sort((a, b) => (a.entered_at < b.entered_at ? 1 : a.entered_at > b.entered_at ? -1 : 0));
  for (const staff of people.coachesByTeam.values()) {
    const rank = (role: string) => (role === 'head_coach' ? 0 : 1);
    staff.sort((a, b) => rank(a.role) - rank(b.role) || a.name.localeCompare(b.name));
  }
  const seasonsByPlayer = groupBy(people.playerSeasons, (s) => s.player_id);
  for (const seasons of seasonsByPlayer.values()) seasons.sort((a, b) => b.season - a.season);
  return deepFreeze({
    sports: SPORTS.map(({ id, name, genders }) => ({ id, name, genders: [...genders] })).sort(byName),
    divisions: DIVISIONS.map((d) => ({ ...d })).sort((a, b) => a.level - b.level || byName(a, b)),
    conferences: [...conferences].sort(byName),
    teams: [...teams].sort(byName),
    players: people.players,
    playerSeasons: people.playerSeasons,
    rosters: people.rosters,
    persons: people.persons,
    transfers: people.transfers.sort(byDateDesc),
    movements: [...people.movements, ...movements].sort((a, b) => byDateDesc(a.movement, b.movement)),
    games,
    portal,
    catalog: buildCatalog(),
    coverage: buildCoverage(teams),
    teamById: new Map(teams.map((t) => [t.id, t])),
    playerById: new Map(people.players.map((p) => [p.id, p])),
    personById: new Map(people.persons.map((p) => [p.id, p])),
    gameById: new Map(games.map((g) => [g.id, g])),
    seasonsByPlayer,
    coachesByTeam: people.coachesByTeam,
    transfersByPerson: groupBy(people.transfers, (t) => t.person_id),
    personOfPlayer: people.personOfPlayer,
  });
}
