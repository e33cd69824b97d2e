/** createAndPoll against the fake: states over polls, billing once, failures typed. */
import { describe, expect, it } from 'vitest';
import { JobFailedError } from '../../src/index.js';
import { useFake } from './fixture.js';

const e2e = useFake();

describe('long-running jobs', () => {
  it('query.createAndPoll returns the completed run, billed once, one POST', async () => {
    const { service } = e2e.fake;
    const client = e2e.client('developer');
    const run = await client.query.createAndPoll({
      prompt: 'Who leads basketball in points_per_game?',
      sport: 'basketball',
    });
    expect(run.status).toBe('completed');
    expect(run.answer).toMatch(/points_per_game/);
    expect(service.countRequests('create_query')).toBe(1);
    expect(service.countRequests('get_query')).toBeGreaterThanOrEqual(1);
    const charges = service.billing(service.accountIds.developer).charges.filter((c) => c.kind === 'query');
    expect(charges).toHaveLength(1);
  });

  it('a failed run throws JobFailedError with its code and is never billed', async () => {
    const { service } = e2e.fake;
    const account = service.createAccount({ plan: 'developer' });
    const client = e2e.client(null, { apiKey: service.createKey(account.id, { kind: 'live' }) });
    const error = await client.query.createAndPoll({ prompt: 'this one fails [fail]' }).catch((e) => e);
    expect(error).toBeInstanceOf(JobFailedError);
    expect(error.code).toBe('query_failed');
    expect(error.job.status).toBe('failed');
    expect(service.billing(account.id).charges).toEqual([]);
  });

  it('exports.createAndPoll returns the succeeded job with a download_url on the files origin', async () => {
    const client = e2e.client('developer');
    const job = await client.exports.createAndPoll({
      resource: 'teams',
      format: 'jsonl',
      filters: { sport: 'soccer' },
    });
    expect(job.status).toBe('succeeded');
    expect(new URL(job.download_url!).origin).toBe(e2e.fake.filesUrl);
    expect(job.row_count).toBe(e2e.fake.service.data.teams.filter((t) => t.sport === 'soccer').length);
  });

  it('an export over the row cap fails with export_row_limit_exceeded and is not billed', async () => {
    const { service } = e2e.fake;
    const account = service.createAccount({ plan: 'plus', exportRowCap: 3 });
    const client = e2e.client(null, { apiKey: service.createKey(account.id, { kind: 'live' }) });
    const error = await client.exports.createAndPoll({ resource: 'teams', format: 'csv' }).catch((e) => e);
    expect(error).toBeInstanceOf(JobFailedError);
    expect(error.code).toBe('export_row_limit_exceeded');
    expect(service.billing(account.id).charges).toEqual([]);
  });
});
