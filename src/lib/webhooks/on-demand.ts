/**
 * The webhook functions as the package exports them. Each loads the verification and signing code
 * on its first call, so an app that never handles a webhook never loads it, and a bundler keeps it
 * out of the app's first chunk. They were async already (Web Crypto's HMAC is), so loading on
 * demand changes nothing for a caller.
 */
import { OnFirstUse } from '../../internal/load-on-first-use.js';

const verify = new OnFirstUse<typeof import('./verify.js')>('webhook verifier', () => import('./verify.js'));
const signature = new OnFirstUse<typeof import('./signature.js')>(
  'webhook signer',
  () => import('./signature.js'),
);

/**
 * Checks that a webhook request was signed by the service with `secret` within the tolerance
 * window (5 minutes by default). Resolves when it was; rejects with a `WebhookVerificationError`
 * (with a `reason`) when it was not.
 *
 * `rawBody` is the exact body received, never a re-serialised object; `secret` the endpoint's
 * `whsec_…` secret, by default `process.env.SERVICE_WEBHOOK_SECRET`; `options` the tolerance and
 * clock.
 */
export const verifyWebhook = verify.calls('verifyWebhook');

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
export const unwrapWebhook = verify.calls('unwrapWebhook');

/**
 * Signs a payload the way the service does, so that your own webhook handler can be tested with
 * requests it will accept. Returns the three `webhook-*` headers.
 */
export const signWebhookPayload = signature.calls('signWebhookPayload');

/** The secret a call uses: the argument, else `SERVICE_WEBHOOK_SECRET`; checked, never echoed. */
export async function resolveWebhookSecret(secret: string | undefined): Promise<string> {
  return (verify.loaded ?? (await verify.load())).resolveSecret(secret);
}
