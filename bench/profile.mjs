// Where a client's time goes: runs one scenario under `node --cpu-prof` against the bench server
// and prints the functions with the most self time, and the most inclusive time in the SDK's code.
// Not part of `npm run bench`; the tool used to find a cost before cutting it.
//
//   node bench/profile.mjs <scenario> [count]
//     scenarios: get-sdk, get-fetch, burst-sdk, burst-fetch, page-sdk, pages-sdk, page-fetch
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_KEY, childInput, isMain, runNode, startServer, WORK_DIR } from './proc.mjs';

// Page size of the page-* scenarios (PAGE=100 for the 100-item bench row).
const PAGE = Number(process.env.PAGE ?? 20);

const SCENARIOS = {
  async 'get-sdk'(url, count) {
    const { SportsData } = await import('sports-data-sdk');
    const client = new SportsData({ apiKey: API_KEY, baseURL: url });
    for (let i = 0; i < count; i++) await client.players.get('plr_9kc0DAhbjsglKL');
  },
  async 'get-fetch'(url, count) {
    const headers = { Accept: 'application/json', Authorization: `Bearer ${API_KEY}` };
    for (let i = 0; i < count; i++)
      await (await fetch(`${url}/v1/players/plr_9kc0DAhbjsglKL`, { headers })).json();
  },
  async 'burst-sdk'(url, count) {
    const { SportsData } = await import('sports-data-sdk');
    const client = new SportsData({ apiKey: API_KEY, baseURL: url });
    await inFlight(64, count, () => client.players.get('plr_9kc0DAhbjsglKL'));
  },
  async 'burst-fetch'(url, count) {
    const headers = { Accept: 'application/json', Authorization: `Bearer ${API_KEY}` };
    const target = `${url}/v1/players/plr_9kc0DAhbjsglKL`;
    await inFlight(64, count, async () => (await fetch(target, { headers })).json());
  },
  async 'page-sdk'(url, count) {
    const { SportsData } = await import('sports-data-sdk');
    const client = new SportsData({ apiKey: API_KEY, baseURL: url });
    let n = 0;
    for await (const item of client.movements.list({ limit: PAGE }))
      if (item.id && ++n >= count * PAGE) break;
  },
  async 'pages-sdk'(url, count) {
    const { SportsData } = await import('sports-data-sdk');
    const client = new SportsData({ apiKey: API_KEY, baseURL: url });
    let n = 0;
    for await (const page of client.movements.list({ limit: PAGE }).pages())
      for (const item of page.data) if (item.id && ++n >= count * PAGE) return;
  },
  async 'page-fetch'(url, count) {
    const headers = { Accept: 'application/json', Authorization: `Bearer ${API_KEY}` };
    let cursor = '';
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${url}/v1/movements?limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`, {
        headers,
      });
      const body = await res.json();
      for (const item of body.data) if (!item.id) throw new Error('bad item');
      cursor = body.next_cursor;
    }
  },
};

/** `count` calls with `concurrency` always in flight. */
async function inFlight(concurrency, count, call) {
  let next = 0;
  const worker = async () => {
    while (next++ < count) await call();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Self and inclusive time per function (by name and location) from a .cpuprofile. */
function analyze(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const key = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*\/(node_modules\/|dist\/|bench\/)/, '$1');
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  };
  const inclusive = new Map();
  for (const sample of profile.samples) {
    const node = byId.get(sample);
    self.set(key(node), (self.get(key(node)) ?? 0) + interval);
    const seen = new Set();
    for (let id = sample; id !== undefined; id = parents.get(id)) {
      const k = key(byId.get(id));
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + interval);
    }
  }
  const total = profile.samples.length * interval;
  return { self, inclusive, total };
}

function top(map, filter, count) {
  return [...map]
    .filter(([k]) => filter(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}

async function main() {
  const [scenario = 'get-sdk', count = '5000'] = process.argv.slice(2);
  const server = await startServer();
  const dir = join(WORK_DIR, 'profiles');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    await runNode(
      fileURLToPath(import.meta.url),
      { scenario, count: Number(count), url: server.url },
      {
        flags: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
      },
    );
  } finally {
    await server.close();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  const { self, inclusive, total } = analyze(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  const ms = (v) => `${v.toFixed(0).padStart(6)} ms ${((100 * v) / total).toFixed(1).padStart(5)}%`;
  console.log(`${scenario} × ${count}: ${total.toFixed(0)} ms sampled (${join(dir, file)})\n\nself time:`);
  for (const [k, v] of top(self, () => true, 30)) console.log(`${ms(v)}  ${k}`);
  console.log('\ninclusive time, SDK and openapi-fetch code:');
  for (const [k, v] of top(inclusive, (k) => /dist\/|openapi-fetch/.test(k), 30))
    console.log(`${ms(v)}  ${k}`);
}

if (isMain(import.meta.url)) {
  if (process.argv[2]?.startsWith('{')) {
    const { scenario, count, url } = childInput();
    await SCENARIOS[scenario](url, count);
    console.log('{}');
  } else await main();
}
