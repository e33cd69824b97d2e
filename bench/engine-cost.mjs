#!/usr/bin/env node
// The SDK's own cost per call, without the network: `players.get` and a 100-item list page through
// the built package with an in-memory `fetch` (a fresh Response per call, its body streamed in
// 16 kB chunks as undici hands it out), next to the same Response read by hand with `.json()`, with
// and without a per-call AbortController and timer. Client CPU microseconds per call, median of 7
// rounds. Steady on a busy machine, where the loopback figures of `npm run bench` are not.
//
//   node bench/engine-cost.mjs      (needs `npm run build`)
const { SportsData } = await import('sports-data-sdk');
const { memoryFetch, PLAYER_ID } = await import('./memory-fetch.mjs');

const client = new SportsData({
  apiKey: 'svc_test_bench000000000000000000000000',
  baseURL: 'http://127.0.0.1:1',
  fetch: memoryFetch,
});
const headers = { accept: 'application/json', authorization: 'Bearer svc_test_bench' };
const PLAYER_URL = `http://127.0.0.1:1/v1/players/${PLAYER_ID}`;
const PAGE_URL = 'http://127.0.0.1:1/v1/movements?limit=100';

async function byHand(url, withTimeout) {
  if (!withTimeout) return (await memoryFetch(url, { headers })).json();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    return await (await memoryFetch(url, { headers, signal: controller.signal })).json();
  } finally {
    clearTimeout(timer);
  }
}

const cases = {
  'players.get: by hand (fetch, .json())': () => byHand(PLAYER_URL, false),
  'players.get: by hand with a timeout': () => byHand(PLAYER_URL, true),
  'players.get: SDK': () => client.players.get(PLAYER_ID),
  'list page of 100: by hand (fetch, .json())': () => byHand(PAGE_URL, false),
  'list page of 100: by hand with a timeout': () => byHand(PAGE_URL, true),
  'list page of 100: SDK': () => client.movements.list({ limit: 100 }),
};

const COUNT = 5_000;
const cpu = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (const call of Object.values(cases)) for (let i = 0; i < 1_000; i++) await call();
for (let round = 0; round < 7; round++) {
  for (const [name, call] of Object.entries(cases)) {
    const before = process.cpuUsage();
    for (let i = 0; i < COUNT; i++) await call();
    const used = process.cpuUsage(before);
    cpu[name].push((used.user + used.system) / COUNT);
  }
}
const median = (values) => values.slice().sort((a, b) => a - b)[values.length >> 1];
for (const [name, values] of Object.entries(cpu)) {
  console.log(`${name.padEnd(44)} ${median(values).toFixed(1).padStart(7)} µs CPU per call`);
}
