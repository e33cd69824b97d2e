/**
 * Checking an incoming webhook (contract section 9, the Standard Webhooks scheme): the secret, the
 * three `webhook-*` headers, the HMAC over `id.timestamp.body`, the timestamp window, and, for
 * {@link unwrapWebhook}, the event's JSON shape. Every check that fails throws a
 * {@link WebhookVerificationError} whose `reason` names it.
 */
import { InvalidArgumentError, WebhookVerificationError } from '../../core/errors.js';
import type { AlertMatchedEvent } from '../../generated/aliases.js';
import { readEnv } from '../../internal/env.js';
import { computeSignatureBytes, decodeBase64, encodeBase64, secretBytes } from './signature.js';

/** The environment variable read when no secret is passed. */
export const WEBHOOK_SECRET_ENV = 'SERVICE_WEBHOOK_SECRET';

/** How far (seconds) `webhook-timestamp` may be from now, either way, unless told otherwise. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The exact bytes of the request body as received. A `Buffer` is a `Uint8Array`; an `ArrayBuffer`
 * is what `await request.arrayBuffer()` gives in fetch-style runtimes.
 *
 * Pass the body before any JSON middleware touches it: `JSON.stringify(JSON.parse(body))` changes
 * whitespace, key order or escapes, and the signature, which covers the bytes, then fails.
 */
export type WebhookRawBody = string | Uint8Array | ArrayBuffer;

/**
 * The request headers: a fetch `Headers`, or a plain record such as Node's `IncomingHttpHeaders`
 * (keys in any case; a value may be a string, an array of strings, or undefined).
 */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface WebhookVerifyOptions {
  /**
   * Seconds `webhook-timestamp` may lie before or after now. Defaults to 300 (5 minutes, the
   * contract's window). `Infinity` turns the check off, which only offline replays should do.
   */
  toleranceSeconds?: number | undefined;
  /** The clock, in milliseconds since the epoch; defaults to `Date.now`. For tests. */
  now?: (() => number) | undefined;
}

/**
 * Every event type this version of the SDK knows (today only `alert.matched`).
 *
 * The service may add event types later. {@link unwrapWebhook} does not reject a type it does not
 * know: the event is returned unchanged, so an older SDK keeps acknowledging newer deliveries
 * instead of failing them into the retry queue. This type stays the union of *known* events so
 * that `switch (event.type)` narrows `data` precisely; give that switch a `default` branch that
 * acknowledges (2xx) and ignores what it does not handle.
 */
export type WebhookEvent = AlertMatchedEvent;

const HEADER_ID = 'webhook-id';
const HEADER_TIMESTAMP = 'webhook-timestamp';
const HEADER_SIGNATURE = 'webhook-signature';

/**
 * Checks that a webhook request was signed by the service with `secret` within the tolerance
 * window. Resolves when it was; rejects with a {@link WebhookVerificationError} when it was not.
 *
 * @param rawBody the exact body received (see {@link WebhookRawBody}: never a re-serialised object)
 * @param headers the request headers
 * @param secret the endpoint's `whsec_…` secret; defaults to `process.env.SERVICE_WEBHOOK_SECRET`
 * @param options tolerance and clock
 */
export async function verifyWebhook(
  rawBody: WebhookRawBody,
  headers: WebhookHeaders,
  secret?: string,
  options?: WebhookVerifyOptions,
): Promise<void> {
  const body = bodyBytes(rawBody);
  const { toleranceSeconds, now } = readOptions(options);
  const key = resolveSecret(secret);

  const id = requireHeader(headers, HEADER_ID);
  const timestampText = requireHeader(headers, HEADER_TIMESTAMP);
  const signatureList = requireHeader(headers, HEADER_SIGNATURE);

  // Digits only: no sign, no exponent, no fraction, no whitespace. The text is what was signed.
  if (!/^\d{1,15}$/.test(timestampText)) {
    throw new WebhookVerificationError(
      'invalid_timestamp',
      `The ${HEADER_TIMESTAMP} header is not a whole number of unix seconds.`,
    );
  }
  const timestamp = Number(timestampText);

  // Signature first: a timestamp reason below then means a genuine but late (or early) delivery,
  // which points at clock skew or a replay rather than at a wrong secret.
  const expected = await computeSignatureBytes(key, id, timestampText, body);
  if (!anySignatureMatches(signatureList, expected)) {
    throw new WebhookVerificationError(
      'no_matching_signature',
      `No v1 signature in the ${HEADER_SIGNATURE} header matches the body. Check that the secret is ` +
        "this endpoint's and that the body is the raw bytes received, not JSON parsed and re-serialised.",
    );
  }

  const nowSeconds = Math.floor(now() / 1000);
  const age = nowSeconds - timestamp;
  if (age > toleranceSeconds) {
    throw new WebhookVerificationError(
      'timestamp_too_old',
      `The ${HEADER_TIMESTAMP} is ${age} s in the past; at most ${toleranceSeconds} s is accepted.`,
    );
  }
  if (-age > toleranceSeconds) {
    throw new WebhookVerificationError(
      'timestamp_too_new',
      `The ${HEADER_TIMESTAMP} is ${-age} s in the future; at most ${toleranceSeconds} s is accepted.`,
    );
  }
}

/**
 * {@link verifyWebhook}, then parses the body as an event. Rejects with reason `invalid_payload`
 * when the verified body is not JSON, or not an object with a string `id` starting `evt_`, a
 * string `type` and an object `data`.
 *
 * An event whose `type` this SDK does not know is returned as it came, not rejected (see
 * {@link WebhookEvent}): check `event.type` before reading `data`.
 *
 * A retried delivery carries the same `event.id`; verification does not remember ids, so a handler
 * that must act once should deduplicate on it.
 *
 * @example
 * ```ts
 * app.post('/webhooks', express.raw({ type: 'application/json' }), async (req, res) => {
 *   let event;
 *   try {
 *     event = await client.webhooks.unwrap(req.body, req.headers);
 *   } catch (err) {
 *     if (err instanceof WebhookVerificationError) return res.status(400).send(err.reason);
 *     throw err;
 *   }
 *   if (event.type === 'alert.matched') handleMatch(event.data);
 *   res.sendStatus(204);
 * });
 * ```
 */
export async function unwrapWebhook(
  rawBody: WebhookRawBody,
  headers: WebhookHeaders,
  secret?: string,
  options?: WebhookVerifyOptions,
): Promise<WebhookEvent> {
  await verifyWebhook(rawBody, headers, secret, options);
  return parseEvent(bodyBytes(rawBody));
}

/** The secret to use: the argument, else the environment; checked for shape, never echoed. */
export function resolveSecret(secret: string | undefined): string {
  const value = secret ?? readEnv(WEBHOOK_SECRET_ENV);
  if (value === undefined || value === '') {
    throw new WebhookVerificationError(
      'missing_secret',
      `No webhook secret: pass one, or set the ${WEBHOOK_SECRET_ENV} environment variable.`,
    );
  }
  if (typeof value !== 'string' || !value.startsWith('whsec_')) {
    throw new WebhookVerificationError('invalid_secret', 'The webhook secret does not start with "whsec_".');
  }
  try {
    secretBytes(value);
  } catch {
    const hint = /\s/.test(value) ? ' It contains whitespace: a stray newline from an env file?' : '';
    throw new WebhookVerificationError(
      'invalid_secret',
      `The webhook secret is not base64 after "whsec_".${hint}`,
    );
  }
  return value;
}

function readOptions(options: WebhookVerifyOptions | undefined): Required<WebhookVerifyOptions> {
  const toleranceSeconds = options?.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  if (typeof toleranceSeconds !== 'number' || Number.isNaN(toleranceSeconds) || toleranceSeconds < 0) {
    throw new InvalidArgumentError(
      'invalid_argument',
      'toleranceSeconds must be a number of seconds, 0 or more.',
      'toleranceSeconds',
    );
  }
  const now = options?.now ?? Date.now;
  if (typeof now !== 'function') {
    throw new InvalidArgumentError(
      'invalid_argument',
      'now must be a function returning milliseconds.',
      'now',
    );
  }
  return { toleranceSeconds, now };
}

function bodyBytes(rawBody: WebhookRawBody): string | Uint8Array {
  if (typeof rawBody === 'string' || rawBody instanceof Uint8Array) return rawBody;
  // Tag checks rather than instanceof alone, so bytes made in another realm (a worker, a vm
  // context, a test environment) are still recognised.
  if (ArrayBuffer.isView(rawBody) && Object.prototype.toString.call(rawBody) === '[object Uint8Array]') {
    return new Uint8Array(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  }
  if (Object.prototype.toString.call(rawBody) === '[object ArrayBuffer]') return new Uint8Array(rawBody);
  // Most often a body that JSON middleware already parsed: its bytes are gone, so no signature
  // can be checked. This is a bug in the caller's wiring, not a bad delivery.
  throw new InvalidArgumentError(
    'invalid_argument',
    'rawBody must be the raw request body (a string, Buffer/Uint8Array or ArrayBuffer), not a parsed ' +
      'object: re-serialised JSON does not match the signed bytes.',
    'rawBody',
  );
}

/** One header's value, or `undefined`; arrays (Node, repeated header lines) joined by a space. */
function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  if (headers === null || typeof headers !== 'object') {
    throw new InvalidArgumentError(
      'invalid_argument',
      'headers must be a Headers object or a record of header names to values.',
      'headers',
    );
  }
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  let found: string | undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    found = found === undefined ? text : `${found} ${text}`;
  }
  return found;
}

function requireHeader(headers: WebhookHeaders, name: string): string {
  const value = readHeader(headers, name)?.trim();
  if (!value) throw new WebhookVerificationError('missing_header', `The ${name} header is missing or empty.`);
  return value;
}

/**
 * Whether any `v1,<base64>` entry of the space-separated list equals `expected`. Entries of other
 * versions are skipped (a future scheme such as `v1a` signing beside `v1`). A trailing comma is
 * dropped, since repeated header lines arrive joined by `, `.
 */
function anySignatureMatches(list: string, expected: Uint8Array): boolean {
  let matched = false;
  // The MAC's length is public: an entry of another length is not decoded (a sender's header can
  // be a megabyte of base64).
  const base64Length = Math.ceil(expected.length / 3) * 4;
  for (const entry of list.split(/\s+/)) {
    const comma = entry.indexOf(',');
    if (comma === -1 || entry.slice(0, comma) !== 'v1') continue;
    const text = entry.slice(comma + 1).replace(/,$/, '');
    if (text.length !== base64Length) continue;
    const candidate = decodeBase64(text);
    // Canonical base64 only (padded, no spare bits), so exactly one spelling of a MAC is accepted.
    if (!candidate || encodeBase64(candidate) !== text) continue;
    // Not `||=`: every v1 entry is compared, so timing does not reveal which one matched.
    if (constantTimeEqual(candidate, expected)) matched = true;
  }
  return matched;
}

/**
 * Equal-length byte arrays compared without an early exit: the time taken does not depend on
 * where they first differ. A length mismatch returns at once; the MAC length is public.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

function parseEvent(body: string | Uint8Array): WebhookEvent {
  let text: string;
  try {
    text = typeof body === 'string' ? body : new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new WebhookVerificationError('invalid_payload', 'The webhook body is not valid UTF-8.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WebhookVerificationError('invalid_payload', 'The webhook body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new WebhookVerificationError('invalid_payload', 'The webhook body is not a JSON object.');
  }
  const event = value as Record<string, unknown>;
  if (typeof event.id !== 'string' || !event.id.startsWith('evt_')) {
    throw new WebhookVerificationError(
      'invalid_payload',
      'The webhook event has no string id starting "evt_".',
    );
  }
  if (typeof event.type !== 'string' || event.type === '') {
    throw new WebhookVerificationError('invalid_payload', 'The webhook event has no string type.');
  }
  if (event.data === null || typeof event.data !== 'object' || Array.isArray(event.data)) {
    throw new WebhookVerificationError('invalid_payload', 'The webhook event has no object data.');
  }
  return value as WebhookEvent;
}
