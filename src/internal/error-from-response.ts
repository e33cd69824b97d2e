/**
 * What a call that ends in error becomes: an error answer's envelope and `Retry-After` read once
 * (for the call machine's retry decision and for the error), the typed error of an answer, of a
 * body the SDK cannot use or of a failure with no answer, and the warn lines that say why such a
 * call was not retried. Loaded on first use (engine.ts `errorReader`): only a call that fails
 * needs it, and the success path never waits for it (the machine classifies a success itself).
 */
import { excerpt, REDACTED, SERVER_MESSAGE_MAX, SERVER_NAME_MAX, serverField } from './redact.js';
import { secretSpans } from './secret-spans.js';
import { errorClassFor } from '../generated/error-classes.js';
import * as serverTextPolicy from '../generated/policy/server-text.js';
import {
  type APIError,
  APIConnectionError,
  APIConnectionTimeoutError,
  type APIErrorInit,
  type SportsDataError,
} from '../core/errors.js';
import { answerError, invalidResponse } from './invalid-response.js';
import { BYTES_PER_VALUE } from './json-budget.js';
import type { Call, ClassifiedAnswer, Envelope } from './engine.js';
import { MAX_RETRY_AFTER_SECONDS, parseRetryAfter } from './retry.js';

/** Answers after which a usage-billed call may or may not have been carried out (and charged). */
const AMBIGUOUS_STATUS: ReadonlySet<number> = new Set([408, 500, 502, 503, 504]);

/**
 * The warn lines of a call that ends without the retry it would otherwise have had: a `Retry-After`
 * too long to wait for, or a usage-billed call the service may have carried out.
 */
export function explain(call: Call): void {
  const { outcome, decision } = call;
  if (outcome === undefined || decision === undefined || decision.retry) return;
  const log = call.config.logger;
  if (decision.why === 'wait_too_long' && outcome.kind === 'answer') {
    log.log(
      'warn',
      `${call.label} answered ${outcome.status} with Retry-After ${Math.round(outcome.retryAfter ?? 0)} s (over ${MAX_RETRY_AFTER_SECONDS} s): not waiting; the error carries retryAfter.`,
    );
    return;
  }
  if (decision.why !== 'billed') return;
  // A usage-billed call failed in a way a free read would have been retried for. When the service
  // may have acted on it, say why the SDK did not retry, and how the caller can retry safely.
  const ambiguous = outcome.kind === 'answer' ? AMBIGUOUS_STATUS.has(outcome.status) : outcome.sent !== false;
  if (!ambiguous) return;
  const hint = call.idempotent
    ? 'retry with an idempotencyKey so the service answers a repeat without a second charge'
    : 'the service may have carried it out (and charged) already';
  const what = outcome.kind === 'answer' ? `answered ${outcome.status}` : `failed (${call.failure?.name})`;
  log.log('warn', `${call.label} ${what}; not retried: usage-billed; ${hint}.`);
}

/** An API call's attempt that had no answer (a timeout, a lost connection), as its typed error. */
export function connectionError(
  call: { readonly label: string; readonly timeout: number },
  error: unknown,
  timedOut: boolean,
): SportsDataError {
  return timedOut
    ? new APIConnectionTimeoutError(`Request timed out after ${call.timeout} ms (${call.label}).`, {
        cause: error,
      })
    : new APIConnectionError(`Connection error (${call.label}): ${describeFailure(error)}`, {
        cause: error,
      });
}

/** An error's message with its cause's code, for connection error messages. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : undefined;
  return detail ? `${error.message} (${detail})` : error.message;
}

/** The `error` object of the contract's envelope, or `undefined` for any other body. */
export function readEnvelope(body: unknown): Envelope | undefined {
  if (typeof body === 'string') {
    // Only an object can be the envelope: an error page or a list is not parsed to find that out.
    if (!startsWithBrace(body)) return undefined;
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

/** Whether `text`'s first character after JSON whitespace is `{`. */
function startsWithBrace(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return code === 0x7b;
  }
  return false;
}

/**
 * An API answer classified once, for the retry decision and for the error built from it: the
 * envelope is parsed and `Retry-After` read here, and nowhere again.
 */
export function classifyAnswer(
  response: Pick<Response, 'status' | 'headers'>,
  text: string,
): ClassifiedAnswer {
  const { status } = response;
  if (status >= 200 && status < 300) {
    return { kind: 'answer', status, code: undefined, retryAfter: undefined, envelope: undefined };
  }
  const envelope = readEnvelope(text);
  return {
    kind: 'answer',
    status,
    code: str(envelope?.code),
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    envelope,
  };
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A 2xx answer whose body is not the JSON the operation documents. */
export function notJson(response: Response, text: string): APIError {
  // Told apart only once parsing failed: trimming every good body would copy it for nothing.
  return invalidResponse(
    response,
    text.trim() === ''
      ? `The service answered ${response.status} with an empty body where JSON was expected.`
      : `The service answered ${response.status} with a body that is not valid JSON (${text.length} bytes): ${excerpt(text, 120)}`,
  );
}

/**
 * The answer's body passed the client's `maxResponseBytes`: reading stopped there, and the call is
 * not retried (the same answer would come again).
 */
export function responseTooLarge(
  response: Response,
  label: string,
  body: { maxBytes: number; received: number },
): APIError {
  const read = body.received > 0 ? `read ${body.received}` : 'per its Content-Length';
  return answerError(
    response,
    'response_too_large',
    `The answer to ${label} is over maxResponseBytes (${body.maxBytes} bytes; ${read}); not read further.`,
  );
}

/**
 * The answer holds more JSON values than the parse budget allows (see `json-budget.ts`): it is not
 * parsed, and the call is not retried (the same answer would come again).
 */
export function tooManyValues(response: Response, label: string, budget: number): APIError {
  return answerError(
    response,
    'response_too_large',
    `The answer to ${label} holds more than ${budget} JSON values (one per ${BYTES_PER_VALUE} bytes of maxResponseBytes); not parsed.`,
  );
}

/**
 * The answer's body could not be decoded (its `Content-Encoding` is damaged or not what it says):
 * the call is not retried, the same bytes would come again.
 */
export function undecodable(response: Response, label: string, body: { code: string }): APIError {
  const encoding = serverField(response.headers.get('content-encoding'), SERVER_NAME_MAX);
  return answerError(
    response,
    'invalid_response',
    `The answer to ${label} could not be decoded (Content-Encoding ${encoding}: ${body.code}); not retried.`,
  );
}

/**
 * A `Location` as the absolute URL it names, so that the redactor (which knows URLs by their scheme)
 * drops its userinfo and query string like any other's. Unresolvable (a custom `fetch` whose
 * Response has no `url`), it keeps its path only.
 */
function absolute(location: string, base: string): string {
  try {
    return new URL(location, base).href;
  } catch {
    return location.split(/[?#]/)[0] as string;
  }
}

/** What an error is built from: a Response's status line and headers, and its URL when it has one. */
type AnswerHead = { status: number; statusText: string; headers: Headers; url?: string };

/**
 * How much of a body that is not the envelope (a proxy's HTML page, say) is read for the excerpt
 * its message quotes: the excerpt is 200 characters, and a page's first text comes well within it.
 */
const PAGE_WINDOW = serverTextPolicy.ERROR_PAGE_CHARS;

/**
 * `page` without its tags (each `<…>` a space) and with runs of whitespace as one space. A hand scan:
 * as a pattern (`<[^>]*>`) a run of `<` with no `>` is rescanned from every `<`, which is quadratic.
 * A key with markup inside it (`svc_live_AbCd<wbr>EfGh…`, a highlighting span) is found on the text
 * joined with nothing between its pieces ({@link secretSpans}) and shown as one `[redacted]`: with a
 * space for each tag first, its pieces would no longer look like a key.
 */
function visibleText(page: string): string {
  const pieces: string[] = [];
  let at = 0;
  for (let open = page.indexOf('<'); open !== -1; open = page.indexOf('<', at)) {
    const close = page.indexOf('>', open + 1);
    // No tag closes after here: the rest is text.
    if (close === -1) break;
    pieces.push(page.slice(at, open));
    at = close + 1;
  }
  pieces.push(page.slice(at));
  const joined = pieces.join('');
  const spans = secretSpans(joined);
  let out = '';
  let offset = 0;
  // The first span not yet passed: the one a piece boundary may fall inside.
  let next = 0;
  for (const [index, piece] of pieces.entries()) {
    const span = spans[next];
    const insideSpan = span !== undefined && span[0] < offset && offset < span[1];
    if (index > 0 && !insideSpan) out += ' ';
    const end = offset + piece.length;
    let from = offset;
    while (from < end) {
      const hidden = spans[next];
      if (!hidden || hidden[0] >= end) {
        out += joined.slice(from, end);
        break;
      }
      out += joined.slice(from, Math.max(from, hidden[0]));
      if (hidden[0] >= from) out += REDACTED;
      from = Math.min(hidden[1], end);
      if (from === hidden[1]) next++;
    }
    offset = end;
  }
  return out.replace(/\s+/g, ' ').trim();
}

function describeNonEnvelope(response: AnswerHead, text: string): string {
  const { status, statusText, headers } = response;
  if (status >= 300 && status < 400) {
    // Redirects are not followed (the key must not travel to another URL): say so, and where it pointed.
    const location = headers.get('location');
    return `${status} ${statusText || 'redirect'}: a redirect${location ? ` to ${absolute(location, response.url ?? '')}` : ''}, which the SDK does not follow; check baseURL`;
  }
  const kind = headers.get('content-type')?.split(';')[0] ?? 'no content type';
  if (text.length === 0) return `${status} ${statusText || 'error'} with an empty body`;
  const readable = visibleText(text.slice(0, PAGE_WINDOW));
  return `${status} ${statusText || 'error'} (${kind}, not the service's error format): ${excerpt(readable, 200) || '[markup only]'}`;
}

/**
 * Builds the typed error for a non-2xx answer. Any body (the envelope, an HTML page from a proxy,
 * nothing, truncated JSON) gives an `APIError` subclass by status, never a parse error.
 */
export function errorFromResponse(response: AnswerHead, text: string, answer: ClassifiedAnswer): APIError {
  const { status, headers } = response;
  const { envelope } = answer;
  const init: APIErrorInit = {
    status,
    headers,
    type: serverField(envelope?.type, SERVER_NAME_MAX),
    code: serverField(envelope?.code, SERVER_NAME_MAX),
    param: serverField(envelope?.param, SERVER_NAME_MAX) ?? null,
    requestId:
      serverField(envelope?.request_id, SERVER_NAME_MAX) ??
      serverField(headers.get('x-request-id'), SERVER_NAME_MAX),
    message: serverField(envelope?.message, SERVER_MESSAGE_MAX) ?? describeNonEnvelope(response, text),
    retryAfter: answer.retryAfter,
  };
  const ErrorClass = errorClassFor(status);
  return new ErrorClass(init);
}
