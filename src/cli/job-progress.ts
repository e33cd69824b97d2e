/** The state line of a query run or export job being waited for: `export job exp_…: running · 3.2s`. */
import type { Context } from './context.js';
import type { JobKind, OutOptions } from './jobs.js';
import { formatSeconds } from './progress.js';

export interface JobProgress {
  /** Give to createAndPoll/poll as `onPoll`. */
  onPoll(job: unknown): void;
  /** The job is done: one closing line. */
  done(): void;
  /** Stopped by an error or Ctrl-C: the line is cleared. */
  stop(): void;
}

export function jobProgress(ctx: Context, kind: JobKind, target?: OutOptions, knownId?: string): JobProgress {
  const started = Date.now();
  let id = knownId;
  let status = 'creating';
  const label = () => `${kind.noun}${id ? ` ${id}` : ''}`;
  if (id) ctx.resume = kind.resume(id, target);
  ctx.progress.start(() => `${label()}: ${status} · ${formatSeconds(Date.now() - started)}`);
  return {
    onPoll(job) {
      const fields = (job ?? {}) as Record<string, unknown>;
      const jobId = fields[kind.idField];
      if (!id && typeof jobId === 'string') {
        id = jobId;
        ctx.resume = kind.resume(id, target);
      }
      status = typeof fields.status === 'string' ? fields.status : 'unknown';
      ctx.progress.update(true);
    },
    done() {
      const color = status === kind.succeeded ? ctx.paint.green : ctx.paint.red;
      ctx.progress.finish(`${label()}: ${status} after ${formatSeconds(Date.now() - started)}`, color);
    },
    stop() {
      // A failed job was seen by its last poll: say so; otherwise (error, Ctrl-C) clear the line.
      if (status === kind.failed) this.done();
      else ctx.progress.finish();
    },
  };
}
