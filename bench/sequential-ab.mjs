#!/usr/bin/env node
// One at a time, the SDK against hand-written `fetch` with a timeout, and the hand-written call
// with each of the SDK's own request choices (`redirect: 'manual'`, its header set): paired rounds
// of `count` calls in a rotating order, wall and client CPU time, against the bench server. Not
// part of `npm run bench`: the tool for asking whether a few percent one at a time is the SDK's.
//
//   node --expose-gc bench/sequential-ab.mjs [count=400] [rounds=30]    (needs `npm run build`)
import { SportsData } from 'sports-data-sdk';
import { API_KEY, startServer } from './proc.mjs';
import { median } from './stats.mjs';

const server = await startServer();
const ID = 'plr_9kc0DAhbjsglKL';
const target = `${server.url}/v1/players/${ID}`;
const count = Number(process.argv[2] ?? 400);
const rounds = Number(process.argv[3] ?? 30);
const client = new SportsData({ apiKey: API_KEY, baseURL: server.url });
const plain = { Accept: 'application/json', Authorization: `Bearer ${API_KEY}` };
const sdkHeaders = {
  accept: 'application/json',
  'user-agent': `sports-data-sdk node/${process.versions.node}`,
  authorization: `Bearer ${API_KEY}`,
};
const withTimeout = (init) => async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    return await (await fetch(target, { ...init, signal: controller.signal })).json();
  } finally {
    clearTimeout(timer);
  }
};
const ways = {
  hand: withTimeout({ headers: plain }),
  manual: withTimeout({ headers: plain, redirect: 'manual' }),
  sdkHeaders: withTimeout({ headers: sdkHeaders }),
  both: withTimeout({ method: 'GET', headers: sdkHeaders, redirect: 'manual' }),
  sdk: () => client.players.get(ID),
};
const names = Object.keys(ways);
const cpu = Object.fromEntries(names.map((n) => [n, []]));
const wall = Object.fromEntries(names.map((n) => [n, []]));
for (const name of names) for (let i = 0; i < 300; i++) await ways[name]();
for (let round = 0; round < rounds; round++) {
  for (let k = 0; k < names.length; k++) {
    const name = names[(k + round) % names.length];
    globalThis.gc?.();
    const used = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < count; i++) if ((await ways[name]()).id !== ID) throw new Error('wrong answer');
    const spent = process.cpuUsage(used);
    wall[name].push(((performance.now() - started) * 1000) / count);
    cpu[name].push((spent.user + spent.system) / count);
  }
}
const paired = (series, name) => median(series[name].map((x, i) => x / series.hand[i])).toFixed(3);
for (const name of names) {
  console.log(
    `${name.padEnd(11)} wall ${median(wall[name]).toFixed(0)} µs, CPU ${median(cpu[name]).toFixed(0)} µs; ` +
      `paired to hand: wall ${paired(wall, name)}, CPU ${paired(cpu, name)}`,
  );
}
await server.close();
