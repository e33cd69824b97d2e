/**
 * No text a server sends can stall the event loop: every reader of server text in
 * `server-text-readers.ts` is timed on every adversarial shape at 100 KB and at 1 MB, and must be
 * linear (1 MB within 10x of 100 KB, give or take the measuring margin) and fast (1 MB under 200 ms). 0.3.0's redactor took 5.8 s on
 * 80 KB of `a.a.a…` and never finished on 512 KB; its error-page stripping 4 s on 80 KB of `<<<…`.
 *
 * Each reader runs in a child process, so that a quadratic one fails this test (killed, with the
 * shape it was stuck on) instead of hanging it, and so that the time measured is the child's own
 * CPU time (`process.cpuUsage`), the best of several runs: busy neighbours on the machine slow
 * the wall clock, not that.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleSource } from '../support/bundle-src.js';
import { SERVER_TEXT_READERS } from './server-text-readers.js';

const SMALL = 100 * 1024;
const LARGE = 1024 * 1024;
const RUNS = 3;
const LIMIT_MS = 200;
/** Below this, a 100 KB time is noise (timer grain, a GC): the 10x bound is taken from here. */
const FLOOR_MS = 2;
/**
 * Linear readers measure 10x to 13x here, up to 21x while the rest of the suite runs beside (a 1 MB
 * string leaves the caches a 100 KB one sits in, and `JSON.parse` of deep nesting grows a stack); a
 * quadratic one measures 100x. The margin keeps the first kind passing and the second failing.
 */
const MEASURING_MARGIN = 3;
/**
 * A child that finishes no shape for this long holds a quadratic reader: a linear one finishes a
 * shape in well under a second of CPU (1 MB of 0.3.0's redactor took minutes). Measured from the
 * last shape finished, not from the start, so a loaded machine that slows every shape alike (CI
 * beside other work) never trips it.
 */
const STALL_MS = 30_000;
/** Only a bound on a test that would otherwise hang: 30 shapes at the stall bound each. */
const TEST_TIMEOUT_MS = 30 * STALL_MS;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORK = join(ROOT, 'node_modules', '.cache', 'sports-data-sdk-linear-time', String(process.pid));

let bundled: Promise<string> | undefined;
function readersBundle(): Promise<string> {
  bundled ??= bundleSource(
    { readers: join(ROOT, 'test', 'hostile', 'server-text-readers.ts') },
    join(WORK, 'bundle'),
  ).then(({ readers }) => readers);
  return bundled;
}

interface Timing {
  shape: string;
  smallMs: number;
  largeMs: number;
}

/** Times one reader on every shape in a child; each timing is one line of its output as it is made. */
async function timeReader(name: string): Promise<{ timings: Timing[]; killed: boolean }> {
  const bundle = await readersBundle();
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, `time-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    file,
    `const { SERVER_TEXT_READERS, ADVERSARIAL_SHAPES } = await import(${JSON.stringify(bundle)});
const reader = SERVER_TEXT_READERS.find((r) => r.name === ${JSON.stringify(name)});
async function cpuMs(text) {
  let best = Infinity;
  for (let run = 0; run < ${RUNS}; run++) {
    // Collected before, not during: the garbage of earlier runs is not this run's cost.
    globalThis.gc();
    const start = process.cpuUsage();
    await reader.read(text);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}
for (const shape of ADVERSARIAL_SHAPES) {
  await reader.read(shape.make(1000));
  const smallMs = await cpuMs(shape.make(${SMALL}));
  const largeMs = await cpuMs(shape.make(${LARGE}));
  process.stdout.write(JSON.stringify({ shape: shape.name, smallMs, largeMs }) + '\\n');
}
`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let killed = false;
    const stalled = () => {
      killed = true;
      child.kill('SIGKILL');
    };
    let timer = setTimeout(stalled, STALL_MS);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (String(chunk).includes('\n')) {
        clearTimeout(timer);
        timer = setTimeout(stalled, STALL_MS);
      }
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0 && !killed) reject(new Error(`child exited ${code}: ${err.slice(0, 2000)}`));
      const timings = out
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Timing);
      resolve({ timings, killed });
    });
  });
}

describe('every reader of server text is linear in its length', { timeout: TEST_TIMEOUT_MS }, () => {
  for (const reader of SERVER_TEXT_READERS) {
    it(reader.name, async () => {
      const { timings, killed } = await timeReader(reader.name);
      if (killed) {
        throw new Error(
          `${reader.name} finished no shape for ${STALL_MS} ms; done: ${timings.map((t) => t.shape).join(', ') || 'none'}`,
        );
      }
      for (const { shape, smallMs, largeMs } of timings) {
        const what = `${reader.name} on ${shape}: 100 KB ${smallMs.toFixed(1)} ms, 1 MB ${largeMs.toFixed(1)} ms`;
        expect(largeMs, what).toBeLessThan(LIMIT_MS);
        expect(largeMs, what).toBeLessThanOrEqual(10 * MEASURING_MARGIN * Math.max(smallMs, FLOOR_MS));
      }
      expect(timings.length).toBeGreaterThan(20);
    });
  }
});
