import { APICore } from './core/api-core.js';
import { type ClientOptions, resolveConfig } from './core/config.js';
import { type AccountUsage, usageFrom } from './core/pacing/usage.js';
import { cacheOf } from './internal/call-machine.js';
import { createCallContext } from './internal/call-context.js';
import type { CallContext } from './internal/engine.js';
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
  readonly #ctx: CallContext;

  constructor(options: ClientOptions = {}) {
    const config = resolveConfig(options);
    const ctx = createCallContext(config);
    super(new APICore(ctx));
    this.#ctx = ctx;
    this.baseURL = config.baseURL;
    this.webhooks = new Webhooks({ secret: options.webhookSecret });
  }

  /**
   * What the client knows now about its account, from the latest keyed answer: the plan, the reads
   * per minute in force, and the monthly quota. Fields are `undefined` until an answer told them.
   */
  usage(): AccountUsage {
    // Before the first call nothing is known but a `readsPerMinute` override.
    const { pacing, config, cache } = this.#ctx;
    const hits = cache?.hits;
    return pacing ? pacing.usage(hits) : usageFrom(undefined, config.pacing?.readsPerMinute, hits);
  }

  /**
   * Empties the read cache (client option `cache`; its store, when it is your own): the next read
   * of each request goes to the service. Resolves once the store is empty; nothing to do without `cache`.
   */
  async clearCache(): Promise<void> {
    await (await cacheOf(this.#ctx))?.clear();
  }
}
