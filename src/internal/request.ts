/**
 * The one place an operation becomes a request and its answer a value or a typed error. Its
 * arguments are checked first, all by one entry (`check-arguments.ts`), which hands back the path
 * (ids filled in, one segment each), the query string, the body and the options; here they become
 * the URL and one plain header record, and the engine (`transport.ts`) puts them on the wire.
 *
 * No openapi-fetch on this path: its client object merges headers into two `Headers` objects,
 * builds a request object and handles the response again (about 8% of a loopback request, for
 * nothing the generated methods need: they already know each operation's method, path and
 * parameters), and its path serializer re-reads the template with a regular expression on every
 * call (about 2%). The tests still hold the SDK's paths to its serializer.
 */
import { VERSION } from '../version.js';
import { type ResolvedConfig, withCallFetchOptions } from '../core/config.js';
import type { ClassifiedAnswer } from './error-from-response.js';
import { answerErrors } from './lazy-modules.js';
import { APIConnectionError, APIConnectionTimeoutError, type SportsDataError } from '../core/errors.js';
import { argumentChecks } from './argument-checks.js';
import type { CheckedCall } from './check-arguments.js';
import { applyHeaders, setAuthorization } from './headers.js';
import type { OperationSpec } from './operation.js';
import { BodyTooLarge, readCappedText, TooManyValues } from './read-body.js';
import type { ListRequestOptions } from '../core/request-options.js';
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

function buildHeaders(ctx: RequestContext, op: OperationSpec, checked: CheckedCall): Record<string, string> {
  const { config } = ctx;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (checked.body !== undefined) headers['content-type'] = 'application/json';
  if (ctx.userAgent) headers['user-agent'] = ctx.userAgent;
  if (op.auth) setAuthorization(headers, config.apiKey as string);
  applyHeaders(headers, config.defaultHeaders);
  applyHeaders(headers, checked.headers);
  if (checked.idempotencyKey !== undefined) headers['idempotency-key'] = checked.idempotencyKey;
  return headers;
}

/**
 * Sends one operation (one page of a list: `kind` 'list') and returns its parsed body, or throws a
 * `SportsDataError`. Every argument is checked first, by the one entry (check-arguments.ts).
 */
export async function request<T>(
  ctx: RequestContext,
  op: OperationSpec,
  args: CallArgs,
  options?: ListRequestOptions,
  kind: 'call' | 'list' = 'call',
): Promise<RawResult<T>> {
  let checks = argumentChecks.loaded;
  let traffic = ctx.config.traffic.open();
  // The first call loads what every call needs, both at once; later calls take them as they are.
  if (checks === undefined || traffic instanceof Promise)
    [checks, traffic] = await Promise.all([argumentChecks.load(), traffic]);
  const checked = checks.checkArguments({ kind, config: ctx.config, op, args, options });
  const { response, text, answer } = await runAttempts(prepare(ctx, op, checked, traffic));
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

/** Builds the checked call's request (once: each attempt sends it unchanged). */
function prepare(
  ctx: RequestContext,
  op: OperationSpec,
  checked: CheckedCall,
  traffic: Traffic,
): Exchange<Answered> {
  const config =
    checked.fetchOptions === undefined ? ctx.config : withCallFetchOptions(ctx.config, checked.fetchOptions);
  const { path, query } = checked;
  const url = `${config.baseURL}${path}${query === '' ? '' : `?${query}`}`;
  const headers = buildHeaders(ctx, op, checked);
  const policy = apiPolicy(op, checked.maxRetries);
  return new APICall(
    config,
    traffic,
    op,
    url,
    headers,
    checked.body,
    checked.timeout,
    checked.signal,
    policy,
  );
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
    if (typeof text !== 'string') {
      traffic.afterAnswer(op, slot, response, undefined);
      const errors = answerErrors.loaded ?? (await answerErrors.load());
      throw text instanceof BodyTooLarge
        ? errors.responseTooLarge(response, this.label, text)
        : text instanceof TooManyValues
          ? errors.tooManyValues(response, this.label, text.budget)
          : errors.undecodable(response, this.label, text);
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
