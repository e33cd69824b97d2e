// createAndPoll resolves to the finished run or job, typed by its state: no `!` on a result.
import { describe, expectTypeOf, test } from 'vitest';
import {
  type ExportJob,
  type ExportJobFailed,
  type ExportJobInProgress,
  type ExportJobSucceeded,
  JobFailedError,
  PollTimeoutError,
  type QueryRun,
  type QueryRunCompleted,
  type QueryRunFailed,
  type QueryRunInProgress,
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

// A job's `status` is a closed union (contract section 7, 0.4): a check on it narrows the job.
describe('status narrows a run or job', () => {
  test('after get(): completed gives answer and usage, failed gives error', async () => {
    const run = await client.query.get('qr_1');
    if (run.status === 'completed') {
      expectTypeOf(run.answer).toEqualTypeOf<string>();
      expectTypeOf(run.usage).toEqualTypeOf<Usage>();
    } else if (run.status === 'failed') {
      expectTypeOf(run.error.message).toEqualTypeOf<string>();
    } else {
      expectTypeOf(run.status).toEqualTypeOf<'queued' | 'running'>();
    }
    const job = await client.exports.get('exp_1');
    if (job.status === 'succeeded') expectTypeOf(job.download_url).toEqualTypeOf<string>();
    if (job.status === 'failed') expectTypeOf(job.error.code).not.toBeAny();
    // @ts-expect-error a state the contract does not list is not a status this SDK types
    if (job.status === 'cancelled') void job;
  });

  test('after createAndPoll(): the status is the finished one', async () => {
    const run = await client.query.createAndPoll({ prompt: 'x' });
    expectTypeOf(run.status).toEqualTypeOf<'completed'>();
    const job = await client.exports.createAndPoll({ resource: 'teams', format: 'jsonl' });
    expectTypeOf(job.status).toEqualTypeOf<'succeeded'>();
  });

  test('a switch over every state is exhaustive (a never default compiles)', async () => {
    const describeRun = (run: QueryRun): string => {
      switch (run.status) {
        case 'queued':
        case 'running':
          return run.status;
        case 'completed':
          return run.answer;
        case 'failed':
          return run.error.message;
        default: {
          const unreachable: never = run;
          return unreachable;
        }
      }
    };
    const describeJob = (job: ExportJob): string => {
      switch (job.status) {
        case 'queued':
        case 'running':
          return job.status;
        case 'succeeded':
          return job.download_url;
        case 'failed':
          return job.error.message;
        default: {
          const unreachable: never = job;
          return unreachable;
        }
      }
    };
    expectTypeOf(describeRun).returns.toEqualTypeOf<string>();
    expectTypeOf(describeJob).returns.toEqualTypeOf<string>();
  });

  test('inside JobFailedError and PollTimeoutError the job narrows too', () => {
    const err: unknown = new Error('x');
    if (err instanceof JobFailedError) {
      expectTypeOf(err.job.status).toEqualTypeOf<'failed'>();
      expectTypeOf(err.job.error.message).toEqualTypeOf<string>();
    }
    if (err instanceof PollTimeoutError && err.job !== undefined) {
      const job = err.job;
      if (job.status === 'running')
        expectTypeOf(job).toEqualTypeOf<QueryRunInProgress | ExportJobInProgress>();
      if ('run_id' in job && job.status === 'completed') expectTypeOf(job.answer).toEqualTypeOf<string>();
    }
  });

  test('onPoll gets the job type, not unknown', async () => {
    await client.query.createAndPoll(
      { prompt: 'x' },
      {
        onPoll: (run) => {
          expectTypeOf(run).toEqualTypeOf<QueryRun>();
          if (run.status === 'running') expectTypeOf(run.run_id).toEqualTypeOf<string>();
        },
      },
    );
    await client.exports.poll('exp_1', {
      onPoll: (job) => expectTypeOf(job).toEqualTypeOf<ExportJob>(),
    });
  });
});
