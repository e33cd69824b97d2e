/**
 * `exports download <id> [--out FILE]`: waits for the job if it is still running, then streams its
 * file to FILE (gzip as served for `.gz`, else decompressed) or to stdout (no --out, or `-`), with
 * bytes, rows, a bar (total: the job's row_count) and the rate on stderr. Writing, verifying and
 * cleaning up are the library's (`ExportFile.saveTo` / `stream`): the file rule is the same.
 */
import type { ExportJob } from '../generated/aliases.js';
import type { ExportProgress } from '../lib/download/checked-chunks.js';
import { fileSystem } from '../lib/download/file-system.js';
import { resolveTarget } from '../lib/download/save-file.js';
import type { Context } from './context.js';
import { jobProgress } from './job-progress.js';
import { JOB_KINDS, type OutOptions } from './jobs.js';
import { bar, formatBytes, formatSeconds } from './progress.js';
import { streamSink } from './sink.js';

export interface WaitOptions {
  pollIntervalMs?: number | undefined;
  timeoutMs?: number | undefined;
}

const kind = JOB_KINDS.exports!;
const count = (n: number) => n.toLocaleString('en-US');
const toStdout = (out: string | undefined) => out === undefined || out === '-';

/**
 * Refuses a FILE the download could not write (an existing file without --force, a directory)
 * before anything is created, waited for or billed: the same check `saveTo` makes again later.
 */
export async function checkOut({ out, force }: OutOptions): Promise<void> {
  if (toStdout(out) || !fileSystem) return;
  await resolveTarget(await fileSystem(), out!, force);
}

/** The job, waited for (with its state on stderr) while it is neither succeeded nor failed. */
async function finishedJob(
  ctx: Context,
  id: string,
  target: OutOptions,
  wait: WaitOptions,
): Promise<ExportJob> {
  ctx.resume = kind.resume(id, target);
  const job = await ctx.client.exports.get(id, { signal: ctx.signal });
  if (job.status === kind.succeeded || job.status === kind.failed) return job;
  const progress = jobProgress(ctx, kind, target, id);
  try {
    const done = await ctx.client.exports.poll(id, { ...wait, signal: ctx.signal, onPoll: progress.onPoll });
    progress.done();
    return done;
  } catch (error) {
    progress.stop();
    throw error;
  }
}

/** The decompressed text to stdout at the pipe's pace; verified like a file (the stream errors otherwise). */
async function toStdoutStream(ctx: Context, stream: ReadableStream<Uint8Array>): Promise<void> {
  const sink = streamSink(ctx.stdout);
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      await sink.write(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
}

export async function downloadExport(
  ctx: Context,
  jobOrId: ExportJob | string,
  target: OutOptions,
  wait: WaitOptions = {},
): Promise<void> {
  const { out, force } = target;
  const job = typeof jobOrId === 'string' ? await finishedJob(ctx, jobOrId, target, wait) : jobOrId;
  ctx.resume = kind.resume(job.id, target);
  const file = await ctx.client.exports.download(job, { signal: ctx.signal });
  const gzipped = !toStdout(out) && out!.toLowerCase().endsWith('.gz');
  const started = Date.now();
  let seen: ExportProgress = {
    bytes: 0,
    rows: 0,
    expectedRows: typeof job.row_count === 'number' ? job.row_count : undefined,
  };
  const rate = () => formatBytes(Math.round((seen.bytes * 1000) / Math.max(1, Date.now() - started)));
  ctx.progress.start(() => {
    const { rows, bytes, expectedRows: total } = seen;
    const head = total
      ? `${bar(rows / total)} ${String(Math.floor((100 * Math.min(rows, total)) / total)).padStart(3)}%  `
      : '';
    return `${head}${count(rows)}${total ? `/${count(total)}` : ''} rows  ${formatBytes(bytes)}  ${rate()}/s`;
  });
  const onProgress = (progress: ExportProgress) => {
    seen = progress;
    ctx.progress.update();
  };

  try {
    if (toStdout(out)) await toStdoutStream(ctx, file.stream({ decompress: true, onProgress }));
    else await file.saveTo(out!, { decompress: !gzipped, overwrite: force, onProgress });
    // The last frame, whatever the redraw throttle skipped: the bar at its end before the summary.
    ctx.progress.update(true);
  } catch (error) {
    ctx.progress.finish();
    throw error;
  }
  const where = toStdout(out) ? 'stdout' : out!;
  ctx.progress.finish(
    `Wrote ${where}: ${count(seen.rows)} rows, ${formatBytes(seen.bytes)} in ${formatSeconds(Date.now() - started)} (${rate()}/s)`,
  );
  ctx.resume = undefined;
  if (!toStdout(out)) {
    await ctx.printer.document({
      id: job.id,
      path: out,
      bytes: seen.bytes,
      rows: seen.rows,
      format: job.format,
      gzip: gzipped,
    });
  }
}
