// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
import type { JobKind } from '../internal/job-kind.js';

/** Every job kind, keyed by its namespace (`x-job` of the create operations). */
export const jobs = {
  query: {
    namespace: "query",
    create: "create_query",
    get: "get_query",
    noun: "query run",
    idField: "run_id",
    succeeded: "completed",
    failed: "failed",
    hasFile: false,
  },
  exports: {
    namespace: "exports",
    create: "create_export",
    get: "get_export",
    noun: "export job",
    idField: "id",
    succeeded: "succeeded",
    failed: "failed",
    hasFile: true,
  },
} as const satisfies Readonly<Record<string, JobKind>>;
