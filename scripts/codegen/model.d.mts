/** One long-running job kind, from the `x-job` of its create operation. */
export interface JobKindModel {
  namespace: string;
  create: string;
  get: string;
  noun: string;
  idField: string;
  succeeded: string;
  failed: string;
  result: string;
  hasFile: boolean;
  /** The states before it ends, the first a new job's. */
  inProgress: string[];
}

/** The operation model every emitter uses; throws on anything the SDK cannot place. */
export function buildModel(spec: unknown): { jobs: JobKindModel[]; [key: string]: unknown };
