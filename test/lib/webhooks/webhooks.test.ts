import { describe, expect, it, vi } from 'vitest';
import { WebhookVerificationError } from '../../../src/core/errors.js';
import * as webhooks from '../../../src/lib/webhooks/index.js';
import { Webhooks } from '../../../src/lib/webhooks/index.js';
import { isolateEnv } from '../../support/env.js';
import {
  BODY,
  clock,
  event,
  headersFor,
  KEY,
  NOW_S,
  nodeSignature,
  OTHER_SECRET,
  SECRET,
} from './helpers.js';

isolateEnv(['SERVICE_WEBHOOK_SECRET']);

describe('the public exports', () => {
  it('are the documented names', () => {
    expect(Object.keys(webhooks).sort()).toEqual(
      ['Webhooks', 'signWebhookPayload', 'unwrapWebhook', 'verifyWebhook'].sort(),
    );
  });
});

describe('Webhooks', () => {
  it('unwraps with the constructor secret', async () => {
    const hooks = new Webhooks({ secret: SECRET, now: clock });
    await expect(hooks.unwrap(BODY, headersFor(BODY))).resolves.toEqual(event);
    await expect(hooks.verify(BODY, headersFor(BODY))).resolves.toBeUndefined();
  });

  it('lets a per-call secret override the constructor secret', async () => {
    const hooks = new Webhooks({ secret: OTHER_SECRET, now: clock });
    await expect(hooks.unwrap(BODY, headersFor(BODY), SECRET)).resolves.toEqual(event);
    await expect(hooks.unwrap(BODY, headersFor(BODY))).rejects.toMatchObject({
      reason: 'no_matching_signature',
    });
  });

  it('reads SERVICE_WEBHOOK_SECRET at call time, not at construction', async () => {
    vi.stubEnv('SERVICE_WEBHOOK_SECRET', undefined);
    const hooks = new Webhooks({ now: clock });
    await expect(hooks.verify(BODY, headersFor(BODY))).rejects.toMatchObject({ reason: 'missing_secret' });
    vi.stubEnv('SERVICE_WEBHOOK_SECRET', SECRET);
    await expect(hooks.unwrap(BODY, headersFor(BODY))).resolves.toEqual(event);
  });

  it('passes constructor tolerance and per-call options through', async () => {
    const hooks = new Webhooks({ secret: SECRET, now: clock, toleranceSeconds: 10 });
    const late = headersFor(BODY, { timestamp: NOW_S - 60 });
    await expect(hooks.verify(BODY, late)).rejects.toMatchObject({ reason: 'timestamp_too_old' });
    await expect(hooks.verify(BODY, late, undefined, { toleranceSeconds: 120 })).resolves.toBeUndefined();
    await expect(hooks.verify(BODY, late, undefined, { toleranceSeconds: undefined })).rejects.toMatchObject({
      reason: 'timestamp_too_old',
    });
  });

  describe('sign', () => {
    it('produces headers that its own verify accepts and node:crypto agrees with', async () => {
      const hooks = new Webhooks({ secret: SECRET });
      const headers = await hooks.sign({ body: BODY, id: 'msg_t', timestamp: NOW_S });
      expect(headers['webhook-signature']).toBe(`v1,${nodeSignature(KEY, 'msg_t', NOW_S, BODY)}`);
      await expect(
        hooks.unwrap(BODY, new Headers({ ...headers }), undefined, { now: clock }),
      ).resolves.toEqual(event);
    });

    it('defaults to a fresh id and the current time', async () => {
      const hooks = new Webhooks({ secret: SECRET });
      const headers = await hooks.sign({ body: BODY });
      expect(headers['webhook-id']).toMatch(/^msg_/);
      await expect(hooks.verify(BODY, { ...headers })).resolves.toBeUndefined();
    });

    it('uses the secret passed, then the constructor one, then the environment', async () => {
      vi.stubEnv('SERVICE_WEBHOOK_SECRET', OTHER_SECRET);
      const opts = { body: BODY, id: 'msg_1', timestamp: NOW_S };
      const fromEnv = await new Webhooks().sign(opts);
      expect(fromEnv['webhook-signature']).toBe(
        `v1,${nodeSignature(Buffer.from(OTHER_SECRET.slice(6), 'base64'), 'msg_1', NOW_S, BODY)}`,
      );
      const fromCtor = await new Webhooks({ secret: SECRET }).sign(opts);
      expect(fromCtor).toEqual(headersFor(BODY));
      const fromCall = await new Webhooks({ secret: OTHER_SECRET }).sign({ ...opts, secret: SECRET });
      expect(fromCall).toEqual(headersFor(BODY));
    });

    it('refuses a missing or malformed secret with a verification error', async () => {
      vi.stubEnv('SERVICE_WEBHOOK_SECRET', undefined);
      const missing = await new Webhooks().sign({ body: BODY }).catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(WebhookVerificationError);
      expect((missing as WebhookVerificationError).reason).toBe('missing_secret');
      await expect(new Webhooks({ secret: 'whsec_!!' }).sign({ body: BODY })).rejects.toMatchObject({
        reason: 'invalid_secret',
      });
    });
  });
});
