/**
 * The long-running job kinds (contract section 8, the generated job table) and what the CLI adds to
 * follow them: how to pick one up again after Ctrl-C.
 */
import type { JobKind as JobTableRow } from '../internal/job-kind.js';
import { jobs } from '../generated/jobs.js';
import { operations } from '../generated/operations.js';

/** Where a job's file goes: `--out FILE` (undefined or `-`: stdout) and `--force`. */
export interface OutOptions {
  readonly out: string | undefined;
  /** An existing FILE may be replaced (once the download has succeeded). */
  readonly force: boolean;
}

export interface JobKind extends JobTableRow {
  /** The command that resumes waiting for (or fetching) a job left running. */
  resume(id: string, target?: OutOptions): string;
}

/** A job with a file resumes by downloading it (which waits first); any other by polling. */
function resumeCommand(job: JobTableRow): JobKind['resume'] {
  return job.hasFile
    ? (id, target) =>
        `sports-data ${job.namespace} download ${id} --out ${target?.out ?? 'FILE'}${target?.force ? ' --force' : ''}`
    : (id) => `sports-data ${job.namespace} poll ${id}`;
}

export const JOB_KINDS: Readonly<Record<string, JobKind>> = Object.fromEntries(
  Object.values(jobs).map((job) => [job.namespace, { ...job, resume: resumeCommand(job) }]),
);

/** The create command of a job kind (`query create`, `exports create`) takes `--wait`. */
export function jobKindOf(namespace: string, method: string): JobKind | undefined {
  const kind = JOB_KINDS[namespace];
  return kind && operations[kind.create as keyof typeof operations].methodName === method ? kind : undefined;
}
