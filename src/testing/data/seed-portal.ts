import type { IdMaker, Random } from '../random.js';
import { DAY_MS, isoInstant } from '../time.js';
import { type MovementRow, movementRow } from './dataset.js';
import { DATA_AS_OF } from './reference.js';
import type { Player, PortalEntry, PortalStatus, Team } from './resources.js';
import { ID_PREFIXES } from '../../generated/fake-surface.js';

const PORTAL_SHARE = 0.12;

/** About one player in eight entered the portal in the last sixty days; some committed since. */
export function seedPortal(
  random: Random,
  ids: IdMaker,
  players: Player[],
  teams: Team[],
  personOfPlayer: Map<string, string>,
): { portal: PortalEntry[]; movements: MovementRow[] } {
  const portal: PortalEntry[] = [];
  const movements: MovementRow[] = [];
  for (const player of players) {
    if (!random.chance(PORTAL_SHARE)) continue;
    const personId = personOfPlayer.get(player.id) as string;
    const enteredAt = DATA_AS_OF - random.int(1, 60 * 24) * 3_600_000;
    const roll = random.float();
    const status: PortalStatus = roll < 0.55 ? 'entered' : roll < 0.85 ? 'committed' : 'withdrawn';
    const peers = teams.filter(
      (t) => t.sport === player.sport && t.gender === player.gender && t.id !== player.team_id,
    );
    const target = status === 'committed' ? random.pick(peers) : undefined;
    const entry = portalEntryFor(player, {
      id: ids.make(ID_PREFIXES.PortalEntry),
      personId,
      enteredAt: isoInstant(enteredAt),
      status,
      committedTo: target ? target.name : null,
    });
    portal.push(entry);
    const from = [player.team_id];
    movements.push(
      movementRow(ids, player, from, personId, 'portal_entry', player.team, null, entry.entered_at),
    );
    if (target) {
      const committedAt = isoInstant(Math.min(DATA_AS_OF, enteredAt + random.int(2, 20) * DAY_MS));
      const teamIds = [...from, target.id];
      movements.push(
        movementRow(ids, player, teamIds, personId, 'commitment', player.team, target.name, committedAt),
      );
    }
  }
  return { portal, movements };
}

/** The portal entry of a player leaving their team: the one shape seeding and `addPortalEntry` share. */
export function portalEntryFor(
  player: Player,
  entry: {
    id: string;
    personId: string;
    enteredAt: string;
    status: PortalStatus;
    committedTo: string | null;
  },
): PortalEntry {
  return {
    id: entry.id,
    person_id: entry.personId,
    player_id: player.id,
    name: player.name,
    position: player.position,
    sport: player.sport,
    division: player.division,
    gender: player.gender,
    from_team: player.team,
    from_team_id: player.team_id,
    entered_at: entry.enteredAt,
    status: entry.status,
    committed_to: entry.committedTo,
  };
}
