// An ESM user of the packed tarball: import it (default and named), then run the user scenario
// (the ecosystem's scenario.mjs) with what import gave, and the reused-signal check. Run by
// scripts/node-matrix.mjs under every supported Node version.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import SportsData, {
  APIConnectionTimeoutError,
  SportsData as NamedSportsData,
  VERSION,
} from 'sports-data-sdk';
import * as sdk from 'sports-data-sdk';
import { createFakeServer } from 'sports-data-sdk/testing';
import { checkReusedSignal } from './reused-signal.mjs';
import { runScenario, scenarioKeys } from './scenario.mjs';

assert.equal(typeof SportsData, 'function');
assert.equal(NamedSportsData, SportsData);
assert.equal(sdk.default, SportsData);
assert.equal(createRequire(import.meta.url)('sports-data-sdk/package.json').version, VERSION);

const fake = await createFakeServer();
try {
  // First, in a fresh process: it counts the sockets undici opens to its own servers.
  await checkReusedSignal(SportsData, APIConnectionTimeoutError);
  const { steps } = await runScenario(sdk, { url: fake.url, keys: scenarioKeys(fake.keys) });
  console.log(`esm ok: node ${process.version}, ${steps.length} steps, reused signal ok`);
} finally {
  await fake.close();
}
