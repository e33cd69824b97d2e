/**
 * The rules of the headers a caller gives (client `defaultHeaders`, per-call `headers`): lower-case
 * names, so `authorization` and `Authorization` are one header, and names and values checked once,
 * when they enter the SDK, never on each request. The call machine applies them (engine.ts).
 */
import { InvalidArgumentError } from '../core/errors.js';
import { received } from './received.js';

const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Tab and visible characters only: a CR or LF would let a value start a header of its own. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Headers that frame the message on the wire. `fetch` sets them itself from the body; one given by
 * hand contradicts the body (a `content-length` the body does not have, an `expect` no server
 * answers) and hangs or breaks the call, so they are refused before anything is sent.
 */
const FRAMING_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Names lower-cased; `null` (from `null` or undefined) means: remove this header. */
export type HeaderChanges = Readonly<Record<string, string | null>>;

/** Checks caller-given headers (`source` names the option in errors); nothing can be sent before this. */
export function checkHeaders(
  extra: Record<string, string | null | undefined> | undefined,
  source: string,
): HeaderChanges {
  if (extra === undefined) return {};
  if (extra === null || typeof extra !== 'object') {
    throw new InvalidArgumentError(
      'invalid_argument',
      `${source} must be an object of header names to values.`,
      source,
    );
  }
  const out: Record<string, string | null> = {};
  for (const name in extra) {
    const value = extra[name];
    if (!HEADER_NAME.test(name)) {
      throw new InvalidArgumentError(
        'invalid_argument',
        `${source}: ${received(name)} is not a header name.`,
        source,
      );
    }
    if (value !== null && value !== undefined && (typeof value !== 'string' || !HEADER_VALUE.test(value))) {
      throw new InvalidArgumentError(
        'invalid_argument',
        `${source}: the value of ${name} must be a string without line breaks or control characters.`,
        source,
      );
    }
    const lower = name.toLowerCase();
    if (FRAMING_HEADERS.has(lower)) {
      throw new InvalidArgumentError(
        'invalid_argument',
        `${source}: ${lower} frames the request; fetch sets it.`,
        source,
      );
    }
    // The key is the SDK's to send (`apiKey`, only to the base URL's origin): a header that
    // replaced it would send a key the caller thought unused, and a correct apiKey would get 401.
    if (lower === 'authorization' && typeof value === 'string') {
      throw new InvalidArgumentError(
        'invalid_argument',
        `${source}: Authorization is set by the SDK from apiKey (as "Bearer <key>"); pass the key as apiKey, ` +
          'or set Authorization to null to send none.',
        source,
      );
    }
    out[lower] = value ?? null;
  }
  return out;
}
