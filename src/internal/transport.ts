/**
 * The request engine: the SDK's one attempt loop. API calls (job polls among them) and export file
 * downloads all run through `runAttempts`; each caller brings its policy (which statuses, whether
 * the call may be retried at all), its clock (whole attempt, or idle time only) and its attempt.
 * The loop checks the caller's signal before every attempt, types what failed, asks
 * `retry.ts#decide` whether to go again, logs, and waits. It decides nothing itself.
 */
import { type AttemptSignal, attemptSignal, sleep } from './abort.js';
import type { ResolvedConfig } from '../core/config.js';
import type { PacingSlot } from './pacing/pacer.js';
import { APIUserAbortError, SportsDataError } from '../core/errors.js';
import { type Decision, decide, MAX_RETRY_AFTER_SECONDS, type Outcome, type RetryPolicy } from './retry.js';

/** What one attempt came back with: its classified outcome and what the call returns if it ends here. */
export interface AttemptResult<T> {
  readonly outcome: Outcome;
  readonly value: T;
  /** Releases what an answer that is retried still holds (its unread body). */
  discard?(): Promise<void>;
  /** The value owns the attempt's clock from here on (a body still streaming in): not disposed here. */
  readonly keepsClock?: boolean;
}

export interface Exchange<T> {
  readonly config: ResolvedConfig;
  /** `GET /v1/players/{id}`: how info and warn lines name the call. */
  readonly label: string;
  readonly policy: RetryPolicy;
  /** Milliseconds; what the clock measures is `clock`'s choice. */
  readonly timeout: number;
  /** `attempt`: one clock from sending to the body's last byte. `idle`: armed by the attempt while it waits. */
  readonly clock: 'attempt' | 'idle';
  readonly signal: AbortSignal | undefined;
  /** The message of `APIUserAbortError` when the caller's signal fires. */
  readonly abortMessage?: string | undefined;
  /** For usage-billed calls: whether a caller's own retry can be made safe with an idempotency key. */
  readonly idempotent?: boolean | undefined;
  /** The call as sent, for debug lines (computed only when debug is on). */
  debugTarget?(): string;
  /**
   * Waits until the attempt may be sent (pacing), before its clock starts: `timeout` bounds the
   * attempt once sent, not the wait. `undefined` when there is nothing to wait for.
   */
  admit?(): Promise<PacingSlot | undefined> | undefined;
  /**
   * Sends attempt number `attempt` (0-based). Throws when no whole answer came; sets `seen.status`
   * once headers have come, so a debug line can tell a stalled body from silence. `slot` is what
   * `admit` gave, for the attempt to release with what its answer taught.
   */
  send(
    clock: AttemptSignal,
    attempt: number,
    seen: { status: number },
    slot: PacingSlot | undefined,
  ): Promise<AttemptResult<T>>;
  /** A failure with no answer, as the typed error the caller sees; `timedOut` when the clock fired. */
  failed(error: unknown, timedOut: boolean): SportsDataError;
}

/** Answers after which a usage-billed call may or may not have been carried out (and charged). */
const AMBIGUOUS_STATUS: ReadonlySet<number> = new Set([408, 500, 502, 503, 504]);

export async function runAttempts<T>(exchange: Exchange<T>): Promise<T> {
  const { config, policy, signal } = exchange;
  const log = config.logger;
  const abort = () => new APIUserAbortError(exchange.abortMessage);
  for (let attempt = 0; ; attempt++) {
    const admitted = exchange.admit?.();
    const slot = admitted === undefined ? undefined : await admitted;
    const clock = attemptSignal(exchange.timeout, signal, exchange.clock === 'attempt');
    const started = log.enabled('debug') ? Date.now() : 0;
    let result: AttemptResult<T> | undefined;
    let failure: SportsDataError | undefined;
    let outcome: Sent;
    const seen = { status: 0 };
    try {
      // Checked here, not left to `fetch`: a custom fetch that ignores `signal` must send nothing.
      if (clock.cause() === 'user') throw abort();
      result = await exchange.send(clock, attempt, seen, slot);
      outcome = result.outcome;
    } catch (error) {
      clock.dispose();
      slot?.release();
      if (error instanceof APIUserAbortError) throw error;
      const cause = clock.cause();
      if (cause === 'user' || signal?.aborted) throw abort();
      // An error the attempt typed itself (a body over the cap, a bad redirect) ends the call.
      if (error instanceof SportsDataError && cause !== 'timeout') throw error;
      failure = exchange.failed(error, cause === 'timeout');
      outcome = {
        kind: 'failure',
        failure: cause === 'timeout' ? 'timeout' : 'connection',
        sent: cause === 'timeout' || !neverSent(error),
      };
    }
    const decision = decide(policy, attempt, outcome);
    if (started) {
      const what =
        outcome.kind === 'answer'
          ? String(outcome.status)
          : `${failure?.name}${seen.status ? ` after ${seen.status}` : ''}`;
      log.log(
        'debug',
        `${exchange.debugTarget?.() ?? exchange.label} -> ${what} (attempt ${attempt + 1}, ${Date.now() - started} ms)`,
      );
    }
    if (!decision.retry) {
      explain(exchange, outcome, decision, failure);
      if (failure) throw failure;
      if (!result?.keepsClock) clock.dispose();
      return (result as AttemptResult<T>).value;
    }
    if (result) {
      clock.dispose();
      await result.discard?.();
    }
    const what = outcome.kind === 'answer' ? `answered ${outcome.status}` : `failed (${failure?.name})`;
    log.log(
      'info',
      `${exchange.label} ${what}; retry ${attempt + 1} of ${policy.maxRetries} in ${Math.round(decision.waitMs)} ms`,
    );
    await sleep(decision.waitMs, signal, abort);
  }
}

/** An outcome, and for a failure whether the request may have reached the service. */
type Sent = Outcome & { readonly sent?: boolean };

/** The warn lines of a call that ends without the retry it would otherwise have had. */
function explain(
  exchange: Exchange<unknown>,
  outcome: Sent,
  decision: Extract<Decision, { retry: false }>,
  failure: SportsDataError | undefined,
): void {
  const log = exchange.config.logger;
  if (decision.why === 'wait_too_long' && outcome.kind === 'answer') {
    log.log(
      'warn',
      `${exchange.label} answered ${outcome.status} with Retry-After ${Math.round(outcome.retryAfter ?? 0)} s (over ${MAX_RETRY_AFTER_SECONDS} s): not waiting; the error carries retryAfter.`,
    );
    return;
  }
  if (decision.why !== 'billed') return;
  // A usage-billed call failed in a way a free read would have been retried for. When the service
  // may have acted on it, say why the SDK did not retry, and how the caller can retry safely.
  const ambiguous = outcome.kind === 'answer' ? AMBIGUOUS_STATUS.has(outcome.status) : outcome.sent !== false;
  if (!ambiguous) return;
  const hint = exchange.idempotent
    ? 'retry with an idempotencyKey so the service answers a repeat without a second charge'
    : 'the service may have carried it out (and charged) already';
  const what = outcome.kind === 'answer' ? `answered ${outcome.status}` : `failed (${failure?.name})`;
  log.log('warn', `${exchange.label} ${what}; not retried: usage-billed; ${hint}.`);
}

/** The connection was refused or the host not found: nothing reached the service. */
function neverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** An error's message with its cause's code, for connection error messages. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : undefined;
  return detail ? `${error.message} (${detail})` : error.message;
}
