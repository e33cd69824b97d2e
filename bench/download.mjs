// 3. Export download: a 1,000,000-row gzip file, JSON Lines and CSV, read row by row through
// `exports.download` against a hand-written pipeline (fetch, node:zlib gunzip, split on newlines,
// JSON.parse, or for CSV a split on commas keyed by the header row: no quoting, which these files do
// not need but the SDK's RFC 4180 scanner handles). Each pass runs in a fresh process: a warm-up read of
// the first 300,000 rows (then the download is cancelled: stopping early is exercised too), then
// the whole file, timed. The resident set size is sampled every 16,384 rows; the memory figure is
// its peak over the start (after the job lookup and a GC), beside the size the warm-up reached.
// Rounds alternate the two clients; the ratio (SDK rows/s ÷ hand-written rows/s) is paired per round.
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { exportFile } from './export-files.mjs';
import { API_KEY, childInput, childOutput, isMain, rssMB, runNode } from './proc.mjs';
import { pairedRatio, rotate, summarize } from './stats.mjs';

export const DEFAULTS = {
  rounds: 3,
  rows: 1_000_000,
  formats: ['jsonl', 'csv'],
  midpoint: 250_000,
  warmup: 300_000,
};
const CLIENTS = ['sdk', 'hand'];

/** Makes the files if needed, then runs rounds × clients passes per format; returns the figures. */
export async function benchDownload(server, options = {}) {
  const config = { ...DEFAULTS, ...options };
  const script = fileURLToPath(import.meta.url);
  const figures = {};
  for (const format of config.formats) {
    const { id } = await exportFile(format, config.rows);
    const passes = { sdk: [], hand: [] };
    for (let round = 0; round < config.rounds; round++) {
      for (const client of rotate(CLIENTS, round)) {
        const input = {
          url: server.url,
          id,
          client,
          rows: config.rows,
          midpoint: config.midpoint,
          warmup: config.warmup,
        };
        passes[client].push(await runNode(script, input, { flags: ['--expose-gc'] }));
      }
    }
    const series = (client, key) => passes[client].map((pass) => pass[key]);
    const both = (key) => Object.fromEntries(CLIENTS.map((c) => [c, summarize(series(c, key))]));
    figures[format] = {
      rowsPerSecond: both('rowsPerSecond'),
      rowsPerCpuSecond: both('rowsPerCpuSecond'),
      sdkVsHand: pairedRatio(series('sdk', 'rowsPerSecond'), series('hand', 'rowsPerSecond')),
      peakMB: both('peakMB'),
      workingSetMB: both('workingSetMB'),
      growthMB: both('growthMB'),
      growthAtMidpointMB: both('growthAtMidpointMB'),
    };
  }
  return { config, formats: figures };
}

/** The SDK's way: the job, `exports.download`, `for await` over the rows. */
async function viaSdk(url, id, visit) {
  const { SportsData } = await import('sports-data-sdk');
  const client = new SportsData({ apiKey: API_KEY, baseURL: url });
  const job = await client.exports.get(id);
  return async () => {
    const file = await client.exports.download(job);
    let count = 0;
    for await (const row of file) if (visit(row, ++count)) break;
    return count;
  };
}

/** The hand-written way: fetch the job's link, gunzip with node:zlib, split lines, parse each. */
async function viaHand(url, id, visit) {
  const headers = { Accept: 'application/json', Authorization: `Bearer ${API_KEY}` };
  const job = await (await fetch(`${url}/v1/exports/${id}`, { headers })).json();
  return async () => {
    const response = await fetch(job.download_url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = Readable.fromWeb(response.body).pipe(createGunzip()).setEncoding('utf8');
    let count = 0;
    let header;
    let tail = '';
    const line = (raw) => {
      if (raw === '' || raw === '\r') return false;
      if (job.format === 'jsonl') return visit(JSON.parse(raw), ++count);
      const fields = (raw.endsWith('\r') ? raw.slice(0, -1) : raw).split(',');
      if (header === undefined) {
        header = fields;
        return false;
      }
      const row = {};
      for (let i = 0; i < header.length; i++) row[header[i]] = fields[i] ?? '';
      return visit(row, ++count);
    };
    for await (const chunk of text) {
      const lines = (tail + chunk).split('\n');
      tail = lines.pop();
      for (const raw of lines) {
        if (line(raw)) {
          text.destroy();
          return count;
        }
      }
    }
    line(tail);
    return count;
  };
}

async function child() {
  const { url, id, client, rows, midpoint, warmup } = childInput();
  let high = 0;
  let highAtMidpoint = 0;
  let measuring = false;
  const visit = (row, n) => {
    if (typeof row.id !== 'string') throw new Error('bad row');
    if ((n & 16383) === 0) {
      high = Math.max(high, rssMB());
      if (measuring && n <= midpoint) highAtMidpoint = high;
    }
    return n >= warmup && !measuring;
  };
  const read = await (client === 'sdk' ? viaSdk : viaHand)(url, id, visit);
  globalThis.gc?.();
  const start = rssMB();
  high = start;
  // Warm up, unmeasured: the first `warmup` rows (then the download is cancelled), which grows the
  // process to its working size (JIT, V8's heap) and checks that stopping early works.
  if (warmup > 0) await read();
  const workingSet = high;
  measuring = true;
  highAtMidpoint = workingSet;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const count = await read();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  if (count !== rows) throw new Error(`read ${count} rows, expected ${rows}`);
  high = Math.max(high, rssMB());
  childOutput({
    rowsPerSecond: count / seconds,
    // Rows per second of this process's CPU time (zlib's threads included): steadier than wall time
    // on a busy machine, and what the CSV/JSONL comparison is made on.
    rowsPerCpuSecond: count / ((used.user + used.system) / 1e6),
    peakMB: high - start,
    workingSetMB: workingSet - start,
    growthMB: high - workingSet,
    growthAtMidpointMB: highAtMidpoint - workingSet,
  });
}

if (isMain(import.meta.url)) await child();
