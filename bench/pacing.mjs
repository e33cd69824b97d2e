// 6. Pacing: time to read 2,000 pages on a Developer key (300 reads a minute) against the fake with
// its per-minute limits on, with `pacing: true` and without, with the 429s and the quota spent.
// In VIRTUAL time (the fake's clock and the pacer's are one VirtualClock from
// `sports-data-sdk/testing`): real minutes would make the bench last a quarter of an hour.
// The network delays each direction by 0-50 ms (seeded). Four readers page through lists side by
// side, 500 pages each. Without pacing, a reader that meets 429 waits Retry-After and asks again,
// as the SDK's own retry does (done here in virtual time, with no retry limit, so every page is read).
import { fileURLToPath } from 'node:url';
import { childInput, childOutput, isMain, runNode } from './proc.mjs';

export const DEFAULTS = { pages: 2_000, readers: 4, maxLatencyMs: 50 };

export async function benchPacing(options = {}) {
  const config = { ...DEFAULTS, ...options };
  const script = fileURLToPath(import.meta.url);
  const runs = {};
  for (const mode of ['paced', 'unpaced']) runs[mode] = await runNode(script, { ...config, mode });
  return { config, runs };
}

async function job({ pages, readers, maxLatencyMs, mode }) {
  const { SportsData, RateLimitError } = await import('sports-data-sdk');
  const { createFakeService, VirtualClock } = await import('sports-data-sdk/testing');
  const clock = new VirtualClock();
  const service = createFakeService({ now: clock.now });
  let seed = 42;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  let activity = 0;
  const latency = () => clock.sleep(random() * maxLatencyMs, undefined, () => new Error('unreachable'));
  const statuses = new Map();
  const fetch = async (input, init) => {
    const request = new Request(input, init);
    activity++;
    await latency();
    const response = await service.handle(request);
    const body = await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    await latency();
    activity++;
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const client = new SportsData({
    apiKey: service.keys.developer,
    baseURL: service.baseURL,
    fetch,
    logLevel: 'off',
    ...(mode === 'paced' ? { pacing: { clock } } : { maxRetries: 0 }),
  });

  const sports = ['football', 'basketball', 'baseball', 'soccer'];
  async function reader(index, count) {
    const query = { limit: 20, sport: sports[index % sports.length] };
    let page;
    for (let read = 0; read < count; ) {
      try {
        page = page?.hasMore ? await page.getNextPage() : await client.movements.list(query);
        read++;
      } catch (error) {
        if (!(error instanceof RateLimitError)) throw error;
        await clock.sleep((error.retryAfter ?? 1) * 1000, undefined, () => new Error('unreachable'));
      }
    }
  }

  const quotaBefore = service.account(service.accountIds.developer).monthlyQuota;
  const started = clock.now();
  let done = false;
  const work = Promise.all(Array.from({ length: readers }, (_, i) => reader(i, pages / readers))).finally(
    () => {
      done = true;
    },
  );
  while (!done) {
    for (let quiet = 0; quiet < 5 && !done; ) {
      const before = activity;
      await new Promise((resolve) => setImmediate(resolve));
      quiet = activity === before ? quiet + 1 : 0;
    }
    if (!done && !clock.advance()) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await work;
  const usage = client.usage();
  return {
    mode,
    virtualSeconds: (clock.now() - started) / 1000,
    /** The least time `pages` requests need at 300 a minute: request k·300 arrives k minutes in. */
    leastSeconds: Math.floor((pages - 1) / 300) * 60,
    requests: [...statuses.values()].reduce((a, b) => a + b, 0),
    ok: statuses.get(200) ?? 0,
    rateLimited: statuses.get(429) ?? 0,
    quotaSpent: quotaBefore - usage.quota.remaining,
  };
}

if (isMain(import.meta.url)) childOutput(await job(childInput()));
