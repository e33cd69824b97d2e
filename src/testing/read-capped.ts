import type { IncomingMessage } from 'node:http';

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
