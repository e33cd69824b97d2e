export type { SignedWebhookHeaders } from './signature.js';
export { signWebhookPayload, unwrapWebhook, verifyWebhook } from './on-demand.js';
export type {
  WebhookEvent,
  WebhookHeaders,
  WebhookRawBody,
  WebhookVerifyOptions,
} from './verify.js';
export { type WebhookSignOptions, Webhooks, type WebhooksOptions } from './webhooks.js';
