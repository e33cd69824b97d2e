/**
 * Search players and read every page with `for await`: the SDK requests the next page (cursor in
 * the body for search) only when the loop needs it. The sport and the stat to sort by come from the
 * service's filter catalog, since each service (and each sport) has its own stat keys.
 */
import { SportsData } from 'sports-data-sdk';

const client = new SportsData();

const catalog = await client.reference.getFilterCatalog();
const [sport, statKeys = []] = Object.entries(catalog.sort_keys).find(([, keys]) => keys.length > 0) ?? [];
const sortBy = statKeys[0];
if (!sport || !sortBy) throw new Error('the filter catalog lists no sport with stat keys');
console.log(`Sorting ${sport} players by ${sortBy} (stat keys of ${sport}: ${statKeys.join(', ')})`);

const leaders = client.players.search({ sport, sort_by: sortBy, order: 'desc', limit: 25 });

const first = await leaders;
console.log(`First page: ${first.data.length} players, more pages: ${first.hasMore}`);

let count = 0;
for await (const player of leaders) {
  if (count < 5)
    console.log(`  #${count + 1} ${player.name} (${player.team}) ${sortBy} ${player.stats[sortBy] ?? '-'}`);
  count++;
}
console.log(`Read ${count} players across all pages.`);
