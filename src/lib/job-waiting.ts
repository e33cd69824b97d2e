/**
 * `createAndPoll` and `poll` of a job namespace (`client.query`, `client.exports`), made once for
 * any job from its generated create/get calls and its row of the job table (src/generated/jobs.ts).
 */
import type { APIPromise } from '../core/api-promise.js';
import type { JobStates, PolledJob, PollOptions } from '../core/polling.js';
import type { RequestOptions } from '../core/request-options.js';
import { withWaitOptions } from '../internal/call-marks.js';
import { OnFirstUse } from '../internal/load-on-first-use.js';

/**
 * The waiting loop (src/internal/polling.ts) loads on the first createAndPoll/poll: most apps never
 * poll, and a browser should not load it up front. Each call below waits for it (createAndPoll:
 * before the create).
 */
const polling = new OnFirstUse<typeof import('../internal/polling.js')>(
  'polling loop',
  () => import('../internal/polling.js'),
);
const createThenPoll = polling.calls('createThenPoll');
const pollUntilDone = polling.calls('pollUntilDone');

/** `Job`: the type `onPoll` gets (`QueryRun` for `client.query`, `ExportJob` for `client.exports`). */
export interface CreateAndPollOptions<Job = unknown> extends PollOptions<Job> {
  /** Sent with the create call only: makes your own retry of a failed createAndPoll safe. */
  idempotencyKey?: string | undefined;
}

/** What waiting needs of a generated job namespace. */
interface JobCalls<Job, Create> {
  create(body: Create, options?: RequestOptions): APIPromise<Job>;
  get(id: string, options?: RequestOptions): APIPromise<Job>;
}

/**
 * `createAndPoll` of a namespace: the create (usage-billed, sent once), then polls until the job
 * is `Done` (polling resolves only once the status is the table's succeeded one).
 */
export function createAndPollOf<Job extends PolledJob, Done extends Job, Create>(
  calls: JobCalls<Job, Create>,
  states: JobStates,
): (body: Create, options?: CreateAndPollOptions<Job>) => Promise<Done> {
  return (body, options = {}) =>
    createThenPoll<Job>(
      () => calls.create(body, createOptions(options)),
      (id, o) => calls.get(id, o),
      states,
      options,
    ) as Promise<Done>;
}

/** `poll` of a namespace: polls a job created earlier until it is `Done`. */
export function pollOf<Job extends PolledJob, Done extends Job>(
  calls: JobCalls<Job, never>,
  states: JobStates,
): (id: string, options?: PollOptions<Job>) => Promise<Done> {
  return (id, options = {}) =>
    pollUntilDone<Job>(id, (jobId, o) => calls.get(jobId, o), states, options) as Promise<Done>;
}

/** The create call's options, carrying the wait options: a bad one is refused before the billed create. */
function createOptions<Job>(options: CreateAndPollOptions<Job>): RequestOptions {
  const create = {
    ...options.requestOptions,
    signal: options.signal,
    idempotencyKey: options.idempotencyKey,
  };
  return withWaitOptions(create, options);
}
