/**
 * `sports-data-sdk/redis`: a pacing store in Redis, so that every process and machine using one
 * account shares its rolling minute. Needs `ioredis` (an optional peer dependency). Node only.
 *
 * @module sports-data-sdk/redis
 */
export {
  createRedisPacingStore,
  type RedisPacingStoreOptions,
  type RedisScriptClient,
} from './redis-store.js';
export type { PacingAcquire, PacingGrant, PacingStore } from '../core/pacing/store.js';
