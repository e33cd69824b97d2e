/**
 * One worker process of the fleet suite: its own client on the shared account, `CALLS` reads all
 * started at once. MODE `shared` paces with the Redis store; `local` paces in this process only.
 * Prints one JSON line: how its calls ended.
 */
import { Redis } from 'ioredis';
import { SportsData } from '../../src/index.js';
import { createRedisPacingStore } from '../../src/redis/index.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

async function main(): Promise<void> {
  const shared = env('MODE') === 'shared';
  const redis = shared
    ? new Redis({ host: '127.0.0.1', port: Number(env('REDIS_PORT')), enableOfflineQueue: false })
    : undefined;
  if (redis) await new Promise((resolve) => redis.once('ready', resolve));
  const warnings: string[] = [];
  const client = new SportsData({
    apiKey: env('API_KEY'),
    baseURL: env('BASE_URL'),
    maxRetries: 0,
    pacing: redis ? { store: createRedisPacingStore({ client: redis }) } : true,
    logger: { error: () => {}, warn: (line) => warnings.push(line), info: () => {}, debug: () => {} },
  });
  const calls = Number(env('CALLS'));
  // A 429 ends the run: the waits that follow it would only make the suite longer.
  const stop = new AbortController();
  const outcomes = await Promise.allSettled(
    Array.from({ length: calls }, () =>
      client.reference.listSports(undefined, { signal: stop.signal }).catch((error: unknown) => {
        if ((error as Error)?.name === 'RateLimitError') stop.abort();
        throw error;
      }),
    ),
  );
  redis?.disconnect();
  const failed = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
  process.stdout.write(
    `${JSON.stringify({
      ok: outcomes.length - failed.length,
      failed: failed.map((f) => String((f.reason as Error)?.name)),
      warnings,
    })}\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
