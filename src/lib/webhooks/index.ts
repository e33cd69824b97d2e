export {
  computeSignature,
  type SignedWebhookHeaders,
  secretBytes,
  signWebhookPayload,
} from './signature.js';
export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  unwrapWebhook,
  verifyWebhook,
  WEBHOOK_SECRET_ENV,
  type WebhookEvent,
  type WebhookHeaders,
  type WebhookRawBody,
  type WebhookVerifyOptions,
} from './verify.js';
export { type WebhookSignOptions, Webhooks, type WebhooksOptions } from './webhooks.js';
