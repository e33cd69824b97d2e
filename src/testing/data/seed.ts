import { IdMaker, stream } from '../random.js';
import { buildCatalog, buildCoverage } from './catalog.js';
import { type Dataset, deepFreeze, groupBy } from './dataset.js';
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

/**
 * The sample data for a seed. Built once per seed and process (about 25 ms) and frozen, because
 * test suites make many services and the data never changes; what services add lives beside it.
 */
export function seedDataset(seed: number): Dataset {
  const cached = cache.get(seed);
  if (cached) return cached;
  const ids = new IdMaker(stream(seed, 'ids'));
  const { conferences, teams, venues } = seedTeams(stream(seed, 'teams'), ids);
  const people = seedPeople(stream(seed, 'people'), ids, teams);
  const games = seedGames(stream(seed, 'games'), ids, teams, venues);
  const { portal, movements: portalMoves } = seedPortal(
    stream(seed, 'portal'),
    ids,
    people.players,
    teams,
    people.personOfPlayer,
  );
  const movements = [...people.movements, ...portalMoves].sort((a, b) => byDateDesc(a.movement, b.movement));
  portal.sort((a, b) => (a.entered_at < b.entered_at ? 1 : a.entered_at > b.entered_at ? -1 : 0));

  const dataset: Dataset = {
    sports: SPORTS.map(({ id, name, genders }) => ({ id, name, genders: [...genders] })).sort(byName),
    divisions: DIVISIONS.map((d) => ({ ...d })).sort((a, b) => a.level - b.level || byName(a, b)),
    conferences: [...conferences].sort(byName),
    teams: [...teams].sort(byName),
    players: people.players,
    playerSeasons: people.playerSeasons,
    rosters: people.rosters,
    persons: people.persons,
    transfers: people.transfers.sort(byDateDesc),
    movements,
    games,
    portal,
    catalog: buildCatalog(),
    coverage: buildCoverage(teams),
    teamById: new Map(teams.map((t) => [t.id, t])),
    playerById: new Map(people.players.map((p) => [p.id, p])),
    personById: new Map(people.persons.map((p) => [p.id, p])),
    gameById: new Map(games.map((g) => [g.id, g])),
    conferenceById: new Map(conferences.map((c) => [c.id, c])),
    seasonsByPlayer: groupBy(people.playerSeasons, (s) => s.player_id),
    rosterByTeam: groupBy(people.rosters, (r) => r.team_ids[0] as string),
    coachesByTeam: people.coachesByTeam,
    transfersByPerson: groupBy(people.transfers, (t) => t.person_id),
    playersByTeam: groupBy(people.players, (p) => p.team_id),
    personOfPlayer: people.personOfPlayer,
  };
  for (const seasons of dataset.seasonsByPlayer.values()) seasons.sort((a, b) => b.season - a.season);
  for (const staff of dataset.coachesByTeam.values()) {
    const rank = (role: string) => (role === 'head_coach' ? 0 : 1);
    staff.sort((a, b) => rank(a.role) - rank(b.role) || a.name.localeCompare(b.name));
  }
  deepFreeze(dataset);
  cache.set(seed, dataset);
  return dataset;
}
