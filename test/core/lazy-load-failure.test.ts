/**
 * A part of the SDK that loads on first use (the call machine, the argument checks, the error reader) can fail to
 * load: a browser loses the chunk's request. The call that meets it gets a typed
 * `APIConnectionError` with the loader's error as its cause, nothing is sent, and the next call
 * loads it again and goes through. Requests counted on a loopback wire.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_KEY } from '../support/msw.js';
import { sendJson, startWireServer, type WireServer } from '../support/wire-server.js';

let wire: WireServer;
beforeAll(async () => {
  wire = await startWireServer();
});
afterAll(() => wire.close());
beforeEach(() => {
  wire.reset();
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('../../src/internal/driver.js');
  vi.doUnmock('../../src/internal/arguments.js');
  vi.doUnmock('../../src/internal/error-from-response.js');
});

const lostChunk = () => {
  throw new TypeError('Failed to fetch dynamically imported module: https://app.example/assets/chunk-1.js');
};

async function freshClient() {
  const sdk = await import('../../src/index.js');
  return { sdk, client: new sdk.SportsData({ apiKey: LIVE_KEY, baseURL: wire.url, logLevel: 'off' }) };
}

const PLAYER_ID = 'plr_9kc0DAhbjsglKL';
const servePlayer = () =>
  wire.handle((_req, res) => sendJson(res, 200, { id: PLAYER_ID, name: 'A. Player' }));

/** A fresh client whose `part` (a module it loads on first use) fails to load, and what its first `players.get` threw. */
async function firstGetWithout(part: string) {
  vi.doMock(part, lostChunk);
  const { sdk, client } = await freshClient();
  const error = (await client.players.get(PLAYER_ID).then(
    () => undefined,
    (e: unknown) => e,
  )) as Error;
  return { sdk, client, error };
}

describe('a part loaded on first use that fails to load', () => {
  // First in the file: after the argument checks' test, whose mock the head start of call-machine.ts
  // also meets, vitest's registry hands a later test's driver an arguments module without exports.
  it('the call machine: typed APIConnectionError, nothing sent, and the next call loads it', async () => {
    servePlayer();
    const { sdk, client, error } = await firstGetWithout('../../src/internal/driver.js');
    expect(error).toBeInstanceOf(sdk.APIConnectionError);
    expect(error.message).toMatch(/call machine.*next call tries again/);
    expect(error.cause).toBeInstanceOf(Error);
    expect(wire.requests).toHaveLength(0);
    // A list and clearCache() of a caching client meet the same typed error, and send nothing either.
    await expect(client.players.search({ sport: 'basketball' })).rejects.toBeInstanceOf(
      sdk.APIConnectionError,
    );
    const caching = new sdk.SportsData({ apiKey: LIVE_KEY, baseURL: wire.url, logLevel: 'off', cache: true });
    await expect(caching.clearCache()).rejects.toBeInstanceOf(sdk.APIConnectionError);
    expect(wire.requests).toHaveLength(0);

    vi.doUnmock('../../src/internal/driver.js');
    await expect(client.players.get(PLAYER_ID)).resolves.toMatchObject({ name: 'A. Player' });
    expect(wire.requests).toHaveLength(1);
  });

  it('the argument checks: typed APIConnectionError, nothing sent, and the next call loads them', async () => {
    servePlayer();
    const { sdk, client, error } = await firstGetWithout('../../src/internal/arguments.js');
    expect(error).toBeInstanceOf(sdk.APIConnectionError);
    expect(error).toBeInstanceOf(sdk.SportsDataError);
    expect(error.message).toMatch(/argument checks.*next call tries again/);
    // The import's own rejection (here vitest's wrapping of the failed module) is kept as the cause.
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.cause).not.toBeInstanceOf(sdk.SportsDataError);
    expect(wire.requests).toHaveLength(0);

    vi.doUnmock('../../src/internal/arguments.js');
    await expect(client.players.get(PLAYER_ID)).resolves.toMatchObject({ name: 'A. Player' });
    expect(wire.requests).toHaveLength(1);
  });

  it('the error reader: a 404 answer ends as a typed APIConnectionError, sent once, then reads as NotFoundError', async () => {
    wire.handle((_req, res) =>
      sendJson(res, 404, {
        error: { type: 'not_found_error', code: 'not_found', message: 'No such player.' },
      }),
    );
    const { sdk, client, error } = await firstGetWithout('../../src/internal/error-from-response.js');
    expect(error).toBeInstanceOf(sdk.APIConnectionError);
    expect(error.message).toMatch(/error reader/);
    expect(wire.requests).toHaveLength(1);

    vi.doUnmock('../../src/internal/error-from-response.js');
    await expect(client.players.get(PLAYER_ID)).rejects.toBeInstanceOf(sdk.NotFoundError);
    expect(wire.requests).toHaveLength(2);
  });
});
