import type { QueryCreateRequest, QueryRun, QueryRunCompleted } from '../generated/aliases.js';
import { jobs } from '../generated/jobs.js';
import { Query } from '../generated/resources/query.js';
import { createAndPollOf, pollOf } from './job-waiting.js';

/** `client.query`: the generated calls plus waiting for a run to finish. */
export class QueryResource extends Query {
  /**
   * Creates a run (usage-billed, sent once) and polls it until it is `completed`; a `failed` run
   * throws `JobFailedError`, a run still going after `timeoutMs` throws `PollTimeoutError`.
   *
   * @returns The completed run: `answer` and `usage` are always there.
   */
  readonly createAndPoll = createAndPollOf<QueryRun, QueryRunCompleted, QueryCreateRequest>(this, jobs.query);

  /** Polls a run created earlier (by its `run_id`) until it is `completed`, or throws as createAndPoll does. */
  readonly poll = pollOf<QueryRun, QueryRunCompleted>(this, jobs.query);
}
