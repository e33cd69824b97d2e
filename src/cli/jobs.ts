/**
 * The two long-running job kinds (contract section 8) and what the CLI needs to follow them: the
 * field that names a job, its finished state, and how to pick it up again after Ctrl-C.
 */
/** Where a job's file goes: `--out FILE` (undefined or `-`: stdout) and `--force`. */
export interface OutOptions {
  readonly out: string | undefined;
  /** An existing FILE may be replaced (once the download has succeeded). */
  readonly force: boolean;
}

export interface JobKind {
  readonly noun: string;
  readonly idField: string;
  readonly done: string;
  /** Its result is a file: `--out` downloads it once the job is done. */
  readonly hasFile: boolean;
  /** The command that resumes waiting for (or fetching) a job left running. */
  resume(id: string, target?: OutOptions): string;
}

export const JOB_KINDS: Readonly<Record<string, JobKind>> = {
  query: {
    noun: 'query run',
    idField: 'run_id',
    done: 'completed',
    hasFile: false,
    resume: (id) => `sports-data query poll ${id}`,
  },
  exports: {
    noun: 'export job',
    idField: 'id',
    done: 'succeeded',
    hasFile: true,
    resume: (id, target) =>
      `sports-data exports download ${id} --out ${target?.out ?? 'FILE'}${target?.force ? ' --force' : ''}`,
  },
};

/** `query create` and `exports create` take `--wait`. */
export function jobKindOf(namespace: string, method: string): JobKind | undefined {
  return method === 'create' ? JOB_KINDS[namespace] : undefined;
}
