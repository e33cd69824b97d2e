// 8. Python DataFrames: a 1,000,000-row CSV export to a pandas DataFrame through
// `exports.download(id).to_pandas()` next to `pandas.read_csv` on the same gzip file already on disk,
// and the same for polars (`to_polars()` / `polars.read_csv`), each pass in a fresh interpreter
// (bench/python_frames.py) for its wall time and its peak memory over the start; plus the 0.4 way by
// hand on the JSONL export (`pandas.json_normalize(list(file.rows()))`) for reference. Goal (issue
// 33): SDK within 1.5× of the library's reader in time and in peak memory. Needs a Python with the
// client and pandas or polars: python/.venv-3.11 (made by `npm run test:python`: pandas 2/3, polars,
// pyarrow from the local index), else python/.venv (Debian's pandas 1.5; no polars). Without one the
// section is skipped with a line saying why; a library that is missing skips its own rows.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exportFile } from './export-files.mjs';
import { API_KEY, BENCH_DIR, ROOT, runMeasuring } from './proc.mjs';
import { pairedRatio, rotate, summarize } from './stats.mjs';

export const DEFAULTS = { rounds: 3, rows: 1_000_000 };

const has = (python, module) =>
  spawnSync(python, ['-c', `import ${module}, sports_data`], {
    stdio: 'ignore',
    env: { ...process.env, PYTHONPATH: join(ROOT, 'python/src') },
  }).status === 0;

/** The Python to measure with (the first with pandas) and the libraries it has; or undefined. */
export function findFramesPython() {
  for (const venv of ['python/.venv-3.11', 'python/.venv']) {
    const python = join(ROOT, venv, 'bin/python');
    if (!existsSync(python)) continue;
    const libraries = ['pandas', 'polars'].filter((module) => has(python, module));
    if (libraries.includes('pandas')) return { python, libraries };
  }
  return undefined;
}

export async function benchFrames(server, options = {}) {
  const config = { ...DEFAULTS, ...options };
  const found = findFramesPython();
  if (!found)
    return {
      skipped:
        'no Python with the client and pandas (npm run test:python makes python/.venv-3.11 with pandas and polars where pyenv 3.11 and the local index are)',
    };
  const csv = await exportFile('csv', config.rows);
  const jsonl = await exportFile('jsonl', config.rows);
  const env = { ...process.env, PYTHONPATH: join(ROOT, 'python/src') };
  const pass = (way) =>
    runMeasuring(
      found.python,
      [join(BENCH_DIR, 'python_frames.py')],
      { way, url: server.url, key: API_KEY, csv: csv.id, jsonl: jsonl.id, path: csv.path, rows: config.rows },
      { env },
    );
  const libraries = {};
  for (const library of found.libraries) {
    const ways = [`sdk-${library}`, `read_csv-${library}`];
    const runs = Object.fromEntries(ways.map((way) => [way, []]));
    for (let round = 0; round < config.rounds; round++)
      for (const way of rotate(ways, round)) runs[way].push(await pass(way));
    const series = (way, key) => runs[way].map((run) => run[key]);
    const [sdk, reader] = ways;
    libraries[library] = {
      version: runs[sdk][0].version,
      seconds: { sdk: summarize(series(sdk, 'seconds')), readCsv: summarize(series(reader, 'seconds')) },
      peakMiB: { sdk: summarize(series(sdk, 'peakMiB')), readCsv: summarize(series(reader, 'peakMiB')) },
      timeRatio: pairedRatio(series(sdk, 'seconds'), series(reader, 'seconds')),
      memoryRatio: pairedRatio(series(sdk, 'peakMiB'), series(reader, 'peakMiB')),
    };
  }
  const byHand = await pass('rows-pandas');
  return { config, python: found.python.replace(`${ROOT}/`, ''), libraries, byHand };
}
