import { describe, expect, it, vi } from 'vitest';
import { computeSignature, secretBytes, signWebhookPayload } from '../../../src/lib/webhooks/signature.js';
import { BODY, KEY, nodeSignature, SECRET } from './helpers.js';

describe('computeSignature', () => {
  it('matches an HMAC computed independently with node:crypto', async () => {
    const expected = nodeSignature(KEY, 'msg_1', 1_700_000_000, BODY);
    expect(await computeSignature(SECRET, 'msg_1', 1_700_000_000, BODY)).toBe(expected);
    expect(await computeSignature(SECRET, 'msg_1', '1700000000', new TextEncoder().encode(BODY))).toBe(
      expected,
    );
  });

  it('matches a known Standard Webhooks test vector', async () => {
    // From the Standard Webhooks reference libraries' test suites.
    const signature = await computeSignature(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe('g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('hashes a Uint8Array view by its own bytes, not its whole buffer', async () => {
    const backing = new TextEncoder().encode(`xxxx${BODY}yyyy`);
    const view = backing.subarray(4, 4 + BODY.length);
    expect(await computeSignature(SECRET, 'msg_1', 1, view)).toBe(nodeSignature(KEY, 'msg_1', 1, BODY));
  });
  it('falls back to node:crypto webcrypto where there is no global crypto (Node 18)', async () => {
    vi.stubGlobal('crypto', undefined);
    try {
      expect(globalThis.crypto).toBeUndefined();
      expect(await computeSignature(SECRET, 'msg_1', 7, BODY)).toBe(nodeSignature(KEY, 'msg_1', 7, BODY));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('secretBytes', () => {
  it('decodes the base64 after whsec_', () => {
    expect(Buffer.from(secretBytes(SECRET)).equals(KEY)).toBe(true);
  });

  it('rejects non-base64 without echoing the secret', () => {
    for (const bad of ['whsec_not*base64', 'whsec_', 'whsec_abcde']) {
      expect(() => secretBytes(bad)).toThrow(TypeError);
      try {
        secretBytes(bad);
      } catch (err) {
        const tail = bad.slice('whsec_'.length);
        if (tail) expect((err as Error).message).not.toContain(tail);
      }
    }
  });
});

describe('signWebhookPayload', () => {
  it('returns the three headers with a v1 signature', async () => {
    const headers = await signWebhookPayload({ secret: SECRET, body: BODY, id: 'msg_x', timestamp: 42 });
    expect(headers).toEqual({
      'webhook-id': 'msg_x',
      'webhook-timestamp': '42',
      'webhook-signature': `v1,${nodeSignature(KEY, 'msg_x', 42, BODY)}`,
    });
  });

  it('defaults the id and the timestamp to now', async () => {
    const before = Math.floor(Date.now() / 1000);
    const headers = await signWebhookPayload({ secret: SECRET, body: BODY });
    expect(headers['webhook-id']).toMatch(/^msg_/);
    expect(Number(headers['webhook-timestamp'])).toBeGreaterThanOrEqual(before);
  });
});
