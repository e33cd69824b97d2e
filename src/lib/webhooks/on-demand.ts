/**
 * The webhook functions as the package exports them. Each loads the verification and signing code
 * on its first call, so an app that never handles a webhook never loads it, and a bundler keeps it
 * out of the app's first chunk. They were async already (Web Crypto's HMAC is), so loading on
 * demand changes nothing for a caller.
 */
import type { SignedWebhookHeaders } from './signature.js';
import type { WebhookEvent, WebhookHeaders, WebhookRawBody, WebhookVerifyOptions } from './verify.js';

/**
 * Checks that a webhook request was signed by the service with `secret` within the tolerance
 * window (5 minutes by default). Resolves when it was; rejects with a `WebhookVerificationError`
 * (with a `reason`) when it was not.
 *
 * @param rawBody the exact body received: never a re-serialised object
 * @param headers the request headers
 * @param secret the endpoint's `whsec_…` secret; defaults to `process.env.SERVICE_WEBHOOK_SECRET`
 * @param options tolerance and clock
 */
export async function verifyWebhook(
  rawBody: WebhookRawBody,
  headers: WebhookHeaders,
  secret?: string,
  options?: WebhookVerifyOptions,
): Promise<void> {
  return (await import('./verify.js')).verifyWebhook(rawBody, headers, secret, options);
}

/**
 * {@link verifyWebhook}, then parses the body as an event. Rejects with reason `invalid_payload`
 * when the verified body is not an event. An event whose `type` this SDK does not know is returned
 * as it came, not rejected: check `event.type` before reading `data`. A retried delivery carries
 * the same `event.id`; deduplicate on it where a handler must act once.
 *
 * @example
 * ```ts
 * app.post('/webhooks', express.raw({ type: 'application/json' }), async (req, res) => {
 *   let event;
 *   try {
 *     event = await client.webhooks.unwrap(req.body, req.headers);
 *   } catch (err) {
 *     if (err instanceof WebhookVerificationError) return res.status(400).send(err.reason);
 *     throw err;
 *   }
 *   if (event.type === 'alert.matched') handleMatch(event.data);
 *   res.sendStatus(204);
 * });
 * ```
 */
export async function unwrapWebhook(
  rawBody: WebhookRawBody,
  headers: WebhookHeaders,
  secret?: string,
  options?: WebhookVerifyOptions,
): Promise<WebhookEvent> {
  return (await import('./verify.js')).unwrapWebhook(rawBody, headers, secret, options);
}

/**
 * Signs a payload the way the service does, so that your own webhook handler can be tested with
 * requests it will accept. Returns the three `webhook-*` headers.
 */
export async function signWebhookPayload(options: {
  secret: string;
  body: string | Uint8Array;
  id?: string | undefined;
  /** Unix seconds; defaults to now. */
  timestamp?: number | undefined;
}): Promise<SignedWebhookHeaders> {
  return (await import('./signature.js')).signWebhookPayload(options);
}

/** The secret a call uses: the argument, else `SERVICE_WEBHOOK_SECRET`; checked, never echoed. */
export async function resolveWebhookSecret(secret: string | undefined): Promise<string> {
  return (await import('./verify.js')).resolveSecret(secret);
}
