/**
 * Every function of the SDK that reads text a server (or a webhook sender) chose, and adversarial
 * shapes of such text: `linear-time.test.ts` times each reader on each shape at two sizes. To cover
 * a new reader, add it to {@link SERVER_TEXT_READERS}; each one swallows the typed error it is meant
 * to throw (the time to build it is what counts).
 */
import { classifyAnswer, errorFromResponse, notJson } from '../../src/internal/error-from-response.js';
import { APIConnectionError, JobFailedError } from '../../src/core/errors.js';
import { SdkLogger } from '../../src/core/logger.js';
import { readResponseMeta } from '../../src/core/response-meta.js';
import { parseRetryAfter } from '../../src/internal/retry.js';
import { excerpt, redact } from '../../src/internal/redact.js';
import { jsonlBatches } from '../../src/lib/download/jsonl.js';
import { signWebhookPayload, unwrapWebhook } from '../../src/lib/webhooks/index.js';

export interface ServerTextReader {
  readonly name: string;
  read(text: string): unknown;
}

const WEBHOOK_SECRET = `whsec_${Buffer.from('linear-time-secret-0123456789abcdef').toString('base64')}`;

/** What an error is built from, as `fetch` would hand it over. */
function answer(status: number, headers: Record<string, string> = {}) {
  return { status, statusText: 'Status', headers: new Headers(headers), url: 'https://api.example/v1/x' };
}

async function swallow(work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    return error;
  }
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** An error answer as the request path builds it: classified once, then made into its error. */
const errorOf = (head: ReturnType<typeof answer>, text: string) =>
  errorFromResponse(head, text, classifyAnswer(head as Response, text));

export const SERVER_TEXT_READERS: readonly ServerTextReader[] = [
  { name: 'redact', read: (text) => redact(text) },
  { name: 'excerpt', read: (text) => excerpt(text, 200) },
  {
    name: 'log line',
    read: (text) => {
      const sink = () => {};
      new SdkLogger({ error: sink, warn: sink, info: sink, debug: sink }, 'debug').log('warn', text);
    },
  },
  {
    name: 'errorFromResponse: every envelope field',
    read: (text) =>
      errorOf(
        answer(400, { 'content-type': 'application/json' }),
        JSON.stringify({ error: { type: text, code: text, message: text, param: text, request_id: text } }),
      ),
  },
  {
    name: 'errorFromResponse: an error page that is not the envelope',
    read: (text) => errorOf(answer(502, { 'content-type': 'text/html' }), text),
  },
  {
    name: 'errorFromResponse: headers (request id, Retry-After, content type)',
    read: (text) =>
      errorOf(answer(503, { 'x-request-id': text, 'retry-after': text, 'content-type': text }), text),
  },
  {
    name: 'errorFromResponse: a redirect Location',
    read: (text) => errorOf(answer(302, { location: text }), ''),
  },
  { name: 'notJson (a 2xx body that is not JSON)', read: (text) => notJson(answer(200) as Response, text) },
  {
    name: 'JobFailedError (a failed job and its message)',
    read: (text) =>
      new JobFailedError(
        `The query run qr_1 failed (${text}): ${text}`,
        { run_id: 'qr_1', status: 'failed', error: { code: text, message: text } },
        text,
      ),
  },
  {
    name: 'APIConnectionError (a connection failure quoting server text)',
    read: (text) => new APIConnectionError(`Connection error: ${text}`, { cause: new Error(text) }),
  },
  {
    name: 'JSONL export: a line that does not parse',
    read: (text) =>
      swallow(async () => {
        for await (const rows of jsonlBatches(once(new TextEncoder().encode(`{"id":1}\n${text}\n`))))
          void rows;
      }),
  },
  {
    name: 'response meta headers',
    read: (text) =>
      readResponseMeta(
        new Headers({
          'x-service-plan': text,
          'x-monthly-quota-limit': text,
          'x-monthly-quota-remaining': text,
          'x-monthly-quota-reset': text,
        }),
      ),
  },
  { name: 'Retry-After', read: (text) => parseRetryAfter(text) },
  {
    name: 'webhook: a hostile signature header',
    read: (text) =>
      swallow(() =>
        unwrapWebhook(
          text,
          {
            'webhook-id': 'msg_1',
            'webhook-timestamp': '1700000000',
            'webhook-signature': `v1,${text} ${text}`,
          },
          WEBHOOK_SECRET,
        ),
      ),
  },
  {
    name: 'webhook: a signed body that is not an event',
    read: (text) =>
      swallow(async () => {
        const headers = await signWebhookPayload({ secret: WEBHOOK_SECRET, body: text, id: 'msg_1' });
        return unwrapWebhook(text, headers, WEBHOOK_SECRET);
      }),
  },
];

/** `unit` repeated to `length` characters, then `suffix`. */
const fill =
  (unit: string, suffix = '') =>
  (length: number) =>
    unit.repeat(Math.ceil(length / unit.length)).slice(0, length - suffix.length) + suffix;

/**
 * Shapes that make a backtracking pattern rescan its input from every position: runs of one
 * character a pattern's class accepts, with the one character that would end a match missing or
 * placed last. No CR, LF or NUL, so that every shape is also a valid header value.
 */
export const ADVERSARIAL_SHAPES: readonly { name: string; make(length: number): string }[] = [
  { name: 'a.a.a… then a URL', make: fill('a.', ' http://x') },
  { name: 'a.a.a… then ://', make: fill('a.', '://') },
  { name: '<<<… without >', make: fill('<') },
  { name: '<a <a … without >', make: fill('<a ') },
  { name: ':::', make: fill(':') },
  { name: '///', make: fill('/') },
  { name: '@@@', make: fill('@') },
  { name: '%%%', make: fill('%') },
  { name: ':// repeated', make: fill('://') },
  { name: 'a:// a:// …', make: fill('a:// ') },
  { name: 'http://x then dots, then x', make: (n) => `http://x${'.'.repeat(n - 10)}x` },
  { name: 'http://x then trailing punctuation', make: (n) => `http://x${').,'.repeat(n / 3)}`.slice(0, n) },
  { name: 'http://user@… @@@', make: (n) => `http://${'u@'.repeat(n / 2)}`.slice(0, n) },
  { name: 'svc_live_ repeated', make: fill('svc_live_') },
  { name: 'svc_live_ then key characters', make: (n) => `svc_live_${'A'.repeat(n - 9)}` },
  { name: 'Bearer then spaces', make: (n) => `Bearer${' '.repeat(n - 7)},` },
  { name: 'bearer bearer …', make: fill('bearer \t') },
  { name: 'cookie: then spaces', make: (n) => `cookie:${' '.repeat(n - 8)}<` },
  { name: 'cookie= cookie= …', make: fill('cookie= ') },
  { name: 'authorization: bearer … ', make: fill('authorization: bearer ') },
  { name: 'digits', make: fill('1') },
  { name: 'digits with dots', make: fill('1.') },
  { name: 'commas', make: fill(',') },
  { name: 'v1, entries', make: fill('v1,') },
  { name: 'base64-ish then =', make: fill('QUFB', '===!') },
  { name: 'spaces and tabs', make: fill(' \t') },
  { name: 'open brackets', make: fill('[') },
  { name: 'open objects', make: fill('{"a":') },
  { name: 'backslashes', make: fill('\\') },
  { name: 'a mix of URL characters', make: fill('a.b@c:d/e%f?g#h-i+j ') },
];
