/**
 * The attempt loop: sends one prepared request, reads its whole body inside the attempt's timeout,
 * and retries what contract section 5 allows. It sits in openapi-fetch's `fetch` slot, so
 * openapi-fetch builds the request and this decides how it crosses the wire.
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

/** The last answer of the loop, its body already read (the body may be what stalls). */
export interface WireResult {
  readonly response: Response;
  readonly text: string;
}

const userAbort = () => new APIUserAbortError();

export async function sendWithRetries(
  config: ResolvedConfig,
  op: OperationSpec,
  request: Request,
  policy: AttemptPolicy,
): Promise<WireResult> {
  const retries = mayRetry(op) ? policy.maxRetries : 0;
  const log = config.logger;
  for (let attempt = 0; ; attempt++) {
    const started = Date.now();
    const guard = attemptSignal(policy.timeout, policy.signal);
    let status = 0;
    try {
      // A request body can be read once; keep the original intact for a possible next attempt.
      const outgoing = retries > attempt && request.body ? request.clone() : request;
      const init: RequestInit = { signal: guard.signal };
      if (attempt > 0) {
        const headers = new Headers(request.headers);
        headers.set('X-Retry-Count', String(attempt));
        init.headers = headers;
      }
      const response = await config.fetch(outgoing, init);
      status = response.status;
      const text = await response.text();
      guard.dispose();
      if (log.enabled('debug')) {
        log.log(
          'debug',
          `${op.method} ${new URL(request.url).pathname} -> ${status} (attempt ${attempt + 1}, ${Date.now() - started} ms)`,
        );
      }
      if (response.ok || attempt >= retries) return { response, text };
      const code = status === 429 ? stringOrUndefined(readEnvelope(text)?.code) : undefined;
      if (!isRetryableStatus(status, code)) return { response, text };
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      // Waiting minutes inside a call surprises more than it helps: hand the wait to the caller.
      if (retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_SECONDS) return { response, text };
      const wait = retryDelayMs(attempt + 1, retryAfter);
      log.log(
        'info',
        `${op.method} ${op.path} answered ${status}; retry ${attempt + 1} of ${retries} in ${Math.round(wait)} ms`,
      );
      await sleep(wait, policy.signal, userAbort);
    } catch (error) {
      guard.dispose();
      if (error instanceof APIUserAbortError) throw error;
      const cause = guard.cause();
      if (cause === 'user' || policy.signal?.aborted) throw new APIUserAbortError();
      const failure =
        cause === 'timeout'
          ? new APIConnectionTimeoutError(
              `Request timed out after ${policy.timeout} ms (${op.method} ${op.path}).`,
              { cause: error },
            )
          : new APIConnectionError(`Connection error (${op.method} ${op.path}): ${describe(error)}`, {
              cause: error,
              secret: config.apiKey,
            });
      if (log.enabled('debug')) {
        log.log(
          'debug',
          `${op.method} ${op.path} -> ${failure.name}${status ? ` after ${status}` : ''} (attempt ${attempt + 1}, ${Date.now() - started} ms)`,
        );
      }
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

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : undefined;
  return detail ? `${error.message} (${detail})` : error.message;
}
