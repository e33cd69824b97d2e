import type { JobStates } from '../core/polling.js';

/**
 * One long-running job kind (contract section 8): created by one usage-billed call, polled by a
 * free one. The rows are generated from `x-job` (src/generated/jobs.ts).
 */
export interface JobKind extends JobStates {
  readonly namespace: string;
  /** operationId of the create call and of the poll. */
  readonly create: string;
  readonly get: string;
  /** Its result is a file to download once it has succeeded. */
  readonly hasFile: boolean;
}
