/**
 * The attempt loop: sends one prepared request, reads its whole body inside the attempt's timeout,
 * and retries what contract section 5 allows. `request.ts` builds the request; this decides how it
 * crosses the wire.
 */
import { attemptSignal, sleep } from './abort.js';
import type { ResolvedConfig } from './config.js';
import { readEnvelope } from './error-from-response.js';
import { APIConnectionError, APIConnectionTimeoutError, APIUserAbortError } from './errors.js';
import type { OperationSpec } from './operation.js';
import {
  backoffDelayMs,
  isRetryableStatus,
  MAX_RETRY_AFTER_SECONDS,
  mayRetry,
  parseRetryAfter,
  retryDelayMs,
} from './retry.js';

export interface AttemptPolicy {
  readonly timeout: number;
  readonly maxRetries: number;
  readonly signal: AbortSignal | undefined;
}

/**
 * One request, built once by `request.ts` and sent as it is by every attempt: the body is a string
 * (JSON) or absent, so a retry sends it again unchanged. `fetch` builds the only `Request` of an
 * attempt, as a hand-written call does.
 */
export interface PreparedRequest {
  readonly url: string;
  readonly method: string;
  /** Lower-case names: merging defaults, per-call headers and the SDK's own stays case-insensitive. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
}

/** The last answer of the loop, its body already read (the body may be what stalls). */
export interface WireResult {
  readonly response: Response;
  readonly text: string;
}

const userAbort = () => new APIUserAbortError();

export async function sendWithRetries(
  config: ResolvedConfig,
  op: OperationSpec,
  request: PreparedRequest,
  policy: AttemptPolicy,
): Promise<WireResult> {
  const retries = mayRetry(op) ? policy.maxRetries : 0;
  const log = config.logger;
  // The path as sent (ids filled in), for debug lines only: parsing the URL is not free.
  const path = () => new URL(request.url).pathname;
  for (let attempt = 0; ; attempt++) {
    // Pacing: waits for room in the rolling minute before the attempt's timeout starts.
    const slot = await config.traffic.beforeAttempt(op, policy);
    const started = Date.now();
    const guard = attemptSignal(policy.timeout, policy.signal);
    let status = 0;
    try {
      const response = await config.fetch(request.url, {
        method: request.method,
        headers: attempt === 0 ? request.headers : { ...request.headers, 'x-retry-count': String(attempt) },
        body: request.body,
        // Redirects are not followed: the key must never be carried to a host it was not meant for.
        redirect: 'manual',
        signal: guard.signal,
      });
      status = response.status;
      const text = await response.text();
      guard.dispose();
      config.traffic.afterAnswer(op, slot, response, text);
      if (log.enabled('debug')) {
        log.log(
          'debug',
          `${op.method} ${path()} -> ${status} (attempt ${attempt + 1}, ${Date.now() - started} ms)`,
        );
      }
      if (response.ok) return { response, text };
      if (!mayRetry(op) && AMBIGUOUS_STATUS.has(status)) warnNotRetried(config, op, `answered ${status}`);
      if (attempt >= retries) return { response, text };
      const code = status === 429 ? stringOrUndefined(readEnvelope(text)?.code) : undefined;
      if (!isRetryableStatus(status, code)) return { response, text };
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      // Waiting minutes inside a call surprises more than it helps: hand the wait to the caller.
      if (retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_SECONDS) {
        log.log(
          'warn',
          `${op.method} ${op.path} answered ${status} with Retry-After ${Math.round(retryAfter)} s (over ${MAX_RETRY_AFTER_SECONDS} s): not waiting; the error carries retryAfter.`,
        );
        return { response, text };
      }
      const wait = retryDelayMs(attempt + 1, retryAfter);
      log.log(
        'info',
        `${op.method} ${op.path} answered ${status}; retry ${attempt + 1} of ${retries} in ${Math.round(wait)} ms`,
      );
      await sleep(wait, policy.signal, userAbort);
    } catch (error) {
      guard.dispose();
      config.traffic.afterFailure(slot);
      if (error instanceof APIUserAbortError) throw error;
      const cause = guard.cause();
      if (cause === 'user' || policy.signal?.aborted) throw new APIUserAbortError();
      const failure =
        cause === 'timeout'
          ? new APIConnectionTimeoutError(
              `Request timed out after ${policy.timeout} ms (${op.method} ${op.path}).`,
              { cause: error, secret: config.apiKey },
            )
          : new APIConnectionError(`Connection error (${op.method} ${op.path}): ${describe(error)}`, {
              cause: error,
              secret: config.apiKey,
            });
      if (log.enabled('debug')) {
        log.log(
          'debug',
          `${op.method} ${path()} -> ${failure.name}${status ? ` after ${status}` : ''} (attempt ${attempt + 1}, ${Date.now() - started} ms)`,
        );
      }
      if (!mayRetry(op) && !neverSent(error)) warnNotRetried(config, op, `failed (${failure.name})`);
      if (attempt >= retries) throw failure;
      const wait = backoffDelayMs(attempt + 1);
      log.log(
        'info',
        `${op.method} ${op.path} failed (${failure.name}); retry ${attempt + 1} of ${retries} in ${Math.round(wait)} ms`,
      );
      await sleep(wait, policy.signal, userAbort);
    }
  }
}

/** Answers after which a usage-billed call may or may not have been carried out (and charged). */
const AMBIGUOUS_STATUS = new Set([408, 500, 502, 503, 504]);

/**
 * A usage-billed call failed in a way a free read would have been retried for, and the service may
 * have acted on it: say why the SDK did not retry, and how the caller can retry safely.
 */
function warnNotRetried(config: ResolvedConfig, op: OperationSpec, what: string): void {
  const hint = op.idempotent
    ? 'retry with an idempotencyKey so the service answers a repeat without a second charge'
    : 'the service may have carried it out (and charged) already';
  config.logger.log('warn', `${op.method} ${op.path} ${what}; not retried: usage-billed; ${hint}.`);
}

/** The connection was refused or the host not found: nothing reached the service. */
function neverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : undefined;
  return detail ? `${error.message} (${detail})` : error.message;
}
