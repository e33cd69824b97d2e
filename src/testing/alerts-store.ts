import type { Account } from './accounts.js';
import type { Alert, AlertFilters, AlertMatch, PortalEntry, Stats } from './data/resources.js';
import type { IdMaker } from './random.js';
import { isoInstant } from './time.js';
import { ID_PREFIXES } from '../generated/fake-surface.js';

interface AlertRecord {
  alert: Alert;
  account: Account;
  matches: AlertMatch[];
}

/** Portal watch alerts per account, with the matches each has collected. */
export class AlertStore {
  private readonly byId = new Map<string, AlertRecord>();

  constructor(private readonly ids: IdMaker) {}

  create(account: Account, name: string, filters: AlertFilters, now: number): Alert {
    const alert: Alert = {
      id: this.ids.make(ID_PREFIXES.Alert),
      name,
      filters,
      status: 'active',
      created_at: isoInstant(now),
    };
    this.byId.set(alert.id, { alert, account, matches: [] });
    return alert;
  }

  count(account: Account): number {
    return this.list(account).length;
  }

  /** Newest first. */
  list(account: Account): Alert[] {
    return [...this.byId.values()]
      .filter((r) => r.account === account)
      .map((r) => r.alert)
      .reverse();
  }

  get(account: Account, id: string): AlertRecord | undefined {
    const record = this.byId.get(id);
    return record && record.account === account ? record : undefined;
  }

  delete(account: Account, id: string): boolean {
    return this.get(account, id) !== undefined && this.byId.delete(id);
  }

  /** Records a match of `entry` on every active alert it fits, and returns them. */
  match(entry: PortalEntry, stats: Stats, now: number): Array<{ record: AlertRecord; match: AlertMatch }> {
    const out: Array<{ record: AlertRecord; match: AlertMatch }> = [];
    for (const record of this.byId.values()) {
      if (record.alert.status !== 'active' || !fits(record.alert.filters, entry, stats)) continue;
      const match: AlertMatch = {
        id: this.ids.make(ID_PREFIXES.AlertMatch),
        alert_id: record.alert.id,
        portal_entry: { ...entry },
        matched_at: isoInstant(now),
      };
      record.matches.unshift(match); // newest first
      out.push({ record, match });
    }
    return out;
  }
}

export function fits(filters: AlertFilters, entry: PortalEntry, stats: Stats): boolean {
  if (filters.sport !== entry.sport) return false;
  if (filters.division && filters.division !== entry.division) return false;
  if (filters.gender && filters.gender !== entry.gender) return false;
  if (filters.positions?.length && !filters.positions.includes(entry.position)) return false;
  for (const [key, min] of Object.entries(filters.min_stats ?? {})) {
    if (!((stats[key] ?? Number.NEGATIVE_INFINITY) >= (min ?? Number.NEGATIVE_INFINITY))) return false;
  }
  return true;
}
