import { APICore } from './core/api-core.js';
import { type ClientOptions, resolveConfig } from './core/config.js';
import type { Traffic } from './core/pacing/traffic.js';
import type { Usage } from './core/pacing/usage.js';
import { createRequestContext } from './core/request.js';
import {
  Alerts,
  Games,
  Movements,
  Persons,
  Players,
  Portal,
  Reference,
  Teams,
} from './generated/resources/index.js';
import { ExportsResource } from './lib/exports.js';
import { QueryResource } from './lib/query.js';
import { Webhooks } from './lib/webhooks/webhooks.js';

/**
 * The Sports Data API client. One instance per key is enough: it holds no connection state of its
 * own (the `fetch` it is given does), so it is cheap to create and safe to share.
 *
 * @example
 * const client = new SportsData(); // reads SERVICE_API_KEY
 * for await (const player of client.players.search({ sport: 'basketball' })) console.log(player.name);
 */
export class SportsData {
  readonly reference: Reference;
  readonly players: Players;
  readonly teams: Teams;
  readonly persons: Persons;
  readonly movements: Movements;
  readonly games: Games;
  readonly portal: Portal;
  readonly query: QueryResource;
  readonly alerts: Alerts;
  readonly exports: ExportsResource;
  /** Verifies and parses webhook deliveries (`alert.matched`); signs payloads for your own tests. */
  readonly webhooks: Webhooks;
  /** The base URL requests go to (without a trailing slash). */
  readonly baseURL: string;
  readonly #traffic: Traffic;

  constructor(options: ClientOptions = {}) {
    const config = resolveConfig(options);
    const core = new APICore(createRequestContext(config));
    this.baseURL = config.baseURL;
    this.#traffic = config.traffic;
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
    this.webhooks = new Webhooks({ secret: options.webhookSecret });
  }

  /**
   * What the client knows now about its account, from the latest keyed answer: the plan, the reads
   * per minute in force, and the monthly quota. Fields are `undefined` until an answer told them.
   */
  usage(): Usage {
    return this.#traffic.usage();
  }
}
