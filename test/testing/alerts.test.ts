import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeService } from '../../src/testing/index.js';
import { call, type Json } from './helpers.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that records what arrives. */
async function receiver(status = 204) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((sig) => {
      const given = Buffer.from(sig.replace(/^v1,/, ''), 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('alerts', () => {
  it('are created (201), listed newest first and deleted; deleting twice is 404', async () => {
    const service = createFakeService();
    const key = service.keys.developer;
    const first = await call(service, key, 'POST', '/v1/alerts', { name: 'A', filters: { sport: 'soccer' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'A', status: 'active', filters: { sport: 'soccer' } });
    expect(first.body.id).toMatch(/^alrt_/);
    const second = await call(service, key, 'POST', '/v1/alerts', {
      name: 'B',
      filters: { sport: 'football' },
    });
    const list = await call(service, key, 'GET', '/v1/alerts');
    expect(list.body.data.map((a: Json) => a.name)).toEqual(['B', 'A']);
    const deleted = await call(service, key, 'DELETE', `/v1/alerts/${second.body.id}`);
    expect(deleted.body).toEqual({ id: second.body.id, deleted: true });
    expect((await call(service, key, 'DELETE', `/v1/alerts/${second.body.id}`)).status).toBe(404);
    // Developer alerts are included; Plus ones cost $5 each.
    expect(service.billing(service.accountIds.developer).charges).toEqual([]);
    const plus = service.createAccount({ plan: 'plus', verifiedCoach: true });
    const plusKey = service.createKey(plus.id, { kind: 'live', scopes: ['portal:alerts'] });
    await call(service, plusKey, 'POST', '/v1/alerts', { name: 'P', filters: { sport: 'soccer' } });
    expect(service.billing(plus.id).charges).toEqual([
      expect.objectContaining({ kind: 'alert', amountUsd: 5 }),
    ]);
  });

  it('stop at the plan alert count (plus: 3), and deleting frees a slot', async () => {
    const service = createFakeService();
    const plus = service.createAccount({ plan: 'plus', verifiedCoach: true });
    const key = service.createKey(plus.id, { kind: 'live', scopes: ['portal:alerts'] });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await call(service, key, 'POST', '/v1/alerts', {
        name: `n${i}`,
        filters: { sport: 'soccer' },
      });
      ids.push(answer.body.id);
    }
    const fourth = await call(service, key, 'POST', '/v1/alerts', {
      name: 'n3',
      filters: { sport: 'soccer' },
    });
    expect([fourth.status, fourth.body.error.code]).toEqual([403, 'alert_limit_reached']);
    await call(service, key, 'DELETE', `/v1/alerts/${ids[0]}`);
    expect(
      (await call(service, key, 'POST', '/v1/alerts', { name: 'n4', filters: { sport: 'soccer' } })).status,
    ).toBe(201);
  });

  it('match new portal entries and push signed alert.matched events to the webhook', async () => {
    const service = createFakeService();
    const hook = await receiver();
    closers.push(hook.close);
    const account = service.accountIds.developer;
    service.setWebhook(account, hook.url);
    const key = service.keys.developer;
    const alert = await call(service, key, 'POST', '/v1/alerts', {
      name: 'Scoring forwards',
      filters: { sport: 'soccer', gender: 'women', positions: ['FW'], min_stats: { goals: 10 } },
    });

    // A soccer forward entering the portal: the alert wants women with 10 goals or more.
    const forward = (gender: string, goals: number) =>
      service.addPortalEntry({ sport: 'soccer', gender, position: 'FW', stats: { goals } });
    const miss = await forward('women', 3);
    expect(miss.matches).toEqual([]);
    const other = await forward('men', 30);
    expect(other.matches).toEqual([]);
    const hit = await forward('women', 12);
    expect(hit.matches).toHaveLength(1);
    expect(hit.deliveries).toEqual([expect.objectContaining({ status: 204, error: null })]);

    expect(hook.received).toHaveLength(1);
    const [push] = hook.received as [Received];
    expect(verify(service.webhookSecret(account), push.headers, push.body)).toBe(true);
    expect(verify(service.webhookSecret(service.accountIds.plus), push.headers, push.body)).toBe(false);
    const event = JSON.parse(push.body);
    expect(event).toMatchObject({ type: 'alert.matched', data: { alert_id: alert.body.id } });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.portal_entry.id).toBe(hit.entry.id);

    const matches = await call(service, key, 'GET', `/v1/alerts/${alert.body.id}/matches`);
    expect(matches.body.data).toEqual([event.data]);
    const portal = await call(service, key, 'GET', '/v1/portal?limit=1');
    expect(portal.body.data[0].id).toBe(hit.entry.id);
  });

  it('record a failed delivery instead of throwing', async () => {
    const service = createFakeService();
    const hook = await receiver();
    await hook.close(); // nothing listens on that port Json more
    service.setWebhook(service.accountIds.enterprise, hook.url);
    await call(service, service.keys.enterprise, 'POST', '/v1/alerts', {
      name: 'all',
      filters: { sport: 'baseball' },
    });
    const added = await service.addPortalEntry({ sport: 'baseball' });
    expect(added.matches).toHaveLength(1);
    expect(added.deliveries[0]).toMatchObject({ status: null });
    expect(added.deliveries[0]!.error).toBeTruthy();
    expect(service.webhookDeliveries).toHaveLength(1);
  });
});
