/**
 * End to end, a server's hostile text cannot stretch a call past its bounds: a message whose
 * redaction under 0.3.0 took seconds (80 KB of `a.a.a…` then a URL; quadratic in the old URL pattern)
 * ends a call within its `timeout`, and a failed job carrying it ends `createAndPoll` within its
 * `timeoutMs`. The bounds are generous: the fixed SDK takes milliseconds, 0.3.0 took 6 s and more.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BadRequestError, JobFailedError, SportsData } from '../../src/index.js';
import { type HostileServer, KEY, startHostileServer } from './support.js';

const MESSAGE = `${'a.'.repeat(40 * 1024)} http://x`;

let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const client = (url: string) => new SportsData({ apiKey: KEY, baseURL: url, logLevel: 'off', maxRetries: 0 });

async function timed(call: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const start = performance.now();
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - start };
}

describe('hostile text from the server, end to end', () => {
  it('a 400 whose message is 80 KB of a.a.a… then a URL is thrown within the call timeout', async () => {
    server = await startHostileServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', code: 'invalid_parameter', message: MESSAGE },
        }),
      );
    });
    const timeout = 3_000;
    const { error, ms } = await timed(
      new SportsData({ apiKey: KEY, baseURL: server.url, logLevel: 'off', timeout }).players.get('plr_1'),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    // Cut before it is cleaned: the message's first 4,096 characters, marked as cut.
    expect((error as Error).message).toBe(`${MESSAGE.slice(0, 4_096)}…`);
    expect(ms).toBeLessThan(timeout);
  });

  it('a failed job whose message is 80 KB of a.a.a… then a URL ends createAndPoll within timeoutMs', async () => {
    const run = { run_id: 'qr_1', prompt: 'who leads?' };
    server = await startHostileServer((req, res) => {
      res.writeHead(req.method === 'POST' ? 202 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          req.method === 'POST'
            ? { ...run, status: 'queued' }
            : { ...run, status: 'failed', error: { code: 'internal_error', message: MESSAGE } },
        ),
      );
    });
    const timeoutMs = 3_000;
    const { error, ms } = await timed(
      client(server.url).query.createAndPoll({ prompt: 'who leads?' }, { timeoutMs, pollIntervalMs: 100 }),
    );
    expect(error).toBeInstanceOf(JobFailedError);
    expect((error as JobFailedError).job.error?.message).toHaveLength(MESSAGE.length);
    expect(server.seen.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(ms).toBeLessThan(timeoutMs);
  });
});
