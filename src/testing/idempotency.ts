import { type ApiError, invalidParameter } from './errors.js';
import type { Reply } from './http-types.js';
import { DAY_MS } from './time.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../generated/validation.js';

interface StoredReply {
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

  /** Before a call under `key`: the first answer to replay, a refusal, or undefined to go ahead. */
  check(accountId: string, key: string, signature: string, now: number): Reply | ApiError | undefined {
    if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
      return invalidParameter(
        'Idempotency-Key',
        `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
      );
    const slot = Idempotency.slot(accountId, key);
    const stored = this.replies.get(slot);
    if (!stored || now - stored.at >= DAY_MS) {
      this.replies.delete(slot);
      return undefined;
    }
    if (stored.requestSignature === signature)
      return { status: stored.status, headers: { 'Idempotent-Replayed': 'true' }, body: stored.body };
    return invalidParameter('Idempotency-Key', 'This Idempotency-Key was used for a different request.');
  }

  remember(accountId: string, key: string, reply: StoredReply): void {
    this.replies.set(Idempotency.slot(accountId, key), reply);
  }
}
