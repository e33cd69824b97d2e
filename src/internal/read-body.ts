/**
 * Reads an API answer's body as text, never more than `maxBytes` of it: bytes are counted as they
 * come out of `fetch`, after any `Content-Encoding` is decoded, so neither an endless body nor a
 * gzip bomb can grow memory past the cap. Past it, the body is cancelled and the connection closed.
 * Its JSON values are counted too, once it is larger than the value budget (below that it cannot
 * hold more values than bytes): a body that would parse into far more than its size stops there.
 */
import type { AttemptSignal } from './abort.js';
import { ValueCounter, valueBudget } from './json-budget.js';

/** The body passed `maxBytes`; `received` bytes were read before stopping. */
export class BodyTooLarge {
  constructor(
    readonly maxBytes: number,
    readonly received: number,
  ) {}
}

/** The body holds more JSON values than `budget` (see `json-budget.ts`); reading stopped there. */
export class TooManyValues {
  constructor(readonly budget: number) {}
}

/**
 * `fetch` could not decode the body's `Content-Encoding`: the answer came, and the same bytes would
 * come again, so it is no lost connection to retry. `code` is the decoder's (`Z_DATA_ERROR`, …).
 */
export class Undecodable {
  constructor(readonly code: string) {}
}

/**
 * The decoder's code when `error` is `fetch` failing to decode a body's Content-Encoding (zlib,
 * brotli): the bytes are damaged (or the encoding a lie, gzip bytes declared `br`; or raw deflate,
 * which Node 18's fetch reads as zlib-wrapped only), not cut. Node names brotli's decoder errors
 * `ERR__ERROR_FORMAT_…` (from `BROTLI_DECODER_ERROR_FORMAT_…`), zlib's `Z_DATA_ERROR` and the like.
 */
export function decodingErrorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(?:Z_|ERR_BROTLI|ERR_ZLIB|ERR__ERROR_)/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// One decoder for every body: `decode` without `stream` keeps no state between calls. Like
// `response.text()`, it drops a UTF-8 byte order mark and replaces invalid bytes.
const decoder = new TextDecoder();

export async function readCappedText(
  response: Response,
  maxBytes: number,
  clock: AttemptSignal,
): Promise<string | BodyTooLarge | TooManyValues | Undecodable> {
  const body = response.body;
  if (body === null) return '';
  // Without a Content-Encoding the announced length is what `fetch` will hand out: refuse it unread
  // when over the cap, and stop reading once it has come (HTTP framing ends the body there; the
  // read that would only say `done` measured 3-5% of a small loopback call).
  const announced = response.headers.get('content-length');
  const expected =
    announced === null || response.headers.has('content-encoding') ? Number.NaN : Number(announced);
  if (expected > maxBytes) return stop(body, clock, new BodyTooLarge(maxBytes, 0));
  const reader = body.getReader();
  const budget = valueBudget(maxBytes);
  let counter: ValueCounter | undefined;
  let first: Uint8Array | undefined;
  let more: Uint8Array[] | undefined;
  let total = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch (error) {
      const code = clock.cause() === undefined ? decodingErrorCode(error) : undefined;
      if (code === undefined) throw error;
      return stop(reader, clock, new Undecodable(code));
    }
    const { done, value } = read;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) return stop(reader, clock, new BodyTooLarge(maxBytes, total));
    if (first === undefined) first = value;
    else if (more === undefined) more = [value];
    else more.push(value);
    if (total > budget) {
      // The first time past the budget, the chunks read so far are counted too.
      if (counter === undefined) {
        counter = new ValueCounter(budget);
        const before = more === undefined ? [] : [first, ...more.slice(0, -1)];
        for (const chunk of before) counter.overBudget(chunk);
      }
      if (counter.overBudget(value)) return stop(reader, clock, new TooManyValues(budget));
    }
    if (total === expected) break;
  }
  if (first === undefined) return '';
  if (more === undefined) return decoder.decode(first);
  const all = new Uint8Array(total);
  all.set(first, 0);
  let offset = first.byteLength;
  for (const chunk of more) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decoder.decode(all);
}

async function stop(
  source: { cancel(reason?: unknown): Promise<void> },
  clock: AttemptSignal,
  result: BodyTooLarge | TooManyValues | Undecodable,
): Promise<BodyTooLarge | TooManyValues | Undecodable> {
  // Closing the connection, not draining it: the rest may never end.
  clock.fire('cancel');
  await source.cancel().catch(() => {});
  return result;
}
