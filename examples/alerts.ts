/**
 * A portal watch alert and its matches. Creating an alert is usage-billed (and needs the
 * `portal:alerts` scope and a verified coach); matches are pushed to your webhook and can also be
 * read here. Waits up to ALERT_WAIT_MS (default 15 s) for a first match, then deletes the alert.
 */
import { SportsData } from 'sports-data-sdk';

const client = new SportsData();
const waitMs = Number(process.env['ALERT_WAIT_MS'] ?? 15_000);

// Watches the first sport the service lists.
const sport = (await client.reference.listSports()).data[0];
if (!sport) throw new Error('the service lists no sports');

const alert = await client.alerts.create({
  name: `${sport.name} players entering the portal`,
  filters: { sport: sport.id },
});
console.log(`Alert ${alert.id} "${alert.name}" is ${alert.status}, watching sport ${sport.id}.`);

const deadline = Date.now() + waitMs;
let found = 0;
while (found === 0 && Date.now() < deadline) {
  for await (const match of client.alerts.listMatches(alert.id)) {
    found++;
    const entry = match.portal_entry;
    console.log(
      `  match ${match.id}: ${entry.name} (${entry.position}) left ${entry.from_team} at ${entry.entered_at}`,
    );
  }
  if (found === 0) await new Promise((resolve) => setTimeout(resolve, 500));
}
if (found === 0) console.log(`  no matches within ${waitMs / 1000} s`);

const active = await client.alerts.list();
console.log(`${active.data.length} alert(s) on the account.`);
const deleted = await client.alerts.delete(alert.id);
console.log(`Deleted ${deleted.id}: ${deleted.deleted}`);
