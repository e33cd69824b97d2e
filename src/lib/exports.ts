import type { PollOptions } from '../core/polling.js';
import { pollUntilDone } from '../core/polling.js';
import type { ExportCreateRequest, ExportJob } from '../generated/aliases.js';
import { Exports } from '../generated/resources/exports.js';
import { type CreateAndPollOptions, createOptions } from './query.js';

const STATES = { noun: 'export job', succeeded: 'succeeded', failed: 'failed' } as const;

/** `client.exports`: the generated calls plus waiting for a job to finish. */
export class ExportsResource extends Exports {
  /**
   * Creates an export job (usage-billed, sent once; billed only if it succeeds) and polls it until
   * it has `succeeded`; a `failed` job throws `JobFailedError` (for example with code
   * `export_row_limit_exceeded`), one still running after `timeoutMs` throws `PollTimeoutError`.
   */
  async createAndPoll(body: ExportCreateRequest, options: CreateAndPollOptions = {}): Promise<ExportJob> {
    const created = await this.create(body, createOptions(options)).withResponse();
    return pollUntilDone(created.data.id, (id, o) => this.get(id, o), STATES, options, {
      job: created.data,
      headers: created.response.headers,
    });
  }

  /** Polls a job created earlier until it has `succeeded` (or throws as createAndPoll does). */
  poll(id: string, options: PollOptions = {}): Promise<ExportJob> {
    return pollUntilDone(id, (jobId, o) => this.get(jobId, o), STATES, options);
  }
}
