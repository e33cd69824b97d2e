import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { call, fakeWithClock, pollUntilDone, type Json } from './helpers.js';

describe('query runs', () => {
  it('move queued → running → completed as polled, answer from the data, billed once', async () => {
    const { service } = fakeWithClock({ pollAfterMs: 250 });
    const key = service.keys.developer;
    const created = await call(service, key, 'POST', '/v1/query', {
      prompt: 'Who has the most rebounds in basketball?',
      gender: 'women',
    });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({
      status: 'queued',
      gender: 'women',
      sport: null,
      completed_at: null,
    });
    expect(created.body.run_id).toMatch(/^qr_/);
    expect(created.body).not.toHaveProperty('answer');
    const path = `/v1/query/${created.body.run_id}`;

    const running = await call(service, key, 'GET', path);
    expect(running.body.status).toBe('running');
    expect(running.headers.get('x-poll-after-ms')).toBe('250');
    expect(service.billing(service.accountIds.developer).charges).toEqual([]);

    const done = await call(service, key, 'GET', path);
    expect(done.body.status).toBe('completed');
    expect(done.headers.get('x-poll-after-ms')).toBeNull();
    const leader = service.data.players
      .filter((p) => p.sport === 'basketball' && p.gender === 'women')
      .sort((a, b) => (b.stats.rebounds_per_game ?? 0) - (a.stats.rebounds_per_game ?? 0))[0]!;
    expect(done.body.answer).toContain(leader.name);
    expect(done.body.usage.cost_usd).toBeGreaterThan(0);

    await call(service, key, 'GET', path);
    const charges = service.billing(service.accountIds.developer).charges;
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ kind: 'query', ref: created.body.run_id, amountUsd: 0 });
    expect(charges[0]!.includedUsd).toBeCloseTo(done.body.usage.cost_usd, 6);
  });

  it('finish with time alone, without polls', async () => {
    const { service, clock } = fakeWithClock();
    const key = service.keys.enterprise;
    const created = await call(service, key, 'POST', '/v1/query', { prompt: 'How many soccer players?' });
    clock.advance(5_000);
    expect(service.billing(service.accountIds.enterprise).charges).toHaveLength(1);
    expect((await call(service, key, 'GET', `/v1/query/${created.body.run_id}`)).body.status).toBe(
      'completed',
    );
  });

  it('fail on [fail] or failNext, and are never billed; runs are private to their account', async () => {
    const { service } = fakeWithClock();
    const key = service.keys.developer;
    const failing = await call(service, key, 'POST', '/v1/query', { prompt: 'please [fail] now' });
    const failed = await pollUntilDone(service, key, `/v1/query/${failing.body.run_id}`);
    expect(failed.body.status).toBe('failed');
    expect(failed.body.error.code).toBe('query_failed');
    expect(failed.body).not.toHaveProperty('usage');

    service.failNext('query', { code: 'model_overloaded' });
    const next = await call(service, key, 'POST', '/v1/query', { prompt: 'fine prompt' });
    expect((await pollUntilDone(service, key, `/v1/query/${next.body.run_id}`)).body.error.code).toBe(
      'model_overloaded',
    );
    expect(service.billing(service.accountIds.developer).charges).toEqual([]);

    const other = await call(service, service.keys.enterprise, 'GET', `/v1/query/${next.body.run_id}`);
    expect(other.status).toBe(404);
  });
});

describe('exports', () => {
  async function finishedExport(service: Json, key: string, body: object) {
    const created = await call(service, key, 'POST', '/v1/exports', body);
    expect(created.status).toBe(202);
    expect(created.body.status).toBe('queued');
    return pollUntilDone(service, key, `/v1/exports/${created.body.id}`);
  }

  it('succeed with a gzip CSV on the files origin, billed once per started 10,000 rows', async () => {
    const { service } = fakeWithClock();
    const key = service.keys.developer;
    const job = await finishedExport(service, key, {
      resource: 'games',
      format: 'csv',
      filters: { sport: 'soccer' },
    });
    expect(job.body.status).toBe('succeeded');
    const url = new URL(job.body.download_url);
    expect(url.origin).toBe(service.filesOrigin);
    expect(url.origin).not.toBe(service.baseURL);
    const file = await service.fetch(job.body.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/gzip');
    const csv = gunzipSync(Buffer.from(await file.arrayBuffer())).toString('utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,sport,division,gender,season,starts_at,status,home.team_id,home.name,home.score,away.team_id,away.name,away.score,venue',
    );
    const games = service.data.games.filter((g) => g.sport === 'soccer');
    expect(lines).toHaveLength(games.length + 1);
    expect(job.body.row_count).toBe(games.length);
    // Venues with a comma are quoted.
    expect(csv).toMatch(/,"[^"]+, Main Campus"(\r\n|$)/);
    expect(job.body.cost_usd).toBe(0.1);
    const charges = service.billing(service.accountIds.developer).charges;
    expect(charges).toEqual([expect.objectContaining({ kind: 'export', ref: job.body.id, amountUsd: 0.1 })]);
  });

  it('write JSONL too, quoting nothing and keeping nested objects', async () => {
    const { service } = fakeWithClock();
    const job = await finishedExport(service, service.keys.developer, {
      resource: 'players',
      format: 'jsonl',
      filters: { sport: 'basketball', position: 'C' },
    });
    const file = await service.fetch(job.body.download_url);
    const rows = gunzipSync(Buffer.from(await file.arrayBuffer()))
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    const expected = service.data.players.filter((p) => p.sport === 'basketball' && p.position === 'C');
    expect(rows).toEqual(expected);
  });

  it('fail over the row cap with export_row_limit_exceeded, never billed', async () => {
    const { service } = fakeWithClock();
    const account = service.createAccount({ plan: 'plus', exportRowCap: 10 });
    const key = service.createKey(account.id, { kind: 'live' });
    const job = await finishedExport(service, key, { resource: 'teams', format: 'csv' });
    expect(job.body.status).toBe('failed');
    expect(job.body.error.code).toBe('export_row_limit_exceeded');
    expect(job.body).not.toHaveProperty('download_url');
    service.failNext('export');
    const forced = await finishedExport(service, key, {
      resource: 'teams',
      format: 'csv',
      filters: { sport: 'soccer', gender: 'men' },
    });
    expect(forced.body.error.code).toBe('export_failed');
    expect(service.billing(account.id).charges).toEqual([]);
    const list = await call(service, key, 'GET', '/v1/exports');
    expect(list.body.data.map((j: Json) => j.id)).toEqual([forced.body.id, job.body.id]);
  });

  it('links expire, signatures are checked, and no Authorization ever reaches the file host', async () => {
    const { service, clock } = fakeWithClock({ linkTtlMs: 60_000 });
    const job = await finishedExport(service, service.keys.developer, { resource: 'teams', format: 'csv' });
    expect(Date.parse(job.body.expires_at)).toBe(clock.now() + 60_000);
    const tampered = job.body.download_url.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    const bad = await service.fetch(tampered);
    expect(bad.status).toBe(403);
    expect((await bad.json()).error.code).toBe('invalid_signature');
    expect((await service.fetch(job.body.download_url)).status).toBe(200);
    clock.advance(60_001);
    const expired = await service.fetch(job.body.download_url);
    expect(expired.status).toBe(403);
    expect((await expired.json()).error.code).toBe('link_expired');
    // A fresh GET of the job signs a fresh link.
    const again = await call(service, service.keys.developer, 'GET', `/v1/exports/${job.body.id}`);
    expect((await service.fetch(again.body.download_url)).status).toBe(200);

    expect(service.fileRequests).toHaveLength(4);
    for (const request of service.fileRequests) {
      expect(request.headers).not.toHaveProperty('authorization');
      expect(request.operationId).toBe('download_export_file');
    }
    // The API requests were recorded with a fingerprint, never the key.
    const apiRequest = service.requests.find((r) => r.origin === 'api')!;
    expect(apiRequest.headers.authorization).toMatch(/^fp_[0-9a-f]{12}$/);
    expect(JSON.stringify(service.requests)).not.toContain(service.keys.developer);
  });
});
