// createAndPoll resolves to the finished run or job, typed by its state: no `!` on a result.
import { describe, expectTypeOf, test } from 'vitest';
import {
  type ExportJob,
  type ExportJobFailed,
  type ExportJobSucceeded,
  JobFailedError,
  PollTimeoutError,
  type QueryRun,
  type QueryRunCompleted,
  type QueryRunFailed,
  SportsData,
  type Usage,
} from '../../src/index.js';

const client = new SportsData();

describe('createAndPoll', () => {
  test('query.createAndPoll gives a completed run: answer and usage are there', async () => {
    expectTypeOf(client.query.createAndPoll({ prompt: 'Top scorers' })).toEqualTypeOf<
      Promise<QueryRunCompleted>
    >();
    const run = await client.query.createAndPoll(
      { prompt: 'Top scorers', sport: 'basketball' },
      { pollIntervalMs: 500, timeoutMs: 30_000, signal: new AbortController().signal, idempotencyKey: 'k' },
    );
    expectTypeOf(run.answer).toEqualTypeOf<string>();
    expectTypeOf(run.usage).toEqualTypeOf<Usage>();
    expectTypeOf(run.status).toEqualTypeOf<'completed'>();
    expectTypeOf(run.completed_at).toEqualTypeOf<string>();
    expectTypeOf(run).toExtend<QueryRun>();
    expectTypeOf(client.query.poll('qr_1')).resolves.toEqualTypeOf<QueryRunCompleted>();
  });

  test('exports.createAndPoll gives a succeeded job: its file fields are there', async () => {
    const job = await client.exports.createAndPoll({ resource: 'players', format: 'csv' });
    expectTypeOf(job).toEqualTypeOf<ExportJobSucceeded>();
    expectTypeOf(job.download_url).toEqualTypeOf<string>();
    expectTypeOf(job.expires_at).toEqualTypeOf<string>();
    expectTypeOf(job.row_count).toEqualTypeOf<number>();
    expectTypeOf(job).toExtend<ExportJob>();
  });

  test('a run from get is any state: answer may be missing until it completes', async () => {
    const run = await client.query.get('qr_1');
    expectTypeOf(run).toEqualTypeOf<QueryRun>();
    expectTypeOf(run.answer).toEqualTypeOf<string | undefined>();
  });

  test('JobFailedError and PollTimeoutError carry the run or job, not any', () => {
    const err: unknown = new Error('x');
    if (err instanceof JobFailedError) {
      expectTypeOf(err.job).not.toBeAny();
      expectTypeOf(err.job).toEqualTypeOf<QueryRunFailed | ExportJobFailed>();
      // @ts-expect-error a job is not a number (with `any`, this compiled)
      const n: number = err.job;
      void n;
      if ('run_id' in err.job) expectTypeOf(err.job.error.message).toEqualTypeOf<string>();
      expectTypeOf(err.code).not.toBeAny();
      expectTypeOf<'export_row_limit_exceeded'>().toExtend<NonNullable<typeof err.code>>();
    }
    if (err instanceof PollTimeoutError) {
      expectTypeOf(err.job).not.toBeAny();
      expectTypeOf(err.job).toEqualTypeOf<QueryRun | ExportJob | undefined>();
    }
  });
});
