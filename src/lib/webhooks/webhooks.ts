/**
 * `client.webhooks`: the webhook helpers bound to one secret (or to `SERVICE_WEBHOOK_SECRET`).
 */
import { resolveWebhookSecret, signWebhookPayload, unwrapWebhook, verifyWebhook } from './on-demand.js';
import type { SignedWebhookHeaders } from './signature.js';
import type { WebhookEvent, WebhookHeaders, WebhookRawBody, WebhookVerifyOptions } from './verify.js';

export interface WebhooksOptions extends WebhookVerifyOptions {
  /**
   * The endpoint's `whsec_…` secret. When absent, each call reads `SERVICE_WEBHOOK_SECRET` at
   * call time, so setting the variable after the client is made still works.
   */
  secret?: string | undefined;
}

export interface WebhookSignOptions {
  /** The exact body that will be sent. */
  body: string | Uint8Array;
  /** Defaults to the instance's secret, then `SERVICE_WEBHOOK_SECRET`. */
  secret?: string | undefined;
  /** The `webhook-id`; defaults to a random `msg_…`. */
  id?: string | undefined;
  /** Unix seconds; defaults to now. */
  timestamp?: number | undefined;
}

/**
 * Webhook verification and signing. The secret used is, in order: the one passed to the call, the
 * one given to the constructor, `process.env.SERVICE_WEBHOOK_SECRET`.
 *
 * All methods are async: Web Crypto's HMAC is, and it is the one HMAC every runtime has.
 */
export class Webhooks {
  readonly #secret: string | undefined;
  readonly #options: WebhookVerifyOptions;

  constructor(options: WebhooksOptions = {}) {
    const { secret, ...verifyOptions } = options;
    this.#secret = secret;
    this.#options = verifyOptions;
  }

  /**
   * Verifies the request and returns its event; see {@link unwrapWebhook}. Throws
   * `WebhookVerificationError` (with a `reason`) when any check fails.
   */
  unwrap(
    rawBody: WebhookRawBody,
    headers: WebhookHeaders,
    secret?: string,
    options?: WebhookVerifyOptions,
  ): Promise<WebhookEvent> {
    return unwrapWebhook(rawBody, headers, secret ?? this.#secret, this.#merge(options));
  }

  /** Verifies the request without parsing it; see {@link verifyWebhook}. */
  verify(
    rawBody: WebhookRawBody,
    headers: WebhookHeaders,
    secret?: string,
    options?: WebhookVerifyOptions,
  ): Promise<void> {
    return verifyWebhook(rawBody, headers, secret ?? this.#secret, this.#merge(options));
  }

  /** Per-call options over the constructor's; an option passed as `undefined` keeps the constructor's. */
  #merge(options: WebhookVerifyOptions | undefined): WebhookVerifyOptions {
    return {
      toleranceSeconds: options?.toleranceSeconds ?? this.#options.toleranceSeconds,
      now: options?.now ?? this.#options.now,
    };
  }

  /**
   * Signs a body as the service would and returns the three `webhook-*` headers, so a handler can
   * be tested end to end with requests it will accept.
   *
   * @example
   * ```ts
   * const body = JSON.stringify(event);
   * const headers = await client.webhooks.sign({ body });
   * await fetch('http://localhost:3000/webhooks', { method: 'POST', body, headers });
   * ```
   */
  async sign(options: WebhookSignOptions): Promise<SignedWebhookHeaders> {
    const secret = await resolveWebhookSecret(options.secret ?? this.#secret);
    const { body, id, timestamp } = options;
    return signWebhookPayload({
      secret,
      body,
      ...(id !== undefined && { id }),
      ...(timestamp !== undefined && { timestamp }),
    });
  }
}
