import type { Account } from './accounts.js';
import type { ExportFormat, ExportJob, ExportResource, JobError } from './data/resources.js';
import { type Lifecycle, newLifecycle, phaseAt } from './jobs.js';
import { PRICES } from './plans.js';
import { renderExport, type StoredFile } from './exports-files.js';
import type { ServiceState } from './state.js';
import { isoInstant } from './time.js';

interface ExportRecord {
  job: ExportJob;
  account: Account;
  life: Lifecycle;
  rows: readonly object[];
  forced: JobError | undefined;
  file?: StoredFile;
}

/** $0.10 per started block of 10,000 rows. */
export function exportCost(rows: number): number {
  return Math.round(Math.ceil(rows / PRICES.exportBlockRows) * PRICES.exportBlockUsd * 100) / 100;
}

export function exceedsRowCap(account: Account, rows: number): boolean {
  return account.exportRowCap !== null && rows > account.exportRowCap;
}

/**
 * Export jobs. The rows are selected at creation; the file is written, and the job billed, only
 * when it succeeds. A job over the row cap fails with export_row_limit_exceeded, never billed.
 */
export class ExportJobs {
  private readonly jobs = new Map<string, ExportRecord>();

  constructor(private readonly state: ServiceState) {}

  create(
    account: Account,
    resource: ExportResource,
    format: ExportFormat,
    filters: Record<string, string | number>,
    rows: readonly object[],
    now: number,
  ): ExportJob {
    const job: ExportJob = {
      id: this.state.ids.make('exp'),
      status: 'queued',
      resource,
      format,
      filters,
      row_count: rows.length,
      cost_usd: 0,
      created_at: isoInstant(now),
      completed_at: null,
    };
    const forced = this.state.failNext.export.shift();
    this.jobs.set(job.id, { job, account, life: newLifecycle(now), rows, forced });
    return { ...job };
  }

  get(account: Account, id: string, now: number, polled: boolean): ExportJob | undefined {
    const record = this.jobs.get(id);
    if (!record || record.account !== account) return undefined;
    this.advance(record, now, polled);
    return this.view(record, now);
  }

  /** The account's jobs, newest first, as they stand at `now`. */
  list(account: Account, now: number): ExportJob[] {
    const out: ExportJob[] = [];
    for (const record of this.jobs.values()) {
      if (record.account !== account) continue;
      this.advance(record, now, false);
      out.push(this.view(record, now));
    }
    return out.reverse();
  }

  /** Finishes a job now (failed with `error` when given); undefined for an unknown id. */
  finish(id: string, now: number, error?: JobError): ExportJob | undefined {
    const record = this.jobs.get(id);
    if (!record) return undefined;
    if (error && !record.life.finished) record.forced = error;
    record.life.finished = true;
    this.advance(record, now, false);
    return this.view(record, now);
  }

  settle(account: Account, now: number): void {
    for (const record of this.jobs.values()) if (record.account === account) this.advance(record, now, false);
  }

  /** A fresh link on every look, valid for `linkTtlMs` from now. */
  private view(record: ExportRecord, now: number): ExportJob {
    const job = { ...record.job };
    if (record.file) {
      const expiresAt = now + this.state.options.linkTtlMs;
      job.download_url = this.state.files.link(this.state.options.filesOrigin, record.file, expiresAt);
      job.expires_at = isoInstant(expiresAt);
    }
    return job;
  }

  private advance(record: ExportRecord, now: number, polled: boolean): void {
    const { job, account } = record;
    if (job.status === 'succeeded' || job.status === 'failed') return;
    const phase = phaseAt(record.life, now, polled, this.state.options.jobTiming);
    if (phase !== 'finished') {
      job.status = phase;
      return;
    }
    record.life.finished = true;
    job.completed_at = isoInstant(now);
    const cost = exportCost(record.rows.length);
    const error: JobError | undefined =
      record.forced ??
      (exceedsRowCap(account, record.rows.length)
        ? {
            code: 'export_row_limit_exceeded',
            message: `The export has ${record.rows.length} rows; the plan allows ${account.exportRowCap} per job.`,
          }
        : this.state.billing.wouldExceed(account, cost, now)
          ? { code: 'budget_exceeded', message: 'The export would pass the monthly budget cap.' }
          : undefined);
    if (error) {
      job.status = 'failed';
      job.error = error;
      return;
    }
    record.file = this.state.files.store(
      job.id,
      job.resource,
      job.format,
      renderExport(record.rows, job.format),
    );
    job.status = 'succeeded';
    job.cost_usd = cost;
    this.state.billing.charge(account, 'export', job.id, cost, now);
  }
}
