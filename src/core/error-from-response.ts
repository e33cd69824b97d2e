import { excerpt } from '../internal/redact.js';
import {
  APIError,
  type APIErrorInit,
  AuthenticationError,
  BadRequestError,
  BillingError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from './errors.js';
import { parseRetryAfter } from './retry.js';

interface Envelope {
  type?: unknown;
  code?: unknown;
  message?: unknown;
  param?: unknown;
  request_id?: unknown;
}

/** The `error` object of the contract's envelope, or `undefined` for any other body. */
export function readEnvelope(body: unknown): Envelope | undefined {
  if (typeof body === 'string') {
    try {
      return readEnvelope(JSON.parse(body));
    } catch {
      return undefined;
    }
  }
  if (body === null || typeof body !== 'object') return undefined;
  const error = (body as { error?: unknown }).error;
  return error !== null && typeof error === 'object' ? (error as Envelope) : undefined;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function describeNonEnvelope(status: number, statusText: string, headers: Headers, text: string): string {
  if (status >= 300 && status < 400) {
    // Redirects are not followed (the key must not travel to another URL): say so, and where it pointed.
    const location = headers.get('location');
    return `${status} ${statusText || 'redirect'}: a redirect${location ? ` to ${location}` : ''}, which the SDK does not follow; check baseURL`;
  }
  const kind = headers.get('content-type')?.split(';')[0] ?? 'no content type';
  if (text.length === 0) return `${status} ${statusText || 'error'} with an empty body`;
  const readable = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${status} ${statusText || 'error'} (${kind}, not the service's error format): ${excerpt(readable, 200) || '[markup only]'}`;
}

/**
 * Builds the typed error for a non-2xx answer. Any body (the envelope, an HTML page from a proxy,
 * nothing, truncated JSON) gives an `APIError` subclass by status, never a parse error.
 */
export function errorFromResponse(
  response: { status: number; statusText: string; headers: Headers },
  text: string,
): APIError {
  const { status, headers } = response;
  const envelope = readEnvelope(text);
  const init: APIErrorInit = {
    status,
    headers,
    type: str(envelope?.type),
    code: str(envelope?.code),
    param: str(envelope?.param) ?? null,
    requestId: str(envelope?.request_id) ?? headers.get('x-request-id') ?? undefined,
    message: str(envelope?.message) ?? describeNonEnvelope(status, response.statusText, headers, text),
    retryAfter: parseRetryAfter(headers.get('retry-after')),
  };
  switch (status) {
    case 400:
      return new BadRequestError(init);
    case 401:
      return new AuthenticationError(init);
    case 402:
      return new BillingError(init);
    case 403:
      return new PermissionDeniedError(init);
    case 404:
      return new NotFoundError(init);
    case 429:
      return new RateLimitError(init);
    default:
      return status >= 500 ? new InternalServerError(init) : new APIError(init);
  }
}
