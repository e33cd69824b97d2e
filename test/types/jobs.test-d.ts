// createAndPoll resolves to the finished run or job.
import { describe, expectTypeOf, test } from 'vitest';
import { type ExportJob, type QueryRun, SportsData } from '../../src/index.js';

const client = new SportsData();

describe('createAndPoll', () => {
  test('query.createAndPoll gives a QueryRun', () => {
    expectTypeOf(client.query.createAndPoll({ prompt: 'Top scorers' })).toEqualTypeOf<Promise<QueryRun>>();
    expectTypeOf(
      client.query.createAndPoll(
        { prompt: 'Top scorers', sport: 'basketball' },
        { pollIntervalMs: 500, timeoutMs: 30_000, signal: new AbortController().signal, idempotencyKey: 'k' },
      ),
    ).resolves.toEqualTypeOf<QueryRun>();
  });

  test('exports.createAndPoll gives an ExportJob', () => {
    expectTypeOf(client.exports.createAndPoll({ resource: 'players', format: 'csv' })).toEqualTypeOf<
      Promise<ExportJob>
    >();
  });
});
