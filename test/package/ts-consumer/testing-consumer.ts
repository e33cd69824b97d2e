// A test suite's view of `sports-data-sdk/testing` and `sports-data-sdk/redis` (type-checked, never
// run; see consumer.ts). msw and ioredis are optional peers and are not installed here, as for most
// users: the declarations still compile with `skipLibCheck: false` (the build marks their imports
// of an optional peer, scripts/finish-build.mjs), and the fake's options take `undefined` under
// exactOptionalPropertyTypes.
import SportsData, { type Player } from 'sports-data-sdk';
import { createRedisPacingStore } from 'sports-data-sdk/redis';
import {
  createFakeServer,
  createFakeService,
  createMswHandlers,
  type FakeServer,
} from 'sports-data-sdk/testing';

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

export async function optionalOptions(seed: number | undefined, port: number | undefined): Promise<void> {
  const fake = await createFakeServer({ seed, port, jobPollsToFinish: undefined });
  const handlers = await createMswHandlers(fake.service, { baseURL: undefined });
  console.log(handlers.length, typeof createRedisPacingStore);
  await fake.close();
}
