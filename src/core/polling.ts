/**
 * Waits for a long-running run or job (contract section 8): polls `get` until a terminal status,
 * sleeping the service's `X-Poll-After-Ms` when it sends one, else `pollIntervalMs`. The polls are
 * free reads, so each one is retried by the transport like any read.
 */
import { attemptSignal, sleep } from './abort.js';
import type { APIPromise } from './api-promise.js';
import { checkNonNegativeInteger, checkTimeout } from './config.js';
import { APIError, APIUserAbortError, JobFailedError, PollTimeoutError } from './errors.js';
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
  /**
   * Called with every state the service returns (the create's answer first, then each poll's), to
   * show progress; the wait itself does not change.
   */
  onPoll?: ((job: unknown) => void) | undefined;
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

/** Validates the wait options; createAndPoll calls it before the (billed) create, not after. */
export function checkPollOptions(options: PollOptions): { interval: number; timeoutMs: number } {
  return {
    interval: checkNonNegativeInteger(options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS, 'pollIntervalMs'),
    timeoutMs: checkTimeout(options.timeoutMs ?? DEFAULT_POLL_TIMEOUT_MS, 'timeoutMs'),
  };
}

export async function pollUntilDone<Job extends PolledJob>(
  id: string,
  get: (id: string, options: RequestOptions) => APIPromise<Job>,
  states: JobStates,
  options: PollOptions = {},
  first?: { job: Job; headers?: Headers },
): Promise<Job> {
  const { interval, timeoutMs } = checkPollOptions(options);
  const deadline = Date.now() + timeoutMs;
  const abort = () =>
    new APIUserAbortError(`Stopped waiting for ${states.noun} ${id}; it goes on running on the service.`);
  // Fires at the deadline or with the caller's signal: a poll still in flight at the deadline is
  // cut short too, instead of running on through its own timeout and retries.
  const guard = attemptSignal(timeoutMs, options.signal);
  const gaveUp = () =>
    new PollTimeoutError(
      `Gave up waiting for ${states.noun} ${id} after ${timeoutMs} ms (last status: ${String(job?.status)}).`,
      job,
      timeoutMs,
    );

  // `polled` rather than `job`: a poll that answers null or a non-object still waits before the next.
  let polled = first !== undefined;
  let job: Job | undefined = first?.job;
  let headers = first?.headers;
  try {
    for (;;) {
      if (polled) {
        options.onPoll?.(job);
        if (job?.status === states.succeeded) return job;
        if (job?.status === states.failed) {
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
        if (left <= 0 || wait > left) throw gaveUp();
        await sleep(wait, guard.signal, abort);
      }
      if (guard.signal.aborted) throw abort();
      const answer = await get(id, { ...options.requestOptions, signal: guard.signal }).withResponse();
      polled = true;
      job = answer.data;
      headers = answer.response.headers;
    }
  } catch (error) {
    if (error instanceof APIUserAbortError && guard.cause() === 'timeout') throw gaveUp();
    throw error;
  } finally {
    guard.dispose();
  }
}

/**
 * createAndPoll for any job: sends the (usage-billed) create once, then polls by the id its answer
 * carries. An answer without that id is the service's fault, reported as such, not as a bad id.
 */
export async function createThenPoll<Job extends PolledJob>(
  create: () => APIPromise<Job>,
  idField: string,
  get: (id: string, options: RequestOptions) => APIPromise<Job>,
  states: JobStates,
  options: PollOptions,
  secret?: string,
): Promise<Job> {
  const created = await create().withResponse();
  const id = (created.data as Record<string, unknown> | null | undefined)?.[idField];
  if (typeof id !== 'string' || id === '') {
    throw new APIError({
      status: created.response.status,
      type: 'invalid_response',
      message: `The ${states.noun} was created, but the answer has no ${idField} to poll it by.`,
      headers: created.response.headers,
      requestId: created.response.headers.get('x-request-id') ?? undefined,
      secret,
    });
  }
  return pollUntilDone(id, get, states, options, { job: created.data, headers: created.response.headers });
}
