/**
 * A webhook receiver on node:http: verifies each delivery's signature (SERVICE_WEBHOOK_SECRET) and
 * logs alert matches. PORT picks the port (0: any free one); WEBHOOK_MAX_EVENTS stops it after that
 * many events. Register its URL for your account in the console.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SportsData, WebhookVerificationError } from 'sports-data-sdk';

const client = new SportsData();
const maxEvents = Number(process.env['WEBHOOK_MAX_EVENTS'] ?? Number.POSITIVE_INFINITY);
const seen = new Set<string>();

const server = createServer(async (req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(405).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const event = await client.webhooks.unwrap(Buffer.concat(chunks), req.headers);
    res.writeHead(204).end();
    if (seen.has(event.id)) return; // deliveries can repeat
    seen.add(event.id);
    const entry = event.data.portal_entry;
    console.log(
      `verified ${event.type} ${event.id}: ${entry.name} (${entry.position}, ${entry.sport}) matched alert ${event.data.alert_id}`,
    );
    if (seen.size >= maxEvents) server.close();
  } catch (error) {
    const reason = error instanceof WebhookVerificationError ? error.reason : 'internal_error';
    console.log(`refused a delivery: ${reason}`);
    res.writeHead(error instanceof WebhookVerificationError ? 400 : 500).end();
  }
});

server.listen(Number(process.env['PORT'] ?? 3000), '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`listening on http://127.0.0.1:${port}/webhooks`);
});
