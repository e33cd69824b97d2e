import type { Accounts } from './accounts.js';
import type { AlertStore } from './alerts-store.js';
import type { Billing } from './billing.js';
import type { Dataset, MovementRow } from './data/dataset.js';
import type { PortalEntry } from './data/resources.js';
import type { ExportJobs } from './export-jobs.js';
import type { ExportFiles } from './exports-files.js';
import type { Idempotency } from './idempotency.js';
import type { Cursors } from './paging.js';
import type { QueryRuns } from './query-runs.js';
import type { resolveOptions } from './service.js';
import type { IdMaker } from './random.js';
import type { WebhookPusher } from './webhooks-push.js';

/** Everything one fake service holds; operations receive it through their context. */
export interface ServiceState {
  options: ReturnType<typeof resolveOptions>;
  data: Dataset;
  /** The seeded entries plus those added at run time, newest first. */
  portal: PortalEntry[];
  movements: MovementRow[];
  accounts: Accounts;
  billing: Billing;
  cursors: Cursors;
  ids: IdMaker;
  queryRuns: QueryRuns;
  exports: ExportJobs;
  files: ExportFiles;
  alerts: AlertStore;
  webhooks: WebhookPusher;
  idempotency: Idempotency;
}
