import { ApiError } from './errors.js';

/** Far above any valid API body (the longest field is 2,000 characters), far below what hurts. */
export const MAX_REQUEST_BODY = 1 << 20;

/** What a body over the cap reads as: the caller answers 413 rather than buffering it. */
export const TOO_LARGE = Symbol('too large');

/**
 * A request body as text, or TOO_LARGE once it passes `maxBytes`, holding at most the cap in
 * memory. A node:http body is then drained unread, as ending it early would close the socket the
 * 413 goes out on; a web stream (the in-process `fetch` and msw) is cancelled.
 */
export async function readCapped(
  body: AsyncIterable<Uint8Array> | null,
  maxBytes: number,
  drain: boolean,
): Promise<string | typeof TOO_LARGE> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body ?? []) {
    size += chunk.byteLength;
    if (size <= maxBytes) chunks.push(chunk);
    else if (!drain) break;
    else chunks.length = 0;
  }
  return size > maxBytes ? TOO_LARGE : Buffer.concat(chunks).toString('utf8');
}

/** An API request's body text, or the service's 413 when it passes MAX_REQUEST_BODY. */
export async function apiBodyText(read: Promise<string | typeof TOO_LARGE>): Promise<string> {
  const text = await read;
  if (text === TOO_LARGE)
    throw new ApiError('request_too_large', `Request bodies are at most ${MAX_REQUEST_BODY} bytes.`);
  return text;
}
