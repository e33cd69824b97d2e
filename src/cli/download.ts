/**
 * `exports download <id> [--out FILE]`: waits for the job if it is still running, then streams its
 * file to FILE (gzip as served for `.gz`, else decompressed) or to stdout, with bytes, rows, a bar
 * (total: the job's row_count) and the rate on stderr. A failed or interrupted download leaves no
 * partial file behind.
 */
import { once } from 'node:events';
import { promises as fs } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { ExportDownloadError } from '../core/errors.js';
import type { ExportJob } from '../generated/aliases.js';
import type { Context } from './context.js';
import { jobProgress } from './job-progress.js';
import { JOB_KINDS } from './jobs.js';
import { bar, formatBytes, formatSeconds } from './progress.js';
import { RowCounter } from './row-counter.js';
import { streamSink } from './sink.js';

export interface WaitOptions {
  pollIntervalMs?: number | undefined;
  timeoutMs?: number | undefined;
}

const kind = JOB_KINDS.exports!;
const count = (n: number) => n.toLocaleString('en-US');

/** The job, waited for (with its state on stderr) while it is neither succeeded nor failed. */
async function finishedJob(
  ctx: Context,
  id: string,
  out: string | undefined,
  wait: WaitOptions,
): Promise<ExportJob> {
  ctx.resume = kind.resume(id, out);
  const job = await ctx.client.exports.get(id, { signal: ctx.signal });
  if (job.status === 'succeeded' || job.status === 'failed') return job;
  const progress = jobProgress(ctx, kind, out, id);
  try {
    const done = await ctx.client.exports.poll(id, { ...wait, signal: ctx.signal, onPoll: progress.onPoll });
    progress.done();
    return done;
  } catch (error) {
    progress.stop();
    throw error;
  }
}

/** Bytes to the file (or stdout) and the text to the row counter, one chunk at a time. */
async function copy(
  source: ReadableStream<Uint8Array>,
  write: (chunk: Uint8Array) => Promise<void>,
  gzipped: boolean,
  counter: RowCounter,
  onChunk: (bytes: number) => void,
): Promise<void> {
  // For a `.gz` file the bytes stay as served; the rows are counted from an inflated copy.
  const inflater = gzipped ? createGunzip() : undefined;
  let inflateError: Error | undefined;
  inflater?.on('data', (text: Buffer) => counter.feed(text));
  inflater?.on('error', (error) => {
    inflateError = error;
  });
  const reader = source.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await write(value);
      if (inflater) inflater.write(value);
      else counter.feed(value);
      onChunk(value.byteLength);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    inflater?.destroy();
    throw error;
  }
  if (inflater) {
    inflater.end();
    if (!inflateError) await once(inflater, 'end').catch(() => {});
  }
  if (inflateError) {
    throw new ExportDownloadError(
      'corrupt_file',
      `The export file is not valid gzip: ${inflateError.message}`,
      {
        cause: inflateError,
      },
    );
  }
}

export async function downloadExport(
  ctx: Context,
  jobOrId: ExportJob | string,
  out: string | undefined,
  wait: WaitOptions = {},
): Promise<void> {
  const job = typeof jobOrId === 'string' ? await finishedJob(ctx, jobOrId, out, wait) : jobOrId;
  ctx.resume = kind.resume(job.id, out);
  const file = await ctx.client.exports.download(job, { signal: ctx.signal });
  const gzipped = out?.toLowerCase().endsWith('.gz') === true;
  const counter = new RowCounter(file.format);
  const total = typeof job.row_count === 'number' ? job.row_count : undefined;
  const started = Date.now();
  let bytes = 0;
  const rate = () => formatBytes(Math.round((bytes * 1000) / Math.max(1, Date.now() - started)));
  ctx.progress.start(() => {
    const rows = counter.rows;
    const head = total
      ? `${bar(total ? rows / total : 0)} ${String(Math.floor((100 * Math.min(rows, total)) / total)).padStart(3)}%  `
      : '';
    return `${head}${count(rows)}${total ? `/${count(total)}` : ''} rows  ${formatBytes(bytes)}  ${rate()}/s`;
  });

  const handle = out === undefined ? undefined : await fs.open(out, 'w');
  const sink = streamSink(ctx.stdout);
  const write = handle
    ? async (chunk: Uint8Array) => {
        for (let offset = 0; offset < chunk.byteLength; ) {
          offset += (await handle.write(chunk, offset, chunk.byteLength - offset)).bytesWritten;
        }
      }
    : (chunk: Uint8Array) => sink.write(chunk);
  try {
    await copy(file.stream({ decompress: !gzipped }), write, gzipped, counter, (n) => {
      bytes += n;
      ctx.progress.update();
    });
    // The last frame, whatever the redraw throttle skipped: the bar at its end before the summary.
    ctx.progress.update(true);
    if (total !== undefined && counter.rows < total) {
      throw new ExportDownloadError(
        'truncated',
        `The export file ended after ${counter.rows} rows, but job ${job.id} has ${total}; the file is cut short. Download it again.`,
      );
    }
    await handle?.close();
  } catch (error) {
    ctx.progress.finish();
    if (handle) {
      await handle.close().catch(() => {});
      await fs.rm(out!, { force: true }).catch(() => {});
    }
    throw error;
  }
  const where = out ?? 'stdout';
  ctx.progress.finish(
    `Wrote ${where}: ${count(counter.rows)} rows, ${formatBytes(bytes)} in ${formatSeconds(Date.now() - started)} (${rate()}/s)`,
  );
  ctx.resume = undefined;
  if (out !== undefined) {
    await ctx.printer.document({
      id: job.id,
      path: out,
      bytes,
      rows: counter.rows,
      format: job.format,
      gzip: gzipped,
    });
  }
}
