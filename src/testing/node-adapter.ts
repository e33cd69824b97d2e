import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPreflight, preflightHeaders, withCors } from './cors.js';
import type { Handler } from './handler.js';
import type { Call, Outcome } from './http-types.js';
import { mergeHeaders } from './merge-headers.js';
import { MAX_REQUEST_BODY, apiBodyText, readCapped } from './read-capped.js';

function callFromNode(req: IncomingMessage, origin: string): Call {
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    url: new URL(req.url ?? '/', origin),
    header: (name) => {
      const value = req.headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    headerEntries: function* () {
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) yield [name, Array.isArray(value) ? value.join(', ') : value];
      }
    },
    text: () => apiBodyText(readCapped(req, MAX_REQUEST_BODY, true)),
    client: req.socket.remoteAddress ?? 'unknown',
  };
}

function toBuffer(body: string | Uint8Array): Buffer {
  return typeof body === 'string'
    ? Buffer.from(body)
    : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/** Writes an outcome the way a real server (or a broken network) would. */
function write(outcome: Outcome, req: IncomingMessage, res: ServerResponse): void {
  if (outcome.kind === 'hang') return; // The socket stays open until the client or close() ends it.
  if (outcome.kind === 'reset' && outcome.when === 'before-headers') {
    req.socket.destroy();
    return;
  }
  const body = toBuffer(outcome.reply.body);
  const headers = withCors(outcome.reply.headers);
  mergeHeaders(headers, { 'Content-Length': String(body.byteLength) });
  res.writeHead(outcome.reply.status, headers);
  if (outcome.kind === 'reply') {
    res.end(body);
    return;
  }
  // After the headers: send half the promised body, then drop the connection.
  res.flushHeaders();
  res.write(body.subarray(0, Math.floor(body.byteLength / 2)), () => req.socket.destroy());
}

/** A node:http request listener that hands every request to the fake's handler. */
export function nodeListener(
  handler: Handler,
  origin: string,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const call = callFromNode(req, origin);
    if (isPreflight(call.method, call.header)) {
      res.writeHead(204, preflightHeaders(call.header));
      res.end();
      return;
    }
    // No AbortSignal here: a hanging answer simply never writes, and the socket's end is the client's abort.
    handler.dispatch(call).then(
      (outcome) => write(outcome, req, res),
      (error: unknown) => {
        if (!res.headersSent) res.writeHead(500, withCors({ 'Content-Type': 'text/plain' }));
        res.end(`fake service error: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };
}
