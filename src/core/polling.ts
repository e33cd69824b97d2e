/**
 * Waits for a long-running run or job (contract section 8): polls `get` until a terminal status,
 * sleeping the service's `X-Poll-After-Ms` when it sends one, else `pollIntervalMs`. The polls are
 * free reads, so each one is retried by the transport like any read.
 */
import { attemptSignal, sleep } from './abort.js';
import type { APIPromise } from './api-promise.js';
import { checkNonNegativeInteger, checkTimeout } from './config.js';
import { invalidResponse } from './error-from-response.js';
import { APIUserAbortError, JobFailedError, PollTimeoutError } from './errors.js';
import { checkOptionNames } from './option-names.js';
import type { RequestOptions } from './request-options.js';

export interface PollOptions {
  /**
   * Wait between polls when the service sends no `X-Poll-After-Ms` (default 1,000 ms). Waits
   * shorter than 100 ms, from this option or from the service, are raised to 100 ms.
   */
  pollIntervalMs?: number | undefined;
  /**
   * Give up after this long in all (default 10 minutes) with `PollTimeoutError`. A wait (the
   * service's `X-Poll-After-Ms` included) never runs past it: the last wait ends at the deadline
   * and one last poll is made then, a single attempt bounded by its request `timeout` (unless the
   * poll before it came less than 100 ms before the deadline).
   */
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
export const MIN_POLL_INTERVAL_MS = 100;

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

/** The wait the service asked for (`X-Poll-After-Ms`), else the caller's interval; never under the floor. */
function nextWait(headers: Headers | undefined, interval: number): number {
  const raw = headers?.get('x-poll-after-ms')?.trim();
  const asked = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : interval;
  return Math.max(MIN_POLL_INTERVAL_MS, asked);
}

/** Every wait option name (`idempotencyKey` is createAndPoll's, for its create call). */
const POLL_OPTION_NAMES: Readonly<Record<keyof PollOptions | 'idempotencyKey', true>> = {
  pollIntervalMs: true,
  timeoutMs: true,
  signal: true,
  requestOptions: true,
  onPoll: true,
  idempotencyKey: true,
};

/** Validates the wait options; createAndPoll calls it before the (billed) create, not after. */
export function checkPollOptions(options: PollOptions): { interval: number; timeoutMs: number } {
  checkOptionNames(options, POLL_OPTION_NAMES, 'createAndPoll/poll');
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
  const started = Date.now();
  const deadline = started + timeoutMs;
  const abort = () =>
    new APIUserAbortError(`Stopped waiting for ${states.noun} ${id}; it goes on running on the service.`);
  // Fires at the deadline or with the caller's signal: a poll still in flight at the deadline is
  // cut short too, instead of running on through its own timeout and retries.
  const guard = attemptSignal(timeoutMs, options.signal);
  let polls = 0;
  const gaveUp = () =>
    new PollTimeoutError(
      `Gave up waiting for ${states.noun} ${id} after ${Date.now() - started} ms (timeoutMs ${timeoutMs}, ` +
        `${polls} poll${polls === 1 ? '' : 's'}, last status: ${String(job?.status)}); it may still finish on the service.`,
      job,
      timeoutMs,
    );

  // `polled` rather than `job`: a poll that answers null or a non-object still waits before the next.
  let polled = first !== undefined;
  let job: Job | undefined = first?.job;
  let headers = first?.headers;
  try {
    for (;;) {
      let last = false;
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
        // Less time left than the shortest wait: the poll just made was the last, within the
        // floor of the deadline; one more would come faster than the floor allows.
        const left = deadline - Date.now();
        if (left < MIN_POLL_INTERVAL_MS) throw gaveUp();
        const wait = nextWait(headers, interval);
        // A wait that reaches the deadline is cut to it, and the poll after it is the last: the
        // deadline guard fires as it is sent, so it goes out under the caller's signal alone.
        last = wait >= left;
        await sleep(Math.min(wait, left), options.signal, abort);
      }
      if (guard.signal.aborted && guard.cause() === 'user') throw abort();
      const answer = await get(
        id,
        last
          ? { ...options.requestOptions, maxRetries: 0, signal: options.signal }
          : { ...options.requestOptions, signal: guard.signal },
      ).withResponse();
      polls += 1;
      polled = true;
      job = answer.data;
      headers = answer.response.headers;
    }
  } catch (error) {
    if (error instanceof APIUserAbortError && guard.cause() === 'timeout' && !options.signal?.aborted)
      throw gaveUp();
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
): Promise<Job> {
  const created = await create().withResponse();
  const id = (created.data as Record<string, unknown> | null | undefined)?.[idField];
  if (typeof id !== 'string' || id === '') {
    throw invalidResponse(
      created.response,
      `The ${states.noun} was created, but the answer has no ${idField} to poll it by.`,
    );
  }
  return pollUntilDone(id, get, states, options, { job: created.data, headers: created.response.headers });
}
