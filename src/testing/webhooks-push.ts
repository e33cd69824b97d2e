import { signWebhookPayload } from '../lib/webhooks/signature.js';
import type { Account } from './accounts.js';
import type { AlertMatch } from './data/resources.js';
import type { IdMaker } from './random.js';
import { isoInstant } from './time.js';
import { ID_PREFIXES } from '../generated/fake-surface.js';

export interface WebhookEvent {
  id: string;
  type: 'alert.matched';
  created_at: string;
  data: AlertMatch;
}

export interface WebhookDelivery {
  eventId: string;
  accountId: string;
  url: string;
  body: string;
  headers: Record<string, string>;
  /** The receiver's status, or null when the request itself failed. */
  status: number | null;
  error: string | null;
  at: number;
}

const DELIVERY_TIMEOUT_MS = 5_000;

/**
 * Pushes `alert.matched` events to an account's webhook, signed per Standard Webhooks with the
 * account's `whsec_` secret. One attempt each; failures are recorded, never thrown, because a
 * broken receiver must not break the code that added the portal entry.
 */
export class WebhookPusher {
  readonly deliveries: WebhookDelivery[] = [];

  constructor(
    private readonly ids: IdMaker,
    private readonly now: () => number,
  ) {}

  async push(account: Account, match: AlertMatch): Promise<WebhookDelivery | undefined> {
    const url = account.webhookUrl;
    if (!url) return undefined;
    const at = this.now();
    const event: WebhookEvent = {
      id: this.ids.make(ID_PREFIXES.AlertMatchedEvent),
      type: 'alert.matched',
      created_at: isoInstant(at),
      data: match,
    };
    const body = JSON.stringify(event);
    const signed = await signWebhookPayload({
      secret: account.webhookSecret,
      body,
      id: event.id,
      timestamp: Math.floor(at / 1000),
    });
    const headers = { 'content-type': 'application/json', 'user-agent': 'sports-data-fake', ...signed };
    const delivery: WebhookDelivery = {
      eventId: event.id,
      accountId: account.id,
      url,
      body,
      headers,
      status: null,
      error: null,
      at,
    };
    try {
      const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
      const response = await fetch(url, { method: 'POST', headers, body, signal });
      delivery.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    this.deliveries.push(delivery);
    return delivery;
  }
}
