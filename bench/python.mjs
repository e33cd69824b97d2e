// 7. The Python client: `players.get` one at a time through `SportsData` next to a hand-written
// `httpx.Client` call with a timeout, and CSV/JSONL rows per second of `exports.download(...).rows()`
// next to a hand-written httpx + zlib + json/csv reader, against the same loopback server as the
// other sections (bench/python_bench.py does the measuring, in its own process). Needs a Python
// 3.10+ with httpx: python/.venv (made by `npm run test:python`, the package installed), else
// Debian's python3 with the client taken from python/src. Without one the section is skipped with
// a line saying why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exportFile } from './export-files.mjs';
import { BENCH_DIR, ROOT, runMeasuring } from './proc.mjs';
import { pairedRatio, summarize } from './stats.mjs';

export const DEFAULTS = { rounds: 7, sequential: 500, warmup: 300, rows: 200_000, downloadRounds: 3 };

/** The Python to measure with, and the environment that lets it import the client; or undefined. */
export function findPython() {
  const probe = 'import sys, httpx, sports_data; sys.exit(0 if sys.version_info >= (3, 10) else 1)';
  const env = { ...process.env, PYTHONPATH: join(ROOT, 'python/src') };
  // BENCH_PYTHON names another (python/.venv-3.10/bin/python has opentelemetry-api: the telemetry= figure).
  const candidates = [
    process.env.BENCH_PYTHON,
    join(ROOT, 'python/.venv/bin/python'),
    '/usr/bin/python3',
    'python3',
  ];
  for (const python of candidates.filter(Boolean)) {
    if (python.startsWith('/') && !existsSync(python)) continue;
    if (spawnSync(python, ['-c', probe], { env, stdio: 'ignore' }).status === 0) return { python, env };
  }
  return undefined;
}

function runPython({ python, env }, input) {
  return runMeasuring(python, [join(BENCH_DIR, 'python_bench.py')], input, { env });
}

export async function benchPython(server, options = {}) {
  const config = { ...DEFAULTS, ...options };
  const found = findPython();
  if (!found)
    return {
      skipped:
        'no Python 3.10+ with httpx (Debian: apt-get install python3-httpx python3-typing-extensions, then npm run test:python)',
    };
  const files = {};
  for (const format of ['jsonl', 'csv']) files[format] = (await exportFile(format, config.rows)).id;
  const raw = await runPython(found, { ...config, url: server.url, files });
  const { wall, cpu } = raw.overhead;
  const formats = Object.fromEntries(
    Object.entries(raw.download).map(([format, perSecond]) => [
      format,
      {
        rowsPerSecond: { sdk: summarize(perSecond.sdk), hand: summarize(perSecond.hand) },
        sdkVsHand: pairedRatio(perSecond.sdk, perSecond.hand),
      },
    ]),
  );
  return {
    config,
    python: raw.python,
    httpx: raw.httpx,
    overhead: {
      usPerRequest: { sdk: summarize(wall.sdk), httpx: summarize(wall.httpx) },
      cpuUsPerRequest: { sdk: summarize(cpu.sdk), httpx: summarize(cpu.httpx) },
      sdkVsHttpx: pairedRatio(wall.sdk, wall.httpx),
      cpuSdkVsHttpx: pairedRatio(cpu.sdk, cpu.httpx),
      // hooks= (six no-op hooks) and telemetry=True (no-op providers; only where opentelemetry-api is installed) next to off.
      hooks: {
        usPerRequest: summarize(wall.sdk_hooks),
        vsOff: pairedRatio(wall.sdk_hooks, wall.sdk),
        cpuVsOff: pairedRatio(cpu.sdk_hooks, cpu.sdk),
      },
      telemetry: wall.sdk_telemetry
        ? {
            usPerRequest: summarize(wall.sdk_telemetry),
            vsOff: pairedRatio(wall.sdk_telemetry, wall.sdk),
            cpuVsOff: pairedRatio(cpu.sdk_telemetry, cpu.sdk),
          }
        : undefined,
    },
    download: formats,
    // Both formats are read by one process, one after the other: round i of each is paired.
    csvVsJsonl: pairedRatio(raw.download.csv.sdk, raw.download.jsonl.sdk),
  };
}
