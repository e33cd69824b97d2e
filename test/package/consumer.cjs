// A CommonJS user of the packed tarball: require it, then run the user scenario (the ecosystem's
// scenario.mjs, loaded by import() as CommonJS can on Node 18) with what require gave. Run by
// scripts/node-matrix.mjs under every Node version.
'use strict';
const assert = require('node:assert/strict');
const sdk = require('sports-data-sdk');
const { createFakeServer } = require('sports-data-sdk/testing');

async function main() {
  // Both spellings of the default export reach the same class.
  assert.equal(typeof sdk.SportsData, 'function');
  assert.equal(sdk.default, sdk.SportsData);
  assert.equal(require('sports-data-sdk/package.json').version, sdk.VERSION);
  const { runScenario, scenarioKeys } = await import('./scenario.mjs');
  const fake = await createFakeServer();
  try {
    const { steps } = await runScenario(sdk, { url: fake.url, keys: scenarioKeys(fake.keys) });
    console.log(`cjs ok: node ${process.version}, ${steps.length} steps`);
  } finally {
    await fake.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
