// The one user scenario: every runtime and bundle, and the packed tarball's CommonJS and ESM
// consumers under every Node version (test/package/consumer.*), run it against the fake with the
// SDK as that runtime resolves it (so each proves its own build: node, web). Plain ESM with web APIs
// only: Node 18+, Bun, Deno, workerd and a bundled browser app all load this same file.
//
//   runScenario(sdk, { url, keys, clientOptions }) -> { steps: [...] }, or throws with the step.
//
// `keys.read` is a test key (reads), `keys.billed` a live key (usage-billed jobs), `keys.free` a
// Free-plan key (for the typed error). `clientOptions` is added to every client (the browser app
// passes `dangerouslyAllowBrowser: true` for the live key).

/** The scenario's keys from the fake's (`createFakeServer().keys`). */
export function scenarioKeys(keys) {
  return { read: keys.test, billed: keys.developer, free: keys.free };
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function expectError(promise, Type, message) {
  return promise.then(
    () => {
      throw new Error(`${message}: no error`);
    },
    (error) => {
      check(error instanceof Type, `${message}: got ${error?.name}: ${error?.message}`);
      return error;
    },
  );
}

export async function runScenario(sdk, { url, keys, clientOptions = {} }) {
  const { SportsData, Page, APIError, InvalidArgumentError, PermissionDeniedError, SportsDataError } = sdk;
  const { WebhookVerificationError, APIConnectionError } = sdk;
  const steps = [];
  const step = async (name, work) => {
    try {
      steps.push(`${name}: ${await work()}`);
    } catch (error) {
      throw new Error(`step "${name}" failed: ${error?.stack ?? error}`);
    }
  };
  const options = { baseURL: url, maxRetries: 0, ...clientOptions };
  const reader = new SportsData({ ...options, apiKey: keys.read });
  const billed = new SportsData({ ...options, apiKey: keys.billed });

  await step('search, for await over two pages', async () => {
    const ids = new Set();
    for await (const player of reader.players.search({ sport: 'basketball', limit: 10 })) {
      ids.add(player.id);
      if (ids.size === 15) break;
    }
    check(ids.size === 15, `15 distinct players over two pages, got ${ids.size}`);
    const first = await reader.players.search({ sport: 'basketball', limit: 10 });
    check(first instanceof Page, 'a page is a Page');
    check(first.data.length === 10 && first.hasMore, 'the first page is full and has more');
    const player = await reader.players.get(first.data[0].id);
    check(player.id === first.data[0].id && typeof player.name === 'string', 'players.get of a listed id');
    return `${ids.size} players`;
  });

  await step('withResponse meta', async () => {
    const { data, meta, response } = await reader.teams
      .list({ sport: 'basketball', limit: 2 })
      .withResponse();
    check(data.data.length === 2, 'two teams');
    check(response.status === 200, 'status 200');
    check(/^req_/.test(meta.requestId ?? ''), `request id read, got ${meta.requestId}`);
    check(typeof meta.plan === 'string' && meta.plan !== '', `plan read, got ${meta.plan}`);
    check(meta.quota === undefined || Number.isInteger(meta.quota.remaining), 'quota read');
    return `${meta.plan}, ${meta.requestId.slice(0, 8)}…`;
  });

  await step('typed error branches', async () => {
    const free = new SportsData({ ...options, apiKey: keys.free });
    const denied = await expectError(free.portal.list(), PermissionDeniedError, 'portal.list on Free');
    check(denied instanceof APIError && denied instanceof SportsDataError, 'the error hierarchy');
    check(denied.status === 403 && denied.code === 'plan_required', `plan_required, got ${denied.code}`);
    const testKey = await expectError(
      reader.exports.create({ resource: 'teams', format: 'csv' }),
      PermissionDeniedError,
      'exports.create with a test key',
    );
    check(testKey.code === 'test_key_not_allowed', `test_key_not_allowed, got ${testKey.code}`);
    // No key at all (and none in the environment): refused before any request.
    const keyless = new SportsData({ ...options, apiKey: undefined });
    const missing = await expectError(
      keyless.teams.list(),
      InvalidArgumentError,
      'a keyed call without a key',
    );
    check(missing.code === 'missing_api_key', `missing_api_key, got ${missing.code}`);
    // A failure of the runtime's fetch stays the error's cause, with its fields: the key scrubber
    // must read this runtime's errors as harmless (V8 from Node 21 makes `stack` an accessor).
    const failure = Object.assign(new TypeError('fetch failed'), { code: 'ECONNREFUSED' });
    const failing = new SportsData({
      ...options,
      apiKey: keys.read,
      fetch: async () => {
        throw failure;
      },
    });
    const broken = await expectError(failing.teams.list(), APIConnectionError, 'a fetch that fails');
    check(
      broken.cause === failure,
      `the fetch failure is the cause, got ${broken.cause?.name}: ${broken.cause?.code}`,
    );
    return `${denied.code}, ${testKey.code}, ${missing.code}, ${broken.cause.code}`;
  });

  await step('query.createAndPoll', async () => {
    const run = await billed.query.createAndPoll(
      { prompt: 'Who leads basketball in points_per_game?', sport: 'basketball' },
      { pollIntervalMs: 20, timeoutMs: 30_000 },
    );
    check(run.status === 'completed', `completed, got ${run.status}`);
    return run.status;
  });

  for (const format of ['jsonl', 'csv']) {
    await step(`exports.createAndPoll + download (${format})`, async () => {
      const job = await billed.exports.createAndPoll(
        { resource: 'teams', format, filters: { sport: 'basketball' } },
        { pollIntervalMs: 20, timeoutMs: 30_000 },
      );
      check(job.status === 'succeeded', `succeeded, got ${job.status}`);
      let rows = 0;
      for await (const row of await billed.exports.download(job, { resource: 'teams', format })) {
        check(/^team_/.test(row.id), `a team row, got ${JSON.stringify(row).slice(0, 80)}`);
        rows += 1;
      }
      check(rows > 0 && rows === job.row_count, `${rows} of ${job.row_count} rows`);
      return `${rows} rows`;
    });
  }

  await step('webhooks.sign + unwrap', async () => {
    const secret = `whsec_${btoa('a-webhook-secret-of-32-bytes-xx')}`;
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'alert.matched',
      created_at: new Date().toISOString(),
      data: {},
    });
    const headers = await reader.webhooks.sign({ body, secret });
    const event = await reader.webhooks.unwrap(body, headers, secret);
    check(event.id === 'evt_1' && event.type === 'alert.matched', 'the event');
    const forged = await expectError(
      reader.webhooks.unwrap(`${body} `, headers, secret),
      WebhookVerificationError,
      'a changed body',
    );
    check(forged.reason === 'no_matching_signature', `no_matching_signature, got ${forged.reason}`);
    return `${event.type}, forged: ${forged.reason}`;
  });

  return { steps };
}
