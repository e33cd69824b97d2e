import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from '../../../src/core/errors.js';
import { signWebhookPayload } from '../../../src/lib/webhooks/signature.js';
import { verifyWebhook } from '../../../src/lib/webhooks/verify.js';
import { clock, NOW_S, nodeSignature, secretFor } from './helpers.js';

const secretArb = fc.uint8Array({ minLength: 1, maxLength: 64 }).map((key) => ({
  key: Buffer.from(key),
  secret: secretFor(key),
}));
// Header values: visible ASCII without spaces, as an HTTP header value for an id would be.
const idArb = fc.stringMatching(/^[!-~]{1,40}$/);
const timestampArb = fc.integer({ min: NOW_S - 300, max: NOW_S + 300 });
/** What a sender signs with: a secret, a message id and a timestamp inside the window. */
const signingArb = fc.record({ signer: secretArb, id: idArb, timestamp: timestampArb });

describe('sign → verify (property)', () => {
  it('accepts every signed byte body and rejects any single-byte change', async () => {
    await fc.assert(
      fc.asyncProperty(
        signingArb,
        fc.uint8Array({ minLength: 1, maxLength: 512 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async ({ signer: { key, secret }, id, timestamp }, body, position, delta) => {
          const headers = await signWebhookPayload({ secret, body, id, timestamp });
          // Independent check: sign cannot be wrong in a way verify agrees with.
          expect(headers['webhook-signature']).toBe(`v1,${nodeSignature(key, id, timestamp, body)}`);
          await verifyWebhook(body, headers, secret, { now: clock });

          const changed = body.slice();
          const i = position % changed.length;
          changed[i] = (changed[i]! + delta) & 0xff;
          const error = await verifyWebhook(changed, headers, secret, { now: clock }).catch(
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(WebhookVerificationError);
          expect((error as WebhookVerificationError).reason).toBe('no_matching_signature');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts every signed string body, whether passed as a string or as its UTF-8 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        signingArb,
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        async ({ signer: { secret }, id, timestamp }, body) => {
          const headers = await signWebhookPayload({ secret, body, id, timestamp });
          await verifyWebhook(body, headers, secret, { now: clock });
          await verifyWebhook(new TextEncoder().encode(body), new Headers({ ...headers }), secret, {
            now: clock,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects every timestamp outside the window, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        fc.oneof(fc.integer({ min: 0, max: NOW_S - 301 }), fc.integer({ min: NOW_S + 301, max: NOW_S * 2 })),
        fc.string({ maxLength: 100 }),
        async ({ secret }, timestamp, body) => {
          const headers = await signWebhookPayload({ secret, body, timestamp });
          const error = await verifyWebhook(body, headers, secret, { now: clock }).catch((e: unknown) => e);
          expect((error as WebhookVerificationError).reason).toBe(
            timestamp < NOW_S ? 'timestamp_too_old' : 'timestamp_too_new',
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
