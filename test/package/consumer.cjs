// A CommonJS user of the packed tarball: require it, then run the user scenario (user-scenario.cjs)
// with what require gave. Run by scripts/node-matrix.mjs under every Node version.
'use strict';
const assert = require('node:assert/strict');
const sdk = require('sports-data-sdk');
const { createFakeServer } = require('sports-data-sdk/testing');
const { runUserScenario } = require('./user-scenario.cjs');

async function main() {
  // Both spellings of the default export reach the same class.
  assert.equal(typeof sdk.SportsData, 'function');
  assert.equal(sdk.default, sdk.SportsData);
  assert.equal(require('sports-data-sdk/package.json').version, sdk.VERSION);
  const fake = await createFakeServer();
  try {
    console.log(`cjs ok: ${await runUserScenario(sdk, fake)}`);
  } finally {
    await fake.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
