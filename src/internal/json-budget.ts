import * as requestPolicy from '../generated/policy/request.js';

/**
 * The parse budget: how many JSON values an answer may hold. Memory follows values, not bytes:
 * 32 MiB of `[{},{},…]` parses into about 1 GB of objects, 30 times its size. One value per
 * {@link BYTES_PER_VALUE} bytes of `maxResponseBytes` keeps a parsed answer within a few times the
 * byte cap (524,288 values by default, some 50 MB at the worst shape), far above any answer of the
 * service (a page of 100 players holds a few thousand).
 */
export const BYTES_PER_VALUE = requestPolicy.JSON_BYTES_PER_VALUE;

export function valueBudget(maxResponseBytes: number): number {
  return Math.floor(maxResponseBytes / BYTES_PER_VALUE);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;

/**
 * Counts the values of a JSON body as its bytes arrive, in one linear pass: separators and
 * containers outside strings (an upper bound on the values, and close to it). UTF-8 never puts
 * these ASCII bytes inside a multi-byte character, so bytes can be scanned as they come, and a
 * body over the budget is stopped there, before it is all read, decoded or parsed.
 */
export class ValueCounter {
  #values = 1;
  #inString = false;
  #escaped = false;

  constructor(readonly budget: number) {}

  /** Counts `bytes`; true once the body holds more values than the budget. */
  overBudget(bytes: Uint8Array): boolean {
    let values = this.#values;
    let inString = this.#inString;
    let escaped = this.#escaped;
    for (let at = 0; at < bytes.length; at++) {
      const byte = bytes[at] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (byte === COMMA || byte === OPEN_ARRAY || byte === OPEN_OBJECT) values++;
    }
    this.#values = values;
    this.#inString = inString;
    this.#escaped = escaped;
    return values > this.budget;
  }
}
