import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ControlAnswer, createControl, refusal } from './control.js';
import type { OffsetClock } from './offset-clock.js';
import { TOO_LARGE, readCapped } from './read-capped.js';
import type { FakeService } from './types.js';

/** Control bodies are small JSON objects; anything bigger is a mistake, answered 413. */
const MAX_CONTROL_BODY = 1 << 20;

export interface ControlServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the control API (see control.ts) on its own port of 127.0.0.1. */
export async function startControlServer(
  service: FakeService,
  clock: OffsetClock,
  port = 0,
): Promise<ControlServer> {
  const control = createControl(service, clock);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    let answer: ControlAnswer;
    try {
      const text = await readCapped(req, MAX_CONTROL_BODY);
      answer =
        text === TOO_LARGE
          ? refusal(413, 'request_too_large', `Control bodies are at most ${MAX_CONTROL_BODY} bytes.`)
          : await control({ method, url, text });
    } catch (error) {
      answer = refusal(400, 'invalid_parameter', error instanceof Error ? error.message : String(error));
    }
    const body = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
    });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
