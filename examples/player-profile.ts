/** A player's profile and season-by-season stats, with the response meta (plan, quota, request id). */
import { SportsData } from 'sports-data-sdk';

const client = new SportsData();

// Ids come from the service: the first sport it lists, then the first player found in it.
const sport = (await client.reference.listSports()).data[0];
if (!sport) throw new Error('the service lists no sports');
const found = (await client.players.search({ sport: sport.id, limit: 1 })).data[0];
if (!found) throw new Error(`no ${sport.name} players found`);

const { data: player, meta } = await client.players.get(found.id).withResponse();
console.log(`${player.name}, ${player.position} at ${player.team} (${player.class_year})`);
console.log(
  `plan ${meta.plan}, ${meta.quota ? `${meta.quota.remaining}/${meta.quota.limit} requests left this month` : 'no monthly cap'}, request ${meta.requestId}`,
);

for await (const season of client.players.listSeasons(player.id)) {
  const stats = Object.entries(season.stats)
    .slice(0, 3)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  console.log(`  ${season.season} ${season.team}: ${stats}`);
}
