/**
 * Memory is bounded by what an answer parses into, not only by its bytes: 32 MiB of `[{},{},…]`
 * parsed into 988 MB under 0.3.0 (`[[],…]` 713 MB, `[{"a":0.5},…]` 364 MB). With default options an
 * answer holding more JSON values than the parse budget is refused before `JSON.parse`, so each
 * case (and 8 at once) stays under 300 MB in a child process of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { forms, type HostileServer, KEY, MB, runInChild, startHostileServer } from './support.js';

const PEAK = 300 * MB;
/** Just under the default `maxResponseBytes`, so that only the parse budget can stop it. */
const SIZE = 32 * MB - 1024;

let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** `[unit,unit,…,last]`, SIZE bytes or just under. */
function arrayOf(unit: string, last: string): Buffer {
  const count = Math.floor((SIZE - 2 - last.length) / (unit.length + 1));
  return Buffer.from(`[${`${unit},`.repeat(count)}${last}]`);
}

const SHAPES: readonly [string, Buffer][] = [
  ['[{},{},…]', arrayOf('{}', '{}')],
  ['[[],[],…]', arrayOf('[]', '[]')],
  ['[{"a":0.5},…]', arrayOf('{"a":0.5}', '{"a":0.5}')],
  ['[0.5,0.5,…]', arrayOf('0.5', '0.5')],
  ['[1,1,…]', arrayOf('1', '1')],
  [
    '{"data":[{"a":"b"},…]}',
    Buffer.from(`{"data":${arrayOf('{"a":"b"}', '{"a":"b"}').toString().slice(0, -20)}]}`),
  ],
];

function serve(body: Buffer) {
  return startHostileServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
}

const GET = (n: number) => `
  const client = new sdk.SportsData({ apiKey: KEY, baseURL: BASE, maxRetries: 0 });
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: ${n} }, () => client.players.get('plr_1')));
  globalThis.ms = performance.now() - started;
  if (results.some((r) => r.status === 'fulfilled')) throw new Error('an answer over the budget was parsed');
  throw results[0].reason;`;

describe('answers that parse into far more than their bytes', { timeout: 120_000 }, () => {
  for (const [name, body] of SHAPES) {
    it(`${name} (32 MiB): response_too_large before parsing, under 300 MB, one request`, async () => {
      server = await serve(body);
      const report = await runInChild(GET(1), server.url);
      expect(report.result).toBe('rejected');
      expect(report.error).toMatchObject({ name: 'APIError', type: 'response_too_large', status: 200 });
      expect(report.error?.message).toMatch(/JSON values/);
      expect(forms(report)).not.toContain(KEY);
      expect(server.seen).toHaveLength(1);
      expect(report.maxRSS).toBeLessThan(PEAK);
    });
  }

  it('8 at once ([{},{},…], 32 MiB each): all refused, under 300 MB', async () => {
    server = await serve(SHAPES[0]?.[1] as Buffer);
    const report = await runInChild(GET(8), server.url);
    expect(report.error).toMatchObject({ type: 'response_too_large' });
    expect(server.seen).toHaveLength(8);
    expect(report.maxRSS).toBeLessThan(PEAK);
  });

  it('an answer within the budget is parsed: 8 MiB of 100-byte items', async () => {
    const item = JSON.stringify({ id: 'plr_1', name: 'x'.repeat(70) });
    server = await serve(Buffer.from(`[${`${item},`.repeat((8 * MB) / (item.length + 1))}${item}]`));
    const report = await runInChild(
      `const p = await new sdk.SportsData({ apiKey: KEY, baseURL: BASE }).players.get('plr_1');
       if (!Array.isArray(p) || p.length < 80000) throw new Error('not parsed');`,
      server.url,
    );
    expect(report.result).toBe('resolved');
  });
});
