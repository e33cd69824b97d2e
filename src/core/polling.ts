/**
 * Waits for a long-running run or job (contract section 8): polls `get` until a terminal status,
 * sleeping the service's `X-Poll-After-Ms` when it sends one, else `pollIntervalMs`. The polls are
 * free reads, so each one is retried by the transport like any read.
 */
import { sleep } from './abort.js';
import type { APIPromise } from './api-promise.js';
import { checkNonNegativeInteger, checkTimeout } from './config.js';
import { APIUserAbortError, JobFailedError, PollTimeoutError } from './errors.js';
import type { RequestOptions } from './request-options.js';

export interface PollOptions {
  /** Wait between polls when the service sends no `X-Poll-After-Ms` (default 1,000 ms). */
  pollIntervalMs?: number | undefined;
  /** Give up after this long in all (default 10 minutes) with `PollTimeoutError`. */
  timeoutMs?: number | undefined;
  /** Stops waiting at once with `APIUserAbortError`; the run or job itself goes on. */
  signal?: AbortSignal | undefined;
  /** Options for each poll request (timeout, maxRetries, headers). */
  requestOptions?: Omit<RequestOptions, 'signal' | 'idempotencyKey'> | undefined;
}

export const DEFAULT_POLL_INTERVAL_MS = 1_000;
export const DEFAULT_POLL_TIMEOUT_MS = 10 * 60_000;
/** Never poll faster than this, whatever a server or option says: no busy loops. */
const MIN_POLL_INTERVAL_MS = 10;

export interface JobStates {
  /** Name for messages: "query run", "export job". */
  readonly noun: string;
  readonly succeeded: string;
  readonly failed: string;
}

interface PolledJob {
  status?: unknown;
  error?: { code?: unknown; message?: unknown } | null;
}

function pollAfter(headers: Headers, fallback: number): number {
  const raw = headers.get('x-poll-after-ms');
  const value = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : fallback;
  return Math.max(MIN_POLL_INTERVAL_MS, value);
}

export async function pollUntilDone<Job extends PolledJob>(
  id: string,
  get: (id: string, options: RequestOptions) => APIPromise<Job>,
  states: JobStates,
  options: PollOptions = {},
  first?: { job: Job; headers?: Headers },
): Promise<Job> {
  const interval = checkNonNegativeInteger(
    options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    'pollIntervalMs',
  );
  const timeoutMs = checkTimeout(options.timeoutMs ?? DEFAULT_POLL_TIMEOUT_MS, 'timeoutMs');
  const { signal } = options;
  const deadline = Date.now() + timeoutMs;
  const abort = () =>
    new APIUserAbortError(`Stopped waiting for ${states.noun} ${id}; it goes on running on the service.`);

  let job = first?.job;
  let headers = first?.headers;
  for (;;) {
    if (job) {
      if (job.status === states.succeeded) return job;
      if (job.status === states.failed) {
        const code = typeof job.error?.code === 'string' ? job.error.code : undefined;
        const message = typeof job.error?.message === 'string' ? job.error.message : 'no reason given';
        throw new JobFailedError(
          `The ${states.noun} ${id} failed (${code ?? 'no code'}): ${message}`,
          job,
          code,
        );
      }
      // Any other status (queued, running, or one this SDK does not know yet) means: not done yet.
      const wait = headers ? pollAfter(headers, interval) : Math.max(MIN_POLL_INTERVAL_MS, interval);
      const left = deadline - Date.now();
      if (left <= 0 || wait > left) {
        throw new PollTimeoutError(
          `Gave up waiting for ${states.noun} ${id} after ${timeoutMs} ms (last status: ${String(job.status)}).`,
          job,
          timeoutMs,
        );
      }
      await sleep(wait, signal, abort);
    }
    if (signal?.aborted) throw abort();
    const polled = await get(id, { ...options.requestOptions, signal }).withResponse();
    job = polled.data;
    headers = polled.response.headers;
  }
}
