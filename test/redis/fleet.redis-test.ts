/**
 * `npm run test:redis`: a fleet on one account, against a real redis-server on loopback and the
 * fake over real HTTP (real time: the service's window is a real minute, so this suite runs a bit
 * over one). Three worker PROCESSES, each with its own client, start 13 reads each at once on a
 * Plus key (20 a minute): 39 reads need at least one minute.
 * - With the Redis store: 0 responses with 429, and the fleet reaches at least 95 % of the limit
 *   (every read done within 60 s / 0.95 of the first arrival; the first minute holds all 20).
 * - Pacing per process only: each process believes it has the whole limit, and 429s follow.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitError, SportsData } from '../../src/index.js';
import { createRedisPacingStore } from '../../src/redis/index.js';
import { createFakeServer, type FakeServer } from '../../src/testing/index.js';
import { type LocalRedis, redisServerAvailable, startRedis } from './redis-server.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const workerFile = join(root, 'node_modules', '.cache', 'sports-data-fleet', 'worker.mjs');
const WORKERS = 3;
const CALLS_EACH = 13;
const LIMIT = 20;

let redis: LocalRedis;

beforeAll(async () => {
  if (!redisServerAvailable())
    throw new Error('redis-server is not installed (apt-get install -y redis-server)');
  redis = await startRedis();
  mkdirSync(dirname(workerFile), { recursive: true });
  // The worker runs the SDK from source, bundled (ioredis stays a package import).
  await build({
    entryPoints: [join(here, 'worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node18',
    outfile: workerFile,
    external: ['ioredis'],
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await redis?.stop();
});

interface WorkerReport {
  ok: number;
  failed: string[];
  warnings: string[];
}

function runWorker(env: Record<string, string>): Promise<WorkerReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [workerFile], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker exited with ${code}: ${err}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() as string) as WorkerReport);
    });
  });
}

async function fleet(mode: 'shared' | 'local'): Promise<{ fake: FakeServer; reports: WorkerReport[] }> {
  const fake = await createFakeServer();
  try {
    const env = {
      MODE: mode,
      BASE_URL: fake.url,
      API_KEY: fake.keys.plus,
      REDIS_PORT: String(redis.port),
      CALLS: String(CALLS_EACH),
    };
    const reports = await Promise.all(Array.from({ length: WORKERS }, () => runWorker(env)));
    return { fake, reports };
  } catch (error) {
    await fake.close();
    throw error;
  }
}

/** The most requests the service admitted in any rolling minute. */
function busiestMinute(times: number[]): number {
  let best = 0;
  for (let i = 0, j = 0; j < times.length; j++) {
    while ((times[j] as number) - (times[i] as number) >= 60_000) i++;
    best = Math.max(best, j - i + 1);
  }
  return best;
}

describe('a fleet of three processes on one account', () => {
  it('with the Redis store: 0 responses with 429, and at least 95 % of the limit used', async () => {
    const { fake, reports } = await fleet('shared');
    try {
      const seen = fake.service.requests.filter((r) => r.origin === 'api');
      const statuses = seen.map((r) => r.status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(0);
      expect(statuses.filter((s) => s === 200)).toHaveLength(WORKERS * CALLS_EACH);
      expect(reports.every((r) => r.ok === CALLS_EACH && r.warnings.length === 0)).toBe(true);
      const times = seen.map((r) => r.at).sort((a, b) => a - b);
      const span = (times[times.length - 1] as number) - (times[0] as number);
      // 39 reads at 20 a minute need at least one minute; 95 % of the limit allows 60 s / 0.95.
      console.info(
        `fleet with the Redis store: ${times.length} reads, 0 × 429, first to last arrival ${(span / 1000).toFixed(2)} s (least 60 s), busiest minute ${busiestMinute(times)} of ${LIMIT}`,
      );
      expect(span).toBeGreaterThanOrEqual(60_000);
      expect(span).toBeLessThanOrEqual(60_000 / 0.95);
      expect(busiestMinute(times)).toBeGreaterThanOrEqual(Math.ceil(LIMIT * 0.95));
    } finally {
      await fake.close();
    }
  });

  it('pacing per process only: the processes together pass the limit and meet 429s', async () => {
    const { fake, reports } = await fleet('local');
    try {
      const refused = fake.service.requests.filter((r) => r.status === 429);
      console.info(
        `fleet pacing per process only: ${refused.length} × 429 of ${fake.service.requests.length} requests`,
      );
      expect(refused.length).toBeGreaterThan(0);
      expect(reports.flatMap((r) => r.failed)).toContain('RateLimitError');
    } finally {
      await fake.close();
    }
  });
});

describe('the Redis store', () => {
  it('one script per admission keeps the window: limit, release, pause, and the remembered limit', async () => {
    const client = new Redis({ host: '127.0.0.1', port: redis.port });
    try {
      const prefix = `t${Date.now()}:`;
      const store = createRedisPacingStore({ client, prefix });
      const ask = (limit: number, limitKnown = true) =>
        store.acquire({ account: 'acct', limit, limitKnown, holdMs: 1_000, now: 0 });
      const first = await ask(2);
      const second = await ask(2);
      expect(first).toHaveProperty('slot');
      expect(second).toHaveProperty('slot');
      const full = await ask(2);
      expect(full).toHaveProperty('waitMs');
      // Both slots are in flight: they free 60 s after answers still to come.
      expect((full as { waitMs: number }).waitMs).toBeGreaterThan(59_000);
      await store.release('acct', (first as { slot: string }).slot, 0);
      expect((await ask(2)) as { waitMs: number }).toHaveProperty('waitMs');
      // Unknown limit: the account's last known one (2) applies, not the 10 guessed.
      expect(await ask(10, false)).toHaveProperty('waitMs');
      expect(await ask(3)).toHaveProperty('slot');
      await store.pause('acct', 5_000, 0);
      const paused = (await ask(100)) as { waitMs: number };
      expect(paused.waitMs).toBeGreaterThan(4_000);
      expect(paused.waitMs).toBeLessThanOrEqual(5_000);
      // A short pause after a long one (two processes, two 429s) keeps the long one stored.
      await store.pause('acct', 3_600_000, 0);
      await store.pause('acct', 5_000, 0);
      expect(await client.pttl(`${prefix}{acct}:meta`)).toBeGreaterThan(3_500_000);
      expect((await client.keys(`${prefix}*`)).every((k) => k.includes('{acct}'))).toBe(true);
    } finally {
      client.disconnect();
    }
  });

  it('names the account by the SHA-256 of the API key: the key never reaches Redis', async () => {
    const fake = await createFakeServer();
    const client = new Redis({ host: '127.0.0.1', port: redis.port });
    try {
      const prefix = `h${Date.now()}:`;
      const sdk = new SportsData({
        apiKey: fake.keys.free,
        baseURL: fake.url,
        pacing: { store: createRedisPacingStore({ client, prefix }) },
      });
      await sdk.reference.listSports();
      const hash = createHash('sha256').update(fake.keys.free).digest('hex');
      const keys = await client.keys(`${prefix}*`);
      expect(keys.sort()).toEqual([`${prefix}{${hash}}:meta`, `${prefix}{${hash}}:window`]);
      const dump = JSON.stringify(await Promise.all(keys.map((k) => client.dump(k))));
      expect(dump).not.toContain(fake.keys.free);
    } finally {
      client.disconnect();
      await fake.close();
    }
  });

  it('a 20-digit Retry-After pauses every process of the account for at most an hour: their calls fail at once, unsent', async () => {
    const fake = await createFakeServer();
    const redisA = new Redis({ host: '127.0.0.1', port: redis.port });
    const redisB = new Redis({ host: '127.0.0.1', port: redis.port });
    try {
      const prefix = `p${Date.now()}:`;
      // Two clients, each with its own connection and pacer, as two processes of one account.
      const paced = (client: Redis) =>
        new SportsData({
          apiKey: fake.keys.developer,
          baseURL: fake.url,
          maxRetries: 0,
          pacing: { store: createRedisPacingStore({ client, prefix }) },
        });
      const a = paced(redisA);
      const b = paced(redisB);
      fake.service.faults.inject({ status: 429, retryAfter: '9'.repeat(20) });
      await expect(a.reference.listSports()).rejects.toBeInstanceOf(RateLimitError);
      const hash = createHash('sha256').update(fake.keys.developer).digest('hex');
      const meta = `${prefix}{${hash}}:meta`;
      // The pause reaches Redis on A's connection, asynchronously: B asks once it is there.
      for (let i = 0; i < 100 && (await redisA.hget(meta, 'paused')) === null; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      const refused = await b.reference.listSports().catch((error: unknown) => error);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(refused).toBeInstanceOf(RateLimitError);
      expect((refused as RateLimitError).retryAfter).toBeGreaterThan(3_500);
      expect((refused as RateLimitError).retryAfter).toBeLessThanOrEqual(3_600);
      expect(fake.service.requests).toHaveLength(1);
      // Stored as an hour, and kept as long as it lasts although admissions were asked meanwhile.
      const [seconds, micros] = (await redisA.time()) as [string | number, string | number];
      const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
      const left = Number(await redisA.hget(meta, 'paused')) - now;
      expect(left).toBeGreaterThan(3_500_000);
      expect(left).toBeLessThanOrEqual(3_600_000);
      expect(await redisA.pttl(meta)).toBeGreaterThanOrEqual(left);
    } finally {
      redisA.disconnect();
      redisB.disconnect();
      await fake.close();
    }
  });

  it('a Redis outage degrades to in-process pacing with one warn line, never a failed call', async () => {
    const fake = await createFakeServer();
    const down = new Redis({
      host: '127.0.0.1',
      port: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const warnings: string[] = [];
    try {
      const client = new SportsData({
        apiKey: fake.keys.free,
        baseURL: fake.url,
        pacing: { store: createRedisPacingStore({ client: down }) },
        logger: { error: () => {}, warn: (l) => warnings.push(l), info: () => {}, debug: () => {} },
      });
      const sports = await Promise.all(Array.from({ length: 5 }, () => client.reference.listSports()));
      expect(sports).toHaveLength(5);
      expect(fake.service.requests.filter((r) => r.status === 200)).toHaveLength(5);
      expect(warnings.filter((l) => l.includes('shared pacing store failed'))).toHaveLength(1);
    } finally {
      down.disconnect();
      await fake.close();
    }
  });
});
