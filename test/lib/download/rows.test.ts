import { createGzip } from 'node:zlib';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CsvExportRow, ExportFile, Player, Team } from '../../../src/index.js';
import {
  client,
  csv,
  drain,
  gzip,
  job,
  jsonl,
  players,
  rejection,
  serveBytes,
  useServers,
} from './helpers.js';

const { api, files } = useServers();

describe('rows', () => {
  it('yields JSONL rows as objects, typed by the resource', async () => {
    const rows = players(50);
    files.route('/f/players.jsonl.gz', serveBytes(gzip(jsonl(rows))));
    const file = await client(api.origin).exports.download(
      job({ download_url: `${files.origin}/f/players.jsonl.gz`, row_count: 50 }),
      {
        resource: 'players',
        format: 'jsonl',
      },
    );
    expectTypeOf(file).toEqualTypeOf<ExportFile<'players', 'jsonl'>>();
    const seen: Player[] = [];
    for await (const player of file) {
      expectTypeOf(player).toEqualTypeOf<Player>();
      seen.push(player);
    }
    expect(seen).toEqual(rows);
    expect(file.size).toBe(gzip(jsonl(rows)).byteLength);
  });

  it('narrows the row type by checking format and resource on the returned union', async () => {
    files.route('/f/teams.jsonl.gz', serveBytes(gzip('{"id":"team_1","name":"A"}\n')));
    const file = await client(api.origin).exports.download(
      job({ resource: 'teams', download_url: `${files.origin}/f/teams.jsonl.gz` }),
    );
    if (file.format === 'jsonl' && file.resource === 'teams') {
      for await (const team of file.rows()) expectTypeOf(team).toEqualTypeOf<Team>();
    } else {
      throw new Error('expected a teams JSONL file');
    }
  });

  it('yields CSV rows typed as the JSONL rows, with quotes, commas and line breaks inside fields', async () => {
    const rows = players(12);
    files.route('/f/players.csv.gz', serveBytes(gzip(`\ufeff${csv(rows)}`)));
    const file = await client(api.origin).exports.download(
      job({ format: 'csv', download_url: `${files.origin}/f/players.csv.gz`, row_count: 12 }),
      { resource: 'players', format: 'csv' },
    );
    const records: Player[] = [];
    for await (const record of file) {
      expectTypeOf(record).toEqualTypeOf<Player>();
      records.push(record);
    }
    expect(records).toHaveLength(12);
    // The helper's CSV has these columns only: each comes back as the JSONL row has it.
    const { id, name, team, team_id, stats } = rows[1] as Player;
    expect(records[1]).toEqual({ id, name, team, team_id, stats });
    expect(records[1]).toEqual({
      id: 'plr_1',
      name: 'Ana "Flash" Diaz',
      team: 'Team, Inc',
      team_id: 'team_1',
      stats: { points: 1, rebounds: 1.5 },
    });
    expect(records[3]?.name).toBe('Crlf\r\nName');
  });

  it('yields the CSV records of a resource it does not know as text, keyed by the header', async () => {
    files.route('/f/new.csv.gz', serveBytes(gzip('id,stats.points\r\nx_1,3\r\n')));
    const file = await client(api.origin).exports.download(
      job({ resource: 'venues' as 'players', format: 'csv', download_url: `${files.origin}/f/new.csv.gz` }),
    );
    const [record] = (await drain(file)) as CsvExportRow[];
    expect({ ...record }).toEqual({ id: 'x_1', 'stats.points': '3' });
  });

  it('reads a file that the host serves with Content-Encoding: gzip (fetch decodes it on the way)', async () => {
    const rows = players(40);
    files.route('/f/encoded.jsonl.gz', serveBytes(gzip(jsonl(rows)), { 'content-encoding': 'gzip' }));
    const file = await client(api.origin).exports.download(
      job({ download_url: `${files.origin}/f/encoded.jsonl.gz` }),
    );
    expect(file.size).toBeUndefined();
    expect(await drain(file)).toEqual(rows);
  });

  it('fails with truncated when fewer rows arrive than the job counted', async () => {
    files.route('/f/short.jsonl.gz', serveBytes(gzip(jsonl(players(3)))));
    const file = await client(api.origin).exports.download(
      job({ download_url: `${files.origin}/f/short.jsonl.gz`, row_count: 4 }),
    );
    const error = await rejection(drain(file));
    expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'truncated' });
    // The job's own id is the server's text: quoted cut, however long it came.
    const long = await client(api.origin).exports.download(
      job({
        id: `exp_${'x'.repeat(1_000_000)}`,
        download_url: `${files.origin}/f/short.jsonl.gz`,
        row_count: 4,
      }),
    );
    const cut = await rejection(drain(long));
    expect(cut).toMatchObject({ reason: 'truncated' });
    expect((cut as Error).message.length).toBeLessThan(1_000);
  });

  it('streams: 50,000 rows, the first ones before the file has been fully sent', async () => {
    const total = 50_000;
    const body = jsonl(players(total));
    let sent = 0;
    let firstRowSeen: () => void = () => {};
    const seen = new Promise<void>((resolve) => {
      firstRowSeen = resolve;
    });
    let sentWhenFirstRowArrived = -1;
    files.route('/f/big.jsonl.gz', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      const gz = createGzip();
      gz.on('data', (chunk: Buffer) => {
        sent += chunk.byteLength;
        res.write(chunk);
      });
      gz.on('end', () => res.end());
      // The first tenth, flushed, then nothing more until the client has parsed a row.
      const cut = body.indexOf('\n', body.length / 10) + 1;
      gz.write(body.slice(0, cut));
      gz.flush(() => {
        void seen.then(() => gz.end(body.slice(cut)));
      });
    });

    const file = await client(api.origin, { timeout: 5_000 }).exports.download(
      job({ download_url: `${files.origin}/f/big.jsonl.gz`, row_count: total }),
    );
    let count = 0;
    for await (const _row of file) {
      if (count === 0) {
        sentWhenFirstRowArrived = sent;
        firstRowSeen();
      }
      count++;
    }
    expect(count).toBe(total);
    expect(sentWhenFirstRowArrived).toBeGreaterThan(0);
    expect(sentWhenFirstRowArrived).toBeLessThan(sent / 2);
  });

  it('closes the connection when the loop stops early', async () => {
    let closed: () => void = () => {};
    const connectionClosed = new Promise<void>((resolve) => {
      closed = resolve;
    });
    files.route('/f/endless.jsonl.gz', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      const gz = createGzip();
      gz.pipe(res);
      res.on('close', closed);
      const line = jsonl(players(100));
      const more = () => {
        if (res.destroyed) return;
        gz.write(line);
        gz.flush(() => setTimeout(more, 5));
      };
      more();
    });
    const file = await client(api.origin).exports.download(
      job({ download_url: `${files.origin}/f/endless.jsonl.gz` }),
    );
    let count = 0;
    for await (const _row of file) {
      if (++count === 150) break;
    }
    await connectionClosed;
    expect(count).toBe(150);
  });
});
