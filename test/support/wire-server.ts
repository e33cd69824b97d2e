/**
 * A real loopback `node:http` server for faults msw cannot make: a body that stops halfway,
 * headers that never come, a socket reset mid-answer. It counts requests and sockets, so a test
 * can assert what crossed the wire and that every socket it opened was closed again.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback.js';

export interface WireRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
  /** Whether the socket that carried this request has closed. */
  socketClosed(): boolean;
}

/** Answers request number `n` (0-based). It may leave `res` unfinished to stall the client. */
export type WireHandler = (req: WireRequest, res: ServerResponse, n: number) => void;

export interface WireServer {
  /** `http://127.0.0.1:<port>`: pass as `baseURL`. */
  readonly url: string;
  /** Every request received, in order, its body read. */
  readonly requests: WireRequest[];
  /** Replaces the handler for the requests that follow. */
  handle(handler: WireHandler): void;
  /**
   * Resolves once every socket that carried a request is closed; rejects after `withinMs`. (Only
   * those: undici may open a spare idle connection after an abort, which carries nothing.)
   */
  requestSocketsClosed(withinMs?: number): Promise<void>;
  /** Forgets the requests seen so far. */
  reset(): void;
  close(): Promise<void>;
}

export async function startWireServer(handler: WireHandler = (_req, res) => res.end()): Promise<WireServer> {
  let current = handler;
  const requests: WireRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    const socket = req.socket;
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: WireRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        socketClosed: () => !loopback.sockets.has(socket),
      };
      requests.push(seen);
      current(seen, res, requests.length - 1);
    });
  });
  const loopback = await listenOnLoopback(server);

  return {
    url: loopback.url,
    requests,
    handle(next) {
      current = next;
    },
    async requestSocketsClosed(withinMs = 2_000) {
      const until = performance.now() + withinMs;
      for (;;) {
        const open = requests.filter((request) => !request.socketClosed()).length;
        if (open === 0) return;
        if (performance.now() > until)
          throw new Error(`${open} request socket(s) still open after ${withinMs} ms`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    reset() {
      requests.length = 0;
    },
    close: loopback.close,
  };
}

/** Writes the status line, JSON headers and the first half of `body`, then stops (never ends). */
export function stallHalfway(res: ServerResponse, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.write(text.slice(0, Math.floor(text.length / 2)));
}

/** Answers JSON with `status` and optional extra headers, closing the connection after it. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close', ...headers });
  res.end(text);
}
