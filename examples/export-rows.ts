/**
 * A bulk export: `createAndPoll` submits the job (usage-billed, sent once, billed only if it
 * succeeds) and waits for it; `download` streams the gzip file and yields typed rows.
 */
import { SportsData } from 'sports-data-sdk';

const client = new SportsData();

// The sports the service lists: the first for players, the last for teams.
const sports = (await client.reference.listSports()).data;
const [first, last] = [sports[0], sports[sports.length - 1]];
if (!first || !last) throw new Error('the service lists no sports');

const job = await client.exports.createAndPoll({
  resource: 'players',
  format: 'jsonl',
  filters: { sport: first.id },
});
console.log(`Export ${job.id} ${job.status}: ${job.row_count} rows, $${job.cost_usd}`);

const file = await client.exports.download(job, { resource: 'players', format: 'jsonl' });
let rows = 0;
const byPosition = new Map<string, number>();
for await (const player of file) {
  rows++;
  byPosition.set(player.position, (byPosition.get(player.position) ?? 0) + 1);
}
console.log(
  `  read ${rows} players: ${[...byPosition].map(([position, n]) => `${position} ${n}`).join(', ')}`,
);

const csvJob = await client.exports.createAndPoll({
  resource: 'teams',
  format: 'csv',
  filters: { sport: last.id },
});
const csv = await client.exports.download(csvJob, { resource: 'teams', format: 'csv' });
// The same typed rows as JSONL: a team without a conference has `conference: null`.
for await (const team of csv) console.log(`  csv: ${team.name} (${team.conference ?? 'independent'})`);
