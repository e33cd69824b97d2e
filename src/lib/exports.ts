import type { ExportCreateRequest, ExportJob, ExportJobSucceeded } from '../generated/aliases.js';
import { jobs } from '../generated/jobs.js';
import { Exports } from '../generated/resources/exports.js';
import { createAndPollOf, pollOf } from './job-waiting.js';
import type { ExportDownloadOptions } from './download/download.js';
import type { ExportFileFor } from './download/export-file.js';
import type { ExportFormat, ExportResource } from './download/rows-types.js';

/** `client.exports`: the generated calls plus waiting for a job to finish. */
export class ExportsResource extends Exports {
  /**
   * Creates an export job (usage-billed, sent once; billed only if it succeeds) and polls it until
   * it has `succeeded`; a `failed` job throws `JobFailedError` (for example with code
   * `export_row_limit_exceeded`), one still running after `timeoutMs` throws `PollTimeoutError`.
   *
   * @returns The succeeded job: `download_url`, `expires_at` and `row_count` are always there.
   */
  readonly createAndPoll = createAndPollOf<ExportJob, ExportJobSucceeded, ExportCreateRequest>(
    this,
    jobs.exports,
  );

  /** Polls a job created earlier until it has `succeeded`, or throws as createAndPoll does. */
  readonly poll = pollOf<ExportJob, ExportJobSucceeded>(this, jobs.exports);

  /**
   * Opens the file of a succeeded export job (given as the job, or as its id: then the job is
   * fetched first) and returns an `ExportFile` to read once: `for await (const row of file)`,
   * `file.stream()` or `file.saveTo(path)`. Rows are parsed as the gzip stream arrives, so memory
   * stays flat for any file size.
   *
   * Throws `ExportDownloadError` before any file request when the job has not succeeded
   * (`not_succeeded`) or its link's `expires_at` has passed (`url_expired`), and when the file host
   * refuses the link with 403/410 (`url_expired`). The API key is sent only to the client's own
   * origin: a `download_url` on another host, or a redirect to one, gets no `Authorization` header.
   *
   * @example
   * const file = await client.exports.download(job, { resource: 'players', format: 'jsonl' });
   * for await (const player of file) console.log(player.name, player.stats);
   */
  async download<R extends ExportResource = ExportResource, F extends ExportFormat = ExportFormat>(
    jobOrId: ExportJob | string,
    options: ExportDownloadOptions<R, F> = {},
  ): Promise<ExportFileFor<R, F>> {
    // Loaded on first use, like node:zlib after it: an app that never downloads a
    // file never loads (or bundles into its main chunk) the download code.
    const { downloadExport } = await import('./download/download.js');
    return downloadExport(
      { config: this._core.config, getJob: (id, o) => this.get(id, o) },
      jobOrId,
      options,
    );
  }
}
