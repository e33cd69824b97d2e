/**
 * The Lua scripts of the Redis pacing store: one source for both clients, `src/redis/pacing.lua`
 * (which says what each does), generated into src/generated/redis-scripts.ts and made by
 * `npm run build` into the Python client's `_redis_scripts.py`, so both send the same scripts on
 * the same keys.
 */
export {
  ACQUIRE,
  ACQUIRE_SHA1,
  PAUSE,
  PAUSE_SHA1,
  RELEASE,
  RELEASE_SHA1,
} from '../generated/redis-scripts.js';
