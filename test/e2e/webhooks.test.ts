/** The fake pushes a signed alert.matched event to a local receiver that verifies it with the SDK. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type WebhookEvent, WebhookVerificationError } from '../../src/index.js';
import { useFake } from './fixture.js';

const e2e = useFake();
let receiver: Server | undefined;

afterAll(() => new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve())));

describe('webhooks end to end', () => {
  it('a new portal entry matching an alert reaches the receiver, verified and typed', async () => {
    const { service } = e2e.fake;
    const account = service.accountIds.developer;
    const client = e2e.client('developer', { webhookSecret: service.webhookSecret(account) });
    const received: WebhookEvent[] = [];
    const refused: string[] = [];
    receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      try {
        received.push(await client.webhooks.unwrap(Buffer.concat(chunks), req.headers));
        res.writeHead(204).end();
      } catch (error) {
        refused.push(error instanceof WebhookVerificationError ? error.reason : String(error));
        res.writeHead(400).end();
      }
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
    service.setWebhook(account, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`);

    const alert = await client.alerts.create({
      name: 'guards',
      filters: { sport: 'basketball', positions: ['G'] },
    });
    const added = await service.addPortalEntry({ sport: 'basketball', position: 'G' });
    expect(refused).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0]!.type).toBe('alert.matched');
    expect(received[0]!.data.alert_id).toBe(alert.id);
    expect(received[0]!.data.portal_entry.id).toBe(added.entry.id);

    // With the wrong secret the same kind of delivery is refused by the receiver.
    const wrong = e2e.client('developer', {
      webhookSecret: `whsec_${Buffer.from('not the secret').toString('base64')}`,
    });
    await expect(
      wrong.webhooks.unwrap(
        JSON.stringify(received[0]),
        await client.webhooks.sign({ body: JSON.stringify(received[0]) }),
      ),
    ).rejects.toMatchObject({
      reason: 'no_matching_signature',
    });
  });
});
