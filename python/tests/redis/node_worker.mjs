// One Node process of the mixed fleet (test_fleet.py): the built TypeScript client (dist/) with the
// Redis store of `sports-data-sdk/redis` (MODE=shared) or in-process pacing (MODE=local), CALLS
// reads started at once. Prints one JSON line: how its calls ended.
import { Redis } from 'ioredis';
import { SportsData } from '../../../dist/index.js';
import { createRedisPacingStore } from '../../../dist/redis/index.js';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const shared = env('MODE') === 'shared';
const redis = shared
  ? new Redis({ host: '127.0.0.1', port: Number(env('REDIS_PORT')), enableOfflineQueue: false })
  : undefined;
if (redis) await new Promise((resolve) => redis.once('ready', resolve));
const client = new SportsData({
  apiKey: env('API_KEY'),
  baseURL: env('BASE_URL'),
  maxRetries: 0,
  pacing: redis ? { store: createRedisPacingStore({ client: redis }) } : true,
  logLevel: 'off',
});
// A 429 ends the run: the waits that follow it would only make the suite longer.
const stop = new AbortController();
const outcomes = await Promise.allSettled(
  Array.from({ length: Number(env('CALLS')) }, () =>
    client.reference.listSports(undefined, { signal: stop.signal }).catch((error) => {
      if (error?.name === 'RateLimitError') stop.abort();
      throw error;
    }),
  ),
);
redis?.disconnect();
const failed = outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason?.name));
process.stdout.write(`${JSON.stringify({ ok: outcomes.length - failed.length, failed })}\n`);
