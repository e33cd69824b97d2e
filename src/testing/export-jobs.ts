import { jobs } from '../generated/jobs.js';
import type { Account } from './accounts.js';
import type { ExportFormat, ExportJob, ExportResource, JobError } from './data/resources.js';
import { type StoredFile, renderExport } from './exports-files.js';
import { type JobRecord, Jobs } from './jobs.js';
import { PRICES } from './plans.js';
import type { ServiceState } from './state.js';
import { isoInstant } from './time.js';
import { ID_PREFIXES, JOB_STATES } from '../generated/fake-surface.js';

interface ExportRecord extends JobRecord<ExportJob> {
  rows: readonly object[];
  file?: StoredFile;
}

/** The document's price per started block of rows (`x-plans.usagePrices`). */
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
export class ExportJobs extends Jobs<ExportJob, ExportRecord> {
  constructor(state: ServiceState) {
    super(state, jobs.exports, 'export_failed');
  }

  create(
    account: Account,
    resource: ExportResource,
    format: ExportFormat,
    filters: Record<string, string | number>,
    rows: readonly object[],
    now: number,
  ): ExportJob {
    const job: ExportJob = {
      id: this.state.ids.make(ID_PREFIXES.ExportJobBase),
      status: JOB_STATES.exports.inProgress[0],
      resource,
      format,
      filters,
      row_count: rows.length,
      cost_usd: 0,
      created_at: isoInstant(now),
      completed_at: null,
    };
    return this.add({ job, account, createdAt: now, rows });
  }

  /** A fresh link on every look, valid for `linkTtlMs` from now. */
  protected override view(record: ExportRecord, now: number): ExportJob {
    const job = { ...record.job };
    if (record.file) {
      const expiresAt = now + this.state.options.linkTtlMs;
      job.download_url = this.state.files.link(this.state.options.filesOrigin, record.file, expiresAt);
      job.expires_at = isoInstant(expiresAt);
    }
    return job;
  }

  protected complete(record: ExportRecord, now: number): JobError | undefined {
    const { job, account, rows } = record;
    const cost = exportCost(rows.length);
    if (exceedsRowCap(account, rows.length))
      return {
        code: 'export_row_limit_exceeded',
        message: `The export has ${rows.length} rows; the plan allows ${account.exportRowCap} per job.`,
      };
    if (this.state.billing.wouldExceed(account, cost, now))
      return { code: 'budget_exceeded', message: 'The export would pass the monthly budget cap.' };
    record.file = this.state.files.store(job.id, job.resource, job.format, renderExport(rows, job.format));
    job.cost_usd = cost;
    this.state.billing.charge(account, 'export', job.id, cost, now);
    return undefined;
  }
}
