#!/usr/bin/env node
// Two builds of the SDK side by side in one process: the cost of a change to the request path,
// with the machine's noise paired out. Each round runs every case with build A and with build B
// in an alternating order; the figure is B/A per round (median and range), for client CPU time
// and wall time. In memory (`players.get` and a 100-item page through a fetch that answers from
// memory: the SDK's own cost) and over loopback against the bench server (one at a time and with
// 64 in flight: the cost as a user sees it). Not part of `npm run bench`: the tool for "did this
// change make calls slower", which a run per build on a shared machine cannot answer.
//
//   node --expose-gc bench/engine-ab.mjs <dist of build A> <dist of build B> [rounds=15]
//   (e.g. a worktree of the commit before, built, and this one: ../before/dist ./dist)
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { API_KEY, startServer } from './proc.mjs';
import { memoryFetch, PLAYER_ID as ID } from './memory-fetch.mjs';
import { median } from './stats.mjs';

const [distA, distB] = process.argv.slice(2, 4);
if (!distA || !distB) throw new Error('usage: engine-ab.mjs <dist A> <dist B> [rounds]');
const rounds = Number(process.argv[4] ?? 15);
const builds = {
  A: (await import(pathToFileURL(resolve(distA, 'index.js')).href)).SportsData,
  B: (await import(pathToFileURL(resolve(distB, 'index.js')).href)).SportsData,
};

const server = await startServer();
const clients = Object.fromEntries(
  Object.entries(builds).map(([name, SportsData]) => [
    name,
    {
      memory: new SportsData({ apiKey: API_KEY, baseURL: 'http://127.0.0.1:1', fetch: memoryFetch }),
      wire: new SportsData({ apiKey: API_KEY, baseURL: server.url }),
    },
  ]),
);

const cases = {
  'players.get, in memory': { count: 4_000, run: (c) => c.memory.players.get(ID) },
  'a 100-item page, in memory': { count: 1_500, run: (c) => c.memory.movements.list({ limit: 100 }) },
  'players.get, loopback, one at a time': { count: 600, run: (c) => c.wire.players.get(ID) },
  'players.get, loopback, 64 in flight': {
    count: 2_560,
    concurrency: 64,
    run: (c) => c.wire.players.get(ID),
  },
};

async function measure(client, { count, concurrency = 1, run }) {
  globalThis.gc?.();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await run(client);
    }),
  );
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wall: (wall * 1000) / count, cpu: (used.user + used.system) / count };
}

// Warm both builds on every case, so that neither pays for compiling in the rounds.
for (const spec of Object.values(cases))
  for (const name of ['A', 'B']) await measure(clients[name], { ...spec, count: spec.count / 2 });

const ratios = Object.fromEntries(
  Object.keys(cases).map((name) => [name, { wall: [], cpu: [], a: [], b: [] }]),
);
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
  for (const [name, spec] of Object.entries(cases)) {
    const figures = {};
    for (const build of order) figures[build] = await measure(clients[build], spec);
    ratios[name].wall.push(figures.B.wall / figures.A.wall);
    ratios[name].cpu.push(figures.B.cpu / figures.A.cpu);
    ratios[name].a.push(figures.A.cpu);
    ratios[name].b.push(figures.B.cpu);
  }
  process.stderr.write(`round ${round + 1} of ${rounds}\n`);
}
await server.close();

const range = (values) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
console.log(`B/A per round, median (range) over ${rounds} rounds; CPU µs per call, median`);
for (const [name, r] of Object.entries(ratios)) {
  console.log(
    `${name.padEnd(40)} CPU ${median(r.cpu).toFixed(3)} (${range(r.cpu)})  wall ${median(r.wall).toFixed(3)} (${range(r.wall)})  A ${median(r.a).toFixed(1)} µs, B ${median(r.b).toFixed(1)} µs`,
  );
}
