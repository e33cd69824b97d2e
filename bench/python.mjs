// 7. The Python client: `players.get` one at a time through `SportsData` next to a hand-written
// `httpx.Client` call with a timeout, and CSV/JSONL rows per second of `exports.download(...).rows()`
// next to a hand-written httpx + zlib + json/csv reader, against the same loopback server as the
// other sections (bench/python_bench.py does the measuring, in its own process). Needs a Python
// 3.10+ with httpx: python/.venv (made by `npm run test:python`, the package installed), else
// Debian's python3 with the client taken from python/src. Without one the section is skipped with
// a line saying why.
//
// Then the Python peers (bench/python_peers.py): the SDK beside httpx (with a timeout and bare),
// requests, openai-python, the Anthropic SDK and aiohttp, one at a time and 64 in flight, in a
// Python that has them: BENCH_PEERS_PYTHON, else a virtual environment this bench makes once in
// bench/.work/python-peers from pyenv's 3.11 and pip's local index (aiohttp's wheels are for 3.11).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { exportFile } from './export-files.mjs';
import { BENCH_DIR, ROOT, WORK_DIR, runMeasuring } from './proc.mjs';
import { formatRange, formatSpread, pairedRatio, summarize } from './stats.mjs';

export const DEFAULTS = {
  rounds: 7,
  sequential: 500,
  warmup: 300,
  rows: 200_000,
  // Seven paired rounds of the four turns (CSV and JSONL, SDK and by hand) after one warm-up round:
  // three swung the CSV/JSONL ratio from 0.56 to 0.87 on a busy machine.
  downloadRounds: 7,
  // The peers: 14 rounds, two cycles of the rotation (bench/python_bench.py's `rotate`).
  peers: { rounds: 14, sequential: 300, burst: 512, concurrency: 64, warmup: 128 },
};

const PEERS_VENV = join(WORK_DIR, 'python-peers');
const PEER_PACKAGES = [
  'httpx>=0.27,<1',
  'anyio>=4',
  'typing-extensions',
  'aiohttp',
  'requests',
  'openai',
  'anthropic',
];
const WHEEL_INDEX = 'file:///opt/pypi/simple';

/** A Python with the SDK and its peers, made when missing; or `{ skipped }` saying why not. */
function findPeersPython() {
  if (process.env.BENCH_PEERS_PYTHON) return { python: process.env.BENCH_PEERS_PYTHON };
  const python = join(PEERS_VENV, 'bin/python');
  if (!existsSync(python)) {
    const pyenv = join(process.env.PYENV_ROOT ?? '/root/.pyenv', 'versions');
    const base = existsSync(pyenv)
      ? readdirSync(pyenv)
          .filter((name) => /^3\.11\.\d+$/.test(name))
          .map((name) => join(pyenv, name, 'bin/python'))[0]
      : undefined;
    if (!base) return { skipped: 'no pyenv 3.11 to make a peers environment in (set BENCH_PEERS_PYTHON)' };
    const made = spawnSync(base, ['-m', 'venv', PEERS_VENV], { stdio: 'ignore' });
    if (made.status !== 0) return { skipped: `python -m venv ${PEERS_VENV} failed` };
  }
  const pip = (args) =>
    spawnSync(python, ['-m', 'pip', 'install', '--quiet', '--index-url', WHEEL_INDEX, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
  const probe = 'import httpx, aiohttp, requests, openai, anthropic, sports_data';
  if (spawnSync(python, ['-c', probe], { stdio: 'ignore' }).status !== 0) {
    const deps = pip(PEER_PACKAGES);
    // The SDK from this checkout, without its dependencies (installed above).
    const sdk = deps.status === 0 ? pip(['--no-deps', '--editable', join(ROOT, 'python')]) : deps;
    if (sdk.status !== 0)
      return { skipped: `pip could not install the peers: ${sdk.stderr.trim().split('\n').at(-1)}` };
  }
  return { python };
}

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
        rowsPerCpuSecond: { sdk: summarize(perSecond.cpu.sdk), hand: summarize(perSecond.cpu.hand) },
        sdkVsHand: pairedRatio(perSecond.sdk, perSecond.hand),
      },
    ]),
  );
  const peersPython = findPeersPython();
  const peers = peersPython.skipped
    ? { skipped: peersPython.skipped }
    : summarizePeers(
        await runMeasuring(peersPython.python, [join(BENCH_DIR, 'python_peers.py')], {
          ...config.peers,
          url: server.url,
        }),
      );
  return {
    config,
    python: raw.python,
    httpx: raw.httpx,
    peers,
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
    // Both formats are read by one process, their turns interleaved: round i of each is a pair. Per
    // CPU second of the Python process (what reading the rows costs the user's process, the server's
    // share of the loopback machine left out), and per second of wall time.
    csvVsJsonl: pairedRatio(raw.download.csv.cpu.sdk, raw.download.jsonl.cpu.sdk),
    csvVsJsonlWall: pairedRatio(raw.download.csv.sdk, raw.download.jsonl.sdk),
  };
}

function summarizePeers(raw) {
  const mode = ({ wall, cpu, connections, missing }) => ({
    usPerRequest: Object.fromEntries(Object.entries(wall).map(([name, v]) => [name, summarize(v)])),
    cpuUsPerRequest: Object.fromEntries(Object.entries(cpu).map(([name, v]) => [name, summarize(v)])),
    // Every client next to httpx with a timeout, and the SDK against each, paired round by round.
    vsHttpxTimeout: Object.fromEntries(
      Object.keys(wall).map((name) => [name, pairedRatio(wall[name], wall.httpxTimeout)]),
    ),
    sdkVs: Object.fromEntries(Object.keys(wall).map((name) => [name, pairedRatio(wall.sdk, wall[name])])),
    sdkAiohttpVs: wall.sdkAiohttp
      ? Object.fromEntries(Object.keys(wall).map((name) => [name, pairedRatio(wall.sdkAiohttp, wall[name])]))
      : undefined,
    connections,
    missing,
  });
  return {
    python: raw.python,
    versions: raw.versions,
    sequential: mode(raw.sequential),
    burst: mode(raw.burst),
  };
}

const PEER_TITLES = {
  sdk: 'SDK',
  sdkAiohttp: "SDK http_backend='aiohttp'",
  httpxTimeout: 'httpx+timeout',
  httpx: 'bare httpx',
  requests: 'requests',
  openai: 'openai-python',
  anthropic: 'Anthropic SDK',
  aiohttp: 'aiohttp',
};
// The client libraries the SDK is ranked among (httpx, requests' sync peers and aiohttp are the
// transports under them: the yardstick and the floor).
const LIBRARIES = { sequential: ['requests', 'openai', 'anthropic'], burst: ['openai', 'anthropic'] };

/** The rows of the Python peers (section 7) for bench/table.mjs. */
export function pythonPeerRows(python) {
  const peers = python?.peers;
  if (!peers) return [];
  if (peers.skipped) return [{ section: '7', figure: `Python peers: skipped (${peers.skipped})` }];
  const v = peers.versions;
  const rows = [];
  for (const [mode, label, ours] of [
    ['sequential', 'one at a time', 'sdk'],
    ['burst', `64 in flight`, peers.burst.sdkAiohttpVs ? 'sdkAiohttp' : 'sdk'],
  ]) {
    const f = peers[mode];
    const us = f.usPerRequest;
    const names = Object.keys(us);
    const versus = ours === 'sdk' ? f.sdkVs : f.sdkAiohttpVs;
    const libraries = LIBRARIES[mode].filter((name) => us[name]);
    const first = libraries.every((name) => versus[name].median < 1);
    rows.push({
      section: '7',
      figure: `Python peers ${peers.python} (httpx ${v.httpx}, aiohttp ${v.aiohttp ?? '–'}, openai ${v.openai ?? '–'}, anthropic ${v.anthropic ?? '–'}): players.get, ${label} (µs per request; ×: vs httpx+timeout; connections opened in all turns)`,
      sdk: names
        .filter((name) => name.startsWith('sdk'))
        .map(
          (name) =>
            `${PEER_TITLES[name]} ${formatSpread(us[name], 'µs')} (${f.vsHttpxTimeout[name].median.toFixed(2)}×)`,
        )
        .join('; '),
      baseline: names
        .filter((name) => !name.startsWith('sdk'))
        .map(
          (name) =>
            `${PEER_TITLES[name]} ${Math.round(us[name].median)} µs (${f.vsHttpxTimeout[name].median.toFixed(2)}×, ${f.connections[name]} conn.)`,
        )
        .join('; '),
      ratio: `${PEER_TITLES[ours]}/httpx+timeout ${formatRange(f.vsHttpxTimeout[ours])}; ${first ? 'first' : 'NOT first'} of ${libraries
        .map((name) => `${PEER_TITLES[name]} ${formatRange(versus[name])}`)
        .join(', ')}${f.missing.length ? `; not installed: ${f.missing.join(', ')}` : ''}`,
      target: mode === 'sequential' ? '≤ 1.05, first' : 'first',
      met: (mode === 'burst' || f.vsHttpxTimeout[ours].median <= 1.05) && first ? 'yes' : 'no',
    });
  }
  return rows;
}
