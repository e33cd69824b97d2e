/**
 * The job table (`x-job` of openapi.json, read by model.mjs) for both clients: what the
 * createAndPoll/poll helpers, the CLI's job commands and the Python runtime know about each
 * long-running job kind, stated once.
 */
import { HEADER } from './emit.mjs';

const q = (value) => JSON.stringify(value);

/** The facts of a job kind, in the order the table states them. */
const FIELDS = ['namespace', 'create', 'get', 'noun', 'idField', 'succeeded', 'failed', 'hasFile'];

export function emitJobs(model) {
  const rows = model.jobs.map((job) =>
    [`  ${job.namespace}: {`, ...FIELDS.map((field) => `    ${field}: ${q(job[field])},`), '  },'].join('\n'),
  );
  return `${HEADER}import type { JobKind } from '../internal/job-kind.js';

/** Every job kind, keyed by its namespace (\`x-job\` of the create operations). */
export const jobs = {
${rows.join('\n')}
} as const satisfies Readonly<Record<string, JobKind>>;
`;
}

/** The same table for the Python runtime, as the `JobStates` its polling takes (python.mjs adds the header). */
export function emitPythonJobs(model) {
  const rows = model.jobs.map(
    (job) =>
      `${job.namespace} = JobStates(noun=${q(job.noun)}, id_field=${q(job.idField)}, succeeded=${q(job.succeeded)}, failed=${q(job.failed)})`,
  );
  return `"""Every long-running job kind (\`x-job\` of openapi.json): the resource of its namespace polls by it."""

from __future__ import annotations

from .._internal.polling import JobStates

${rows.join('\n')}

JOBS: dict[str, JobStates] = {
${model.jobs.map((job) => `    ${q(job.namespace)}: ${job.namespace},`).join('\n')}
}
`;
}
