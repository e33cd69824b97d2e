import type { PollOptions } from '../core/polling.js';
import { withWaitOptions } from '../internal/call-marks.js';
import { createThenPoll, pollUntilDone } from '../internal/polling-on-demand.js';
import type { RequestOptions } from '../core/request-options.js';
import type { QueryCreateRequest, QueryRun, QueryRunCompleted } from '../generated/aliases.js';
import { jobs } from '../generated/jobs.js';
import { Query } from '../generated/resources/query.js';

/** `Job`: the type `onPoll` gets (`QueryRun` for `client.query`, `ExportJob` for `client.exports`). */
export interface CreateAndPollOptions<Job = unknown> extends PollOptions<Job> {
  /** Sent with the create call only: makes your own retry of a failed createAndPoll safe. */
  idempotencyKey?: string | undefined;
}

/** `client.query`: the generated calls plus waiting for a run to finish. */
export class QueryResource extends Query {
  /**
   * Creates a run (usage-billed, sent once) and polls it until it is `completed`; a `failed` run
   * throws `JobFailedError`, a run still going after `timeoutMs` throws `PollTimeoutError`.
   *
   * @returns The completed run: `answer` and `usage` are always there.
   */
  createAndPoll(
    body: QueryCreateRequest,
    options: CreateAndPollOptions<QueryRun> = {},
  ): Promise<QueryRunCompleted> {
    return createThenPoll<QueryRun>(
      () => this.create(body, createOptions(options)),
      (id, o) => this.get(id, o),
      jobs.query,
      options,
    ) as Promise<QueryRunCompleted>; // polling resolves only once `status` is `completed`
  }

  /** Polls a run created earlier until it is `completed` (or throws as createAndPoll does). */
  poll(runId: string, options: PollOptions<QueryRun> = {}): Promise<QueryRunCompleted> {
    return pollUntilDone<QueryRun>(
      runId,
      (id, o) => this.get(id, o),
      jobs.query,
      options,
    ) as Promise<QueryRunCompleted>;
  }
}

/** The create call's options, carrying the wait options: a bad one is refused before the billed create. */
export function createOptions<Job>(options: CreateAndPollOptions<Job>): RequestOptions {
  const create = {
    ...options.requestOptions,
    signal: options.signal,
    idempotencyKey: options.idempotencyKey,
  };
  return withWaitOptions(create, options);
}
