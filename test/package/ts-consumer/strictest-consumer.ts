// Type-checked (never run) against the packed tarball by scripts/node-matrix.mjs with every strict
// flag a careful project turns on: `strict`, `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`,
// `noPropertyAccessFromIndexSignature` and `skipLibCheck: false`, so our .d.ts files are held to them.
import {
  type ExportJobSucceeded,
  JobFailedError,
  type Plan,
  PollTimeoutError,
  type QueryRunCompleted,
  SportsData,
  signWebhookPayload,
  type TeamsListParams,
  verifyWebhook,
} from 'sports-data-sdk';

const client = new SportsData({ apiKey: undefined, baseURL: undefined, maxRetries: 1 });

// An optional value passed straight through: `?: T | undefined` in the generated params and bodies.
export async function teamsOf(sport: TeamsListParams['sport'], division?: string): Promise<string[]> {
  const names: string[] = [];
  for await (const team of client.teams.list({ sport, division, limit: undefined })) names.push(team.name);
  return names;
}

export async function search(
  sport: 'football' | 'basketball',
  position: string | undefined,
): Promise<number> {
  const page = await client.players.search({ sport, position, sort_by: undefined, order: 'desc' });
  const first = page.data[0];
  if (!first) return 0;
  // A stat is read through the index signature (the flag refuses `stats.passing_yards`).
  const key: string = 'passing_yards';
  return first.stats[key] ?? 0;
}

export async function ask(prompt: string): Promise<string> {
  const run: QueryRunCompleted = await client.query.createAndPoll({ prompt, sport: undefined });
  return `${run.answer} (${run.usage.cost_usd} USD)`;
}

export async function exportPlayers(): Promise<string> {
  const job: ExportJobSucceeded = await client.exports.createAndPoll({
    resource: 'players',
    format: 'jsonl',
    filters: { sport: 'football', season: undefined },
  });
  return `${job.download_url} ${job.row_count} ${job.expires_at}`;
}

export async function plan(): Promise<Plan | undefined> {
  const { meta } = await client.reference.listSports().withResponse();
  return meta.plan;
}

export function describeFailure(err: unknown): string {
  if (err instanceof JobFailedError)
    return `${err.job.status}: ${err.code ?? 'no code'} ${err.job.error.message}`;
  if (err instanceof PollTimeoutError)
    return `still ${err.job?.status ?? 'unknown'} after ${err.timeoutMs} ms`;
  return 'other';
}

// Webhook sign and verify options take `undefined` for any optional field (0.3 refused it here).
export async function signAndVerify(
  body: string,
  secret: string | undefined,
  id: string | undefined,
  timestamp: number | undefined,
  toleranceSeconds: number | undefined,
): Promise<void> {
  const headers = await client.webhooks.sign({ body, secret, id, timestamp });
  await client.webhooks.verify(body, headers, secret, { toleranceSeconds, now: undefined });
  const standalone = await signWebhookPayload({ secret: secret ?? 'whsec_x', body, id, timestamp });
  await verifyWebhook(body, standalone, secret, { toleranceSeconds });
}
