/**
 * `exports.download`: from a job (or its id) to an opened file. Everything that can be decided
 * without the file host is decided first, so a job that has no usable link costs no file request.
 */
import type { ResolvedConfig } from '../../core/config.js';
import { checkNonNegativeInteger, checkTimeout } from '../../internal/number-checks.js';
import { invalidResponse } from '../../internal/invalid-response.js';
import { SERVER_MESSAGE_MAX, SERVER_NAME_MAX, serverField } from '../../internal/redact.js';
import { APIUserAbortError, ExportDownloadError, InvalidArgumentError } from '../../core/errors.js';
import type { RequestOptions } from '../../core/request-options.js';
import type { ExportJob } from '../../generated/aliases.js';
import { jobs } from '../../generated/jobs.js';
import { ExportFile, type ExportFileFor } from './export-file.js';
import { openFile, readFileURL } from '../../internal/download.js';
import type { ExportFormat, ExportResource } from './rows-types.js';

export interface ExportDownloadOptions<
  R extends ExportResource = ExportResource,
  F extends ExportFormat = ExportFormat,
> {
  /** Aborts the job lookup, the download and any read of the body, with `APIUserAbortError`. */
  signal?: AbortSignal | undefined;
  /**
   * Milliseconds to wait for the file host to answer, and then for each next chunk of the file while
   * you are reading it (`APIConnectionTimeoutError` after that). Not a limit on the whole download,
   * which may take minutes for a big file. Also the timeout of the job lookup when given an id.
   * Defaults to the client's `timeout` (60,000).
   */
  timeout?: number | undefined;
  /**
   * Retries of the job lookup, and of the file request before its first byte (connection errors,
   * timeouts, 408, 429, 5xx). Defaults to the client's `maxRetries` (2).
   */
  maxRetries?: number | undefined;
  /** The resource you expect: checked against the job (`job_mismatch` if not) and used to type the rows. */
  resource?: R | undefined;
  /** The format you expect: checked against the job (`job_mismatch` if not) and used to type the rows. */
  format?: F | undefined;
}

export interface DownloadDeps {
  readonly config: ResolvedConfig;
  /** `GET /v1/exports/{id}` through the normal request path (free read, retried). */
  getJob(
    id: string,
    options: RequestOptions,
  ): { withResponse(): Promise<{ data: ExportJob; response: Response }> };
}

export async function downloadExport<R extends ExportResource, F extends ExportFormat>(
  deps: DownloadDeps,
  jobOrId: ExportJob | string,
  options: ExportDownloadOptions<R, F> = {},
): Promise<ExportFileFor<R, F>> {
  if (options === null || typeof options !== 'object') {
    throw new InvalidArgumentError('invalid_argument', 'exports.download: options must be an object.');
  }
  const { config } = deps;
  const timeout = options.timeout === undefined ? config.timeout : checkTimeout(options.timeout, 'timeout');
  const maxRetries =
    options.maxRetries === undefined
      ? config.maxRetries
      : checkNonNegativeInteger(options.maxRetries, 'maxRetries');
  const { signal } = options;
  if (signal?.aborted) throw new APIUserAbortError('The export download was aborted.');

  const job =
    typeof jobOrId === 'string'
      ? await fetchJob(deps, jobOrId, { signal, timeout, maxRetries })
      : checkJob(jobOrId);
  const url = downloadURL(job, Date.now());
  checkExpected(job, options);

  const log = config.logger;
  if (log.debug)
    log.log(
      'debug',
      `export ${shown(job.id)}: downloading ${shown(job.format)} file from ${serverField(url.href, SERVER_MESSAGE_MAX)}`,
    );
  const opened = await openFile(config, url, { timeout, maxRetries, signal });
  return new ExportFile<R, F>({ job, body: opened.body, headers: opened.response.headers }) as ExportFileFor<
    R,
    F
  >;
}

/** The job by id; an answer about another job is the server's fault, never a file to read. */
async function fetchJob(deps: DownloadDeps, id: string, options: RequestOptions): Promise<ExportJob> {
  const { data, response } = await deps.getJob(id, options).withResponse();
  const answered = (data as { id?: unknown } | null)?.id;
  if (answered !== id) {
    const named = typeof answered === 'string' ? `job ${shown(answered)}` : 'no job id';
    throw invalidResponse(response, `Asked for export job ${id}, the service answered with ${named}.`);
  }
  return data;
}

function checkJob(job: unknown): ExportJob {
  if (job === null || typeof job !== 'object' || typeof (job as { id?: unknown }).id !== 'string') {
    throw new InvalidArgumentError(
      'invalid_argument',
      'exports.download: pass an export job (as returned by exports.get or createAndPoll) or its id.',
      'jobOrId',
    );
  }
  return job as ExportJob;
}

/** A job's own field (an id, a state, a name) as a message quotes it: cut before it is cleaned. */
const shown = (value: unknown): string => serverField(String(value), SERVER_NAME_MAX) as string;

/** The link of a succeeded job whose `expires_at` has not passed; a typed error otherwise. */
function downloadURL(job: ExportJob, now: number): URL {
  const id = shown(job.id);
  if (job.status !== jobs.exports.succeeded) {
    const why =
      job.status === jobs.exports.failed
        ? `it failed (${serverField(job.error?.code, SERVER_NAME_MAX) ?? 'no code'}: ${serverField(job.error?.message, SERVER_MESSAGE_MAX) ?? 'no reason given'})`
        : `it is ${shown(job.status)}; wait for it with client.exports.poll('${id}')`;
    throw new ExportDownloadError('not_succeeded', `Export job ${id} has no file: ${why}.`);
  }
  if (typeof job.download_url !== 'string' || job.download_url === '') {
    throw new ExportDownloadError(
      'not_succeeded',
      `Export job ${id} has succeeded but carries no download_url.`,
    );
  }
  const expiresAt = typeof job.expires_at === 'string' ? Date.parse(job.expires_at) : Number.NaN;
  if (!Number.isNaN(expiresAt) && now >= expiresAt) {
    throw new ExportDownloadError(
      'url_expired',
      `The download link of export job ${id} expired at ${shown(job.expires_at)}. Download by id (client.exports.download('${id}')) for a freshly signed link.`,
    );
  }
  // Absolute: no base to resolve it against.
  const url = readFileURL(job.download_url);
  if (typeof url === 'string') {
    throw new ExportDownloadError(
      'http_error',
      `The download_url of export job ${id} ${shown(url)}; not fetched.`,
    );
  }
  return url;
}

function checkExpected(job: ExportJob, options: ExportDownloadOptions<ExportResource, ExportFormat>): void {
  const wrong: string[] = [];
  if (options.resource !== undefined && options.resource !== job.resource) {
    wrong.push(`resource ${shown(job.resource)}, not ${options.resource}`);
  }
  if (options.format !== undefined && options.format !== job.format)
    wrong.push(`format ${shown(job.format)}, not ${options.format}`);
  if (wrong.length > 0) {
    throw new ExportDownloadError('job_mismatch', `Export job ${shown(job.id)} has ${wrong.join(' and ')}.`);
  }
}
