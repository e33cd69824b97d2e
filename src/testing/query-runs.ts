import type { Account } from './accounts.js';
import type { JobError, QueryRun, QueryUsage } from './data/resources.js';
import { type Lifecycle, newLifecycle, phaseAt } from './jobs.js';
import { type QueryScope, answerQuery, queryUsage } from './query-answer.js';
import type { ServiceState } from './state.js';
import { isoInstant } from './time.js';

/** Put `[fail]` in a prompt to make its run fail (or call `service.failNext('query')`). */
export const FAIL_MARKER = '[fail]';

interface RunRecord {
  run: QueryRun;
  account: Account;
  life: Lifecycle;
  outcome: { answer: string; usage: QueryUsage } | { error: JobError };
}

/** Query runs: decided when created, revealed as they are polled, billed once when they complete. */
export class QueryRuns {
  private readonly runs = new Map<string, RunRecord>();

  constructor(private readonly state: ServiceState) {}

  /** What the run will cost, for the budget check at creation. */
  estimate(prompt: string, scope: QueryScope): number {
    return queryUsage(prompt, answerQuery(this.state.data, prompt, scope)).cost_usd;
  }

  create(account: Account, prompt: string, scope: QueryScope, now: number): QueryRun {
    const forced = this.state.failNext.query.shift();
    let outcome: RunRecord['outcome'];
    if (forced) outcome = { error: forced };
    else if (prompt.includes(FAIL_MARKER)) {
      outcome = { error: { code: 'query_failed', message: 'The model could not answer this prompt.' } };
    } else {
      const answer = answerQuery(this.state.data, prompt, scope);
      outcome = { answer, usage: queryUsage(prompt, answer) };
    }
    const run: QueryRun = {
      run_id: this.state.ids.make('qr'),
      status: 'queued',
      prompt,
      sport: scope.sport ?? null,
      division: scope.division ?? null,
      gender: scope.gender ?? null,
      created_at: isoInstant(now),
      completed_at: null,
    };
    this.runs.set(run.run_id, { run, account, life: newLifecycle(now), outcome });
    return { ...run };
  }

  /** The run as its owner sees it at `now`; undefined for another account's run. */
  get(account: Account, runId: string, now: number, polled: boolean): QueryRun | undefined {
    const record = this.runs.get(runId);
    if (!record || record.account !== account) return undefined;
    this.advance(record, now, polled);
    return { ...record.run };
  }

  /** Finishes a run now (failed with `error` when given); undefined for an unknown id. */
  finish(runId: string, now: number, error?: JobError): QueryRun | undefined {
    const record = this.runs.get(runId);
    if (!record) return undefined;
    if (error && !record.life.finished) record.outcome = { error };
    record.life.finished = true;
    this.advance(record, now, false);
    return { ...record.run };
  }

  /** Lets time finish every run of an account (billing summaries call this first). */
  settle(account: Account, now: number): void {
    for (const record of this.runs.values()) if (record.account === account) this.advance(record, now, false);
  }

  private advance(record: RunRecord, now: number, polled: boolean): void {
    const { run } = record;
    if (run.status === 'completed' || run.status === 'failed') return;
    const phase = phaseAt(record.life, now, polled, this.state.options.jobTiming);
    if (phase !== 'finished') {
      run.status = phase;
      return;
    }
    record.life.finished = true;
    run.completed_at = isoInstant(now);
    if ('error' in record.outcome) {
      run.status = 'failed';
      run.error = record.outcome.error;
      return;
    }
    run.status = 'completed';
    run.answer = record.outcome.answer;
    run.usage = record.outcome.usage;
    this.state.billing.chargeUsage(record.account, run.run_id, record.outcome.usage.cost_usd, now);
  }
}
