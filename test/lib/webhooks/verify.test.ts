import { describe, expect, it, vi } from 'vitest';
import { InvalidArgumentError, WebhookVerificationError } from '../../../src/core/errors.js';
import { unwrapWebhook, verifyWebhook } from '../../../src/lib/webhooks/verify.js';
import { isolateEnv } from '../../support/env.js';
import * as hook from './helpers.js';

const opts = { now: hook.clock };

/** The rejection's reason, or 'ok' when it resolved. */
async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (err) {
    if (err instanceof WebhookVerificationError) return err.reason;
    throw err;
  }
}

isolateEnv(['SERVICE_WEBHOOK_SECRET']);

describe('verifyWebhook', () => {
  it('accepts a correctly signed request', async () => {
    await expect(
      verifyWebhook(hook.BODY, hook.headersFor(hook.BODY), hook.SECRET, opts),
    ).resolves.toBeUndefined();
  });

  it('rejects a tampered body', async () => {
    const headers = hook.headersFor(hook.BODY);
    expect(
      await reasonOf(verifyWebhook(hook.BODY.replace('alrt_1', 'alrt_2'), headers, hook.SECRET, opts)),
    ).toBe('no_matching_signature');
    expect(await reasonOf(verifyWebhook(`${hook.BODY} `, headers, hook.SECRET, opts))).toBe(
      'no_matching_signature',
    );
  });

  it('rejects a body that was parsed and re-serialised with different whitespace', async () => {
    const sent = JSON.stringify(hook.event, null, 2);
    const reserialised = JSON.stringify(JSON.parse(sent));
    expect(await reasonOf(verifyWebhook(reserialised, hook.headersFor(sent), hook.SECRET, opts))).toBe(
      'no_matching_signature',
    );
  });

  it('rejects the wrong secret', async () => {
    expect(
      await reasonOf(verifyWebhook(hook.BODY, hook.headersFor(hook.BODY), hook.OTHER_SECRET, opts)),
    ).toBe('no_matching_signature');
  });

  it('rejects a changed id or timestamp (both are signed)', async () => {
    const headers = hook.headersFor(hook.BODY);
    expect(
      await reasonOf(verifyWebhook(hook.BODY, { ...headers, 'webhook-id': 'msg_2' }, hook.SECRET, opts)),
    ).toBe('no_matching_signature');
    expect(
      await reasonOf(
        verifyWebhook(
          hook.BODY,
          { ...headers, 'webhook-timestamp': String(hook.NOW_S + 1) },
          hook.SECRET,
          opts,
        ),
      ),
    ).toBe('no_matching_signature');
  });

  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) {
    it(`rejects a missing ${name} header, naming it`, async () => {
      const headers: Record<string, string | undefined> = { ...hook.headersFor(hook.BODY) };
      delete headers[name];
      const error = await verifyWebhook(hook.BODY, headers, hook.SECRET, opts).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WebhookVerificationError);
      expect((error as WebhookVerificationError).reason).toBe('missing_header');
      expect((error as Error).message).toContain(name);
      // Empty and undefined count as missing too.
      expect(await reasonOf(verifyWebhook(hook.BODY, { ...headers, [name]: '' }, hook.SECRET, opts))).toBe(
        'missing_header',
      );
      expect(
        await reasonOf(verifyWebhook(hook.BODY, { ...headers, [name]: undefined }, hook.SECRET, opts)),
      ).toBe('missing_header');
    });
  }

  it.each(['abc', '1700000000.5', '-1700000000', '1e9', '0x10', '17000 00000', '12345678901234567890'])(
    'rejects the non-integer timestamp %j',
    async (timestamp) => {
      const headers = { ...hook.headersFor(hook.BODY), 'webhook-timestamp': timestamp };
      expect(await reasonOf(verifyWebhook(hook.BODY, headers, hook.SECRET, opts))).toBe('invalid_timestamp');
    },
  );

  it('rejects a timestamp more than 5 minutes old, and accepts one exactly 5 minutes old', async () => {
    const stale = hook.headersFor(hook.BODY, { timestamp: hook.NOW_S - 301 });
    const error = await verifyWebhook(hook.BODY, stale, hook.SECRET, opts).catch((e: unknown) => e);
    expect((error as WebhookVerificationError).reason).toBe('timestamp_too_old');
    expect((error as Error).message).toContain('301 s');
    expect(
      await reasonOf(
        verifyWebhook(
          hook.BODY,
          hook.headersFor(hook.BODY, { timestamp: hook.NOW_S - 300 }),
          hook.SECRET,
          opts,
        ),
      ),
    ).toBe('ok');
  });

  it('rejects a timestamp more than 5 minutes ahead, and accepts one exactly 5 minutes ahead', async () => {
    const future = hook.headersFor(hook.BODY, { timestamp: hook.NOW_S + 301 });
    expect(await reasonOf(verifyWebhook(hook.BODY, future, hook.SECRET, opts))).toBe('timestamp_too_new');
    expect(
      await reasonOf(
        verifyWebhook(
          hook.BODY,
          hook.headersFor(hook.BODY, { timestamp: hook.NOW_S + 300 }),
          hook.SECRET,
          opts,
        ),
      ),
    ).toBe('ok');
  });

  it('honours toleranceSeconds', async () => {
    const headers = hook.headersFor(hook.BODY, { timestamp: hook.NOW_S - 30 });
    expect(
      await reasonOf(
        verifyWebhook(hook.BODY, headers, hook.SECRET, { now: hook.clock, toleranceSeconds: 10 }),
      ),
    ).toBe('timestamp_too_old');
    const old = hook.headersFor(hook.BODY, { timestamp: hook.NOW_S - 86_400 });
    expect(
      await reasonOf(
        verifyWebhook(hook.BODY, old, hook.SECRET, { now: hook.clock, toleranceSeconds: Infinity }),
      ),
    ).toBe('ok');
    await expect(
      verifyWebhook(hook.BODY, headers, hook.SECRET, { toleranceSeconds: -1 }),
    ).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it('uses the real clock by default', async () => {
    const fresh = hook.headersFor(hook.BODY, { timestamp: Math.floor(Date.now() / 1000) });
    expect(await reasonOf(verifyWebhook(hook.BODY, fresh, hook.SECRET))).toBe('ok');
    expect(await reasonOf(verifyWebhook(hook.BODY, hook.headersFor(hook.BODY), hook.SECRET))).toBe(
      'timestamp_too_old',
    );
  });

  it('checks the signature before the window, so a forged stale request says no_matching_signature', async () => {
    const stale = hook.headersFor(hook.BODY, { timestamp: hook.NOW_S - 3600 });
    expect(await reasonOf(verifyWebhook(hook.BODY, stale, hook.OTHER_SECRET, opts))).toBe(
      'no_matching_signature',
    );
  });

  it('accepts when any one of several signatures matches', async () => {
    const good = hook.headersFor(hook.BODY)['webhook-signature'];
    const wrong = `v1,${hook.nodeSignature(Buffer.alloc(32, 7), 'msg_1', hook.NOW_S, hook.BODY)}`;
    for (const list of [`${wrong} ${good}`, `${good} ${wrong}`, `${wrong}  ${good} v1,garbage`]) {
      const headers = { ...hook.headersFor(hook.BODY), 'webhook-signature': list };
      expect(await reasonOf(verifyWebhook(hook.BODY, headers, hook.SECRET, opts))).toBe('ok');
    }
    const none = { ...hook.headersFor(hook.BODY), 'webhook-signature': `${wrong} ${wrong}` };
    expect(await reasonOf(verifyWebhook(hook.BODY, none, hook.SECRET, opts))).toBe('no_matching_signature');
  });

  it('ignores entries of other versions, even when they carry the right MAC', async () => {
    const mac = hook.nodeSignature(hook.KEY, 'msg_1', hook.NOW_S, hook.BODY);
    for (const list of [`v2,${mac}`, `v1a,${mac}`, `V1,${mac}`, mac, `v1=${mac}`]) {
      const headers = { ...hook.headersFor(hook.BODY), 'webhook-signature': list };
      expect(await reasonOf(verifyWebhook(hook.BODY, headers, hook.SECRET, opts))).toBe(
        'no_matching_signature',
      );
    }
    const mixed = { ...hook.headersFor(hook.BODY), 'webhook-signature': `v2,${mac} v1a,xyz v1,${mac}` };
    expect(await reasonOf(verifyWebhook(hook.BODY, mixed, hook.SECRET, opts))).toBe('ok');
  });

  it('rejects a truncated or re-encoded signature', async () => {
    const mac = hook.nodeSignature(hook.KEY, 'msg_1', hook.NOW_S, hook.BODY);
    for (const sig of [
      mac.slice(0, -2),
      mac.slice(0, -1),
      `${mac}AAAA`,
      Buffer.from(mac, 'base64').toString('hex'),
    ]) {
      const headers = { ...hook.headersFor(hook.BODY), 'webhook-signature': `v1,${sig}` };
      expect(await reasonOf(verifyWebhook(hook.BODY, headers, hook.SECRET, opts))).toBe(
        'no_matching_signature',
      );
    }
  });

  it('accepts the body as a string, a Buffer, a Uint8Array or an ArrayBuffer', async () => {
    const headers = hook.headersFor(hook.BODY);
    const bytes = new TextEncoder().encode(hook.BODY);
    for (const body of [hook.BODY, Buffer.from(hook.BODY), bytes, bytes.buffer]) {
      expect(await reasonOf(verifyWebhook(body, headers, hook.SECRET, opts))).toBe('ok');
    }
  });

  it('accepts bytes made in another realm', async () => {
    const { runInNewContext } = await import('node:vm');
    const foreignBytes = runInNewContext(
      '(b) => { const u = new Uint8Array(b.length); u.set(b); return u; }',
    )(new TextEncoder().encode(hook.BODY)) as Uint8Array;
    expect(foreignBytes instanceof Uint8Array).toBe(false);
    expect(await reasonOf(verifyWebhook(foreignBytes, hook.headersFor(hook.BODY), hook.SECRET, opts))).toBe(
      'ok',
    );
    expect(
      await reasonOf(
        verifyWebhook(foreignBytes.buffer as ArrayBuffer, hook.headersFor(hook.BODY), hook.SECRET, opts),
      ),
    ).toBe('ok');
  });

  it('verifies non-ASCII bodies over their UTF-8 bytes', async () => {
    const body = JSON.stringify({ ...hook.event, data: { ...hook.event.data, note: 'Zoë — 🏈' } });
    const headers = hook.headersFor(Buffer.from(body, 'utf8'));
    expect(await reasonOf(verifyWebhook(body, headers, hook.SECRET, opts))).toBe('ok');
    expect(await reasonOf(verifyWebhook(Buffer.from(body), headers, hook.SECRET, opts))).toBe('ok');
  });

  it('refuses a parsed object as the body with an argument error', async () => {
    const parsed = JSON.parse(hook.BODY) as unknown as string;
    const error = await verifyWebhook(parsed, hook.headersFor(hook.BODY), hook.SECRET, opts).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toMatch(/raw request body/);
  });

  it('reads a Headers object', async () => {
    expect(
      await reasonOf(verifyWebhook(hook.BODY, new Headers(hook.headersFor(hook.BODY)), hook.SECRET, opts)),
    ).toBe('ok');
  });

  it('reads a plain record with mixed-case keys and array values', async () => {
    const h = hook.headersFor(hook.BODY);
    const wrong = `v1,${hook.nodeSignature(Buffer.alloc(32, 1), 'msg_1', hook.NOW_S, hook.BODY)}`;
    const headers = {
      'Webhook-Id': h['webhook-id'],
      'WEBHOOK-TIMESTAMP': [h['webhook-timestamp']],
      'Webhook-Signature': [wrong, h['webhook-signature']],
      'content-type': 'application/json',
      'x-absent': undefined,
    };
    expect(await reasonOf(verifyWebhook(hook.BODY, headers, hook.SECRET, opts))).toBe('ok');
  });

  it('accepts repeated signature header lines joined by ", " (how fetch and Node combine them)', async () => {
    const h = hook.headersFor(hook.BODY);
    const wrong = `v1,${hook.nodeSignature(Buffer.alloc(32, 1), 'msg_1', hook.NOW_S, hook.BODY)}`;
    const headers = new Headers({
      'webhook-id': h['webhook-id'],
      'webhook-timestamp': h['webhook-timestamp'],
    });
    headers.append('webhook-signature', h['webhook-signature']);
    headers.append('webhook-signature', wrong);
    expect(headers.get('webhook-signature')).toContain(', ');
    expect(await reasonOf(verifyWebhook(hook.BODY, headers, hook.SECRET, opts))).toBe('ok');
  });

  it('reads the secret from SERVICE_WEBHOOK_SECRET when none is passed', async () => {
    vi.stubEnv('SERVICE_WEBHOOK_SECRET', hook.SECRET);
    expect(await reasonOf(verifyWebhook(hook.BODY, hook.headersFor(hook.BODY), undefined, opts))).toBe('ok');
    // An explicit secret wins over the environment.
    expect(
      await reasonOf(verifyWebhook(hook.BODY, hook.headersFor(hook.BODY), hook.OTHER_SECRET, opts)),
    ).toBe('no_matching_signature');
  });

  it('says missing_secret when there is neither an argument nor the variable', async () => {
    vi.stubEnv('SERVICE_WEBHOOK_SECRET', undefined);
    expect(await reasonOf(verifyWebhook(hook.BODY, hook.headersFor(hook.BODY), undefined, opts))).toBe(
      'missing_secret',
    );
    expect(await reasonOf(verifyWebhook(hook.BODY, hook.headersFor(hook.BODY), '', opts))).toBe(
      'missing_secret',
    );
  });

  it('says missing_secret in a runtime without process', async () => {
    vi.stubGlobal('process', undefined);
    try {
      expect(await reasonOf(verifyWebhook(hook.BODY, hook.headersFor(hook.BODY), undefined, opts))).toBe(
        'missing_secret',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['no prefix', hook.KEY.toString('base64')],
    ['not base64', 'whsec_***'],
    ['empty after the prefix', 'whsec_'],
    ['a trailing newline', `${hook.SECRET}\n`],
    ['a live API key by mistake', 'svc_live_abcdefghijkl'],
  ])('says invalid_secret for a secret with %s, without echoing it', async (_label, secret) => {
    const error = await verifyWebhook(hook.BODY, hook.headersFor(hook.BODY), secret, opts).catch(
      (e: unknown) => e,
    );
    expect((error as WebhookVerificationError).reason).toBe('invalid_secret');
    const tail = secret.replace(/^whsec_/, '').trim();
    if (tail) expect((error as Error).message).not.toContain(tail);
    expect(String(error)).not.toContain(hook.KEY.toString('base64'));
  });

  it('never puts the secret in any failure message', async () => {
    const attempts = [
      verifyWebhook(hook.BODY, {}, hook.SECRET, opts),
      verifyWebhook(hook.BODY, hook.headersFor(hook.BODY, { timestamp: 0 }), hook.SECRET, opts),
      verifyWebhook(`${hook.BODY}x`, hook.headersFor(hook.BODY), hook.SECRET, opts),
      unwrapWebhook('nope', hook.headersFor('nope'), hook.SECRET, opts),
      // Each rejection is caught as it is made: awaiting them one by one would leave the later
      // ones unhandled for a while.
    ].map((attempt) => attempt.catch((e: unknown) => e));
    for (const attempt of attempts) {
      const error = await attempt;
      expect(error).toBeInstanceOf(WebhookVerificationError);
      expect(`${String(error)} ${(error as Error).stack}`).not.toContain(hook.KEY.toString('base64'));
    }
  });
});

describe('unwrapWebhook', () => {
  it('returns the typed event', async () => {
    const result = await unwrapWebhook(Buffer.from(hook.BODY), hook.headersFor(hook.BODY), hook.SECRET, opts);
    expect(result).toEqual(hook.event);
    if (result.type === 'alert.matched') expect(result.data.alert_id).toBe('alrt_1');
  });

  it('returns an event of a type this SDK does not know, rather than failing it', async () => {
    const body = JSON.stringify({
      id: 'evt_2',
      type: 'alert.deleted',
      created_at: 'x',
      data: { id: 'alrt_1' },
    });
    const result = await unwrapWebhook(body, hook.headersFor(body), hook.SECRET, opts);
    expect(result.type).toBe('alert.deleted');
  });

  it('verifies before parsing: a forged body is never parsed', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(
        await reasonOf(unwrapWebhook(hook.BODY, hook.headersFor(hook.BODY), hook.OTHER_SECRET, opts)),
      ).toBe('no_matching_signature');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it.each([
    ['invalid JSON', '{"id": "evt_1",'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
    ['a JSON string', '"evt_1"'],
    ['null', 'null'],
    ['an id without evt_', JSON.stringify({ ...hook.event, id: 'am_1' })],
    ['a numeric id', JSON.stringify({ ...hook.event, id: 1 })],
    ['no type', JSON.stringify({ ...hook.event, type: undefined })],
    ['an empty type', JSON.stringify({ ...hook.event, type: '' })],
    ['no data', JSON.stringify({ ...hook.event, data: undefined })],
    ['null data', JSON.stringify({ ...hook.event, data: null })],
    ['array data', JSON.stringify({ ...hook.event, data: [] })],
  ])('says invalid_payload for %s', async (_label, body) => {
    expect(await reasonOf(unwrapWebhook(body, hook.headersFor(body), hook.SECRET, opts))).toBe(
      'invalid_payload',
    );
  });

  it('says invalid_payload for bytes that are not UTF-8', async () => {
    const body = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    expect(await reasonOf(unwrapWebhook(body, hook.headersFor(body), hook.SECRET, opts))).toBe(
      'invalid_payload',
    );
  });
});
