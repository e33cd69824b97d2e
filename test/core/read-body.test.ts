/**
 * How an answer's body is read (`internal/read-body.ts`): once the bytes a plain (not content-encoded)
 * answer announced have all come, the call goes on without waiting for the stream's end; an encoded
 * answer's announced length is the encoded one, so it is read to its end.
 */
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SportsData } from '../../src/index.js';
import { listenOnLoopback } from '../support/loopback.js';

const team = { id: 'team_1', name: 'The Owls' };
const bytes = new TextEncoder().encode(JSON.stringify(team));

/** A fetch whose answer streams `chunks` and then, unless `close`, never ends. */
function streaming(headers: Record<string, string>, chunks: Uint8Array[], close: boolean) {
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          if (close) controller.close();
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json', ...headers } },
    );
}

const client = (fetch: () => Promise<Response>) =>
  new SportsData({ apiKey: 'svc_test_x', baseURL: 'http://127.0.0.1:9', fetch, maxRetries: 0 });

describe('reading an answer', () => {
  it('stops once the announced length has come, in one chunk or several', async () => {
    const whole = streaming({ 'content-length': String(bytes.length) }, [bytes], false);
    await expect(client(whole).teams.get('team_1')).resolves.toEqual(team);
    const parts = [bytes.subarray(0, 3), bytes.subarray(3, 10), bytes.subarray(10)];
    const split = streaming({ 'content-length': String(bytes.length) }, parts, false);
    await expect(client(split).teams.get('team_1')).resolves.toEqual(team);
  });

  it('reads an encoded answer to its end, whatever length it announced', async () => {
    // fetch hands out decoded bytes; Content-Length counted the encoded ones.
    const parts = [bytes.subarray(0, 5), bytes.subarray(5)];
    const encoded = streaming({ 'content-length': '5', 'content-encoding': 'gzip' }, parts, true);
    await expect(client(encoded).teams.get('team_1')).resolves.toEqual(team);
  });

  it('reads an answer without a length to its end', async () => {
    const parts = [bytes.subarray(0, 5), bytes.subarray(5)];
    await expect(client(streaming({}, parts, true)).teams.get('team_1')).resolves.toEqual(team);
  });
});

describe('an answer fetch cannot decode', () => {
  // Node 18's fetch reads `deflate` as zlib-wrapped only, so a raw (single-layer) deflate body fails
  // to decode there as these bytes fail everywhere: a zlib header, then no deflate data.
  const undecodable = Buffer.concat([Buffer.from([0x78, 0x9c]), Buffer.alloc(4096, 0xff)]);

  it.each([200, 503])(
    'answered %s: a typed invalid_response, sent once (the same bytes would come again)',
    async (status) => {
      let requests = 0;
      const server = await listenOnLoopback(
        createServer((_req, res) => {
          requests++;
          res.writeHead(status, { 'content-type': 'application/json', 'content-encoding': 'deflate' });
          res.end(undecodable);
        }),
      );
      try {
        const client = new SportsData({ apiKey: 'svc_test_x', baseURL: server.url, logLevel: 'off' });
        const error = await client.teams.get('team_1').then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toMatchObject({ name: 'APIError', type: 'invalid_response', status });
        expect((error as Error).message).toMatch(/could not be decoded \(Content-Encoding deflate/);
        expect(requests).toBe(1);
      } finally {
        await server.close();
      }
    },
  );
});
