import type { PacingAcquire, PacingGrant, PacingStore } from '../core/pacing/store.js';
import { ACQUIRE, ACQUIRE_SHA1, PAUSE, PAUSE_SHA1, RELEASE, RELEASE_SHA1 } from './scripts.js';

/**
 * The two calls the store makes, as `ioredis` (`Redis` or `Cluster`) has them. Typed here so that
 * the SDK never imports ioredis: it is an optional peer, installed by those who use this store.
 */
export interface RedisScriptClient {
  evalsha(sha1: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
}

export interface RedisPacingStoreOptions {
  /** An `ioredis` client. Tip: `enableOfflineQueue: false`, so an outage fails fast instead of queueing. */
  client: RedisScriptClient;
  /** Prefix of the keys (default `sports-data:pacing:`). */
  prefix?: string | undefined;
  /**
   * Name of the shared budget instead of the hash of the client's API key: set it when the
   * processes of one account use different keys (team members), so they still share one minute.
   */
  account?: string | undefined;
}

interface Script {
  readonly source: string;
  readonly sha: string;
}

// The same scripts, keys and SHA-1s as the Python client's `sports_data.redis` (one Lua source).
const scripts: Record<'acquire' | 'release' | 'pause', Script> = {
  acquire: { source: ACQUIRE, sha: ACQUIRE_SHA1 },
  release: { source: RELEASE, sha: RELEASE_SHA1 },
  pause: { source: PAUSE, sha: PAUSE_SHA1 },
};

/**
 * A pacing store in Redis: every process and machine that uses it with the same account draws on
 * one rolling minute. One atomic script per admission. Pass it as `pacing: { store }`.
 *
 * @example
 * import { Redis } from 'ioredis';
 * import { createRedisPacingStore } from 'sports-data-sdk/redis';
 * const store = createRedisPacingStore({ client: new Redis(process.env.REDIS_URL!) });
 * const client = new SportsData({ pacing: { store } });
 */
export function createRedisPacingStore(options: RedisPacingStoreOptions): PacingStore {
  const { client } = options;
  if (!client || typeof client.evalsha !== 'function' || typeof client.eval !== 'function') {
    throw new TypeError('createRedisPacingStore: client must be an ioredis client (evalsha and eval).');
  }
  const prefix = options.prefix ?? 'sports-data:pacing:';
  // `{…}` is a Redis Cluster hash tag: both keys of an account live in one slot, as a script needs.
  const keys = (account: string) => {
    const tag = `${prefix}{${options.account ?? account}}`;
    return [`${tag}:window`, `${tag}:meta`];
  };

  async function run(script: Script, account: string, args: (string | number)[]): Promise<unknown> {
    const [window, meta] = keys(account) as [string, string];
    try {
      return await client.evalsha(script.sha, 2, window, meta, ...args);
    } catch (error) {
      // After a restart or SCRIPT FLUSH Redis has forgotten the script: send it whole, once.
      if (!String((error as Error)?.message).includes('NOSCRIPT')) throw error;
      return client.eval(script.source, 2, window, meta, ...args);
    }
  }

  return {
    async acquire(request: PacingAcquire): Promise<PacingGrant> {
      const reply = await run(scripts.acquire, request.account, [
        request.limit,
        request.limitKnown ? 1 : 0,
        Math.ceil(request.holdMs),
      ]);
      if (!Array.isArray(reply) || reply.length !== 2)
        throw new Error('unexpected reply from the pacing script');
      const [granted, value] = reply as [unknown, unknown];
      return Number(granted) === 1 ? { slot: String(value) } : { waitMs: Number(value) };
    },
    async release(account: string, slot: string): Promise<void> {
      await run(scripts.release, account, [slot]);
    },
    async pause(account: string, ms: number): Promise<void> {
      await run(scripts.pause, account, [Math.ceil(ms)]);
    },
  };
}
