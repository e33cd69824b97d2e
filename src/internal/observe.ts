/**
 * Hooks and telemetry: the one dispatch of call events (client options `hooks` and `telemetry`).
 * Loaded by the driver on the first call of a client that has either, never otherwise: a client
 * without them makes no event and loads none of this.
 *
 * Each call of such a client gets a `CallObservation` (engine.ts `CallObserver`): the driver and the
 * machine report what happened, it makes one frozen, redacted event and hands it to every observer
 * in turn: the caller's hooks, then the OpenTelemetry observer (telemetry.ts), which is built on the
 * same hooks. An observer that throws is reported once per hook method at `warn`, and the call goes
 * on: a hook can neither break nor change a call (it gets copies; nothing of the request).
 */
import type { ObserveOptions, ResolvedConfig } from '../core/config.js';
import { InvalidArgumentError, type SportsDataError } from '../core/errors.js';
import type { HookEvent, HookEventBase, Hooks, TelemetryOption } from '../core/hooks.js';
import { readResponseMeta } from '../core/response-meta.js';
import { APICall, type Call, type CallObserver, Refused, type Sent, type Step } from './engine.js';
import type { PacingSlot } from './pacing/window.js';
import { excerpt, REDACTED, redact } from './redact.js';

/** polling.ts's mark on a poll's options (the same registered symbol: neither module imports the other). */
const POLL_WATCH = Symbol.for('sports-data-sdk.pollWatch');

/** The hook method of each event kind. */
const HOOK_OF = {
  request: 'onRequest',
  response: 'onResponse',
  retry: 'onRetry',
  pacing_wait: 'onPacingWait',
  poll: 'onPoll',
  settled: 'onSettled',
} as const satisfies Record<HookEvent['kind'], keyof Hooks>;

/** What telemetry adds beside its hooks: the `traceparent` of a call's current attempt. */
export interface Propagator {
  traceparent(callId: number): string | undefined;
}

/** What an event says of the call, whatever the attempt. */
export interface CallTarget {
  readonly operation: string;
  readonly operationId: string;
  readonly method: string;
  readonly urlTemplate: string;
  readonly billing: 'free' | 'usage';
}

/** An export file, as its events name it (it is no operation of the document). */
const EXPORT_FILE: CallTarget = {
  operation: 'exports.download',
  operationId: 'download_export_file',
  method: 'GET',
  urlTemplate: '{download_url}',
  billing: 'free',
};

/** A client's observers and what they share: the call counter, the warned hooks. */
export class ClientObserver {
  #calls = 0;
  readonly #warned = new Set<string>();

  constructor(
    readonly config: ResolvedConfig,
    readonly observers: readonly Hooks[],
    readonly propagator: Propagator | undefined,
  ) {}

  /** The observation of a call that is about to start. */
  begin(call: Call): CallObservation {
    this.#calls += 1;
    const observation = new CallObservation(this, this.#calls, targetOf(call));
    call.observe = observation;
    observation.wrap(call);
    return observation;
  }

  /** Hands `event` to every observer; one that throws is reported once and the call goes on. */
  emit(event: HookEvent): void {
    const method = HOOK_OF[event.kind];
    for (const observer of this.observers) {
      const hook = observer[method] as ((event: HookEvent) => void) | undefined;
      if (typeof hook !== 'function') continue;
      try {
        const returned: unknown = hook.call(observer, event);
        // An async hook is not awaited (never on the call's path); its rejection is reported the same.
        if (returned instanceof Promise)
          returned.catch((error: unknown) => this.#threw(observer, method, error));
      } catch (error) {
        this.#threw(observer, method, error);
      }
    }
  }

  #threw(observer: Hooks, method: string, error: unknown): void {
    const which = `${this.observers.indexOf(observer)}.${method}`;
    if (this.#warned.has(which)) return;
    this.#warned.add(which);
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.config.logger.log(
      'warn',
      `hooks.${method} threw (${excerpt(what, 200)}); the call went on. Reported once per hook for this client.`,
    );
  }
}

function targetOf(call: Call): CallTarget {
  if (!(call instanceof APICall)) return EXPORT_FILE;
  const { op } = call;
  return {
    operation: `${op.namespace}.${op.methodName}`,
    operationId: op.id,
    method: op.method,
    urlTemplate: op.path,
    billing: op.billing,
  };
}

/** A monotonic clock where there is one (not `Date`, which the caller's tests may fake or move). */
const now: () => number =
  typeof performance !== 'undefined' && typeof performance.now === 'function'
    ? () => performance.now()
    : () => Date.now();

/** The events of one call. */
export class CallObservation implements CallObserver {
  readonly #client: ClientObserver;
  readonly #callId: number;
  readonly #target: CallTarget;
  readonly #started = now();
  #sentAt = 0;
  /** The last URL redacted, and what it became (a call's URL changes only with a file's hops). */
  #url = '';
  #shown = '';

  constructor(client: ClientObserver, callId: number, target: CallTarget) {
    this.#client = client;
    this.#callId = callId;
    this.#target = target;
  }

  #base(call: Call): Omit<HookEventBase, 'kind'> {
    if (call.url !== this.#url) {
      this.#url = call.url;
      this.#shown = showURL(call.url);
    }
    const target = this.#target;
    return {
      operation: target.operation,
      operationId: target.operationId,
      // An export file's call leaves `method` to fetch's default, GET.
      method: call.method ?? target.method,
      urlTemplate: target.urlTemplate,
      url: this.#shown,
      billing: target.billing,
      attempt: call.attempt + 1,
      callId: this.#callId,
    };
  }

  #emit(event: HookEvent): void {
    this.#client.emit(Object.freeze(event));
  }

  /**
   * Wraps this call's own steps (on the call object, not its class: other calls are untouched), so
   * that the machine needs no line for what is seen here: an answer (`answered`, called by the
   * driver once the body is read), a retry (`decided` asking for a `wait`), a pacing wait (`admit`).
   */
  wrap(call: Call): void {
    const answered = call.answered;
    call.answered = (response: Response, body: unknown): Step => {
      this.response(call, response, body);
      return answered.call(call, response, body);
    };
    const machine = call as unknown as { decided(outcome: Sent, failure: string | undefined): Step };
    const decided = machine.decided;
    machine.decided = (outcome, failure) => {
      const step = decided.call(call, outcome, failure);
      if (step === 'wait') this.retry(call, outcome, call.waitMs);
      return step;
    };
    const admit = call.admit;
    if (admit !== undefined) call.admit = () => this.admit(call, admit);
    if (!(call instanceof APICall)) return;
    // A read answered from the cache (cache.ts): sent nowhere, and answered all the same.
    const looked = call.looked;
    call.looked = (hit) => {
      this.#sentAt = now();
      const step = looked.call(call, hit);
      if (call.fromCache && call.response !== undefined) this.response(call, call.response, call.text, true);
      return step;
    };
  }

  request(call: Call): void {
    this.#sentAt = now();
    this.#emit({
      kind: 'request',
      ...this.#base(call),
      idempotencyKey: call.headers['idempotency-key'] !== undefined,
    });
    // W3C trace context, to the API's origin only, and never over a header the caller set.
    const propagator = this.#client.propagator;
    if (propagator === undefined || call.headers.traceparent !== undefined) return;
    if (!sameOrigin(call.url, this.#client.config.origin)) return;
    const traceparent = propagator.traceparent(this.#callId);
    if (traceparent !== undefined) call.headers = { ...call.headers, traceparent };
  }

  response(call: Call, response: Response, body: unknown, fromCache = false): void {
    const meta = readResponseMeta(response.headers);
    this.#emit({
      kind: 'response',
      ...this.#base(call),
      status: response.status,
      requestId: meta.requestId,
      plan: meta.plan,
      quota: meta.quota && Object.freeze(meta.quota),
      durationMs: now() - this.#sentAt,
      bytes:
        typeof body === 'string' ? utf8Length(body) : body instanceof Refused ? body.received : undefined,
      fromCache,
    });
  }

  retry(call: Call, outcome: Sent, waitMs: number): void {
    const answer = outcome.kind === 'answer' ? outcome : undefined;
    this.#emit({
      kind: 'retry',
      ...this.#base(call),
      reason: answer !== undefined ? 'status' : outcome.kind === 'failure' ? outcome.failure : 'connection',
      status: answer?.status,
      waitMs,
      waitSource: answer?.retryAfter !== undefined ? 'retry-after' : 'backoff',
    });
  }

  /** The pacing wait, timed by the pacing clock (a test's virtual minute, else the wall clock). */
  async admit(call: Call, admit: () => Promise<PacingSlot>): Promise<PacingSlot> {
    const clock = call.config.pacing?.clock ?? Date;
    const started = clock.now();
    const slot = await admit.call(call);
    if (slot.held !== undefined)
      this.#emit({ kind: 'pacing_wait', ...this.#base(call), waitMs: clock.now() - started, why: slot.held });
    return slot;
  }

  settled(call: Call, error?: unknown): void {
    if (error === undefined && call instanceof APICall) this.#poll(call);
    this.#emit({
      kind: 'settled',
      ...this.#base(call),
      ok: error === undefined,
      // Always a SportsDataError: the driver types every failure (a lost module too).
      error: error as SportsDataError | undefined,
      // A read the cache answered made no attempt (as the Python client counts it).
      attempts: call instanceof APICall && call.fromCache ? 0 : call.attempt + 1,
      durationMs: now() - this.#started,
    });
  }

  /** A job's poll answered (polling.ts marks its polls): the job's state, and the next wait. */
  #poll(call: APICall): void {
    const watch = (call.options as { [POLL_WATCH]?: PollWatch } | undefined)?.[POLL_WATCH];
    const result = call.result;
    if (watch === undefined || result === undefined) return;
    const seen = watch(result.data, result.response.headers);
    if (seen !== undefined) this.#emit({ kind: 'poll', ...this.#base(call), ...seen });
  }
}

/** What polling.ts tells of a poll's answer. */
export type PollWatch = (
  data: unknown,
  headers: Headers,
) => { jobId: string; state: string; nextWaitMs: number | undefined } | undefined;

/** The URL as events show it: every query value replaced, and the one redactor over what is left. */
export function showURL(url: string): string {
  const hash = url.indexOf('#');
  const bare = hash === -1 ? url : url.slice(0, hash);
  const mark = bare.indexOf('?');
  if (mark === -1) return redact(bare);
  const query = bare
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq === -1 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  // Apart: over a whole URL the redactor drops the query, names and all; names say what was asked.
  return `${redact(bare.slice(0, mark))}?${redact(query)}`;
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** UTF-8 bytes of `text`, without encoding it. */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff && at + 1 < text.length) {
      // A surrogate pair: four bytes for two UTF-16 units.
      bytes += 2;
      at += 1;
    } else bytes += 2;
  }
  return bytes;
}

/** Each client's observer, once made (the telemetry observer loads `@opentelemetry/api` first). */
const observers = new WeakMap<ResolvedConfig, ClientObserver | Promise<ClientObserver>>();

/**
 * Runs `call` (`run`: the driver running its machine) under its observation, from its client's
 * observer (made on the client's first call): its end is seen however it ends.
 */
export async function observe<T>(call: Call<T>, run: () => Promise<T>): Promise<T> {
  const { config } = call;
  let observer = observers.get(config);
  if (observer === undefined) {
    observer = make(config, config.observe as ObserveOptions);
    observers.set(config, observer);
    // A refused option or a failed load stays: every call of the client fails with its clear error.
    observer.then(
      (made) => observers.set(config, made),
      () => {},
    );
  }
  const observation = (observer instanceof ClientObserver ? observer : await observer).begin(call);
  let result: T;
  try {
    result = await run();
  } catch (error) {
    observation.settled(call, error);
    throw error;
  }
  observation.settled(call);
  return result;
}

const bad = (message: string, param: string) => new InvalidArgumentError('invalid_argument', message, param);

/**
 * `@opentelemetry/api`, an optional peer: named through a variable so that an app's bundler does
 * not try to resolve it when it is not installed (a bundled browser app passes `telemetry: { api }`).
 */
const OTEL_API = '@opentelemetry/api';

async function make(config: ResolvedConfig, options: ObserveOptions): Promise<ClientObserver> {
  const hooks: Hooks[] = options.hooks === undefined ? [] : [options.hooks];
  const option = (options.telemetry || undefined) as Exclude<TelemetryOption, false> | undefined;
  if (option === undefined) return new ClientObserver(config, hooks, undefined);
  const given = option === true ? undefined : option.api;
  let api: unknown = given;
  try {
    api ??= await import(/* webpackIgnore: true */ /* @vite-ignore */ OTEL_API);
  } catch (error) {
    const why = error instanceof Error ? ` (${error.message.slice(0, 200)})` : '';
    throw bad(
      `telemetry needs the package @opentelemetry/api, an optional peer dependency of sports-data-sdk: npm install @opentelemetry/api${why}`,
      'telemetry',
    );
  }
  const { createTelemetry } = await import('./telemetry.js');
  const otel = createTelemetry(option, api as Parameters<typeof createTelemetry>[1]);
  return new ClientObserver(config, [...hooks, otel.hooks], otel);
}
