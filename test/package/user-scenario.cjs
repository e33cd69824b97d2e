// What a user of the packed tarball does, whichever way it loaded the SDK: construct, call the
// fake over loopback, page, download an export, verify a webhook, catch typed errors. consumer.cjs
// (require) and consumer.mjs (import) each pass the module they loaded; scripts/node-matrix.mjs
// runs both under every supported Node version.
'use strict';
const assert = require('node:assert/strict');

/** Runs the scenario against `fake` with `sdk` as loaded; answers a one-line summary. */
async function runUserScenario(sdk, fake) {
  const { SportsData, Page, PermissionDeniedError, InvalidArgumentError, APIError, SportsDataError } = sdk;
  const { WebhookVerificationError } = sdk;
  assert.match(fake.url, /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+/);
  const client = new SportsData({ apiKey: fake.keys.plus, baseURL: fake.url, maxRetries: 0 });

  // One page, then every item of every page.
  const page = await client.teams.list({ sport: 'basketball', limit: 5 });
  assert.ok(page instanceof Page);
  assert.equal(page.data.length, 5);
  assert.equal(page.hasMore, true);

  let count = 0;
  let firstId;
  for await (const player of client.players.search({ sport: 'basketball', limit: 10 })) {
    firstId ??= player.id;
    count += 1;
    if (count > 25) break;
  }
  assert.ok(count > 20, `paged over ${count} players`);

  const player = await client.players.get(firstId);
  assert.equal(player.id, firstId);
  assert.equal(typeof player.name, 'string');

  // An export job, polled to the end, and its gzipped CSV read row by row (zlib + csv-parse).
  const job = await client.exports.createAndPoll(
    { resource: 'teams', format: 'csv', filters: { sport: 'basketball' } },
    { pollIntervalMs: 50, timeoutMs: 30_000 },
  );
  assert.equal(job.status, 'succeeded');
  let rows = 0;
  for await (const row of await client.exports.download(job, { resource: 'teams', format: 'csv' })) {
    assert.match(row.id, /^team_/);
    rows += 1;
  }
  assert.ok(rows > 0 && rows === job.row_count, `read ${rows} of ${job.row_count} rows`);

  // A webhook signed and verified (Web Crypto; node:crypto's on Node 18, which has no global).
  const secret = `whsec_${Buffer.from('a-test-secret-of-24-bytes').toString('base64')}`;
  const body = JSON.stringify({
    id: 'evt_1',
    type: 'alert.matched',
    created_at: new Date().toISOString(),
    data: {},
  });
  const headers = await client.webhooks.sign({ body, secret });
  const event = await client.webhooks.unwrap(body, headers, secret);
  assert.equal(event.id, 'evt_1');
  const forged = await client.webhooks.unwrap(`${body} `, headers, secret).then(
    () => assert.fail('a changed body should not verify'),
    (err) => err,
  );
  assert.ok(forged instanceof WebhookVerificationError, String(forged));

  // A Free key on a usage-billed operation: a typed 403.
  const free = new SportsData({ apiKey: fake.keys.free, baseURL: fake.url, maxRetries: 0 });
  const denied = await free.portal.list().then(
    () => assert.fail('portal.list on the Free plan should fail'),
    (err) => err,
  );
  assert.ok(denied instanceof PermissionDeniedError, String(denied));
  assert.ok(denied instanceof APIError);
  assert.ok(denied instanceof SportsDataError);
  assert.equal(denied.status, 403);
  assert.equal(denied.code, 'plan_required');

  // No key at all: refused locally, before any request.
  const keyless = new SportsData({ apiKey: undefined, baseURL: fake.url });
  const missing = await keyless.players.get(firstId).then(
    () => assert.fail('a keyed call without a key should fail'),
    (err) => err,
  );
  assert.ok(missing instanceof InvalidArgumentError, String(missing));
  assert.equal(missing.code, 'missing_api_key');

  return `node ${process.version}, ${count} players paged, ${rows} export rows, webhook ok, ${denied.code}, ${missing.code}`;
}

module.exports = { runUserScenario };
