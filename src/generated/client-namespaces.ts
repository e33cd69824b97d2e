// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { APICore } from '../core/api-core.js';
import { QueryResource } from '../lib/query.js';
import { ExportsResource } from '../lib/exports.js';
import { Reference, Players, Teams, Persons, Movements, Games, Portal, Alerts } from './resources/index.js';

/** The API's namespaces (one per tag of openapi.json); `SportsData` extends this. */
export abstract class ClientNamespaces {
  /** Reference data: sports, divisions, conferences, the filter catalog and the coverage matrix. Free reads; the coverage matrix needs no key. */
  readonly reference: Reference;
  /** Player search, profiles and season stats. Free reads. */
  readonly players: Players;
  /** Teams, their rosters and coaching staffs. Free reads. */
  readonly teams: Teams;
  /** Persons (players and coaches): careers and transfers. Free reads. */
  readonly persons: Persons;
  /** Roster and staff movements: transfers, portal entries, commitments, coaching changes, departures. Free reads. */
  readonly movements: Movements;
  /** Games and their results. Free reads. */
  readonly games: Games;
  /** The live transfer-portal feed. Usage-billed; needs the `portal` key scope and a verified coach. */
  readonly portal: Portal;
  /** Natural-language query runs: long-running jobs, created then polled. Creation is usage-billed; polling is free. */
  readonly query: QueryResource;
  /** Portal watch alerts and their matches, also pushed to the account's webhook. Usage-billed; creation needs the `portal:alerts` key scope and a verified coach. */
  readonly alerts: Alerts;
  /** Bulk exports to gzipped CSV or JSONL: long-running jobs, created then polled. Creation is usage-billed (only when the job succeeds); listing and polling are free. */
  readonly exports: ExportsResource;

  protected constructor(core: APICore) {
    this.reference = new Reference(core);
    this.players = new Players(core);
    this.teams = new Teams(core);
    this.persons = new Persons(core);
    this.movements = new Movements(core);
    this.games = new Games(core);
    this.portal = new Portal(core);
    this.query = new QueryResource(core);
    this.alerts = new Alerts(core);
    this.exports = new ExportsResource(core);
  }
}
