// A test suite's view of `sports-data-sdk/testing` (type-checked, never run; see consumer.ts).
// msw is an optional peer of the testing kit and is not installed here, as for most users, so this
// config keeps the usual `skipLibCheck: true`.
import SportsData, { type Player } from 'sports-data-sdk';
import { createFakeServer, createFakeService, type FakeServer } from 'sports-data-sdk/testing';

export async function withFake(): Promise<Player[]> {
  const fake: FakeServer = await createFakeServer();
  try {
    const client = new SportsData({ apiKey: fake.keys.developer, baseURL: fake.url });
    const page = await client.players.search({ sport: 'soccer' });
    const keys: string[] = [
      fake.keys.free,
      fake.keys.plus,
      fake.keys.test,
      fake.keys.noCoach,
      fake.keys.enterprise,
    ];
    console.log(keys.length, fake.filesUrl);
    return page.data;
  } finally {
    await fake.close();
  }
}

export function inProcess(): void {
  const service = createFakeService();
  console.log(typeof service);
}
