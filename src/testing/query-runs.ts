import { jobs } from '../generated/jobs.js';
import type { Account } from './accounts.js';
import type { JobError, QueryRun } from './data/resources.js';
import { type JobRecord, Jobs } from './jobs.js';
import { type QueryScope, answerQuery, queryUsage } from './query-answer.js';
import type { ServiceState } from './state.js';
import { isoInstant } from './time.js';
import { ID_PREFIXES, JOB_STATES } from '../generated/fake-surface.js';

/** Put `[fail]` in a prompt to make its run fail (or call `service.failNext('query')`). */
export const FAIL_MARKER = '[fail]';

interface RunRecord extends JobRecord<QueryRun> {
  scope: QueryScope;
}

/** Query runs: answered from the sample data and billed once, when they complete. */
export class QueryRuns extends Jobs<QueryRun, RunRecord> {
  constructor(state: ServiceState) {
    super(state, jobs.query, 'query_failed');
  }

  /** What the run will cost, for the budget check at creation. */
  estimate(prompt: string, scope: QueryScope): number {
    return queryUsage(prompt, answerQuery(this.state.data, prompt, scope)).cost_usd;
  }

  create(account: Account, prompt: string, scope: QueryScope, now: number): QueryRun {
    const run: QueryRun = {
      run_id: this.state.ids.make(ID_PREFIXES.QueryRunBase),
      status: JOB_STATES.query.inProgress[0],
      prompt,
      sport: scope.sport ?? null,
      division: scope.division ?? null,
      gender: scope.gender ?? null,
      created_at: isoInstant(now),
      completed_at: null,
    };
    const failure = prompt.includes(FAIL_MARKER)
      ? { code: 'query_failed', message: 'The model could not answer this prompt.' }
      : undefined;
    return this.add({ job: run, account, createdAt: now, scope }, failure);
  }

  protected complete({ job: run, account, scope }: RunRecord, now: number): JobError | undefined {
    run.answer = answerQuery(this.state.data, run.prompt, scope);
    run.usage = queryUsage(run.prompt, run.answer);
    this.state.billing.chargeUsage(account, run.run_id, run.usage.cost_usd, now);
    return undefined;
  }
}
