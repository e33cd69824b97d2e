// 2. Paging: `for await` over every item of `movements.list` (200,000 items, in pages of 20, the
// default, and of 100) against a hand-written cursor loop with fetch (nested loops, no generator).
// - Speed: one process per page size, in which the clients take turns reading the list's first
//   20,000 items, 24 rounds in every order in turn; ratios are paired per round. Many short turns,
//   not a few long ones: a machine's drift (another job, a VM's stolen time) then lands on all
//   three clients alike, where three turns over the whole list each moved the median by ±5%.
//   A third client, fetch with a timeout like the SDK's (an AbortController and a timer per
//   request), shows what that feature costs by itself.
// - Memory: one fresh process per client and page size, the resident set size sampled every 1,024
//   items. A first pass over the list grows the process to its working size (JIT, connection, V8's
//   heap settled: 50-80 MB for any client, fetch included); the growth is the peak over each next
//   pass of 200,000 items beyond the largest size before it, also at the 50,000th item to show it
//   does not grow with the count; and the heap still in use after a GC at the end against the same
//   at the start (retained: what a leak would show).
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API_KEY, childInput, childOutput, isMain, rssMB, runNode } from './proc.mjs';
import { pairedRatio, rotate, summarize } from './stats.mjs';

export const DEFAULTS = {
  rounds: 24,
  block: 20_000,
  total: 200_000,
  pageSizes: [20, 100],
  warmup: 20_000,
  memoryWarmup: 200_000,
  memoryPasses: 2,
  midpoint: 50_000,
};
const CLIENTS = ['sdk', 'fetch', 'fetchTimeout'];
const MEMORY_CLIENTS = ['sdk', 'fetch'];
const READERS = { sdk: viaSdk, fetch: viaFetch, fetchTimeout: viaFetchTimeout };

/** Runs the speed and memory passes for each page size; returns the figures. */
export async function benchPaging(server, options = {}) {
  const config = { ...DEFAULTS, ...options };
  const script = fileURLToPath(import.meta.url);
  const figures = {};
  for (const limit of config.pageSizes) {
    const common = { url: server.url, limit, total: config.total, warmup: config.warmup };
    const speed = await runNode(
      script,
      { ...common, job: 'speed', rounds: config.rounds, block: config.block },
      { flags: ['--expose-gc'] },
    );
    const memory = {};
    for (const client of MEMORY_CLIENTS) {
      memory[client] = await runNode(
        script,
        {
          ...common,
          job: 'memory',
          client,
          warmup: config.memoryWarmup,
          midpoint: config.midpoint,
          passes: config.memoryPasses,
        },
        { flags: ['--expose-gc'] },
      );
    }
    const pick = (key) =>
      Object.fromEntries(MEMORY_CLIENTS.map((c) => [c, summarize([memory[c][key]].flat())]));
    figures[limit] = {
      itemsPerSecond: Object.fromEntries(CLIENTS.map((c) => [c, summarize(speed.wall[c])])),
      // Cost ratio: how much longer the SDK takes for the same items (fetch items/s ÷ SDK items/s).
      sdkCostVsFetch: pairedRatio(speed.wall.fetch, speed.wall.sdk),
      sdkCostVsFetchTimeout: pairedRatio(speed.wall.fetchTimeout, speed.wall.sdk),
      // The machine's noise: what the timeout costs the hand loop (about 1.00 when quiet).
      fetchTimeoutCostVsFetch: pairedRatio(speed.wall.fetch, speed.wall.fetchTimeout),
      cpuItemsPerSecond: Object.fromEntries(CLIENTS.map((c) => [c, summarize(speed.cpu[c])])),
      cpuCostVsFetchTimeout: pairedRatio(speed.cpu.fetchTimeout, speed.cpu.sdk),
      workingSetMB: pick('workingSetMB'),
      memoryGrowthMB: pick('growthMB'),
      memoryGrowthAtMidpointMB: pick('growthAtMidpointMB'),
      retainedGrowthMB: pick('retainedGrowthMB'),
    };
  }
  return { config, pageSizes: figures };
}

/** The SDK's way: one `for await` over the list. Calls `visit` with each item; resolves with the count. */
async function viaSdk(url, limit, visit, stopAt = Number.POSITIVE_INFINITY) {
  const { SportsData } = await import('sports-data-sdk');
  const client = new SportsData({ apiKey: API_KEY, baseURL: url });
  let count = 0;
  for await (const item of client.movements.list({ limit })) {
    visit(item, ++count);
    if (count >= stopAt) break;
  }
  return count;
}

/** The hand-written way: fetch a page, parse it, visit its items, follow `next_cursor` while `has_more`. */
function viaFetch(url, limit, visit, stopAt) {
  return handWritten(url, limit, visit, stopAt, false);
}

/** The same, each request with a timeout as the SDK's (an AbortController and a timer per request). */
function viaFetchTimeout(url, limit, visit, stopAt) {
  return handWritten(url, limit, visit, stopAt, true);
}

async function handWritten(url, limit, visit, stopAt = Number.POSITIVE_INFINITY, timeout = false) {
  const headers = { Accept: 'application/json', Authorization: `Bearer ${API_KEY}` };
  let count = 0;
  let cursor = null;
  for (;;) {
    const query = cursor === null ? `limit=${limit}` : `limit=${limit}&cursor=${encodeURIComponent(cursor)}`;
    const controller = timeout ? new AbortController() : undefined;
    const timer = controller ? setTimeout(() => controller.abort(), 60_000) : undefined;
    const response = await fetch(`${url}/v1/movements?${query}`, { headers, signal: controller?.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const page = await response.json();
    clearTimeout(timer);
    for (const item of page.data) {
      visit(item, ++count);
      if (count >= stopAt) return count;
    }
    if (!page.has_more) return count;
    cursor = page.next_cursor;
  }
}

/** The heap in use after a full GC, in MB: what is still held, garbage aside. */
function retainedMB() {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1048576;
}

const check = (item) => {
  if (typeof item.id !== 'string') throw new Error('bad item');
};

/** Items per second of each client over the list's first `block` items, `rounds` times, taking turns. */
async function speed({ url, limit, block, warmup, rounds }) {
  const readers = READERS;
  for (const client of CLIENTS) await readers[client](url, limit, check, warmup);
  const out = Object.fromEntries(CLIENTS.map((c) => [c, []]));
  // Items per second of this process's CPU time: the client's own cost, which a busy machine (and
  // the server, in its own process) moves less than wall time.
  const cpu = Object.fromEntries(CLIENTS.map((c) => [c, []]));
  for (let round = 0; round < rounds; round++) {
    for (const client of rotate(CLIENTS, round)) {
      globalThis.gc?.();
      const started = performance.now();
      const usage = process.cpuUsage();
      const count = await readers[client](url, limit, check, block);
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(usage);
      if (count !== block) throw new Error(`read ${count} items, expected ${block}`);
      out[client].push(count / seconds);
      cpu[client].push(count / ((used.user + used.system) / 1e6));
    }
  }
  return { wall: out, cpu };
}

/**
 * Memory growth of one client, in a process of its own: after a warm-up pass, `passes` passes over
 * the whole list, each one's growth measured beyond the largest size the process had before it.
 */
async function memory({ url, client, limit, total, warmup, midpoint, passes }) {
  const read = READERS[client];
  const heapAtStart = retainedMB();
  const rssAtStart = rssMB();
  // Warm up, unmeasured: JIT, connection, and V8's heap grown to its working size for this loop.
  let high = rssAtStart;
  await read(
    url,
    limit,
    (item, n) => {
      check(item);
      if ((n & 1023) === 0) high = Math.max(high, rssMB());
    },
    warmup,
  );
  const out = { workingSetMB: high - rssAtStart, growthMB: [], growthAtMidpointMB: [] };
  for (let pass = 0; pass < passes; pass++) {
    const before = high;
    let atMidpoint = before;
    const count = await read(
      url,
      limit,
      (item, n) => {
        check(item);
        if ((n & 1023) === 0) {
          high = Math.max(high, rssMB());
          if (n <= midpoint) atMidpoint = high;
        }
      },
      total,
    );
    if (count !== total) throw new Error(`read ${count} items, expected ${total}`);
    high = Math.max(high, rssMB());
    out.growthMB.push(high - before);
    out.growthAtMidpointMB.push(atMidpoint - before);
  }
  out.retainedGrowthMB = retainedMB() - heapAtStart;
  return out;
}

if (isMain(import.meta.url)) {
  const input = childInput();
  childOutput(input.job === 'speed' ? await speed(input) : await memory(input));
}
