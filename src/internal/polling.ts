/**
 * Waits for a long-running run or job (contract section 8): polls `get` until a terminal status,
 * sleeping the service's `X-Poll-After-Ms` when it sends one, else `pollIntervalMs`, and never past
 * the caller's deadline. The polls are free reads, so the call machine retries each one like any
 * read. Loaded on the first createAndPoll/poll (lib/job-waiting.ts): most apps never poll.
 */
import type { APIPromise } from '../core/api-promise.js';
import { APIUserAbortError, JobFailedError, PollTimeoutError } from '../core/errors.js';
import type { JobStates, PolledJob, PollOptions } from '../core/polling.js';
import type { RequestOptions } from '../core/request-options.js';
import { sleep } from './abort.js';
import { withServiceMadeIds } from './call-marks.js';
import { argumentChecks, attemptSignal } from './driver.js';
import { invalidResponse } from './invalid-response.js';
import { SERVER_MESSAGE_MAX, SERVER_NAME_MAX, serverField } from './redact.js';
import { isWellFormed } from './well-formed.js';
import * as pollingPolicy from '../generated/policy/polling.js';

/** Never poll faster than this, whatever a server or option says: no busy loops. */
export const MIN_POLL_INTERVAL_MS = pollingPolicy.MIN_POLL_INTERVAL_MS;

/**
 * How a poll's answer reads as a poll event (hooks' `onPoll`), carried by the poll's options for
 * observe.ts, which reads it by the same registered symbol (no import either way: each loads on
 * first use, and neither may pull in the other).
 */
const POLL_WATCH = Symbol.for('sports-data-sdk.pollWatch');
type PollWatch = (
  data: unknown,
  headers: Headers,
) => { jobId: string; state: string; nextWaitMs: number | undefined };

/** The wait the service asked for (`X-Poll-After-Ms`), else the caller's interval; never under the floor. */
function nextWait(headers: Headers | undefined, interval: number): number {
  const raw = headers?.get('x-poll-after-ms')?.trim();
  const asked = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : interval;
  return Math.max(MIN_POLL_INTERVAL_MS, asked);
}

/**
 * An id or cursor the service made, checked only as far as sending it back needs: it must be one
 * path segment (`.`/`..` would be resolved away) that `encodeURIComponent` takes (no lone
 * surrogate). A bad one is the service's fault, so callers report it as such, never as the user's.
 */
export function isSendableServiceId(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value === '.' || value === '..') return false;
  return isWellFormed(value);
}

/** Polls `get(id)` until the job is finished (or failed, timed out, aborted). */
export async function pollUntilDone<Job extends PolledJob>(
  id: string,
  get: (id: string, options: RequestOptions) => APIPromise<Job>,
  states: JobStates,
  options: PollOptions<Job> = {},
  first?: { job: Job; headers?: Headers; answeredAt: number },
): Promise<Job> {
  const checks = argumentChecks.loaded ?? (await argumentChecks.load());
  const { interval, timeoutMs } = checks.checkArguments({ kind: 'wait', options });
  // An id from a create's answer is the service's own: never re-checked against the document's
  // pattern. One the caller gave (poll(id)) is checked like any call's: a bad one is refused by the
  // first poll, before anything is sent.
  const trusted = first !== undefined;
  const started = Date.now();
  const deadline = started + timeoutMs;
  // Fires at the deadline or with the caller's signal: a poll still in flight at the deadline is
  // cut short too, instead of running on through its own timeout and retries.
  const guard = attemptSignal(timeoutMs, options.signal);
  let polls = 0;
  // `polled` rather than `job`: a poll that answers null or a non-object still waits before the next.
  let polled = first !== undefined;
  let job: Job | undefined = first?.job;
  let headers = first?.headers;
  /**
   * When the answer to the last request about this job came. The floor between polls is counted from
   * it, not from the send: the service saw that request before its answer left, so the floor holds
   * as the service measures it too, however slow the way there was.
   */
  let answeredAt = first?.answeredAt ?? Number.NEGATIVE_INFINITY;
  /** Whether the poll at the deadline has been made: after it, only the answer is left. */
  let lastMade = false;
  // Says how to pick the wait up again (contract section 13), in the Python client's words.
  const resume = states.namespace ? ` Resume with client.${states.namespace}.poll('${id}').` : '';
  const abort = () =>
    new APIUserAbortError(
      `Stopped waiting for ${states.noun} ${id}; it goes on running on the service.${resume}`,
      { id, job },
    );
  const gaveUp = () =>
    new PollTimeoutError(
      `Gave up waiting for ${states.noun} ${id} after ${Date.now() - started} ms (timeoutMs ${timeoutMs}, ` +
        `${polls} poll${polls === 1 ? '' : 's'}, last status: ${String(job?.status)}); it may still finish on the service.`,
      job,
      timeoutMs,
      id,
    );

  try {
    for (;;) {
      let last = false;
      if (polled) {
        options.onPoll?.(job as Job);
        if (job?.status === states.succeeded) return job;
        if (job?.status === states.failed) {
          // The service's text, cut before it is cleaned (a failed job's error is as long as it says).
          const code = serverField(job.error?.code, SERVER_NAME_MAX);
          const message = serverField(job.error?.message, SERVER_MESSAGE_MAX) ?? 'no reason given';
          throw new JobFailedError(
            `The ${states.noun} ${id} failed (${code ?? 'no code'}): ${message}`,
            job,
            code,
          );
        }
        // Any other status (queued, running, or one this SDK does not know yet) means: not done yet.
        const wait = nextWait(headers, interval);
        const left = deadline - Date.now();
        if (wait < left) await sleep(wait, options.signal, abort);
        else {
          if (lastMade) throw gaveUp();
          // A wait that reaches the deadline is cut to it; the poll there is the last, sent under
          // the caller's signal alone (the deadline guard fires as it goes out)…
          if (left > 0) await sleep(left, options.signal, abort);
          // …unless it would follow the one before it within the floor: then that one was the last.
          if (Date.now() - answeredAt < MIN_POLL_INTERVAL_MS) throw gaveUp();
          last = true;
        }
      }
      if (guard.signal.aborted && guard.cause() === 'user') throw abort();
      lastMade = last;
      const request: RequestOptions = last
        ? { ...options.requestOptions, maxRetries: 0, signal: options.signal }
        : { ...options.requestOptions, signal: guard.signal };
      (request as { [POLL_WATCH]?: PollWatch })[POLL_WATCH] = (data, answered) => {
        const state = String((data as { status?: unknown } | null)?.status);
        const finished = last || state === states.succeeded || state === states.failed;
        const nextWaitMs = finished
          ? undefined
          : Math.min(nextWait(answered, interval), Math.max(0, deadline - Date.now()));
        return { jobId: id, state, nextWaitMs };
      };
      const answer = await get(id, trusted ? withServiceMadeIds(request) : request).withResponse();
      answeredAt = Date.now();
      polls += 1;
      polled = true;
      checkSameJob(answer, states, id);
      job = answer.data;
      headers = answer.response.headers;
    }
  } catch (error) {
    if (error instanceof APIUserAbortError && options.signal?.aborted) throw abort();
    if (error instanceof APIUserAbortError && guard.cause() === 'timeout') {
      // A timer may fire a millisecond early by Date's reckoning: the error never comes before the deadline.
      const early = deadline - Date.now();
      if (early > 0) await sleep(early, options.signal, abort);
      throw gaveUp();
    }
    throw error;
  } finally {
    guard.dispose();
  }
}

/** A poll answered with another job than the one asked for: the service's fault, never a result. */
function checkSameJob(answer: { data: unknown; response: Response }, states: JobStates, id: string): void {
  const data = answer.data;
  if (data === null || typeof data !== 'object') return;
  const answered = (data as Record<string, unknown>)[states.idField];
  if (answered !== undefined && answered !== id) {
    throw invalidResponse(
      answer.response,
      `Asked for ${states.noun} ${id}, the service answered with ${states.idField} ${JSON.stringify(String(answered).slice(0, 40))}.`,
    );
  }
}

/**
 * createAndPoll for any job: sends the (usage-billed) create once, then polls by the id its answer
 * carries. An answer without that id is the service's fault, reported as such, not as a bad id.
 */
export async function createThenPoll<Job extends PolledJob>(
  create: () => APIPromise<Job>,
  get: (id: string, options: RequestOptions) => APIPromise<Job>,
  states: JobStates,
  options: PollOptions<Job>,
): Promise<Job> {
  const created = await create().withResponse();
  const answeredAt = Date.now();
  const { idField } = states;
  const id = (created.data as Record<string, unknown> | null | undefined)?.[idField];
  if (id === undefined || id === null || id === '') {
    throw invalidResponse(
      created.response,
      `The ${states.noun} was created, but the answer has no ${idField} to poll it by.`,
    );
  }
  if (!isSendableServiceId(id)) {
    throw invalidResponse(
      created.response,
      `The ${states.noun} was created, but its ${idField} cannot be sent back in a URL (not one path segment of well-formed text).`,
    );
  }
  return pollUntilDone(id, get, states, options, {
    job: created.data,
    headers: created.response.headers,
    answeredAt,
  });
}
