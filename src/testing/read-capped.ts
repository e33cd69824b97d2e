import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors.js';

/** Far above any valid API body (the longest field is 2,000 characters), far below what hurts. */
export const MAX_REQUEST_BODY = 1 << 20;

/** What a body over the cap reads as: the caller answers 413 rather than buffering it. */
export const TOO_LARGE = Symbol('too large');

/**
 * The request body as text, or TOO_LARGE as soon as it passes `maxBytes`; the rest is then
 * drained unread so memory stays at the cap whatever the client sends.
 */
export function readCapped(req: IncomingMessage, maxBytes: number): Promise<string | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.byteLength;
      if (size > maxBytes) {
        over = true;
        chunks.length = 0;
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** The same cap over a web stream (the in-process `fetch` and msw). */
export async function readStreamCapped(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string | typeof TOO_LARGE> {
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An API request's body text, or the service's 413 when it passes MAX_REQUEST_BODY. */
export async function apiBodyText(read: Promise<string | typeof TOO_LARGE>): Promise<string> {
  const text = await read;
  if (text === TOO_LARGE)
    throw new ApiError('request_too_large', `Request bodies are at most ${MAX_REQUEST_BODY} bytes.`);
  return text;
}
