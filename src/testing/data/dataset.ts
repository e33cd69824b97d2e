import type { IdMaker } from '../random.js';
import type { Gender, Movement, MovementKind, RosterEntry } from './resources.js';
import type { buildDataset } from './seed.js';
import { ID_PREFIXES } from '../../generated/fake-surface.js';

/** The seeded sample data: immutable, shared by every service made from the same seed. */
export type Dataset = ReturnType<typeof buildDataset>;

/** Where a row sits, for filters on fields the wire shape does not carry (a roster entry has no sport). */
export interface RowPlace {
  sport: string;
  division: string;
  gender: Gender;
  team_ids: string[];
}

export interface RosterRow extends RowPlace {
  entry: RosterEntry;
}

export interface MovementRow extends RowPlace {
  movement: Movement;
}

/** A movement of `personId` in the competition of `at`, touching the teams `teamIds`. */
export function movementRow(
  ids: IdMaker,
  at: Omit<RowPlace, 'team_ids'>,
  teamIds: string[],
  personId: string,
  kind: MovementKind,
  from: string | null,
  to: string | null,
  date: string,
): MovementRow {
  const { sport, division, gender } = at;
  const movement = {
    id: ids.make(ID_PREFIXES.Movement),
    person_id: personId,
    kind,
    from_team: from,
    to_team: to,
    date,
  };
  return { sport, division, gender, team_ids: teamIds, movement };
}

/** `items` by `keyOf`, in the order each key first appears. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(keyOf(item), [...(out.get(keyOf(item)) ?? []), item]);
  return out;
}
