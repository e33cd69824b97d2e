import { APICore } from './core/api-core.js';
import { type ClientOptions, resolveConfig } from './core/config.js';
import type { TrafficOnDemand } from './internal/pacing/traffic-on-demand.js';
import type { AccountUsage } from './core/pacing/usage.js';
import { createRequestContext } from './internal/request.js';
import { ClientNamespaces } from './generated/client-namespaces.js';
import { Webhooks } from './lib/webhooks/webhooks.js';

/**
 * The Sports Data API client. One instance per key is enough: it holds no connection state of its
 * own (the `fetch` it is given does), so it is cheap to create and safe to share. Its namespaces
 * (`client.players`, `client.query`, …) come from openapi.json's tags.
 *
 * @example
 * const client = new SportsData(); // reads SERVICE_API_KEY
 * for await (const player of client.players.search({ sport: 'basketball' })) console.log(player.name);
 */
export class SportsData extends ClientNamespaces {
  /** Verifies and parses webhook deliveries (`alert.matched`); signs payloads for your own tests. */
  readonly webhooks: Webhooks;
  /** The base URL requests go to (without a trailing slash). */
  readonly baseURL: string;
  readonly #traffic: TrafficOnDemand;

  constructor(options: ClientOptions = {}) {
    const config = resolveConfig(options);
    super(new APICore(createRequestContext(config)));
    this.baseURL = config.baseURL;
    this.#traffic = config.traffic;
    this.webhooks = new Webhooks({ secret: options.webhookSecret });
  }

  /**
   * What the client knows now about its account, from the latest keyed answer: the plan, the reads
   * per minute in force, and the monthly quota. Fields are `undefined` until an answer told them.
   */
  usage(): AccountUsage {
    return this.#traffic.usage();
  }
}
