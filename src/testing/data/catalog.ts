import { isoInstant } from '../time.js';
import { DATA_AS_OF, DIVISIONS, GENDERS, SPORTS } from './reference.js';
import type { CoverageCell, CoverageMatrix, FilterCatalog, Team } from './resources.js';
import { MOVEMENT_KINDS } from './resources.js';

/** The filters of contract section 6 as the catalog shows them, plus each sport's sortable stats. */
export function buildCatalog(): FilterCatalog {
  return {
    filters: [
      { key: 'sport', label: 'Sport', type: 'enum', values: SPORTS.map((s) => s.id) },
      { key: 'division', label: 'Division', type: 'enum', values: DIVISIONS.map((d) => d.id) },
      { key: 'gender', label: 'Gender', type: 'enum', values: [...GENDERS] },
      { key: 'conference', label: 'Conference', type: 'string' },
      { key: 'season', label: 'Season', type: 'integer' },
      { key: 'team', label: 'Team', type: 'string' },
      { key: 'since', label: 'Since', type: 'date-time' },
      { key: 'kind', label: 'Movement kind', type: 'enum', values: [...MOVEMENT_KINDS] },
      ...SPORTS.map((s) => ({
        key: 'position',
        label: `Position (${s.name})`,
        type: 'enum' as const,
        values: [...s.positions],
        sports: [s.id],
      })),
    ],
    sort_keys: Object.fromEntries(SPORTS.map((s) => [s.id, s.stats.map((d) => d.key)])),
  };
}

/** One cell per sport, division and gender that has teams; the lower divisions have fewer datasets. */
export function buildCoverage(teams: Team[]): CoverageMatrix {
  const cells: CoverageCell[] = [];
  for (const sport of SPORTS) {
    for (const division of DIVISIONS) {
      for (const gender of sport.genders) {
        if (!teams.some((t) => t.sport === sport.id && t.division === division.id && t.gender === gender))
          continue;
        const datasets = ['rosters', 'player_stats', 'games', 'coaches'];
        if (division.level <= 3) datasets.push('transfers', 'movements', 'portal');
        cells.push({
          sport: sport.id,
          division: division.id,
          gender,
          datasets,
          first_season: division.level === 1 ? 2015 : 2022,
          last_season: 2025,
        });
      }
    }
  }
  return { updated_at: isoInstant(DATA_AS_OF - 12 * 3_600_000), cells };
}
