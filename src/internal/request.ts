/**
 * The one place an operation becomes a request and its answer a value or a typed error. The URL is
 * the operation's path template with its ids filled in (one segment each, `path-template.ts`) and
 * the query string; the headers are one plain record; the engine (`transport.ts`) puts it on the
 * wire.
 *
 * No openapi-fetch on this path: its client object merges headers into two `Headers` objects,
 * builds a request object and handles the response again (about 8% of a loopback request, for
 * nothing the generated methods need: they already know each operation's method, path and
 * parameters), and its path serializer re-reads the template with a regular expression on every
 * call (about 2%). The tests still hold the SDK's paths to its serializer.
 */
import { VERSION } from '../version.js';
import {
  checkNonNegativeInteger,
  checkTimeout,
  type ResolvedConfig,
  withCallFetchOptions,
} from '../core/config.js';
import type { ClassifiedAnswer } from './error-from-response.js';
import { answerErrors } from './lazy-modules.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  InvalidArgumentError,
  SportsDataError,
} from '../core/errors.js';
import { type ArgumentChecks, loadArgumentChecks, loadedArgumentChecks } from './argument-checks.js';
import { applyHeaders, checkHeaders, setAuthorization } from './headers.js';
import type { OperationSpec } from './operation.js';
import { fillPath } from './path-template.js';
import { BodyTooLarge, readCappedText, TooManyValues } from './read-body.js';
import type { RequestOptions } from '../core/request-options.js';
import { apiPolicy, type RetryPolicy } from './retry.js';
import type { AttemptSignal } from './abort.js';
import type { PacingSlot } from './pacing/pacer.js';
import type { Traffic } from './pacing/traffic.js';
import { type AttemptResult, describeFailure, type Exchange, runAttempts } from './transport.js';

/** The arguments of one call, as the generated method received them. */
export interface CallArgs {
  readonly path?: readonly unknown[];
  readonly input?: unknown;
}

export interface RawResult<T = unknown> {
  readonly data: T;
  /** The service's response (its body has been read). */
  readonly response: Response;
}

export interface RequestContext {
  readonly config: ResolvedConfig;
  readonly userAgent: string | undefined;
}

export function createRequestContext(config: ResolvedConfig): RequestContext {
  return { config, userAgent: userAgent() };
}

function userAgent(): string | undefined {
  // Browsers set their own User-Agent and some refuse a script-set one.
  if (typeof process === 'undefined' || !process.versions?.node) return undefined;
  return `sports-data-sdk/${VERSION} node/${process.versions.node} (${process.platform}; ${process.arch})`;
}

const MAX_IDEMPOTENCY_KEY = 255;

/**
 * Marks per-call options whose path ids the service made (a run id inside createAndPoll): they are
 * not checked against the document's pattern (tolerant reader: a newer service may mint new
 * shapes). A symbol, so it is no option name a caller can pass or misspell.
 */
const SERVICE_MADE_IDS: unique symbol = Symbol('sports-data-sdk.serviceMadeIds');

/** `options`, marked as carrying ids the service made (see SERVICE_MADE_IDS). */
export function withServiceMadeIds(options: RequestOptions): RequestOptions {
  return Object.assign(options, { [SERVICE_MADE_IDS]: true });
}

/** Path ids must stay one segment: `.`/`..` would be resolved away by URL parsing, even percent-encoded. */
function pathIds(op: OperationSpec, values: readonly unknown[] | undefined): string[] {
  const ids: string[] = [];
  for (let index = 0; index < op.pathParams.length; index++) {
    const value = values?.[index];
    if (typeof value !== 'string' || value.length === 0 || value === '.' || value === '..') {
      throw new InvalidArgumentError(
        'invalid_argument',
        `${op.namespace}.${op.methodName}: ${op.pathParams[index]} must be a non-empty string id, got ${describeValue(value)}.`,
        op.pathParams[index] as string,
      );
    }
    ids.push(value);
  }
  return ids;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  return value === null ? 'null' : typeof value;
}

function checkInput(op: OperationSpec, input: unknown): void {
  if (input === undefined || op.input === 'none') return;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    const what = op.input === 'body' ? 'body' : 'query parameters';
    throw new InvalidArgumentError(
      'invalid_argument',
      `${op.namespace}.${op.methodName}: ${what} must be an object, got ${describeValue(input)}.`,
      op.input,
    );
  }
  if (op.input !== 'query') return;
  // Every query parameter of the service is a string, number or boolean. Anything else would be
  // dropped or mangled silently by the serializer (a Date vanishes, a function sends its source).
  for (const [name, value] of Object.entries(input)) {
    const ok =
      value === undefined ||
      value === null ||
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value));
    if (!ok) {
      const hint = value instanceof Date ? ' (pass a Date as date.toISOString())' : '';
      throw new InvalidArgumentError(
        'invalid_argument',
        `${op.namespace}.${op.methodName}: query parameter ${name} must be a string, number or boolean, got ${describeValue(value)}${hint}.`,
        name,
      );
    }
  }
}

function checkSignal(signal: unknown): AbortSignal | undefined {
  if (signal === undefined) return undefined;
  const candidate = signal as Partial<AbortSignal> | null;
  const isSignal =
    candidate !== null &&
    typeof candidate === 'object' &&
    typeof candidate.addEventListener === 'function' &&
    typeof candidate.aborted === 'boolean';
  if (!isSignal)
    throw new InvalidArgumentError('invalid_argument', 'signal must be an AbortSignal.', 'signal');
  return signal as AbortSignal;
}

function serializeBody(op: OperationSpec, input: unknown): string | undefined {
  if (op.input !== 'body' || input === undefined) return undefined;
  try {
    return JSON.stringify(input);
  } catch (error) {
    // A BigInt or a cycle: refused before anything is sent.
    throw new InvalidArgumentError(
      'invalid_argument',
      `${op.namespace}.${op.methodName}: the body cannot be sent as JSON: ${error instanceof Error ? error.message : String(error)}`,
      'body',
    );
  }
}

function buildHeaders(
  ctx: RequestContext,
  op: OperationSpec,
  options: RequestOptions | undefined,
  hasBody: boolean,
): Record<string, string> {
  const { config } = ctx;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  if (ctx.userAgent) headers['user-agent'] = ctx.userAgent;
  if (op.auth) {
    if (!config.apiKey) {
      throw new InvalidArgumentError(
        'missing_api_key',
        `${op.namespace}.${op.methodName} needs an API key: pass apiKey to new SportsData({ apiKey }) or set SERVICE_API_KEY.`,
        'apiKey',
      );
    }
    setAuthorization(headers, config.apiKey);
  }
  applyHeaders(headers, config.defaultHeaders);
  if (options?.headers !== undefined) applyHeaders(headers, checkHeaders(options.headers, 'headers'));
  const key = options?.idempotencyKey;
  if (key !== undefined && op.idempotent) {
    if (
      typeof key !== 'string' ||
      key.length === 0 ||
      key.length > MAX_IDEMPOTENCY_KEY ||
      !/^[\x21-\x7e]+$/.test(key)
    ) {
      throw new InvalidArgumentError(
        'invalid_argument',
        `idempotencyKey must be 1-${MAX_IDEMPOTENCY_KEY} visible ASCII characters.`,
        'idempotencyKey',
      );
    }
    headers['idempotency-key'] = key;
  }
  return headers;
}

/**
 * Runs the argument checks. An argument that throws when read (a getter, a Proxy trap, a
 * `toString`) is refused like any bad argument, with a typed error, and nothing is sent.
 */
function readArguments<T>(op: OperationSpec, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SportsDataError) throw error;
    throw new InvalidArgumentError(
      'invalid_argument',
      `${op.namespace}.${op.methodName}: the arguments cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      null,
    );
  }
}

/**
 * The query string, names and values both percent-encoded. openapi-fetch's serializer encodes
 * values only, so a name such as `a&b=1` would add a parameter and `x#` would cut the URL short.
 * `checkInput` has made every value a string, number or boolean; null and undefined are left out.
 */
function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

/** Sends one operation and returns its parsed body, or throws a `SportsDataError`. */
export async function request<T>(
  ctx: RequestContext,
  op: OperationSpec,
  args: CallArgs,
  options?: RequestOptions,
): Promise<RawResult<T>> {
  let checks = loadedArgumentChecks();
  let traffic = ctx.config.traffic.open();
  // The first call loads what every call needs, both at once; later calls take them as they are.
  if (checks === undefined || traffic instanceof Promise)
    [checks, traffic] = await Promise.all([loadArgumentChecks(), traffic]);
  const exchange = readArguments(op, () => prepare(ctx, op, args, options, checks, traffic));
  const { response, text, answer } = await runAttempts(exchange);
  if (answer.status < 200 || answer.status > 299) {
    throw (answerErrors.loaded ?? (await answerErrors.load())).errorFromResponse(response, text, answer);
  }
  // Only 204/205 may be empty: every operation documents a JSON answer, and handing back `undefined`
  // as a typed value would fail later, far from the cause.
  if (text === '' && (response.status === 204 || response.status === 205)) {
    return { data: undefined as T, response };
  }
  let data: T;
  try {
    data = JSON.parse(text);
  } catch {
    throw (answerErrors.loaded ?? (await answerErrors.load())).notJson(response, text);
  }
  return { data, response };
}

/** The last answer of the engine, its body read within the cap and classified. */
interface Answered {
  readonly response: Response;
  readonly text: string;
  readonly answer: ClassifiedAnswer;
}

/** Checks every argument and builds the request (once: each attempt sends it unchanged). */
function prepare(
  ctx: RequestContext,
  op: OperationSpec,
  args: CallArgs,
  options: RequestOptions | undefined,
  { validateInput, validatePathIds }: ArgumentChecks,
  traffic: Traffic,
): Exchange<Answered> {
  const config =
    options?.fetchOptions === undefined ? ctx.config : withCallFetchOptions(ctx.config, options.fetchOptions);
  const ids = pathIds(op, args.path);
  if ((options as { [SERVICE_MADE_IDS]?: true } | undefined)?.[SERVICE_MADE_IDS] !== true)
    validatePathIds(op, ids);
  validateInput(op, args.input, options);
  checkInput(op, args.input);
  const timeout = options?.timeout === undefined ? config.timeout : checkTimeout(options.timeout, 'timeout');
  const maxRetries =
    options?.maxRetries === undefined
      ? config.maxRetries
      : checkNonNegativeInteger(options.maxRetries, 'maxRetries');
  const signal = checkSignal(options?.signal);
  const body = serializeBody(op, args.input);
  const query =
    op.input === 'query' && args.input !== undefined
      ? serializeQuery(args.input as Record<string, unknown>)
      : '';
  const url = `${config.baseURL}${fillPath(op, ids)}${query === '' ? '' : `?${query}`}`;
  const headers = buildHeaders(ctx, op, options, body !== undefined);
  return new APICall(config, traffic, op, url, headers, body, timeout, signal, apiPolicy(op, maxRetries));
}

/** One API call as the engine runs it: the request is built, each attempt sends it unchanged. */
class APICall implements Exchange<Answered> {
  readonly clock = 'attempt';

  constructor(
    readonly config: ResolvedConfig,
    readonly traffic: Traffic,
    readonly op: OperationSpec,
    readonly url: string,
    readonly headers: Record<string, string>,
    readonly body: string | undefined,
    readonly timeout: number,
    readonly signal: AbortSignal | undefined,
    readonly policy: RetryPolicy,
  ) {}

  /** `GET /v1/players/{id}`: made when a line or an error names the call, not for every call. */
  get label(): string {
    return `${this.op.method} ${this.op.path}`;
  }

  get idempotent(): boolean {
    return this.op.idempotent;
  }

  /** The path as sent (ids filled in), for debug lines only: parsing the URL is not free. */
  debugTarget(): string {
    return `${this.op.method} ${new URL(this.url).pathname}`;
  }

  admit(): Promise<PacingSlot> | undefined {
    return this.traffic.beforeAttempt(this.op, this);
  }

  async send(
    clock: AttemptSignal,
    attempt: number,
    seen: { status: number },
    slot: PacingSlot | undefined,
  ): Promise<AttemptResult<Answered>> {
    const { config, op, traffic } = this;
    const response = await config.fetch(this.url, {
      method: op.method,
      headers: attempt === 0 ? this.headers : { ...this.headers, 'x-retry-count': String(attempt) },
      body: this.body,
      // Redirects are not followed: the key must never be carried to a host it was not meant for.
      redirect: 'manual',
      signal: clock.signal,
    });
    seen.status = response.status;
    const text = await readCappedText(response, config.maxResponseBytes, clock);
    if (text instanceof BodyTooLarge || text instanceof TooManyValues) {
      traffic.afterAnswer(op, slot, response, undefined);
      const errors = answerErrors.loaded ?? (await answerErrors.load());
      throw text instanceof BodyTooLarge
        ? errors.responseTooLarge(response, this.label, text)
        : errors.tooManyValues(response, this.label, text.budget);
    }
    const { status } = response;
    // Only an error answer loads the envelope reader; a success is classified here, at no cost.
    const answer: ClassifiedAnswer =
      status >= 200 && status < 300
        ? { kind: 'answer', status, code: undefined, retryAfter: undefined, envelope: undefined }
        : (answerErrors.loaded ?? (await answerErrors.load())).classifyAnswer(response, text);
    traffic.afterAnswer(op, slot, response, answer);
    return { outcome: answer, value: { response, text, answer } };
  }

  failed(error: unknown, timedOut: boolean): SportsDataError {
    return timedOut
      ? new APIConnectionTimeoutError(`Request timed out after ${this.timeout} ms (${this.label}).`, {
          cause: error,
        })
      : new APIConnectionError(`Connection error (${this.label}): ${describeFailure(error)}`, {
          cause: error,
        });
  }
}
