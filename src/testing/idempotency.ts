import { DAY_MS } from './time.js';

export const MAX_IDEMPOTENCY_KEY = 255;

export interface StoredReply {
  status: number;
  body: string;
  /** What the first request sent, so a different request under the same key is refused. */
  requestSignature: string;
  at: number;
}

/**
 * First answers of usage-billed POSTs per account and Idempotency-Key, kept 24 hours. Only
 * successful answers are kept: a request refused for a fixable reason can be retried under the
 * same key once fixed.
 */
export class Idempotency {
  private readonly replies = new Map<string, StoredReply>();

  private static slot(accountId: string, key: string): string {
    return `${accountId}\u0000${key}`;
  }

  find(accountId: string, key: string, now: number): StoredReply | undefined {
    const slot = Idempotency.slot(accountId, key);
    const stored = this.replies.get(slot);
    if (stored && now - stored.at >= DAY_MS) {
      this.replies.delete(slot);
      return undefined;
    }
    return stored;
  }

  remember(accountId: string, key: string, reply: StoredReply): void {
    this.replies.set(Idempotency.slot(accountId, key), reply);
  }
}
