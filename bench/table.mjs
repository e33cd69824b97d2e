// The one table of `npm run bench`: a row per figure, the SDK beside its hand-written baseline, the
// ratio of the two (median over paired runs, with its range) and the target it is held to.
import { pythonPeerRows } from './python.mjs';
import { formatDelta, formatRange, formatSpread } from './stats.mjs';

const n0 = (value) => Math.round(value).toLocaleString('en-US');
const signed = formatDelta;

/** Rows of `{ section, figure, sdk, baseline, ratio, target, met }` from the results of a run. */
export function buildTable(results) {
  const rows = [];
  const add = (row) => rows.push({ ratio: '', target: '', met: '', ...row });

  const { overhead } = results;
  if (overhead) {
    const PEERS = [
      ['openapiFetch', 'openapi-fetch'],
      ['anthropic', 'Anthropic SDK'],
      ['openai', 'openai-node'],
    ];
    for (const [mode, label] of [
      ['sequential', 'players.get, one at a time'],
      ['burst', `players.get, ${overhead.config.concurrency} in flight`],
    ]) {
      const f = overhead[mode];
      const us = f.usPerRequest;
      // Issue 24's yardstick: fetch with a timeout like the SDK's; fetch+timeout/fetch is the noise.
      add({
        section: '1',
        figure: `${label} (µs per request)`,
        sdk: formatSpread(us.sdk, 'µs'),
        baseline: `fetch+timeout ${formatSpread(us.fetchTimeout, 'µs')}; fetch ${formatSpread(us.fetch, 'µs')}`,
        ratio: `SDK/fetch+timeout ${formatRange(f.sdkVsFetchTimeout)}; noise: fetch+timeout/fetch ${formatRange(f.fetchTimeoutVsFetch)}`,
        target: '≤ 1.05',
        met: f.sdkVsFetchTimeout.median <= 1.05 ? 'yes' : 'no',
      });
      const peers = PEERS.filter(([name]) => us[name]);
      if (peers.length > 0) {
        // Judged round by round (SDK/peer in the same round), as the ratio above is: medians of
        // separate series let a drift of the machine between turns decide a few-µs race.
        const paired = f.sdkVs !== undefined;
        const first = peers.every(([name]) =>
          paired ? f.sdkVs[name].median < 1 : us.sdk.median < us[name].median,
        );
        add({
          section: '1',
          figure: `… the client libraries, same call (µs per request; ×: vs fetch+timeout)`,
          sdk: `SDK ${formatSpread(us.sdk, 'µs')} (${f.vsFetchTimeout.sdk.median.toFixed(2)}×)`,
          baseline: [
            ...peers.map(
              ([name, title]) =>
                `${title} ${n0(us[name].median)} µs (${f.vsFetchTimeout[name].median.toFixed(2)}×)`,
            ),
            `undici.request ${n0(us.undici.median)} µs (${f.vsFetchTimeout.undici.median.toFixed(2)}×, the floor)`,
          ].join('; '),
          ratio: `${first ? 'SDK first of the libraries' : 'SDK not first'}${
            paired
              ? `; SDK/${peers.map(([name, title]) => `${title} ${formatRange(f.sdkVs[name])}`).join(', ')}`
              : ''
          }`,
          target: 'first',
          met: first ? 'yes' : 'no',
        });
      }
      add({
        section: '1',
        figure: '… client CPU time per request (steadier than wall time on a busy machine)',
        sdk: formatSpread(f.cpuUsPerRequest.sdk, 'µs'),
        baseline: `fetch+timeout ${formatSpread(f.cpuUsPerRequest.fetchTimeout, 'µs')}; fetch ${formatSpread(f.cpuUsPerRequest.fetch, 'µs')}`,
        ratio: `SDK/fetch+timeout ${formatRange(f.cpuSdkVsFetchTimeout)}; SDK/fetch ${formatRange(f.cpuSdkVsFetch)}`,
        target: 'info',
      });
    }
  }

  const { paging } = results;
  if (paging) {
    const total = n0(paging.config.total);
    const block = n0(paging.config.block ?? paging.config.total);
    for (const [limit, f] of Object.entries(paging.pageSizes)) {
      const turns = f.sdkCostVsFetchTimeout.runs;
      const noise = f.fetchTimeoutCostVsFetch
        ? `; noise (fetch+timeout/fetch) ${formatRange(f.fetchTimeoutCostVsFetch)}`
        : '';
      add({
        section: '2',
        figure: `for await, ${limit} per page: ${turns} turns of ${block} items each (items/s)`,
        sdk: formatSpread(f.itemsPerSecond.sdk),
        baseline: `fetch+timeout loop ${formatSpread(f.itemsPerSecond.fetchTimeout)}; fetch loop ${formatSpread(f.itemsPerSecond.fetch)}`,
        ratio: `cost vs fetch+timeout ${formatRange(f.sdkCostVsFetchTimeout)}; vs fetch ${formatRange(f.sdkCostVsFetch)}${noise}`,
        // Issue 24: the yardstick is the hand loop with a timeout like the SDK's.
        target: '≤ 1.05',
        met: f.sdkCostVsFetchTimeout.median <= 1.05 ? 'yes' : 'no',
      });
      if (f.cpuItemsPerSecond) {
        add({
          section: '2',
          figure: '… client CPU time (steadier than wall time on a busy machine; items per CPU second)',
          sdk: formatSpread(f.cpuItemsPerSecond.sdk),
          baseline: `fetch+timeout loop ${formatSpread(f.cpuItemsPerSecond.fetchTimeout)}; fetch loop ${formatSpread(f.cpuItemsPerSecond.fetch)}`,
          ratio: `cost vs fetch+timeout ${formatRange(f.cpuCostVsFetchTimeout)}`,
          target: 'info',
        });
      }
      const mb = (stat) => formatDelta(stat, 'MB', 1, { range: false });
      const at = n0(paging.config.midpoint);
      add({
        section: '2',
        figure: `… memory growth over ${total} items once warmed up, ${limit} per page`,
        sdk: `${mb(f.memoryGrowthMB.sdk)} (${mb(f.memoryGrowthAtMidpointMB.sdk)} at ${at})`,
        baseline: `fetch loop ${mb(f.memoryGrowthMB.fetch)} (${mb(f.memoryGrowthAtMidpointMB.fetch)} at ${at})`,
        ratio: `working set: SDK ${n0(f.workingSetMB.sdk.median)} MB, fetch ${n0(f.workingSetMB.fetch.median)} MB`,
        target: '< 20 MB',
        met: f.memoryGrowthMB.sdk.max < 20 ? 'yes' : 'no',
      });
    }
  }

  const { download } = results;
  if (download) {
    const total = n0(download.config.rows);
    for (const [format, f] of Object.entries(download.formats)) {
      const jsonl = format === 'jsonl';
      add({
        section: '3',
        figure: `exports.download, ${total}-row gzip ${format.toUpperCase()} (rows/s)`,
        sdk: formatSpread(f.rowsPerSecond.sdk),
        baseline: `zlib + ${jsonl ? 'line split + JSON.parse' : 'naive comma split'} ${formatSpread(f.rowsPerSecond.hand)}`,
        ratio: `SDK/hand ${formatRange(f.sdkVsHand)}`,
        target: jsonl ? '≥ 0.8' : 'info',
        met: jsonl ? (f.sdkVsHand.median >= 0.8 ? 'yes' : 'no') : '',
      });
      const mb = (stat) => formatDelta(stat, 'MB', 0, { range: false });
      const at = n0(download.config.warmup);
      add({
        section: '3',
        figure: `… peak memory (RSS over the start), ${format.toUpperCase()}`,
        sdk: `${mb(f.peakMB.sdk)} (${mb(f.workingSetMB.sdk)} by row ${at})`,
        baseline: `${mb(f.peakMB.hand)} (${mb(f.workingSetMB.hand)} by row ${at})`,
        ratio: `SDK/hand ${(f.peakMB.sdk.median / f.peakMB.hand.median).toFixed(2)}`,
        target: 'flat: ≤ 1.25 × hand',
        met: f.peakMB.sdk.median <= 1.25 * f.peakMB.hand.median ? 'yes' : 'no',
      });
    }
    const { csv, jsonl } = download.formats;
    if (csv && jsonl) {
      // Issue 24: the same rows as CSV at least 0.8 as fast as JSONL. The formats run in separate
      // passes, so the ratio is taken on CPU time (wall time beside it), which a busy machine moves less.
      const cpu = csv.rowsPerCpuSecond.sdk.median / jsonl.rowsPerCpuSecond.sdk.median;
      const wall = csv.rowsPerSecond.sdk.median / jsonl.rowsPerSecond.sdk.median;
      add({
        section: '3',
        figure: '… CSV next to JSONL, same rows (rows per CPU second)',
        sdk: `CSV ${formatSpread(csv.rowsPerCpuSecond.sdk)}`,
        baseline: `JSONL ${formatSpread(jsonl.rowsPerCpuSecond.sdk)}`,
        ratio: `CSV/JSONL ${cpu.toFixed(2)} (wall time ${wall.toFixed(2)})`,
        target: '≥ 0.8',
        met: cpu >= 0.8 ? 'yes' : 'no',
      });
    }
  }

  const { startup, size } = results;
  if (startup) {
    const bare = `node -e '' ${formatSpread(startup.ms.bare, 'ms')}`;
    add({
      section: '4',
      figure: "require('sports-data-sdk') (added ms)",
      sdk: signed(startup.addedMs.require, 'ms'),
      baseline: bare,
      target: 'info',
    });
    add({
      section: '4',
      figure: "import('sports-data-sdk') (added ms)",
      sdk: signed(startup.addedMs.import, 'ms'),
      baseline: `${bare}; of which the ESM loader ${signed(startup.addedMs.esmLoader, 'ms')}`,
      target: 'info',
    });
  }
  if (size) {
    const budget = 15_000;
    for (const [bundler, { initial, lazy }] of Object.entries(size.bundlers)) {
      add({
        section: '4',
        figure: `browser app, ${bundler} defaults: initial chunks, min+gzip (bytes; lazy chunks)`,
        sdk: `${n0(initial)} (${n0(lazy)})`,
        baseline: `openapi-fetch's whole client ${n0(size.openapiFetch.gzip)}`,
        ratio: `${(initial / size.openapiFetch.gzip).toFixed(1)}×`,
        target: `≤ ${n0(budget)}`,
        met: initial <= budget ? 'yes' : 'no',
      });
    }
    const { top, rest, totalMinBytes } = size.modules;
    add({
      section: '4',
      figure: `… what weighs in the initial chunk (minified bytes per module, of ${n0(totalMinBytes)})`,
      sdk: top.map((m) => `${m.file.replace(/^src\//, '')} ${n0(m.bytes)}`).join('; '),
      baseline: `${rest.modules} more modules ${n0(rest.bytes)}`,
      target: 'info',
    });
  }

  const { typecheck } = results;
  if (typecheck) {
    add({
      section: '5',
      figure: 'tsc --noEmit, consumer of every namespace (s)',
      sdk: `${formatSpread(typecheck.totalSeconds.sdk, 's', 2)} (${signed(typecheck.addedSeconds, 's', 2)})`,
      baseline: `same file without the SDK ${formatSpread(typecheck.totalSeconds.baseline, 's', 2)}`,
      target: 'info',
    });
    add({
      section: '5',
      figure: '… type instantiations',
      sdk: `${n0(typecheck.instantiations.sdk)} (+${n0(typecheck.addedInstantiations)})`,
      baseline: n0(typecheck.instantiations.baseline),
      target: 'info',
    });
  }
  const { observe } = results;
  if (observe) {
    for (const [mode, label] of [
      ['sequential', 'one at a time'],
      ['burst', `${observe.config.concurrency} in flight`],
    ]) {
      const f = observe[mode];
      const us = f.usPerRequest;
      add({
        section: '9',
        figure: `players.get with hooks / telemetry, ${label} (µs per request)`,
        sdk: `off ${formatSpread(us.off, 'µs')}; six no-op hooks ${formatSpread(us.hooks, 'µs')}; telemetry (no-op provider) ${formatSpread(us.telemetry, 'µs')}`,
        baseline: `fetch+timeout ${formatSpread(us.fetchTimeout, 'µs')}`,
        ratio: `off/fetch+timeout ${formatRange(f.offVsFetchTimeout)}; hooks/off ${formatRange(f.hooksVsOff)}; telemetry/off ${formatRange(f.telemetryVsOff)}`,
        target: 'off ≤ 1.05',
        met: f.offVsFetchTimeout.median <= 1.05 ? 'yes' : 'no',
      });
    }
  }
  const { pacing } = results;
  if (pacing) {
    const { paced, unpaced } = pacing.runs;
    const pages = n0(pacing.config.pages);
    const describe = (run) =>
      `${n0(run.virtualSeconds)} s, ${n0(run.rateLimited)} × 429, quota spent ${n0(run.quotaSpent)}`;
    add({
      section: '6',
      figure: `${pages} pages on a Developer key, limits on (virtual time; least ${n0(paced.leastSeconds)} s)`,
      sdk: `pacing: true ${describe(paced)}`,
      baseline: `no pacing ${describe(unpaced)}`,
      ratio: `quota wasted: ${n0(paced.quotaSpent - paced.ok)} vs ${n0(unpaced.quotaSpent - unpaced.ok)}`,
      target: '0 × 429, ≤ 1.05 × least',
      met: paced.rateLimited === 0 && paced.virtualSeconds <= 1.05 * paced.leastSeconds ? 'yes' : 'no',
    });
  }
  const { python } = results;
  if (python?.skipped) add({ section: '7', figure: `Python client: skipped (${python.skipped})` });
  else if (python) {
    const f = python.overhead;
    add({
      section: '7',
      figure: `Python ${python.python}, httpx ${python.httpx}: players.get, one at a time (µs per request)`,
      sdk: formatSpread(f.usPerRequest.sdk, 'µs'),
      baseline: `httpx.Client with a timeout ${formatSpread(f.usPerRequest.httpx, 'µs')}`,
      ratio: `SDK/httpx ${formatRange(f.sdkVsHttpx)}; CPU ${formatRange(f.cpuSdkVsHttpx)}`,
      target: '≤ 1.05',
      met: f.sdkVsHttpx.median <= 1.05 ? 'yes' : 'no',
    });
    for (const row of pythonPeerRows(python)) add(row);
    if (f.hooks)
      add({
        section: '7',
        figure: '… with hooks= (six no-op hooks; the row above is hooks off)',
        sdk: formatSpread(f.hooks.usPerRequest, 'µs'),
        baseline: `hooks off ${formatSpread(f.usPerRequest.sdk, 'µs')}`,
        ratio: `on/off ${formatRange(f.hooks.vsOff)}; CPU ${formatRange(f.hooks.cpuVsOff)}`,
        target: 'info',
      });
    add({
      section: '7',
      figure: f.telemetry
        ? '… with telemetry=True (OpenTelemetry no-op providers)'
        : '… with telemetry=True: not measured (no opentelemetry-api in this Python)',
      sdk: f.telemetry ? formatSpread(f.telemetry.usPerRequest, 'µs') : '',
      baseline: f.telemetry ? `off ${formatSpread(f.usPerRequest.sdk, 'µs')}` : '',
      ratio: f.telemetry
        ? `on/off ${formatRange(f.telemetry.vsOff)}; CPU ${formatRange(f.telemetry.cpuVsOff)}`
        : '',
      target: 'info',
    });
    for (const [format, d] of Object.entries(python.download)) {
      add({
        section: '7',
        figure: `… exports.download(...).rows(), ${n0(python.config.rows)} ${format.toUpperCase()} rows (rows/s)`,
        sdk: formatSpread(d.rowsPerSecond.sdk),
        baseline: `httpx + zlib + ${format === 'csv' ? 'csv.reader' : 'json.loads'} ${formatSpread(d.rowsPerSecond.hand)}`,
        ratio: `SDK/hand ${formatRange(d.sdkVsHand)}`,
        target: 'info',
      });
    }
    if (python.csvVsJsonl) {
      const rate = (format) => formatSpread(python.download[format].rowsPerCpuSecond.sdk);
      const wall = python.csvVsJsonlWall;
      add({
        section: '7',
        figure: `… CSV next to JSONL, same rows, typed by the document (rows per CPU second; paired rounds)`,
        sdk: `CSV ${rate('csv')}`,
        baseline: `JSONL ${rate('jsonl')}`,
        ratio: `CSV/JSONL ${formatRange(python.csvVsJsonl)} (wall time ${formatRange(wall)})`,
        target: '≥ 0.8',
        met: python.csvVsJsonl.median >= 0.8 && wall.median >= 0.8 ? 'yes' : 'no',
      });
    }
  }
  const { frames } = results;
  if (frames?.skipped) add({ section: '8', figure: `Python DataFrames: skipped (${frames.skipped})` });
  else if (frames) {
    const rowsN = n0(frames.config.rows);
    for (const [library, d] of Object.entries(frames.libraries)) {
      const reader = `${library}.read_csv`;
      add({
        section: '8',
        figure: `${library} ${d.version}: to_${library}() of a ${rowsN}-row CSV export (s; peak MiB)`,
        sdk: `${formatSpread(d.seconds.sdk, 's', 2)}; ${formatSpread(d.peakMiB.sdk, 'MiB')}`,
        baseline: `${reader} on the same file ${formatSpread(d.seconds.readCsv, 's', 2)}; ${formatSpread(d.peakMiB.readCsv, 'MiB')}`,
        ratio: `time ${formatRange(d.timeRatio)}; memory ${formatRange(d.memoryRatio)}`,
        target: '≤ 1.5 (both)',
        met: d.timeRatio.median <= 1.5 && d.memoryRatio.median <= 1.5 ? 'yes' : 'no',
      });
    }
    add({
      section: '8',
      figure: `… the 0.4 way by hand: pandas.json_normalize(list(file.rows())), JSONL (s; peak MiB)`,
      sdk: `${frames.byHand.seconds.toFixed(2)} s; ${n0(frames.byHand.peakMiB)} MiB`,
      target: 'info',
    });
  }
  return rows;
}

/** The table as Markdown (ready for the README), with the run's conditions above it. */
export function printTable(results) {
  const header = ['#', 'Figure', 'SDK', 'Hand-written baseline', 'Ratio (median, range)', 'Target', 'Met'];
  const keys = ['section', 'figure', 'sdk', 'baseline', 'ratio', 'target', 'met'];
  const cells = [header, ...results.table.map((row) => keys.map((k) => row[k] || ''))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  const about = [
    `Node ${results.node.slice(1)}, ${results.platform}, ${results.cpu}; load average ${results.loadAverageAtStart.join(' ')} at start, ${results.loadAverageAtEnd.join(' ')} at end; ${results.seconds} s.`,
    'Median of the runs, ± half their range; ratios paired per round: median (min–max); added ms: median (interquartile range).',
  ];
  return `\n${about.join('\n')}\n\n${[line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n')}\n\n`;
}
