/**
 * Search players and read every page with `for await`: the SDK requests the next page (cursor in
 * the body for search) only when the loop needs it.
 */
import { SportsData } from 'sports-data-sdk';

const client = new SportsData();

const scorers = client.players.search({
  sport: 'basketball',
  division: 'ncaa_d1',
  sort_by: 'points_per_game',
  order: 'desc',
  limit: 25,
});

const first = await scorers;
console.log(`First page: ${first.data.length} players, more pages: ${first.hasMore}`);

let count = 0;
for await (const player of scorers) {
  if (count < 5)
    console.log(`  #${count + 1} ${player.name} (${player.team}) ${player.stats.points_per_game ?? 0} ppg`);
  count++;
}
console.log(`Read ${count} players across all pages.`);
