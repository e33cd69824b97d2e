import type { IdMaker, Random } from '../random.js';
import { isoInstant } from '../time.js';
import { type MovementRow, type RosterRow, movementRow } from './dataset.js';
import { FIRST_NAMES_MEN, FIRST_NAMES_WOMEN, LAST_NAMES } from './names.js';
import { CLASS_YEARS, CURRENT_SEASON, SPORT_BY_ID, type SportDef } from './reference.js';
import type {
  CareerStint,
  Coach,
  Gender,
  Person,
  Player,
  PlayerSeason,
  Team,
  Transfer,
} from './resources.js';
import { ID_PREFIXES } from '../../generated/fake-surface.js';

export interface SeededPeople {
  players: Player[];
  playerSeasons: PlayerSeason[];
  rosters: RosterRow[];
  persons: Person[];
  transfers: Transfer[];
  movements: MovementRow[];
  coachesByTeam: Map<string, Coach[]>;
  personOfPlayer: Map<string, string>;
}

const CLASS_WEIGHTS = [0.26, 0.24, 0.22, 0.2, 0.08];

function classIndex(random: Random): number {
  let roll = random.float();
  for (let i = 0; i < CLASS_WEIGHTS.length; i++) {
    roll -= CLASS_WEIGHTS[i] as number;
    if (roll < 0) return i;
  }
  return CLASS_WEIGHTS.length - 1;
}

function personName(random: Random, gender: Gender): string {
  const first = random.pick(gender === 'women' ? FIRST_NAMES_WOMEN : FIRST_NAMES_MEN);
  // A few nicknames in quotes, so CSV exports must escape them.
  const nick = random.chance(0.02) ? ` "${first.slice(0, 3)}"` : '';
  return `${first}${nick} ${random.pick(LAST_NAMES)}`;
}

function offseasonDate(random: Random, year: number): string {
  return isoInstant(Date.UTC(year, random.int(4, 6), random.int(1, 28), random.int(12, 22)));
}

/**
 * One season of numbers for a player: positions that lead a stat get the upper part of its range,
 * the rest the lower part, and players improve a little each year so season lists look real.
 */
function seasonStats(random: Random, sport: SportDef, position: string, growth: number): Player['stats'] {
  const stats: Player['stats'] = {};
  for (const def of sport.stats) {
    const span = def.max - def.min;
    const leads = !def.leaders || def.leaders.includes(position);
    const low = leads ? def.min + span * 0.25 : def.min;
    const high = leads ? def.max : def.min + span * 0.08;
    const value = random.between(low, high, def.decimals) * (0.8 + 0.2 * growth);
    const factor = 10 ** def.decimals;
    stats[def.key] = Math.min(def.max, Math.round(value * factor) / factor);
  }
  return stats;
}

function stint(team: Team, role: string, from: number, to: number | null): CareerStint {
  return { team: team.name, team_id: team.id, role, from_season: from, to_season: to };
}

/** Players with their seasons, persons with careers, transfers, coaching staffs and their movements. */
export function seedPeople(random: Random, ids: IdMaker, teams: Team[]): SeededPeople {
  const out: SeededPeople = {
    players: [],
    playerSeasons: [],
    rosters: [],
    persons: [],
    transfers: [],
    movements: [],
    coachesByTeam: new Map(),
    personOfPlayer: new Map(),
  };
  const peers = (team: Team) =>
    teams.filter((t) => t.sport === team.sport && t.gender === team.gender && t !== team);

  for (const team of teams) {
    const sport = SPORT_BY_ID.get(team.sport);
    if (!sport) continue;
    const jerseys = random.shuffle(Array.from({ length: 99 }, (_, i) => i + 1));
    const positions = random.shuffle(sport.positions);

    for (let i = 0; i < sport.rosterSize; i++) {
      const position = positions[i % positions.length] as string;
      const cls = classIndex(random);
      const seasonsPlayed = Math.min(cls + 1, 4);
      const firstSeason = CURRENT_SEASON - seasonsPlayed + 1;
      const transferSeason =
        seasonsPlayed >= 2 && random.chance(0.14) ? random.int(firstSeason + 1, CURRENT_SEASON) : 0;
      const formerTeam = transferSeason ? random.pick(peers(team)) : undefined;
      const player: Player = {
        id: ids.make(ID_PREFIXES.Player),
        name: personName(random, team.gender),
        team: team.name,
        team_id: team.id,
        sport: team.sport,
        division: team.division,
        gender: team.gender,
        position,
        class_year: CLASS_YEARS[cls] as string,
        stats: {},
      };
      const personId = ids.make(ID_PREFIXES.Person);
      const jersey = jerseys[i] as number;
      const formerJersey = random.int(1, 99);

      for (let season = firstSeason; season <= CURRENT_SEASON; season++) {
        const at = formerTeam && season < transferSeason ? formerTeam : team;
        const stats = seasonStats(random, sport, position, (season - firstSeason) / 3);
        out.playerSeasons.push({ player_id: player.id, season, team: at.name, team_id: at.id, stats });
        if (season === CURRENT_SEASON) player.stats = stats;
        const entry = {
          player_id: player.id,
          name: player.name,
          position,
          jersey_number: String(at === team ? jersey : formerJersey),
          class_year: CLASS_YEARS[cls - (CURRENT_SEASON - season)] as string,
          season,
        };
        out.rosters.push({
          sport: at.sport,
          division: at.division,
          gender: at.gender,
          team_ids: [at.id],
          entry,
        });
      }

      const career: CareerStint[] = [];
      if (formerTeam) {
        const date = offseasonDate(random, transferSeason);
        career.push(stint(formerTeam, 'player', firstSeason, transferSeason - 1));
        out.transfers.push({
          id: ids.make(ID_PREFIXES.Transfer),
          person_id: personId,
          from_team: formerTeam.name,
          from_team_id: formerTeam.id,
          to_team: team.name,
          to_team_id: team.id,
          sport: team.sport,
          season: transferSeason,
          date,
        });
        const teamIds = [team.id, formerTeam.id];
        out.movements.push(
          movementRow(ids, team, teamIds, personId, 'transfer', formerTeam.name, team.name, date),
        );
      }
      career.push(stint(team, 'player', transferSeason || firstSeason, null));
      out.persons.push({ id: personId, name: player.name, career });
      out.players.push(player);
      out.personOfPlayer.set(player.id, personId);
    }

    seedStaff(random, ids, team, peers(team), out);
    seedAlumnus(random, ids, team, out);
  }
  return out;
}

function seedStaff(random: Random, ids: IdMaker, team: Team, peers: Team[], out: SeededPeople): void {
  const roles = ['head_coach', 'assistant_coach', ...(random.chance(0.5) ? ['assistant_coach'] : [])];
  const staff: Coach[] = [];
  for (const role of roles) {
    const personId = ids.make(ID_PREFIXES.Person);
    const name = personName(random, random.chance(0.5) ? 'men' : 'women');
    const since = random.int(2014, CURRENT_SEASON);
    const career: CareerStint[] = [];
    if (since >= 2021 && random.chance(0.6)) {
      const before = random.pick(peers);
      career.push(stint(before, 'assistant_coach', since - 4, since - 1));
      const date = isoInstant(Date.UTC(since, random.int(0, 5), random.int(1, 28), random.int(12, 22)));
      const teamIds = [team.id, before.id];
      out.movements.push(
        movementRow(ids, team, teamIds, personId, 'coaching_change', before.name, team.name, date),
      );
    }
    career.push(stint(team, role, since, null));
    out.persons.push({ id: personId, name, career });
    staff.push({ person_id: personId, name, role, since_season: since });
  }
  out.coachesByTeam.set(team.id, staff);
}

/** A player who finished in the last season and left: the departures among movements. */
function seedAlumnus(random: Random, ids: IdMaker, team: Team, out: SeededPeople): void {
  const personId = ids.make(ID_PREFIXES.Person);
  const name = personName(random, team.gender);
  out.persons.push({
    id: personId,
    name,
    career: [stint(team, 'player', CURRENT_SEASON - 4, CURRENT_SEASON - 1)],
  });
  const date = isoInstant(Date.UTC(CURRENT_SEASON, 4, random.int(1, 28), random.int(12, 22)));
  out.movements.push(movementRow(ids, team, [team.id], personId, 'departure', team.name, null, date));
}
