/** Teams of a conference, each with its roster and coaching staff. */
import { SportsData } from 'sports-data-sdk';

const client = new SportsData();

// The first conference the service lists, whatever its sport.
const conference = (await client.reference.listConferences()).data[0];
if (!conference) throw new Error('the service lists no conferences');
console.log(`${conference.name} (${conference.short_name}, ${conference.sport})`);

const teams = await client.teams.list({ conference: conference.id, limit: 3 });
for (const team of teams.data) {
  const roster = await client.teams.listRoster(team.id, { limit: 100 });
  const coaches = await client.teams.listCoaches(team.id);
  const head = coaches.data.find((c) => c.role.toLowerCase().includes('head')) ?? coaches.data[0];
  console.log(`  ${team.name}: ${roster.data.length} players, coach ${head?.name ?? 'unknown'}`);
  for (const entry of roster.data.slice(0, 3))
    console.log(`    #${entry.jersey_number ?? '-'} ${entry.name} (${entry.position})`);
}
