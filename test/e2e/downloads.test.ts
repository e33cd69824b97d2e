/** Export files from the fake's second origin, through the SDK: rows, bytes, and where the key goes. */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useFake } from './fixture.js';

const e2e = useFake();
const client = () => e2e.client('developer');

/** The export's rows of `sport` as they should come out: the fake's own data, filtered. */
function expectedOf<Row extends { sport: string }>(rows: readonly Row[], sport: string): Row[] {
  return rows.filter((row) => row.sport === sport);
}

describe('export downloads from the fake', () => {
  it('JSONL rows match the job and the data; the file host never sees the key', async () => {
    const { service } = e2e.fake;
    const players = { resource: 'players', format: 'jsonl' } as const;
    const job = await client().exports.createAndPoll({ ...players, filters: { sport: 'soccer' } });
    const file = await client().exports.download(job, players);
    const ids: string[] = [];
    for await (const player of file) {
      expect(player.sport).toBe('soccer');
      ids.push(player.id);
    }
    const expected = expectedOf(service.data.players, 'soccer').map((p) => p.id);
    expect(ids).toHaveLength(job.row_count!);
    expect(new Set(ids)).toEqual(new Set(expected));
    expect(service.fileRequests.length).toBeGreaterThan(0);
    for (const request of service.fileRequests) expect(request.headers.authorization).toBeUndefined();
  });

  it('CSV records keyed by the header; by id, the job is fetched first; bytes are the gzip file as served', async () => {
    const { service } = e2e.fake;
    const teams = { resource: 'teams', format: 'csv' } as const;
    const job = await client().exports.createAndPoll({ ...teams, filters: { sport: 'basketball' } });
    const gets = service.countRequests('get_export');
    const file = await client().exports.download(job.id, teams);
    expect(service.countRequests('get_export')).toBe(gets + 1);
    const names: string[] = [];
    for await (const record of file) names.push(record.name!);
    const expected = expectedOf(service.data.teams, 'basketball').map((t) => t.name);
    expect(names.sort()).toEqual(expected.sort());

    const again = await client().exports.download(job.id);
    const reader = again.stream().getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    const text = gunzipSync(Buffer.concat(chunks)).toString('utf8');
    expect(text.split('\n')[0]).toMatch(/^id,/);
    expect(text.trim().split('\n')).toHaveLength(expected.length + 1);
  });
});
