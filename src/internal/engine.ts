/**
 * The call machine: one object per call owns the life cycle of its attempts, as data in and steps
 * out. It never touches the network or a timer: the driver (driver.ts) does what each step asks and
 * hands back what happened, and the machine says what comes next.
 *
 *   prepare (the constructor: URL, headers, retry policy, from the checked arguments)
 *   → lookup (a free read of a caching client: a kept answer ends the call, as if it came now)
 *   → admit (a pacing slot, when the client paces)  → send
 *   → answered: classify the answer once (status, envelope code, Retry-After), settle (release the
 *     slot, note plan and quota), decide (retry.ts) → wait and go again, or done, or fail
 *   → the result (the parsed body, a list's page) or the typed error; a cached read's 2xx answer
 *     is kept first (store).
 *
 * The driver runs the machine as a generator (`steps`, as Python's `call_flow` is run): it yields the
 * call with the step it asks for (`call.step`) and takes back what came of it, so a call enters this
 * module once, however many steps it takes (`apiCall` prepares the call in the same generator).
 *
 * An API call is `APICall`; an export file is the same machine with the file policy
 * (download.ts: redirects followed by hand, an idle clock, the body kept as a stream). Both share
 * the attempt loop here: one place decides what an attempt that failed becomes, whether it is
 * retried, and says so in the log.
 *
 * Hooks and telemetry (observe.ts) cost a call of a client without them one `undefined` field
 * (`call.observe`): the driver says when an attempt is sent; the observation of an observed call
 * wraps that call's own steps (`answered`, `decided`, `admit`, and the cache's `looked`) and runs
 * it, so it sees the answer, the retry the machine decides, the pacing wait and the end, with no
 * other line here.
 *
 * The read cache (cache.ts) is a step of this machine: `lookup` before pacing admission (a hit
 * sends nothing, takes no slot, counts in no retry and teaches pacing nothing), `store` when a 2xx
 * answer of a cached read has become the result.
 */
import type { ResolvedConfig } from '../core/config.js';
import { APIUserAbortError, SportsDataError } from '../core/errors.js';
import type { FetchOptions } from '../core/fetch-options.js';
import type { ListRequestOptions } from '../core/request-options.js';
import type { CheckedCall } from './arguments.js';
import type { ReadCache } from './cache.js';
import type { CachedAnswer } from '../core/cache.js';
import type { HeaderChanges } from './headers.js';
import { OnFirstUse } from './load-on-first-use.js';
import type { OperationSpec } from './operation.js';
import type { Pacing } from './pacing.js';
import type { PacingSlot } from './pacing/window.js';
import {
  API_RATE_LIMIT_CODES,
  API_RETRYABLE_STATUS,
  type Decision,
  decide,
  type Outcome,
  type RetryPolicy,
} from './retry.js';

/** The observation of one call (observe.ts: hooks, telemetry), on a call of a client that has them. */
export interface CallObserver {
  /** An attempt (an export file: a hop) is about to be sent; may add `traceparent` to `call.headers`. */
  request(call: Call): void;
}

/** What the machine asks its driver to do next. */
export type Step =
  /** Look the call up in the read cache (`cache.lookup(call)`), then hand what it found to `looked` (cache.ts `step` does both). */
  | 'lookup'
  /** Wait for a pacing slot (`admit()`), then hand it to `admitted`. */
  | 'admit'
  /** Send `method url` with `headers` and `body` under the attempt's clock; hand the answer to `answered`, a failure to `failed`. */
  | 'send'
  /** Load the error reader (`errorReader`), then hand it to `loaded`. */
  | 'load'
  /** Sleep `waitMs` (the caller's signal cuts it short with `aborted()`), then call `waited`. */
  | 'wait'
  /** Keep the answer in the read cache (`cache.keep(call, response, text)`): then the call is done. */
  | 'store'
  /** The call resolves with `result`. */
  | 'done'
  /** The call rejects with `error`. */
  | 'fail';

/**
 * How an error answer is read and what it (or an unusable body) becomes (error-from-response.ts):
 * loaded on the first one, so a success never waits for it.
 */
export const errorReader = new OnFirstUse('error reader', () => import('./error-from-response.js'));
type ErrorReader = typeof import('./error-from-response.js');

/** The arguments of one call, as the generated method received them. */
export interface CallArgs {
  readonly path?: readonly unknown[];
  readonly input?: unknown;
}

export interface RawResult<T = unknown> {
  readonly data: T;
  /** The service's response (its body has been read); a cache hit's is made from the kept answer. */
  readonly response: Response;
  /** Whether the answer came from the read cache instead of the network. */
  readonly fromCache?: boolean;
}

/**
 * Where a call's whole result is kept for `withResponse()` (core/api-promise.ts): the caller's
 * promise resolves with the parsed value only, and the driver puts the rest here as the call ends.
 */
export interface Answered<T = unknown> {
  raw: RawResult<T> | undefined;
}

/** What a client's calls share: its options, the User-Agent, and what its answers taught it. */
export interface CallContext {
  readonly config: ResolvedConfig;
  readonly userAgent: string | undefined;
  /** Plan, quota and pacing slots (pacing.ts): made by the driver before the client's first call. */
  pacing: Pacing | undefined;
  /** The read cache (cache.ts): made by the driver before a caching client's first call; else none. */
  cache: ReadCache | undefined;
}

// Made with the client (call-context.ts), before this module loads: re-exported for the driver's tests.
export { createCallContext } from './call-context.js';

/** Applies checked changes to a lower-case header record: sets, or removes where `null`. */
export function applyHeaders(headers: Record<string, string>, changes: HeaderChanges): void {
  for (const name in changes) {
    const value = changes[name];
    if (value === null || value === undefined) delete headers[name];
    else headers[name] = value;
  }
}

/**
 * Attaches the key as the contract's `Authorization: Bearer <key>`: the one place the header is
 * built, for API calls and for a download on the client's own origin alike.
 */
export function setAuthorization(headers: Record<string, string>, apiKey: string): void {
  headers.authorization = `Bearer ${apiKey}`;
}

/** An answer's body as the driver read it, when it could not be used as text. */
export class Refused {
  constructor(
    readonly why: 'too_large' | 'too_many_values' | 'undecodable',
    /** `maxResponseBytes`, or the value budget for `too_many_values`. */
    readonly limit: number,
    /** Bytes read before stopping. */
    readonly received: number,
    /** The decoder's code, for `undecodable`. */
    readonly code = '',
  ) {}
}

/** Answers after which a usage-billed call may or may not have been carried out (and charged). */
const _AMBIGUOUS_STATUS: ReadonlySet<number> = new Set([408, 500, 502, 503, 504]);

/**
 * The attempt loop every call shares, API call or export file: how a failure with no answer is
 * typed, whether an outcome is retried (retry.ts decides), and the log lines that say so.
 */
export abstract class Call<T = unknown> {
  /** The first step, set by the constructor once the call is prepared. */
  abstract readonly first: Step;
  abstract get policy(): RetryPolicy;
  /** `GET /v1/players/{id}`: how info and warn lines name the call. */
  abstract get label(): string;
  /** `attempt`: one clock from sending to the body's last byte. `idle`: armed only while waiting on the network. */
  declare readonly clock: 'attempt' | 'idle';
  /** `text`: the driver reads the body (within `maxResponseBytes`). `stream`: the answer keeps it. */
  declare readonly reads: 'text' | 'stream';
  /** The message of `APIUserAbortError` when the caller's signal fires. */
  declare protected readonly abortMessage: string | undefined;

  // What the driver sends (the subclass sets them before the first step).
  declare method: string;
  declare url: string;
  declare headers: Record<string, string>;
  declare body: string | undefined;
  redirect: RequestRedirect = 'manual';
  declare fetchOptions: FetchOptions | undefined;

  /** The step the machine asks for now (set by `steps`, the driver's view of the machine). */
  declare step: Step;
  /** Retries so far (0 on the first attempt). */
  attempt = 0;
  /** The pacing slot this attempt holds, from `admitted` to `settle`. */
  declare slot: PacingSlot | undefined;
  /** When the attempt was sent (`Date.now()`), set by the driver for debug lines only. */
  sentAt = 0;
  /** The last answer. */
  declare response: Response | undefined;
  /** `wait`: how long. */
  waitMs = 0;
  /** `done`: what the call resolves with. */
  declare result: T | undefined;
  /** `fail`: what the call rejects with. */
  declare error: SportsDataError | undefined;
  /** The last attempt's failure, when it had no usable answer. */
  declare failure: { readonly error: unknown; readonly timedOut: boolean; readonly name: string } | undefined;
  /** The outcome the call ended on, and the decision that ended it (for the warn lines that explain it). */
  declare outcome: Sent | undefined;
  declare decision: Decision | undefined;
  readonly debug: boolean;
  /** Hooks and telemetry of this call, when the client has them. */
  declare observe: CallObserver | undefined;

  constructor(
    readonly config: ResolvedConfig,
    /** Milliseconds; what the clock measures is `clock`'s choice. */
    readonly timeout: number,
    readonly signal: AbortSignal | undefined,
  ) {
    this.debug = config.logger.debug;
  }

  /** The answer to `send`: an API answer's body (`text`), or the attempt's clock (`stream`). */
  abstract answered(response: Response, body: unknown): Step;

  /** The error reader, loaded as a `load` step asked (a call that never asks has none). */
  loaded?(reader: ErrorReader): Step;

  /** The pacing wait of an `admit` step (a call that never asks has none). */
  admit?(): Promise<PacingSlot>;

  admitted(slot: PacingSlot): Step {
    this.slot = slot;
    return 'send';
  }

  /** The wait between attempts is over: the next attempt starts. */
  waited(): Step {
    this.attempt += 1;
    this.response = undefined;
    return this.restart();
  }

  /** The first step of a later attempt. */
  protected restart(): Step {
    return 'send';
  }

  /** The caller's signal fired while waiting. */
  aborted(): APIUserAbortError {
    return new APIUserAbortError(this.abortMessage);
  }

  /**
   * The attempt ended with no usable answer: `cause` is why its clock fired (`connection` when it
   * did not), `status` the answer's status when headers had come (a body cut short).
   */
  failed(error: unknown, cause: 'timeout' | 'user' | 'cancel' | 'connection', status = 0): Step {
    this.settle(undefined);
    this.response = undefined;
    if (error instanceof APIUserAbortError) return this.fail(error);
    if (cause === 'user' || this.signal?.aborted) return this.fail(this.aborted());
    // An error the attempt typed itself (a fetch wrapper throwing the SDK's own) ends the call.
    if (error instanceof SportsDataError && cause !== 'timeout') return this.fail(error);
    const timedOut = cause === 'timeout';
    const outcome: Sent = {
      kind: 'failure',
      failure: timedOut ? 'timeout' : 'connection',
      sent: timedOut || !neverSent(error),
    };
    // The class of the error it would end with, for the lines that name it (the error itself is
    // made only if the call ends here).
    const name = timedOut ? 'APIConnectionTimeoutError' : 'APIConnectionError';
    if (this.debug) this.logAttempt(`${name}${status ? ` after ${status}` : ''}`);
    this.failure = { error, timedOut, name };
    return this.decided(outcome, name);
  }

  /** The call ends with no answer: its typed error. */
  protected abstract failedFor(reader: ErrorReader | undefined): Step;

  /** The call ends with its last answer (a success, or an answer not retried). */
  protected abstract ended(): Step;

  /** Ends the attempt's hold on the account: notes what the answer taught, then frees its slot. */
  protected settle(_response: Response | undefined): void {
    this.slot?.release();
    this.slot = undefined;
  }

  /**
   * What an outcome leads to: another attempt (`wait`), or the end (`ended` for an answer,
   * `failedFor` for a failure). `failure` names the error of an outcome without an answer.
   */
  protected decided(outcome: Sent, failure: string | undefined): Step {
    const decision = decide(this.policy, this.attempt, outcome);
    if (decision.retry) {
      const what = outcome.kind === 'answer' ? `answered ${outcome.status}` : `failed (${failure})`;
      this.config.logger.log(
        'info',
        `${this.label} ${what}; retry ${this.attempt + 1} of ${this.policy.maxRetries} in ${Math.round(decision.waitMs)} ms`,
      );
      this.waitMs = decision.waitMs;
      return 'wait';
    }
    // Why a call ends without the retry it might have had is said when its error is made
    // (error-from-response.ts `explain`), on the error path only.
    this.outcome = outcome;
    this.decision = decision;
    return outcome.kind === 'failure' ? this.failedFor(errorReader.loaded) : this.ended();
  }

  protected fail(error: SportsDataError): Step {
    this.error = error;
    return 'fail';
  }

  /** The debug line of an attempt: what was sent, what came of it, how long it took. */
  protected logAttempt(what: string): void {
    this.config.logger.log(
      'debug',
      `${this.debugTarget()} -> ${what} (attempt ${this.attempt + 1}, ${Date.now() - this.sentAt} ms)`,
    );
  }

  /** The call as sent, for debug lines. */
  protected debugTarget(): string {
    return this.label;
  }

  /** For usage-billed calls: whether a caller's own retry can be made safe with an idempotency key. */
  get idempotent(): boolean {
    return false;
  }
}

/** An outcome, and for a failure whether the request may have reached the service. */
export type Sent = Outcome & { readonly sent?: boolean };

/** The connection was refused or the host not found: nothing reached the service. */
function neverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** What a `send` came to when no usable answer came: why (the clock's cause), and the status if headers had come. */
export class NoAnswer {
  constructor(
    readonly error: unknown,
    readonly cause: 'timeout' | 'user' | 'cancel' | 'connection',
    readonly status = 0,
  ) {}
}

/** A call's machine as its driver runs it: `next(what came of the step)` until `call.step` is `done` or `fail`. */
export type Machine<T> = Generator<Call<T>, void, unknown>;

/**
 * The machine's protocol, data in and steps out: yields `call` with the step it asks for in
 * `call.step`, and takes back what came of that step: after `send`, the answer's body (the driver has
 * put the answer in `call.response`) or a `NoAnswer`; after `admit`, the slot; after `load`, the
 * error reader; after `lookup`, what the read cache found; after `wait` and `store`, nothing. It
 * returns once the step is `done` or `fail`. One generator per call: resuming it is no new call.
 */
export function* steps<T>(call: Call<T>): Machine<T> {
  let step = call.first;
  for (;;) {
    call.step = step;
    if (step === 'done' || step === 'fail') return;
    const came: unknown = yield call;
    if (step === 'send')
      step =
        came instanceof NoAnswer
          ? call.failed(came.error, came.cause, came.status)
          : call.answered(call.response as Response, came);
    else if (step === 'admit') step = call.admitted(came as PacingSlot);
    else if (step === 'load') step = (call.loaded as NonNullable<Call['loaded']>)(came as ErrorReader);
    else if (step === 'wait') step = call.waited();
    else if (step === 'lookup') step = (call as unknown as APICall).looked(came as CachedAnswer | undefined);
    else step = 'done'; // `store`: the answer is kept, the call is done.
  }
}

/** The machine of a call made elsewhere (an export file), started: `call.step` is its first step. */
export function start<T>(call: Call<T>): Machine<T> {
  const machine = steps(call);
  machine.next();
  return machine;
}

/** An API call's machine: the call prepared (`new APICall`) and run in one generator. */
export function* apiCall<T>(
  ctx: CallContext,
  op: OperationSpec,
  args: CallArgs,
  options: ListRequestOptions | undefined,
  checked: CheckedCall,
  pacing: Pacing,
  shape: PageShape<T> | undefined,
): Machine<RawResult<T>> {
  yield* steps(new APICall<T>(ctx, op, args, options, checked, pacing, shape));
}

/** The call a page was answered to, as the page keeps it to ask for the next one. */
export interface PageSource {
  readonly ctx: CallContext;
  readonly op: OperationSpec;
  readonly args: CallArgs;
  readonly options: ListRequestOptions | undefined;
}

/** Makes a list call's page from its parsed body (core/pagination.ts). */
export type PageShape<T> = (data: unknown, response: Response, call: PageSource) => T;

/** An error answer, classified once: read for the decision and, if it is the last, for its error. */
export interface ClassifiedAnswer extends Extract<Outcome, { kind: 'answer' }> {
  /** The error envelope's `error` object, when the body had one. */
  readonly envelope: Envelope | undefined;
}

export interface Envelope {
  type?: unknown;
  code?: unknown;
  message?: unknown;
  param?: unknown;
  request_id?: unknown;
}

/** One API call: its request is built once, each attempt sends it unchanged. */
export class APICall<T = unknown> extends Call<RawResult<T>> implements RetryPolicy, PageSource {
  readonly first: Step;
  readonly maxRetries: number;
  readonly ctx: CallContext;
  /** The last answer's body and classification, for the error the call may end with. */
  /** The last answer's body as read (the read cache keeps it). */
  text = '';
  #answer: ClassifiedAnswer | Refused | undefined;
  /** Whether the error reader is awaited to classify the answer (else: to build the error). */
  #classifying = false;
  /** The read cache, when this call goes through it (a free read of a caching client). */
  declare readonly cache: ReadCache | undefined;
  /** The read cache's key of this request, computed once (cache.ts). */
  declare cacheKey: string | undefined;
  /** Whether the answer came from the read cache. */
  declare fromCache: boolean | undefined;

  constructor(
    ctx: CallContext,
    readonly op: OperationSpec,
    readonly args: CallArgs,
    readonly options: ListRequestOptions | undefined,
    checked: CheckedCall,
    readonly pacing: Pacing,
    readonly shape: PageShape<T> | undefined,
  ) {
    super(ctx.config, checked.timeout, checked.signal);
    const { config } = ctx;
    this.ctx = ctx;
    this.maxRetries = checked.maxRetries;
    this.method = op.method;
    const { path, query } = checked;
    this.url = `${config.baseURL}${path}${query === '' ? '' : `?${query}`}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (checked.body !== undefined) headers['content-type'] = 'application/json';
    if (ctx.userAgent) headers['user-agent'] = ctx.userAgent;
    if (op.auth) setAuthorization(headers, config.apiKey as string);
    applyHeaders(headers, config.defaultHeaders);
    applyHeaders(headers, checked.headers);
    if (checked.idempotencyKey !== undefined) headers['idempotency-key'] = checked.idempotencyKey;
    this.headers = headers;
    this.body = checked.body;
    // The client's fetchOptions, then the call's: the SDK's own init members win over both.
    this.fetchOptions =
      checked.fetchOptions === undefined
        ? config.fetchOptions
        : { ...config.fetchOptions, ...checked.fetchOptions };
    const cache = ctx.cache?.reads(op) ? ctx.cache : undefined;
    this.cache = cache;
    // `cache: false` on the call reads fresh, and still keeps the answer.
    this.first = cache && checked.cache ? 'lookup' : this.restart();
  }

  // The same for every API call: data on the prototype (set below the class), not copied into each call.
  declare readonly clock: 'attempt';
  declare readonly reads: 'text';
  /** The retry statuses of API answers (the policy retry.ts reads; its billing class is `op`'s). */
  declare readonly statuses: ReadonlySet<number>;
  declare readonly rateLimitCodes: ReadonlySet<string>;

  /** An API call is its own retry policy. */
  get policy(): RetryPolicy {
    return this;
  }

  /** `GET /v1/players/{id}`: made when a line or an error names the call, not for every call. */
  get label(): string {
    return `${this.op.method} ${this.op.path}`;
  }

  override get idempotent(): boolean {
    return this.op.idempotent;
  }

  /** The path as sent (ids filled in): parsing the URL is not free, so for debug lines only. */
  protected override debugTarget(): string {
    return `${this.op.method} ${new URL(this.url).pathname}`;
  }

  /** A keyed attempt of a pacing client waits for room in the rolling minute first. */
  protected override restart(): Step {
    if (this.attempt > 0) this.headers = { ...this.headers, 'x-retry-count': String(this.attempt) };
    return this.pacing.paces && this.op.auth ? 'admit' : 'send';
  }

  override admit(): Promise<PacingSlot> {
    return this.pacing.admit(this.timeout, this.signal);
  }

  /**
   * What the read cache found: a kept answer becomes the result exactly as the fresh answer did
   * (nothing sent, no slot, no retry counted, nothing learned of the account); none, and the call
   * goes on to the network. After a `store` step the call is done.
   */
  looked(hit: CachedAnswer | undefined): Step {
    if (hit === undefined) return this.restart();
    // A kept answer's status and headers are a ResponseInit; a 204's empty body must be null.
    this.response = new Response(hit.body || null, hit);
    this.fromCache = true;
    this.text = hit.body;
    this.#answer = { kind: 'answer', status: hit.status } as ClassifiedAnswer;
    return this.ended();
  }

  answered(response: Response, body: string | Refused): Step {
    this.response = response;
    this.failure = undefined;
    const { status } = response;
    if (typeof body !== 'string') {
      // Not read (over the cap, too many values, undecodable): never retried, the same bytes would come again.
      this.settle(response);
      if (this.debug) this.logAttempt(String(status));
      this.#answer = body;
      return this.ended();
    }
    this.text = body;
    if (status >= 200 && status < 300) {
      // A success is classified here, at no cost.
      return this.classified({
        kind: 'answer',
        status,
        code: undefined,
        retryAfter: undefined,
        envelope: undefined,
      });
    }
    // An error answer's envelope and Retry-After are read once, by the error reader, loaded then.
    const reader = errorReader.loaded;
    if (reader !== undefined) return this.classified(reader.classifyAnswer(response, body));
    this.#classifying = true;
    return 'load';
  }

  /** The answer, classified: settled, then decided. */
  private classified(answer: ClassifiedAnswer): Step {
    this.#answer = answer;
    this.settle(this.response, answer);
    if (this.debug) this.logAttempt(String(answer.status));
    return this.decided(answer, undefined);
  }

  /** Frees the slot, after noting what the answer says of the account (a 429's pause first). */
  protected override settle(response: Response | undefined, answer?: ClassifiedAnswer): void {
    if (response !== undefined && this.op.auth) this.pacing.learn(response.headers, answer);
    super.settle(response);
  }

  /** The call's end with its last answer: the result, or its typed error. */
  protected ended(): Step {
    const answer = this.#answer;
    const response = this.response as Response;
    if (answer instanceof Refused || answer === undefined || answer.status < 200 || answer.status > 299) {
      const reader = errorReader.loaded;
      return reader === undefined ? 'load' : this.loaded(reader);
    }
    // Only 204/205 may be empty: every operation documents a JSON answer, and handing back `undefined`
    // as a typed value would fail later, far from the cause.
    const text = this.text;
    let data: unknown;
    if (text === '' && (response.status === 204 || response.status === 205)) data = undefined;
    else {
      try {
        data = JSON.parse(text);
      } catch {
        const reader = errorReader.loaded;
        return reader === undefined ? 'load' : this.loaded(reader);
      }
    }
    let shaped: T;
    try {
      shaped = this.shape === undefined ? (data as T) : this.shape(data, response, this);
    } catch (error) {
      // A list's answer without `data`/`has_more` (pagination.ts): the service's fault, typed there.
      if (error instanceof SportsDataError) return this.fail(error);
      throw error;
    }
    const { fromCache } = this;
    this.result = { data: shaped, response, fromCache };
    return this.cache && !fromCache ? 'store' : 'done';
  }

  /** The error reader, loaded: the answer classified, or the call's typed error built. */
  override loaded(reader: ErrorReader): Step {
    const response = this.response as Response;
    if (this.#classifying) {
      this.#classifying = false;
      return this.classified(reader.classifyAnswer(response, this.text));
    }
    reader.explain(this);
    const { failure } = this;
    if (failure !== undefined)
      return this.fail(reader.connectionError(this, failure.error, failure.timedOut));
    const answer = this.#answer;
    if (answer instanceof Refused) {
      return this.fail(
        answer.why === 'too_large'
          ? reader.responseTooLarge(response, this.label, {
              maxBytes: answer.limit,
              received: answer.received,
            })
          : answer.why === 'too_many_values'
            ? reader.tooManyValues(response, this.label, answer.limit)
            : reader.undecodable(response, this.label, answer),
      );
    }
    const failed = answer !== undefined && (answer.status < 200 || answer.status > 299);
    return this.fail(
      failed ? reader.errorFromResponse(response, this.text, answer) : reader.notJson(response, this.text),
    );
  }

  /** The last attempt failed with no answer and is not retried: its typed error, from the error reader. */
  protected failedFor(reader: ErrorReader | undefined): Step {
    return reader === undefined ? 'load' : this.loaded(reader);
  }
}

Object.assign(APICall.prototype, {
  clock: 'attempt',
  reads: 'text',
  statuses: API_RETRYABLE_STATUS,
  rateLimitCodes: API_RATE_LIMIT_CODES,
});
