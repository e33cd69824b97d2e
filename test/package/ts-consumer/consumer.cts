// The same package seen from a CommonJS TypeScript file (`.cts`): the `require` condition's types.
import SportsData, {
  PermissionDeniedError,
  type SportsData as NamedSportsData,
  type Player,
} from 'sports-data-sdk';
import sdk = require('sports-data-sdk');

// `require` gives the module object: the class is both `.SportsData` and `.default`.
export const viaRequire: NamedSportsData[] = [new sdk.SportsData(), new sdk.default()];

export async function main(apiKey: string, baseURL: string): Promise<Player> {
  try {
    const client: NamedSportsData = new SportsData({ apiKey, baseURL });
    const page = await client.players.search({ sport: 'basketball' });
    const first = page.data[0];
    if (!first) throw new Error('empty');
    return await client.players.get(first.id);
  } catch (err) {
    if (err instanceof PermissionDeniedError && err.code === 'plan_required') throw new Error('upgrade');
    throw err;
  }
}
