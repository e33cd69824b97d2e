/**
 * The options of createAndPoll/poll and what waiting needs to know of a job. The waiting itself is
 * src/internal/polling.ts, loaded on the first createAndPoll/poll.
 */
import type { RequestOptions } from './request-options.js';

/** `Job`: the run or job type the callback gets (`QueryRun`, `ExportJob`). */
export interface PollOptions<Job = unknown> {
  /**
   * Wait between polls when the service sends no `X-Poll-After-Ms` (default 1,000 ms). Waits
   * shorter than 100 ms, from this option or from the service, are raised to 100 ms.
   */
  pollIntervalMs?: number | undefined;
  /**
   * Give up after this long in all (default 10 minutes) with `PollTimeoutError`, never sooner.
   * A wait (the service's `X-Poll-After-Ms` included) never runs past it: the last wait ends at the
   * deadline and one last poll is made then, a single attempt bounded by its request `timeout`
   * (unless the answer before it came less than 100 ms before the deadline: then that answer is
   * the last seen).
   */
  timeoutMs?: number | undefined;
  /**
   * Stops waiting at once with `APIUserAbortError` (its `id` and `job` say which run or job and
   * its last state); the run or job itself goes on.
   */
  signal?: AbortSignal | undefined;
  /** Options for each poll request (timeout, maxRetries, headers). */
  requestOptions?: Omit<RequestOptions, 'signal' | 'idempotencyKey' | 'cache'> | undefined;
  /**
   * Called with every state the service returns (the create's answer first, then each poll's), to
   * show progress; the wait itself does not change. A state this SDK does not know yet arrives
   * as sent, typed as the job's type.
   */
  onPoll?: ((job: Job) => void) | undefined;
}

export interface JobStates {
  /** Name for messages: "query run", "export job". */
  readonly noun: string;
  /** The client namespace that polls it (`query`, `exports`), for the resume hint of a stopped wait. */
  readonly namespace?: string;
  /** The field of the job that holds its id (`run_id`, `id`). */
  readonly idField: string;
  readonly succeeded: string;
  readonly failed: string;
}

export interface PolledJob {
  status?: unknown;
  error?: { code?: unknown; message?: unknown } | null;
}
