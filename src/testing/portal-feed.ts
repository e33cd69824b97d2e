import { movementRow } from './data/dataset.js';
import { portalEntryFor } from './data/seed-portal.js';
import type { AlertMatch, PortalEntry, Stats } from './data/resources.js';
import type { ServiceState } from './state.js';
import { isoInstant } from './time.js';
import type { WebhookDelivery } from './webhooks-push.js';
import { ID_PREFIXES } from '../generated/fake-surface.js';

/**
 * A portal entry to add: any field of one (each may be left out or `undefined`), plus the stats
 * alerts' `min_stats` are compared with.
 */
export type NewPortalEntry = { [K in keyof PortalEntry]?: PortalEntry[K] | undefined } & {
  stats?: Stats | undefined;
};

export interface AddedPortalEntry {
  entry: PortalEntry;
  matches: AlertMatch[];
  deliveries: WebhookDelivery[];
}

function basePlayer(state: ServiceState, input: NewPortalEntry) {
  if (input.player_id) {
    const player = state.data.playerById.get(input.player_id);
    if (player) return player;
  }
  const pool = state.data.players.filter(
    (p) =>
      (!input.sport || p.sport === input.sport) &&
      (!input.gender || p.gender === input.gender) &&
      (!input.division || p.division === input.division) &&
      (!input.position || p.position === input.position),
  );
  const fallback = pool.length
    ? pool
    : state.data.players.filter((p) => !input.sport || p.sport === input.sport);
  if (!fallback.length) throw new TypeError(`No sample player fits sport '${input.sport}'.`);
  // Rotates through the pool as entries are added, so repeated calls give different players.
  return fallback[state.portal.length % fallback.length] as (typeof fallback)[number];
}

function insertNewestFirst<T>(list: T[], item: T, date: (item: T) => string): void {
  const at = list.findIndex((other) => date(other) <= date(item));
  list.splice(at === -1 ? list.length : at, 0, item);
}

/**
 * Adds a live portal entry (as the feed would see one arrive), records a match on every active
 * alert it fits and pushes each to its account's webhook. Resolves once deliveries were tried.
 */
export async function addPortalEntry(state: ServiceState, input: NewPortalEntry): Promise<AddedPortalEntry> {
  const now = state.options.now();
  const player = basePlayer(state, input);
  const { stats = player.stats, ...fields } = input;
  const entry: PortalEntry = {
    ...portalEntryFor(player, {
      id: state.ids.make(ID_PREFIXES.PortalEntry),
      personId: state.data.personOfPlayer.get(player.id) ?? state.ids.make(ID_PREFIXES.Person),
      enteredAt: isoInstant(now),
      status: 'entered',
      committedTo: null,
    }),
    ...fields,
  };
  entry.id = fields.id ?? entry.id;

  insertNewestFirst(state.portal, entry, (e) => e.entered_at);
  const movement = movementRow(
    state.ids,
    entry,
    [entry.from_team_id],
    entry.person_id,
    'portal_entry',
    entry.from_team,
    null,
    entry.entered_at,
  );
  insertNewestFirst(state.movements, movement, (m) => m.movement.date);

  const found = state.alerts.match(entry, stats, now);
  const deliveries = await Promise.all(
    found.map(({ record, match }) => state.webhooks.push(record.account, match)),
  );
  return {
    entry: { ...entry },
    matches: found.map((f) => f.match),
    deliveries: deliveries.filter((d): d is WebhookDelivery => d !== undefined),
  };
}
