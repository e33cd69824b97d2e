/**
 * createAndPoll/poll load the polling loop (src/core/polling.ts) on first use: most apps never
 * poll, and a browser should not load it up front. The same calls as polling.ts, each waiting for
 * the module once; a failed load (a chunk the network lost) is tried again on the next call.
 */
import type { APIPromise } from '../core/api-promise.js';
import type { JobStates, PolledJob, PollOptions } from '../core/polling.js';
import type { RequestOptions } from '../core/request-options.js';

type Polling = typeof import('../core/polling.js');

let loaded: Polling | undefined;
let loading: Promise<Polling> | undefined;

function loadPolling(): Promise<Polling> {
  loading ??= import('../core/polling.js').then(
    (polling) => {
      loaded = polling;
      return polling;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** polling.ts' `createThenPoll`, loaded first: the create is sent after the module is there. */
export async function createThenPoll<Job extends PolledJob>(
  create: () => APIPromise<Job>,
  get: (id: string, options: RequestOptions) => APIPromise<Job>,
  states: JobStates,
  options: PollOptions<Job>,
): Promise<Job> {
  return (loaded ?? (await loadPolling())).createThenPoll(create, get, states, options);
}

/** polling.ts' `pollUntilDone`, loaded first. */
export async function pollUntilDone<Job extends PolledJob>(
  id: string,
  get: (id: string, options: RequestOptions) => APIPromise<Job>,
  states: JobStates,
  options: PollOptions<Job> = {},
): Promise<Job> {
  return (loaded ?? (await loadPolling())).pollUntilDone(id, get, states, options);
}

/**
 * polling.ts' `checkPollOptions`, for the create step of createAndPoll: that step runs inside
 * `createThenPoll`, so polling has loaded by then. Called anywhere else it is a bug, said so.
 */
export function checkPollOptions<Job>(options: PollOptions<Job>): { interval: number; timeoutMs: number } {
  if (loaded === undefined)
    throw new Error('checkPollOptions: polling has not loaded (call it from createThenPoll)');
  return loaded.checkPollOptions(options);
}
