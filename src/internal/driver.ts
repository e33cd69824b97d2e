/**
 * The fetch driver: the one place the SDK touches the network and time. It runs a call machine
 * (`engine.ts`) by doing what each step asks: wait for a pacing slot, send with `fetch` under the
 * attempt's clock, read the body within `maxResponseBytes`, load the error reader, sleep before a
 * retry. It decides nothing: every outcome goes back to the machine (`machine.next(what came)`,
 * engine.ts `steps`), which says what comes next in `call.step`.
 *
 * Its two tools live here too, each the SDK's only one of its kind: the attempt clock (one timer and
 * one abort signal per attempt, also the deadline of a poll and the idle timer of an export file)
 * and the capped body reader. Between attempts it waits with `sleep` (abort.ts).
 */
import type { ResolvedConfig } from '../core/config.js';
import type { ListRequestOptions } from '../core/request-options.js';
import {
  type Answered,
  type APICall,
  apiCall,
  type CallArgs,
  type CallContext,
  type Call,
  errorReader,
  type Machine,
  NoAnswer,
  type PageShape,
  Refused,
} from './engine.js';
import { MAX_TIMER_MS, onAbort, sleep } from './abort.js';
import { ValueCounter } from './json-budget.js';
import { OnFirstUse } from './load-on-first-use.js';
import type { OperationSpec } from './operation.js';
import type { PacingSlot } from './pacing/window.js';
import type { ReadCache } from './cache.js';

/**
 * The argument checks (arguments.ts, the generated rule table and the rules that compile it) are
 * the biggest part of the SDK a browser would load up front, and a first call is the earliest they
 * are needed; the client's pacing notes (pacing.ts) load beside them. Both once, on the first call.
 */
export const argumentChecks = new OnFirstUse<typeof import('./arguments.js')>(
  'argument checks',
  () => import('./arguments.js'),
);
const pacingNotes = new OnFirstUse<typeof import('./pacing.js')>(
  'traffic notes',
  () => import('./pacing.js'),
);
/** The read cache (cache.ts): loaded by a client with the `cache` option only, on its first call. */
export const readCache = new OnFirstUse<typeof import('./cache.js')>(
  'read cache',
  () => import('./cache.js'),
);

/** The client's read cache, made (its module loaded) when first needed; none when `cache` is off. */
export async function cacheOf(ctx: CallContext): Promise<ReadCache | undefined> {
  if (ctx.config.cache && !ctx.cache) ctx.cache ??= new (await readCache.load()).ReadCache(ctx.config);
  return ctx.cache;
}

/**
 * Sends one operation (one page of a list: `kind` 'list', its page made by `shape`) and resolves
 * with its parsed body (the whole result in `answered`), or rejects with a `SportsDataError`. Every
 * argument is checked first.
 */
export async function send<T>(
  ctx: CallContext,
  op: OperationSpec,
  args: CallArgs,
  options: ListRequestOptions | undefined,
  answered: Answered<T>,
  kind: 'call' | 'list' = 'call',
  shape?: PageShape<T>,
): Promise<T> {
  let checks = argumentChecks.loaded;
  let pacing = ctx.pacing;
  // A new client on a page whose modules have loaded starts at once, in call order.
  if (pacing === undefined && pacingNotes.loaded !== undefined)
    pacing = ctx.pacing = new pacingNotes.loaded.Pacing(ctx.config);
  // The first call loads what every call needs, both at once; later calls take them as they are.
  if (checks === undefined || pacing === undefined) {
    let notes: typeof import('./pacing.js');
    [checks, notes] = await Promise.all([argumentChecks.load(), pacingNotes.loaded ?? pacingNotes.load()]);
    pacing = ctx.pacing ??= new notes.Pacing(ctx.config);
  }
  const checked = checks.checkArguments({ kind, config: ctx.config, op, args, options });
  if (ctx.config.cache) await cacheOf(ctx);
  const machine = apiCall<T>(ctx, op, args, options, checked, pacing, shape);
  const call = machine.next().value as APICall<T>;
  const raw =
    ctx.config.observe === undefined
      ? await run(call, machine)
      : await checks.observe(call, () => run(call, machine));
  answered.raw = raw;
  return raw.data;
}

/**
 * Runs a call's machine (engine.ts `steps`, started: `call.step` is its first step) to its end:
 * its result, or its typed error thrown.
 */
export async function run<T>(call: Call<T>, machine: Machine<T>): Promise<T> {
  /** The attempt's clock, from its first send to its end (a file's redirects share it). */
  let clock: AttemptClock | undefined;
  /** An answer whose body the machine did not ask for (a file's redirect, a retried file answer). */
  let unread: Response | undefined;
  try {
    for (;;) {
      const { step } = call;
      if (step === 'send') {
        if (unread !== undefined) {
          await discard(unread);
          unread = undefined;
        }
        clock ??= new AttemptClock(call.timeout, call.signal, call.clock === 'attempt');
        machine.next(await attempt(call, clock));
        if (call.step !== 'done' && call.reads === 'stream' && call.response !== undefined)
          unread = call.response;
        continue;
      }
      // Every other step ends the attempt: its clock stops, unless the result streams on under it.
      if (step !== 'done' || call.reads === 'text') clock?.dispose();
      clock = undefined;
      if (unread !== undefined && step !== 'done') await discard(unread);
      unread = undefined;
      if (step === 'done') return call.result as T;
      if (step === 'fail') throw call.error;
      let came: unknown;
      // The read cache's two steps (cache.ts), loaded with the client's first call.
      if (step === 'lookup') {
        const api = call as unknown as APICall;
        came = await (api.cache as ReadCache).lookup(api);
      } else if (step === 'store') {
        const api = call as unknown as APICall;
        await (api.cache as ReadCache).keep(api, api.response as Response, api.text);
      } else if (step === 'admit') came = await (call.admit as () => Promise<PacingSlot>)();
      else if (step === 'load') came = await errorReader.load();
      else await sleep(call.waitMs, call.signal, () => call.aborted());
      machine.next(came);
    }
  } finally {
    // Only when the call was stopped mid-attempt (a lost module, a pacing wait cut short).
    clock?.dispose();
  }
}

/**
 * One send: `fetch` under the clock, then the body read (API answers) or kept (export files). What
 * came of it goes back to the machine: the answer in `call.response` and its body, or a `NoAnswer`.
 */
async function attempt<T>(
  call: Call<T>,
  clock: AttemptClock,
): Promise<string | Refused | AttemptClock | NoAnswer> {
  // Checked here, not left to `fetch`: a custom fetch that ignores `signal` must send nothing.
  if (clock.cause() === 'user') return new NoAnswer(undefined, 'user');
  const { config } = call;
  call.sentAt = call.debug ? Date.now() : 0;
  call.observe?.request(call);
  let response: Response | undefined;
  let body: string | Refused | AttemptClock;
  try {
    if (call.clock === 'idle') clock.arm();
    const init: RequestInit = {
      method: call.method,
      headers: call.headers,
      body: call.body,
      // Redirects are not followed (unless a browser hides them): the key goes to no host it was not meant for.
      redirect: call.redirect,
      signal: clock.signal,
    };
    // The SDK's own members win over the client's and the call's `fetchOptions`.
    response = await fetchOf(config)(call.url, call.fetchOptions ? { ...call.fetchOptions, ...init } : init);
    if (call.clock === 'idle') clock.disarm();
    body =
      call.reads === 'stream'
        ? clock
        : await readCappedText(response, config.maxResponseBytes, config.valueBudget, clock);
  } catch (error) {
    return new NoAnswer(error, clock.cause() ?? 'connection', response?.status);
  }
  call.response = response;
  return body;
}

/** The client's `fetch`: the one it was given, else the global one as it is now (msw may replace it). */
function fetchOf(config: ResolvedConfig): typeof globalThis.fetch {
  return config.fetch ?? globalThis.fetch;
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}

// ---------------------------------------------------------------------------------------------
// The body reader

// One decoder for every body: `decode` without `stream` keeps no state between calls. Like
// `response.text()`, it drops a UTF-8 byte order mark and replaces invalid bytes.
const decoder = new TextDecoder();

/**
 * An API answer's body as text, never more than `maxBytes` of it: bytes are counted as they come
 * out of `fetch`, after any `Content-Encoding` is decoded, so neither an endless body nor a gzip
 * bomb can grow memory past the cap; past it, the body is cancelled and the connection closed. Its
 * JSON values are counted too, once it is larger than the value budget (below that it cannot hold
 * more values than bytes): a body that would parse into far more than its size stops there. A body
 * `fetch` cannot decode is told apart from a lost connection: the same bytes would come again.
 */
export async function readCappedText(
  response: Response,
  maxBytes: number,
  /** The JSON values it may hold (json-budget.ts). */
  budget: number,
  clock: AttemptSignal,
): Promise<string | Refused> {
  const body = response.body;
  if (body === null) return '';
  // Without a Content-Encoding the announced length is what `fetch` will hand out: refuse it unread
  // when over the cap, and stop reading once it has come (HTTP framing ends the body there; the
  // read that would only say `done` measured 3-5% of a small loopback call).
  const announced = response.headers.get('content-length');
  const expected =
    announced === null || response.headers.has('content-encoding') ? Number.NaN : Number(announced);
  if (expected > maxBytes) return stop(body, clock, new Refused('too_large', maxBytes, 0));
  const reader = body.getReader();
  let counter: ValueCounter | undefined;
  let first: Uint8Array | undefined;
  let more: Uint8Array[] | undefined;
  let total = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch (error) {
      const code = clock.cause() === undefined ? decodingErrorCode(error) : undefined;
      if (code === undefined) throw error;
      return stop(reader, clock, new Refused('undecodable', maxBytes, total, code));
    }
    const { done, value } = read;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) return stop(reader, clock, new Refused('too_large', maxBytes, total));
    if (first === undefined) first = value;
    else if (more === undefined) more = [value];
    else more.push(value);
    if (total > budget) {
      // The first time past the budget, the chunks read so far are counted too.
      if (counter === undefined) {
        counter = new ValueCounter(budget);
        const before = more === undefined ? [] : [first, ...more.slice(0, -1)];
        for (const chunk of before) counter.overBudget(chunk);
      }
      if (counter.overBudget(value))
        return stop(reader, clock, new Refused('too_many_values', budget, total));
    }
    if (total === expected) break;
  }
  if (first === undefined) return '';
  if (more === undefined) return decoder.decode(first);
  const all = new Uint8Array(total);
  all.set(first, 0);
  let offset = first.byteLength;
  for (const chunk of more) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decoder.decode(all);
}

async function stop(
  source: { cancel(reason?: unknown): Promise<void> },
  clock: AttemptSignal,
  refused: Refused,
): Promise<Refused> {
  // Closing the connection, not draining it: the rest may never end.
  clock.fire('cancel');
  await source.cancel().catch(() => {});
  return refused;
}

/**
 * The decoder's code when `error` is `fetch` failing to decode a body's Content-Encoding (zlib,
 * brotli): the bytes are damaged (or the encoding a lie, gzip bytes declared `br`; or raw deflate,
 * which Node 18's fetch reads as zlib-wrapped only), not cut. Node names brotli's decoder errors
 * `ERR__ERROR_FORMAT_…` (from `BROTLI_DECODER_ERROR_FORMAT_…`), zlib's `Z_DATA_ERROR` and the like.
 */
export function decodingErrorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(?:Z_|ERR_BROTLI|ERR_ZLIB|ERR__ERROR_)/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The clock

/**
 * The SDK's one timer mechanism: an AbortController per attempt, fired by its clock or by the
 * caller's signal. Two uses of the same mechanism:
 *
 * - an API call arms the clock once, for the whole attempt (headers and body);
 * - an export download arms it only while waiting on the network (for headers, for each next
 *   chunk), so a slow reader is never timed out, and a stalled host always is.
 *
 * Node 18 has no AbortSignal.any, and every timer and listener must be removed when the attempt
 * ends so nothing keeps the caller's process alive.
 */
export type AbortCause = 'timeout' | 'user' | 'cancel';

export interface AttemptSignal {
  readonly signal: AbortSignal;
  /** Why the signal fired, once it has. */
  cause(): AbortCause | undefined;
  /** Starts (or restarts) the clock. */
  arm(): void;
  /** Stops the clock (the caller's signal still counts). */
  disarm(): void;
  /** Fires now, for `cause` (a reader that gave up cancels with `cancel`). */
  fire(cause: AbortCause): void;
  /**
   * Removes the timer and the subscription to the caller's signal; the signal never fires after
   * this (call it once the attempt is over). Safe to call twice.
   */
  dispose(): void;
}

/**
 * Controllers whose signal never fired, kept for the next attempts. On Node, every signal handed to
 * `fetch` is followed by undici (a listener, a weak reference, a finalizer, and `setMaxListeners`
 * the first time it sees the signal); making the signal and having it followed the first time
 * measured about 4% of a loopback request, most of the timeout's cost. A controller that never
 * fired is as good as new: the listeners earlier requests left on it can only abort requests that
 * are over. Each serves at most `MAX_USES` attempts, so no signal gathers more than that many
 * leftover listeners (undici removes its own only once its request is collected), below the 10 at
 * which Node warns of a leak, whatever a custom `fetch` leaves behind.
 */
const MAX_USES = 8;
const MAX_IDLE = 256;
interface Reusable {
  readonly controller: AbortController;
  uses: number;
}
const idle: Reusable[] = [];

function takeController(): Reusable {
  const reusable = idle.pop() ?? { controller: new AbortController(), uses: 0 };
  reusable.uses += 1;
  return reusable;
}

function giveBack(reusable: Reusable): void {
  if (reusable.uses < MAX_USES && idle.length < MAX_IDLE) idle.push(reusable);
}

/**
 * A signal that fires `timeoutMs` after each `arm()` (the first one at once, unless `armed` is
 * false) or when `userSignal` fires.
 */
export function attemptSignal(
  timeoutMs: number,
  userSignal: AbortSignal | undefined,
  armed = true,
): AttemptSignal {
  return new AttemptClock(timeoutMs, userSignal, armed);
}

// A class rather than a closure per method: one object per attempt is all the clock allocates.
class AttemptClock implements AttemptSignal {
  readonly signal: AbortSignal;
  readonly #reusable: Reusable;
  readonly #delay: number;
  readonly #userSignal: AbortSignal | undefined;
  #why: AbortCause | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #unsubscribe: (() => void) | undefined;
  #disposed = false;

  constructor(timeoutMs: number, userSignal: AbortSignal | undefined, armed: boolean) {
    this.#reusable = takeController();
    this.signal = this.#reusable.controller.signal;
    this.#delay = Math.min(timeoutMs, MAX_TIMER_MS);
    this.#userSignal = userSignal;
    if (userSignal?.aborted) this.fire('user');
    else if (userSignal) this.#unsubscribe = onAbort(userSignal, () => this.fire('user'));
    if (armed) this.arm();
  }

  cause(): AbortCause | undefined {
    return this.#why;
  }

  arm(): void {
    this.disarm();
    if (!this.#why && !this.#disposed) this.#timer = setTimeout(fireTimeout, this.#delay, this);
  }

  disarm(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  fire(cause: AbortCause): void {
    if (this.#why || this.#disposed) return;
    this.#why = cause;
    this.disarm();
    this.#reusable.controller.abort(
      cause === 'timeout'
        ? new DOMException('The attempt timed out.', 'TimeoutError')
        : cause === 'user'
          ? this.#userSignal?.reason
          : new DOMException('The reader stopped.', 'AbortError'),
    );
  }

  dispose(): void {
    this.disarm();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    if (this.#disposed) return;
    this.#disposed = true;
    // Unfired, it goes back for another attempt: nothing of this one may fire it from here on.
    if (!this.#why) giveBack(this.#reusable);
  }
}

function fireTimeout(clock: AttemptClock): void {
  clock.fire('timeout');
}
