// The two shapes of load the request benches measure (overhead.mjs, observe.mjs): calls one after
// the other, and calls with a fixed number in flight; each call must answer the bench's player.
import { performance } from 'node:perf_hooks';

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
