// The consumer of the type-check bench (bench/typecheck.mjs): a small program that uses every
// namespace of the SDK. The bench type-checks it as it is, and with every `// #region sdk` …
// `// #endregion` block cut out (the same program without the SDK), against the built package's
// types (`sports-data-sdk` resolves to dist/ from bench/.work). Not run, only type-checked.
// #region sdk
import SportsData, {
  APIError,
  type ExportJob,
  type Page,
  type Player,
  RateLimitError,
  type RequestOptions,
  type WebhookEvent,
} from 'sports-data-sdk';
// #endregion

interface Line {
  label: string;
  value: string | number;
}

const lines: Line[] = [];

function note(label: string, value: string | number | null | undefined): void {
  lines.push({ label, value: value ?? '–' });
}

function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
}

export function report(): string {
  const width = Math.max(0, ...lines.map((line) => line.label.length));
  return lines.map((line) => `${line.label.padEnd(width)}  ${line.value}`).join('\n');
}

export async function main(signal?: AbortSignal): Promise<string> {
  const points: number[] = [];
  // #region sdk
  const client = new SportsData({ maxRetries: 1, timeout: 30_000, logLevel: 'warn' });
  const options: RequestOptions = { signal, timeout: 10_000 };

  // reference
  const sports = await client.reference.listSports({ limit: 50 });
  note('sports', sports.data.map((sport) => sport.name).join(', '));
  for await (const division of client.reference.listDivisions({ sport: 'basketball' }))
    note('division', division.name);
  const conferences = await client.reference.listConferences({ sport: 'basketball', division: 'ncaa_d1' });
  note('conferences', conferences.data.length);
  const catalog = await client.reference.getFilterCatalog();
  note('sports with sort keys', Object.keys(catalog.sort_keys).length);
  note('filters', Object.keys(catalog.filters).length);
  const coverage = await client.reference.getCoverage().withResponse();
  note('coverage updated', coverage.data.updated_at);
  note('plan', coverage.meta.plan);

  // players
  const first: Page<Player> = await client.players.search({ sport: 'basketball', limit: 20 }, options);
  for (const player of first.data) note(player.name, player.team);
  for await (const page of client.players.search({ sport: 'basketball', gender: 'women' }).pages()) {
    note('page', page.data.length);
    if (!page.hasNextPage()) break;
  }
  const player = await client.players.get('plr_9kc0DAhbjsglKL');
  note('team', player.team);
  for await (const season of client.players.listSeasons(player.id))
    note(`season ${season.season}`, season.team);

  // teams
  for await (const team of client.teams.list({ sport: 'basketball', gender: 'men' })) {
    const detail = await client.teams.get(team.id);
    note(detail.name, detail.conference);
    for await (const entry of client.teams.listRoster(team.id, { season: 2024 }))
      note(entry.name, entry.jersey_number);
    for await (const coach of client.teams.listCoaches(team.id)) note(coach.name, coach.role);
    break;
  }

  // persons and movements
  const person = await client.persons.get('per_IiTX9jXyANO6mh');
  note('person', person.name);
  for await (const transfer of client.persons.listTransfers(person.id))
    note(transfer.from_team, transfer.to_team);
  for await (const movement of client.movements.list({ kind: 'commitment', since: '2025-01-01T00:00:00Z' })) {
    note(movement.kind, movement.date);
  }

  // games and portal
  for await (const game of client.games.list({ sport: 'basketball', season: 2024 })) {
    const full = await client.games.get(game.id);
    note(full.id, full.status);
  }
  for await (const entry of client.portal.list({ sport: 'basketball', position: 'G' }))
    note(entry.name, entry.status);

  // query
  const run = await client.query.createAndPoll(
    { prompt: 'Top guards by assists', sport: 'basketball' },
    { idempotencyKey: 'bench-1', timeoutMs: 60_000 },
  );
  note('answer', run.status);
  const started = await client.query.create({ prompt: 'Tallest centers' });
  const polled = await client.query.poll(started.run_id);
  const again = await client.query.get(polled.run_id);
  note('query', again.status);

  // alerts
  const alert = await client.alerts.create({
    name: 'Guards',
    filters: { sport: 'basketball', positions: ['G'] },
  });
  for await (const match of client.alerts.listMatches(alert.id))
    note(match.portal_entry.name, match.matched_at);
  for await (const each of client.alerts.list()) note(each.name, each.status);
  const deleted = await client.alerts.delete(alert.id);
  note('deleted', String(deleted.deleted));

  // exports
  const job: ExportJob = await client.exports.createAndPoll({ resource: 'players', format: 'jsonl' });
  const file = await client.exports.download(job, { resource: 'players', format: 'jsonl' });
  for await (const row of file) {
    const value = row.stats?.points_per_game;
    if (typeof value === 'number') points.push(value);
  }
  const csv = await client.exports.download(job.id, { resource: 'players', format: 'csv' });
  for await (const row of csv.rows()) note(row.id, row.name);
  const created = await client.exports.create({
    resource: 'games',
    format: 'csv',
    filters: { season: 2024 },
  });
  const done = await client.exports.poll(created.id, { timeoutMs: 120_000 });
  note('export', (await client.exports.get(done.id)).status);
  for await (const each of client.exports.list({ limit: 10 })) note(each.id, each.row_count);

  // webhooks
  const body = JSON.stringify({ id: 'evt_1', type: 'alert.matched' });
  const headers = await client.webhooks.sign({ body, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
  const event: WebhookEvent = await client.webhooks.unwrap(
    body,
    headers,
    'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  );
  note(event.type, event.data.portal_entry.name);

  // errors
  try {
    await client.players.get('plr_missing');
  } catch (error) {
    if (error instanceof RateLimitError) note('retry after', error.retryAfter);
    else if (error instanceof APIError) note(`error ${error.status}`, error.code);
    else throw error;
  }
  // #endregion
  note('average points', average(points).toFixed(1));
  return report();
}
