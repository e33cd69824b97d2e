import type { IdMaker, Random } from '../random.js';
import { isoInstant } from '../time.js';
import type { MovementRow, RosterRow, RowPlace } from './dataset.js';
import { FIRST_NAMES_MEN, FIRST_NAMES_WOMEN, LAST_NAMES } from './names.js';
import { CLASS_YEARS, CURRENT_SEASON, SPORT_BY_ID } from './reference.js';
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
import { seasonStats } from './seed-stats.js';

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

function placeOf(team: Team, also: Team[] = []): RowPlace {
  return {
    sport: team.sport,
    division: team.division,
    gender: team.gender,
    team_ids: [team.id, ...also.map((t) => t.id)],
  };
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
        id: ids.make('plr'),
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
      const personId = ids.make('per');
      const jersey = jerseys[i] as number;
      const formerJersey = random.int(1, 99);

      for (let season = firstSeason; season <= CURRENT_SEASON; season++) {
        const at = formerTeam && season < transferSeason ? formerTeam : team;
        const stats = seasonStats(random, sport, position, (season - firstSeason) / 3);
        out.playerSeasons.push({ player_id: player.id, season, team: at.name, team_id: at.id, stats });
        if (season === CURRENT_SEASON) player.stats = stats;
        const year = CLASS_YEARS[cls - (CURRENT_SEASON - season)] as string;
        out.rosters.push({
          ...placeOf(at),
          entry: {
            player_id: player.id,
            name: player.name,
            position,
            jersey_number: String(at === team ? jersey : formerJersey),
            class_year: year,
            season,
          },
        });
      }

      const career: CareerStint[] = [];
      if (formerTeam) {
        const date = offseasonDate(random, transferSeason);
        career.push({
          team: formerTeam.name,
          team_id: formerTeam.id,
          role: 'player',
          from_season: firstSeason,
          to_season: transferSeason - 1,
        });
        const transfer: Transfer = {
          id: ids.make('trf'),
          person_id: personId,
          from_team: formerTeam.name,
          from_team_id: formerTeam.id,
          to_team: team.name,
          to_team_id: team.id,
          sport: team.sport,
          season: transferSeason,
          date,
        };
        out.transfers.push(transfer);
        out.movements.push({
          ...placeOf(team, [formerTeam]),
          movement: {
            id: ids.make('mov'),
            person_id: personId,
            kind: 'transfer',
            from_team: formerTeam.name,
            to_team: team.name,
            date,
          },
        });
      }
      career.push({
        team: team.name,
        team_id: team.id,
        role: 'player',
        from_season: transferSeason || firstSeason,
        to_season: null,
      });
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
    const personId = ids.make('per');
    const name = personName(random, random.chance(0.5) ? 'men' : 'women');
    const since = random.int(2014, CURRENT_SEASON);
    const career: CareerStint[] = [];
    if (since >= 2021 && random.chance(0.6)) {
      const before = random.pick(peers);
      career.push({
        team: before.name,
        team_id: before.id,
        role: 'assistant_coach',
        from_season: since - 4,
        to_season: since - 1,
      });
      out.movements.push({
        ...placeOf(team, [before]),
        movement: {
          id: ids.make('mov'),
          person_id: personId,
          kind: 'coaching_change',
          from_team: before.name,
          to_team: team.name,
          date: isoInstant(Date.UTC(since, random.int(0, 5), random.int(1, 28), random.int(12, 22))),
        },
      });
    }
    career.push({ team: team.name, team_id: team.id, role, from_season: since, to_season: null });
    out.persons.push({ id: personId, name, career });
    staff.push({ person_id: personId, name, role, since_season: since });
  }
  out.coachesByTeam.set(team.id, staff);
}

/** A player who finished in the last season and left: the departures among movements. */
function seedAlumnus(random: Random, ids: IdMaker, team: Team, out: SeededPeople): void {
  const personId = ids.make('per');
  const name = personName(random, team.gender);
  out.persons.push({
    id: personId,
    name,
    career: [
      {
        team: team.name,
        team_id: team.id,
        role: 'player',
        from_season: CURRENT_SEASON - 4,
        to_season: CURRENT_SEASON - 1,
      },
    ],
  });
  out.movements.push({
    ...placeOf(team),
    movement: {
      id: ids.make('mov'),
      person_id: personId,
      kind: 'departure',
      from_team: team.name,
      to_team: null,
      date: isoInstant(Date.UTC(CURRENT_SEASON, 4, random.int(1, 28), random.int(12, 22))),
    },
  });
}
