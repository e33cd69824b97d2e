/**
 * Standard Webhooks signatures (contract section 9) on Web Crypto, so the same code runs on every
 * runtime the SDK supports; `subtle()` comes from the build's platform module.
 */
import { subtle } from './subtle.js';

const encoder = new TextEncoder();

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Strict standard base64 (not url-safe, no whitespace) to bytes; `null` when it is not that. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64.test(text)) return null;
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return null; // a length atob cannot decode, e.g. 4n+1 characters
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The raw HMAC key: the base64 bytes after `whsec_` (a secret without the prefix is taken as base64 too). */
export function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const b64 = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  const bytes = decodeBase64(b64);
  // Never echo the secret: the message names the rule, not the value.
  if (!bytes || bytes.length === 0) throw new TypeError('webhook secret is not base64 after "whsec_"');
  return bytes;
}

/** The raw 32-byte HMAC-SHA256 of `${id}.${timestamp}.${body}`, keyed with {@link secretBytes}. */
export async function computeSignatureBytes(
  secret: string,
  id: string,
  timestamp: number | string,
  body: string | Uint8Array,
): Promise<Uint8Array> {
  const key = secretBytes(secret);
  const crypto = await subtle();
  const hmacKey = await crypto.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const prefix = encoder.encode(`${id}.${timestamp}.`);
  const payload = typeof body === 'string' ? encoder.encode(body) : body;
  const signed = new Uint8Array(prefix.length + payload.length);
  signed.set(prefix, 0);
  signed.set(payload, prefix.length);
  return new Uint8Array(await crypto.sign('HMAC', hmacKey, signed));
}

/** base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`. */
export async function computeSignature(
  secret: string,
  id: string,
  timestamp: number | string,
  body: string | Uint8Array,
): Promise<string> {
  return encodeBase64(await computeSignatureBytes(secret, id, timestamp, body));
}

/**
 * The three headers of a signed delivery. A type alias, not an interface, so that it is assignable
 * to a plain header record (`verifyWebhook(body, await sign(...))` type-checks).
 */
export type SignedWebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * Signs a payload the way the service does, so users (and the fake service) can produce webhook
 * requests their own handlers will accept.
 */
export async function signWebhookPayload(options: {
  secret: string;
  body: string | Uint8Array;
  id?: string | undefined;
  /** Unix seconds; defaults to now. */
  timestamp?: number | undefined;
}): Promise<SignedWebhookHeaders> {
  const id = options.id ?? `msg_${Math.random().toString(36).slice(2, 14)}`;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = await computeSignature(options.secret, id, timestamp, options.body);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}
