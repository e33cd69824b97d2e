/**
 * Arbitrary webhook deliveries: accepted only when correctly signed. Forged deliveries (any body,
 * any headers, in any of the shapes a framework hands over) are refused with
 * WebhookVerificationError; correctly signed ones are accepted, and parsed into an event exactly
 * when the body is one; a signed delivery changed in any part (a body byte, the id, the timestamp,
 * the secret) is refused. Signatures here are made with node:crypto, independently of the SDK.
 */
import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, SportsData, WebhookVerificationError } from '../../src/index.js';
import { RUNS } from './support.js';

const KEY = randomBytes(32);
const SECRET = `whsec_${KEY.toString('base64')}`;
const OTHER_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const NOW_MS = 1_750_000_000_000;
const NOW_S = NOW_MS / 1000;

const webhooks = new SportsData({ webhookSecret: SECRET, logLevel: 'off' }).webhooks;
const options = { now: () => NOW_MS };

function sign(key: Buffer, id: string, timestamp: string, body: Uint8Array): string {
  return createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
}

const encoder = new TextEncoder();

/** A plausible event, a JSON value that is not one, or any bytes at all. */
const bodyArb = fc.oneof(
  fc
    .record({
      id: fc.oneof(
        fc.string().map((s) => `evt_${s}`),
        fc.string(),
      ),
      type: fc.oneof(fc.constant('alert.matched'), fc.string()),
      created_at: fc.string(),
      data: fc.oneof(fc.object({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 })),
    })
    .map((event) => encoder.encode(JSON.stringify(event))),
  fc.jsonValue({ maxDepth: 3 }).map((value) => encoder.encode(JSON.stringify(value))),
  fc.uint8Array({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 80 }).map((text) => encoder.encode(text)),
);

/** The body as a framework might hand it over. */
type BodyShape = 'string' | 'bytes' | 'buffer' | 'arraybuffer';
const shapeArb = fc.constantFrom<BodyShape>('string', 'bytes', 'buffer', 'arraybuffer');
function shaped(body: Uint8Array, shape: BodyShape): string | Uint8Array | ArrayBuffer {
  if (shape === 'string') return new TextDecoder().decode(body);
  if (shape === 'buffer') return Buffer.from(body);
  if (shape === 'arraybuffer') return body.slice().buffer;
  return body;
}

/** The headers as a Headers object, a lower-case record, or a record with odd casing and arrays. */
type HeaderShape = 'Headers' | 'record' | 'mixed';
const headerShapeArb = fc.constantFrom<HeaderShape>('Headers', 'record', 'mixed');
function headersOf(
  values: Record<string, string>,
  shape: HeaderShape,
): Headers | Record<string, string | string[]> {
  if (shape === 'Headers') return new Headers(values);
  if (shape === 'record') return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value], i) => [
      i % 2 ? name.toUpperCase() : name,
      i % 3 ? [value] : value,
    ]),
  );
}

function isEvent(body: Uint8Array): boolean {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return false;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.id === 'string' &&
    event.id.startsWith('evt_') &&
    typeof event.type === 'string' &&
    event.type !== '' &&
    event.data !== null &&
    typeof event.data === 'object' &&
    !Array.isArray(event.data)
  );
}

async function outcome(
  call: () => Promise<unknown>,
): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A header value a transport can carry: visible ASCII and spaces. */
const headerText = fc.stringMatching(/^[ -~]{0,60}$/);
const idArb = fc.stringMatching(/^[!-~]{1,40}$/);

describe('webhooks', () => {
  it(`${RUNS.webhookForged} runs: a forged delivery is refused with WebhookVerificationError`, async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyArb,
        shapeArb,
        headerShapeArb,
        fc.record(
          {
            'webhook-id': fc.oneof(idArb, headerText),
            'webhook-timestamp': fc.oneof(
              fc.integer({ min: NOW_S - 400, max: NOW_S + 400 }).map(String),
              headerText,
            ),
            'webhook-signature': fc.oneof(
              headerText,
              fc.base64String({ minLength: 44, maxLength: 44 }).map((b64) => `v1,${b64}`),
              fc
                .array(
                  fc.base64String({ maxLength: 48 }).map((b64) => `v1,${b64}`),
                  { maxLength: 4 },
                )
                .map((list) => list.join(' ')),
            ),
            'x-extra': headerText,
          },
          { requiredKeys: [] },
        ),
        async (body, bodyShape, headerShape, headerValues) => {
          const result = await outcome(() =>
            webhooks.unwrap(
              shaped(body, bodyShape),
              headersOf(headerValues, headerShape),
              undefined,
              options,
            ),
          );
          expect(result.ok, 'a forged delivery was accepted').toBe(false);
          expect((result as { error: unknown }).error).toBeInstanceOf(WebhookVerificationError);
        },
      ),
      { numRuns: RUNS.webhookForged },
    );
  });

  it(`${RUNS.webhookSigned} runs: a correctly signed delivery is accepted, and parsed exactly when it is an event`, async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyArb,
        shapeArb,
        headerShapeArb,
        idArb,
        fc.integer({ min: NOW_S - 300, max: NOW_S + 300 }),
        fc.array(
          fc.oneof(
            headerText.filter((t) => !/\s/.test(t) && t !== ''),
            fc.constant('v2,abc'),
          ),
          { maxLength: 3 },
        ),
        async (rawBody, bodyShape, headerShape, id, timestamp, decoys) => {
          // A string body is its UTF-8 encoding: sign what will be sent.
          const body = bodyShape === 'string' ? encoder.encode(new TextDecoder().decode(rawBody)) : rawBody;
          const signature = [...decoys, `v1,${sign(KEY, id, String(timestamp), body)}`].join(' ');
          const headers = headersOf(
            { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature },
            headerShape,
          );
          const verified = await outcome(() =>
            webhooks.verify(shaped(body, bodyShape), headers, undefined, options),
          );
          expect(verified.ok, String((verified as { error?: unknown }).error)).toBe(true);
          const unwrapped = await outcome(() =>
            webhooks.unwrap(shaped(body, bodyShape), headers, undefined, options),
          );
          if (isEvent(body)) {
            expect(unwrapped.ok, String((unwrapped as { error?: unknown }).error)).toBe(true);
            expect((unwrapped as { value: unknown }).value).toEqual(
              JSON.parse(new TextDecoder().decode(body)),
            );
          } else {
            expect(unwrapped.ok).toBe(false);
            const error = (unwrapped as { error: unknown }).error as WebhookVerificationError;
            expect(error).toBeInstanceOf(WebhookVerificationError);
            expect(error.reason).toBe('invalid_payload');
          }
        },
      ),
      { numRuns: RUNS.webhookSigned },
    );
  });

  it(`${RUNS.webhookTampered} runs: a signed delivery changed in any part is refused`, async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyArb.filter((body) => body.length > 0),
        idArb,
        fc.integer({ min: NOW_S - 300, max: NOW_S + 300 }),
        fc.constantFrom('body', 'id', 'timestamp', 'secret', 'signature'),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (body, id, timestamp, part, position, delta) => {
          const signature = sign(KEY, id, String(timestamp), body);
          let sentBody = body;
          let sentId = id;
          let sentTimestamp = String(timestamp);
          let secret = SECRET;
          let sentSignature = `v1,${signature}`;
          if (part === 'body') {
            sentBody = body.slice();
            const i = position % sentBody.length;
            sentBody[i] = (sentBody[i]! + delta) & 0xff;
          } else if (part === 'id') sentId = `${id}x`;
          else if (part === 'timestamp') sentTimestamp = String(timestamp + 1 + (position % 200));
          else if (part === 'secret') secret = OTHER_SECRET;
          else {
            const bytes = Buffer.from(signature, 'base64');
            const i = position % bytes.length;
            bytes[i] = bytes[i]! ^ delta;
            sentSignature = `v1,${bytes.toString('base64')}`;
          }
          const headers = {
            'webhook-id': sentId,
            'webhook-timestamp': sentTimestamp,
            'webhook-signature': sentSignature,
          };
          const result = await outcome(() => webhooks.unwrap(sentBody, headers, secret, options));
          expect(result.ok, `accepted a delivery with a changed ${part}`).toBe(false);
          const error = (result as { error: unknown }).error as WebhookVerificationError;
          expect(error).toBeInstanceOf(WebhookVerificationError);
          expect(error.reason).toBe('no_matching_signature');
        },
      ),
      { numRuns: RUNS.webhookTampered },
    );
  });

  it('a parsed object instead of the raw body is a caller bug, refused with InvalidArgumentError', async () => {
    const result = await outcome(() => webhooks.unwrap({ id: 'evt_1' } as never, {}, undefined, options));
    expect((result as { error: unknown }).error).toBeInstanceOf(InvalidArgumentError);
  });
});
