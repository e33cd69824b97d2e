import { JOB_STATES } from '../generated/fake-surface.js';
import type { jobs } from '../generated/jobs.js';
import type { Account } from './accounts.js';
import type { JobError } from './data/resources.js';
import type { ServiceState } from './state.js';
import { isoInstant } from './time.js';

/** What the lifecycle moves of a run or job; the rest belongs to its kind. */
interface JobFields {
  status: string;
  completed_at: string | null;
  error?: JobError | undefined;
}

export interface JobRecord<J> {
  job: J;
  account: Account;
  createdAt: number;
  polls: number;
  /** Finish at the next look, whatever the timing says (`finish`). */
  due: boolean;
  /** Set before it finishes: it fails with this instead of doing its work. */
  error: JobError | undefined;
}

/** Every state of a run or job before it ends, of every job kind. */
const IN_PROGRESS: ReadonlySet<string> = new Set(
  Object.values(JOB_STATES).flatMap((kind) => kind.inProgress),
);

/** `X-Poll-After-Ms` while a run or job is not finished (contract section 8). */
export function pollHeaders(status: string, pollAfterMs: number): Record<string, string> {
  return IN_PROGRESS.has(status) ? { 'X-Poll-After-Ms': String(pollAfterMs) } : {};
}

/**
 * The runs or jobs of one kind of the generated job table, in the lifecycle both share: queued →
 * running → finished, moved on by polls and by time, whichever comes first. Polls make tests with a
 * frozen clock progress; time makes a job left alone finish too, as a real one would. A subclass
 * does its kind's work as one finishes.
 */
export abstract class Jobs<J extends JobFields, R extends JobRecord<J> = JobRecord<J>> {
  private readonly records = new Map<string, R>();
  /** Errors the next created ones fail with (`service.failNext`). */
  private readonly failures: JobError[] = [];

  constructor(
    protected readonly state: ServiceState,
    private readonly kind: (typeof jobs)[keyof typeof jobs],
    private readonly failCode: string,
  ) {}

  /** The kind's work as one finishes: a failure, or undefined once it succeeded (and was billed). */
  protected abstract complete(record: R, now: number): JobError | undefined;

  /** What its owner sees at `now`. */
  protected view(record: R, _now: number): J {
    return { ...record.job };
  }

  protected add(record: Omit<R, 'polls' | 'due' | 'error'>, error?: JobError): J {
    const id = String((record.job as Record<string, unknown>)[this.kind.idField]);
    const full = { ...record, polls: 0, due: false, error: this.failures.shift() ?? error } as R;
    this.records.set(id, full);
    return { ...full.job };
  }

  failNext(error: Partial<JobError> = {}): void {
    this.failures.push(this.failure(error));
  }

  /** The run or job as its owner sees it at `now`; undefined for another account's. */
  get(account: Account, id: string, now: number, polled: boolean): J | undefined {
    const record = this.records.get(id);
    if (!record || record.account !== account) return undefined;
    this.advance(record, now, polled);
    return this.view(record, now);
  }

  /** The account's runs or jobs, newest first, as they stand at `now`. */
  list(account: Account, now: number): J[] {
    const out: J[] = [];
    for (const record of this.records.values()) {
      if (record.account !== account) continue;
      this.advance(record, now, false);
      out.push(this.view(record, now));
    }
    return out.reverse();
  }

  /** Finishes one now (failed with `error` when given); one already finished stays; undefined for an unknown id. */
  finish(id: string, now: number, error?: Partial<JobError>): J | undefined {
    const record = this.records.get(id);
    if (!record) return undefined;
    if (error && !this.finished(record.job)) record.error = this.failure(error);
    record.due = true;
    this.advance(record, now, false);
    return this.view(record, now);
  }

  /** Lets time finish every one of an account (billing summaries call this first). */
  settle(account: Account, now: number): void {
    for (const record of this.records.values())
      if (record.account === account) this.advance(record, now, false);
  }

  private failure(error: Partial<JobError>): JobError {
    return {
      code: error.code ?? this.failCode,
      message: error.message ?? `The ${this.kind.noun} failed (injected).`,
    };
  }

  private finished(job: J): boolean {
    return job.status === this.kind.succeeded || job.status === this.kind.failed;
  }

  private advance(record: R, now: number, polled: boolean): void {
    const { job } = record;
    if (this.finished(job)) return;
    if (polled) record.polls++;
    const elapsed = now - record.createdAt;
    const { pollsToFinish, durationMs } = this.state.options.jobTiming;
    if (!record.due && record.polls < pollsToFinish && elapsed < durationMs) {
      // The first state before a poll or half the time, the last one after (queued, then running).
      const states = JOB_STATES[this.kind.namespace].inProgress;
      job.status = record.polls >= 1 || elapsed >= durationMs / 2 ? states[states.length - 1]! : states[0];
      return;
    }
    job.completed_at = isoInstant(now);
    const error = record.error ?? this.complete(record, now);
    if (error) job.error = error;
    job.status = error ? this.kind.failed : this.kind.succeeded;
  }
}
