// Type-checked (never run) against the packed tarball by scripts/node-matrix.mjs, under
// moduleResolution node16, nodenext and bundler with `strict` and `skipLibCheck: false` (so our own
// .d.ts files are checked too, with no @types/node). It touches every namespace.
import SportsData, {
  APIConnectionError,
  APIError,
  type ClientOptions,
  type ErrorCode,
  JobFailedError,
  type Page,
  PermissionDeniedError,
  type Player,
  type QueryRun,
  RateLimitError,
  SportsData as NamedSportsData,
  type Team,
  WebhookVerificationError,
} from 'sports-data-sdk';

const options: ClientOptions = { apiKey: 'svc_test_0123456789abcdefghijklmnopqrstuv', maxRetries: 1 };
const client: NamedSportsData = new SportsData(options);
const same: SportsData = new NamedSportsData({ timeout: 5_000, logLevel: 'debug' });

export async function everyNamespace(): Promise<void> {
  const sports = await client.reference.listSports();
  const divisions = await client.reference.listDivisions();
  const conferences = await client.reference.listConferences({ sport: 'football' });
  const catalog = await client.reference.getFilterCatalog();
  const coverage = await client.reference.getCoverage();
  console.log(
    sports.data[0]?.name,
    divisions.hasMore,
    conferences.nextCursor,
    catalog.filters,
    coverage.cells,
  );

  for await (const player of client.players.search({
    sport: 'basketball',
    sort_by: 'points',
    order: 'desc',
  })) {
    const p: Player = player;
    console.log(p.name, p.stats);
  }
  const player = await client.players.get('plr_1');
  const seasons = await client.players.listSeasons(player.id, { season: 2024 });
  console.log(seasons.data.map((s) => s.season));

  const teams: Page<Team> = await client.teams.list({ sport: 'football', limit: 10 });
  const next = teams.hasMore ? await teams.getNextPage() : null;
  console.log(next?.data.length);
  await client.teams.get('team_1');
  await client.teams.listRoster('team_1', { season: 2024 });
  await client.teams.listCoaches('team_1');

  await client.persons.get('per_1');
  await client.persons.listTransfers('per_1');
  await client.movements.list({ kind: 'transfer', since: '2024-01-01T00:00:00Z' });
  await client.games.list({ sport: 'football', season: 2024 });
  await client.games.get('game_1');
  await client.portal.list({ position: 'QB' });

  const run: QueryRun = await client.query.createAndPoll(
    { prompt: 'Top scorers', sport: 'basketball' },
    { pollIntervalMs: 500, timeoutMs: 60_000, signal: AbortSignal.timeout(60_000) },
  );
  await client.query.get(run.run_id, { timeout: 1_000 });

  const alert = await client.alerts.create({
    name: 'QBs',
    filters: { sport: 'football', positions: ['QB'] },
  });
  await client.alerts.list();
  await client.alerts.listMatches(alert.id);
  const deleted = await client.alerts.delete(alert.id, { idempotencyKey: 'k' });
  console.log(deleted.deleted);

  const job = await client.exports.createAndPoll({
    resource: 'players',
    format: 'csv',
    filters: { sport: 'football' },
  });
  await client.exports.list();
  await client.exports.get(job.id);
  await client.exports.create({ resource: 'games', format: 'jsonl' });
  const file = await client.exports.download(job, { resource: 'players', format: 'jsonl' });
  for await (const row of file) {
    const p: Player = row;
    console.log(p.id);
  }
  const csv = await client.exports.download(job.id, { resource: 'teams', format: 'csv' });
  for await (const row of csv) console.log(row.name?.toUpperCase());

  const event = await client.webhooks.unwrap('{}', { 'webhook-id': 'msg_1' }, 'whsec_abc');
  console.log(event.type);

  const { data, response, meta } = await client.players.get('plr_1').withResponse();
  console.log(data.id, response.status, meta.requestId, meta.plan, meta.quota?.remaining);
}

export function describe(err: unknown): string {
  if (err instanceof PermissionDeniedError) {
    // The code narrows to the documented union but stays open to new strings.
    const code: ErrorCode | undefined = err.code;
    if (code === 'plan_required') return 'upgrade';
    if (code === 'some_code_from_the_future') return 'newer service';
    return `${err.status} ${err.type}`;
  }
  if (err instanceof RateLimitError) return `wait ${err.retryAfter ?? 0}s`;
  if (err instanceof APIError) return `${err.status} ${err.code} ${err.requestId}`;
  if (err instanceof APIConnectionError) return 'network';
  if (err instanceof JobFailedError) return `job failed: ${err.code}`;
  if (err instanceof WebhookVerificationError) return err.reason;
  return 'unknown';
}

console.log(same.baseURL);
