import type { IdMaker, Random } from '../random.js';
import { CONFERENCE_WORDS, MASCOTS, SCHOOLS } from './names.js';
import { DIVISIONS, SPORTS, TEAM_DIVISIONS } from './reference.js';
import type { Conference, Team } from './resources.js';
import { ID_PREFIXES } from '../../generated/fake-surface.js';

export interface SeededTeams {
  conferences: Conference[];
  teams: Team[];
  /** Stadium, arena… per team id, for games. */
  venues: Map<string, string>;
}

function initials(words: string): string {
  return words
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

/** Conferences per sport and division (two in Division I), then eight teams per sport and gender. */
export function seedTeams(random: Random, ids: IdMaker): SeededTeams {
  const conferences: Conference[] = [];
  const teams: Team[] = [];
  const venues = new Map<string, string>();
  const usedDivisions = DIVISIONS.filter((d) => TEAM_DIVISIONS.includes(d.id));

  for (const sport of SPORTS) {
    const words = random.shuffle(CONFERENCE_WORDS);
    const bySlot = new Map<string, Conference[]>();
    for (const division of usedDivisions) {
      const count = division.id === 'ncaa_d1' ? 2 : 1;
      const list: Conference[] = [];
      for (let i = 0; i < count; i++) {
        const name = `${words.shift() ?? 'Central'} ${sport.name} Conference`;
        const conference = {
          id: ids.make(ID_PREFIXES.Conference),
          name,
          short_name: initials(name),
          sport: sport.id,
          division: division.id,
        };
        conferences.push(conference);
        list.push(conference);
      }
      bySlot.set(division.id, list);
    }

    for (const gender of sport.genders) {
      const schools = random.shuffle(SCHOOLS).slice(0, TEAM_DIVISIONS.length);
      const suffix = sport.genders.length > 1 && gender === 'women' ? ' (W)' : '';
      schools.forEach((school, i) => {
        const division = TEAM_DIVISIONS[i] as string;
        const choices = bySlot.get(division) ?? [];
        const conference = choices[i % choices.length] as Conference;
        const mascot = MASCOTS[SCHOOLS.indexOf(school) % MASCOTS.length] as string;
        const team: Team = {
          id: ids.make(ID_PREFIXES.Team),
          name: `${school} ${mascot}${suffix}`,
          sport: sport.id,
          division,
          gender,
          conference_id: conference.id,
          conference: conference.name,
        };
        teams.push(team);
        // Some venues carry a comma so that CSV exports have to quote.
        venues.set(
          team.id,
          i % 3 === 0 ? `${school} ${sport.venue}, Main Campus` : `${school} ${sport.venue}`,
        );
      });
    }
  }
  return { conferences, teams, venues };
}
