// The two shapes of load the request benches measure (overhead.mjs, observe.mjs): calls one after
// the other, and calls with a fixed number in flight; each call must answer the bench's player.
import { performance } from 'node:perf_hooks';
import { rotate } from './stats.mjs';

export const PLAYER_ID = 'plr_9kc0DAhbjsglKL';

/** Wall and CPU microseconds per request of `run`, which makes `count` requests. */
export async function timed(run, count) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const wall = ((performance.now() - started) * 1000) / count;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / count };
}

/** `count` requests one after the other. */
export function sequential(call, count) {
  return timed(async () => {
    for (let i = 0; i < count; i++) {
      const player = await call();
      if (player.id !== PLAYER_ID) throw new Error('wrong answer');
    }
  }, count);
}

/** `count` requests with `concurrency` always in flight (per request: throughput, not latency). */
export function burst(call, count, concurrency) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const player = await call();
      if (player.id !== PLAYER_ID) throw new Error('wrong answer');
    }
  };
  return timed(() => Promise.all(Array.from({ length: concurrency }, worker)), count);
}

/**
 * The baseline the benches measure the SDK against: a `fetch` of `target` with a 60 s timeout (as
 * the SDK sets one on every attempt), its JSON read, a non-2xx answer thrown.
 */
export function fetchWithTimeout(target, headers) {
  return async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 60_000);
    try {
      const response = await fetch(target, { headers, signal: controller.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.json();
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Each client of `clients` (name → call) warmed up, then `input.rounds` rounds in which every
 * client takes its turn in a rotating order, first one after the other, then with
 * `input.concurrency` in flight: `{ sequential, burst }`, each `{ wall, cpu }` of name → one figure
 * a round, so that ratios can be paired round by round.
 */
export async function pairedRounds(clients, input) {
  const names = Object.keys(clients);
  for (const name of names) {
    await sequential(clients[name], input.warmup);
    await burst(clients[name], input.warmup, input.concurrency);
  }
  const series = () => ({
    wall: Object.fromEntries(names.map((n) => [n, []])),
    cpu: Object.fromEntries(names.map((n) => [n, []])),
  });
  const out = { sequential: series(), burst: series() };
  const record = (into, name, { wall, cpu }) => {
    into.wall[name].push(wall);
    into.cpu[name].push(cpu);
  };
  for (let round = 0; round < input.rounds; round++) {
    for (const name of rotate(names, round)) {
      globalThis.gc?.();
      record(out.sequential, name, await sequential(clients[name], input.sequential));
    }
    for (const name of rotate(names, round)) {
      globalThis.gc?.();
      record(out.burst, name, await burst(clients[name], input.burst, input.concurrency));
    }
  }
  return out;
}
