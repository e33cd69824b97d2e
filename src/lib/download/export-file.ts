/**
 * An opened export file: its job, and a body that can be read once, as rows, as a byte stream
 * (gzip or decompressed) or into a file.
 */
import { APIUserAbortError, ExportDownloadError, SportsDataError } from '../../core/errors.js';
import type { ExportJob } from '../../generated/aliases.js';
import { checkedChunks, type ExportProgress } from './checked-chunks.js';
import { csvBatches } from './csv.js';
import { fileSystem } from './file-system.js';
import { gunzip } from './gunzip.js';
import { jsonlBatches } from './jsonl.js';
import { exportRows } from '../../generated/rows.js';
import type { ExportFormat, ExportResource, ExportRow } from './rows-types.js';
import { resolveTarget, writeTarget } from './save-file.js';
import { type ChunkIterator, chunksOf, toReadableStream } from './streams.js';
import { SERVER_NAME_MAX, serverField } from '../../internal/redact.js';

export type { ExportProgress };

export interface ExportStreamOptions {
  /**
   * `true`: the CSV or JSONL text as bytes, gunzipped on the fly. `false` (the default): the file
   * exactly as the host serves it, gzip bytes.
   */
  decompress?: boolean | undefined;
  /**
   * Called after each chunk with the bytes and rows so far and the job's `row_count`. With it, the
   * rows are counted as they pass (from an inflated copy when the bytes stay gzip), and the stream
   * ends with `ExportDownloadError` (`corrupt_file`, `truncated`) when the file does not verify,
   * as `saveTo` always does.
   */
  onProgress?: ((progress: ExportProgress) => void) | undefined;
}

export interface ExportSaveOptions extends ExportStreamOptions {
  /**
   * Replace an existing file at `path` (only once the download has succeeded). Without it, an
   * existing file is an `InvalidArgumentError` before anything is read, and is left alone.
   */
  overwrite?: boolean | undefined;
}

export interface SavedExportFile {
  /** The path written, as given. */
  path: string;
  /** Bytes written. */
  bytes: number;
  /** Rows in the file (a CSV header is not a row). */
  rows: number;
}

/** @internal What `exports.download` hands to the constructor. */
export interface ExportFileInit {
  job: ExportJob;
  body: ReadableStream<Uint8Array>;
  headers: Headers;
}

/**
 * A downloaded export job's file. The body is read once, by exactly one of `rows()` (or `for await`
 * over the file itself), `stream()` or `saveTo()`; a second read throws
 * `ExportDownloadError('body_used')`. Nothing is buffered: rows are parsed as the bytes arrive and
 * the network is read only as fast as you consume. If you decide not to read it at all, call
 * `cancel()` to close the connection.
 *
 * `R` and `F` are the job's resource and format. `exports.download` returns a union of one
 * `ExportFile` per pair, so checking `file.format` (and `file.resource`) narrows the row type; or
 * pass `{ resource, format }` to `download` to have them checked and the type narrowed at once.
 */
export class ExportFile<R extends ExportResource = ExportResource, F extends ExportFormat = ExportFormat>
  implements AsyncIterable<ExportRow<R, F>>
{
  /** The succeeded job this file belongs to. */
  readonly job: ExportJob;
  /** What was exported, from `job.resource`. */
  readonly resource: R;
  /** `csv` or `jsonl`, from `job.format`. */
  readonly format: F;
  /** Size of the gzip file in bytes, when the host announced it (`Content-Length`). */
  readonly size: number | undefined;

  #body: ReadableStream<Uint8Array> | undefined;
  #usedBy: string | undefined;
  readonly #mayBeDecoded: boolean;

  /** @internal Use `client.exports.download()`. */
  constructor(init: ExportFileInit) {
    this.job = init.job;
    this.resource = init.job.resource as R;
    this.format = init.job.format as F;
    this.#body = init.body;
    const length = init.headers.get('content-length');
    const encoding = init.headers.get('content-encoding');
    // With a Content-Encoding, `fetch` decodes transparently and the length is the encoded one.
    this.#mayBeDecoded = encoding !== null && /gzip/i.test(encoding);
    this.size = length !== null && /^\d+$/.test(length) && !encoding ? Number(length) : undefined;
  }

  /** Whether the body has been read (or cancelled) already. */
  get bodyUsed(): boolean {
    return this.#usedBy !== undefined;
  }

  /**
   * The rows, parsed as they stream in, typed by the resource: for JSONL each line's object; for
   * CSV the same object the JSONL export of that row would give (dotted columns back into their
   * objects, numbers, integers, booleans and nulls as the document's row schema says; a resource
   * this SDK does not know gives the records keyed by the header, as text). Ends with
   * `ExportDownloadError` for a corrupt, unparsable or cut-short file (`corrupt_file`,
   * `parse_error`, also for a CSV value the row schema cannot read, naming its row and column;
   * `truncated`, also when fewer rows arrive than `job.row_count`).
   * Leaving the loop early (`break`) closes the connection.
   */
  rows(): AsyncIterableIterator<ExportRow<R, F>> {
    const source = chunksOf(this.#take('rows'));
    const text = gunzip(source, { mayBeDecoded: this.#mayBeDecoded });
    const batches = (
      this.format === 'csv' ? csvBatches(text, exportRows[this.resource]) : jsonlBatches(text)
    ) as AsyncGenerator<ExportRow<R, F>[], void, undefined>;
    return rowIterator(batches, source, this.job);
  }

  [Symbol.asyncIterator](): AsyncIterator<ExportRow<R, F>> {
    return this.rows();
  }

  /**
   * The file as a web `ReadableStream` of bytes: gzip as served (default), or decompressed with
   * `{ decompress: true }`. It is pulled on demand, so a slow reader slows the download instead of
   * filling memory. On Node, `Readable.fromWeb(file.stream())` gives a Node stream.
   */
  stream(options: ExportStreamOptions = {}): ReadableStream<Uint8Array> {
    const body = this.#take('stream');
    if (!options.decompress && !options.onProgress) return body;
    const source = chunksOf(body);
    return toReadableStream(this.#output(source, options, options.onProgress !== undefined), () =>
      source.return(),
    );
  }

  /**
   * Writes the file to `path` (Node, Bun and Deno; a typed `SportsDataError` in browsers and
   * workers), gzip as served by default or decompressed with `{ decompress: true }`, streaming
   * chunk by chunk. The bytes go to a temporary file beside `path`, renamed into place only once
   * the whole file has arrived and verified (the gzip is sound, at least `job.row_count` rows); a
   * failed download removes only that temporary file and throws. An existing file is replaced
   * only with `overwrite: true`; a symlink is followed (its target is replaced, the link stays); a
   * device or FIFO is written directly and never removed; a directory is refused.
   */
  async saveTo(path: string, options: ExportSaveOptions = {}): Promise<SavedExportFile> {
    if (!fileSystem) {
      throw new SportsDataError(
        "saveTo needs a file system: it works in Node, Bun and Deno (the package's node build); in a browser or worker read file.stream() instead.",
      );
    }
    // A body already read is reported as such, before the path is looked at.
    if (this.#usedBy !== undefined) this.#take('saveTo');
    const files = await fileSystem();
    let target: Awaited<ReturnType<typeof resolveTarget>>;
    try {
      target = await resolveTarget(files, path, options.overwrite === true);
    } catch (error) {
      await this.cancel();
      throw error;
    }
    const source = chunksOf(this.#take('saveTo'));
    const output = this.#output(source, options, true);
    let rows = 0;
    const counted = (async function* () {
      rows = (yield* output).rows;
    })();
    try {
      const bytes = await writeTarget(files, target, counted, shownId(this.job));
      return { path, bytes, rows };
    } catch (error) {
      // Stopped by the caller's signal: the job is done, so say which one and how to get its file
      // again (contract section 13), in the Python client's words.
      if (error instanceof APIUserAbortError) {
        const id = shownId(this.job);
        throw new APIUserAbortError(
          `Stopped saving the file of export job ${id} to ${path} (a file there is as it was before); the job is done on the service: download its file again with client.exports.download('${id}').`,
          { id: this.job.id, job: this.job },
        );
      }
      throw error;
    } finally {
      await source.return();
    }
  }

  /** The bytes to hand out, gunzipped when asked, and (`verify`) counted and verified on the way. */
  #output(
    source: ChunkIterator,
    options: ExportStreamOptions,
    verify: boolean,
  ): AsyncGenerator<Uint8Array, { rows: number }, undefined> {
    const mayBeDecoded = this.#mayBeDecoded;
    const bytes = options.decompress ? gunzip(source, { mayBeDecoded }) : source;
    if (!verify) return uncounted(bytes);
    return checkedChunks(bytes, {
      job: this.job,
      gzip: !options.decompress,
      mayBeDecoded,
      onProgress: options.onProgress,
    });
  }

  /** Closes the connection without reading the body. Does nothing once the body is being read. */
  async cancel(): Promise<void> {
    if (this.#usedBy !== undefined) return;
    const body = this.#take('cancel');
    await body.cancel().catch(() => {});
  }

  #take(by: string): ReadableStream<Uint8Array> {
    const body = this.#body;
    if (body === undefined || this.#usedBy !== undefined) {
      throw new ExportDownloadError(
        'body_used',
        `The file of export job ${this.job.id} was already read (by ${this.#usedBy ?? 'another reader'}()); a download can be read once. Call client.exports.download() again to read it again.`,
      );
    }
    this.#usedBy = by;
    this.#body = undefined;
    return body;
  }
}

/** A job's id as a message quotes it: cut before it is cleaned. */
const shownId = (job: ExportJob): string => serverField(String(job.id), SERVER_NAME_MAX) as string;

/**
 * One `ExportFile` per (resource, format) pair: a union that `file.format === 'jsonl'` and
 * `file.resource === 'players'` narrow.
 */
export type ExportFileFor<
  R extends ExportResource = ExportResource,
  F extends ExportFormat = ExportFormat,
> = R extends ExportResource ? (F extends ExportFormat ? ExportFile<R, F> : never) : never;

/** The plain path of `stream({ decompress: true })`: nothing counted, nothing added per chunk. */
async function* uncounted(
  bytes: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array, { rows: number }, undefined> {
  yield* bytes;
  return { rows: 0 };
}

/**
 * Flattens batches into rows without an extra promise per batch boundary, checks the count against
 * the job at the end, and closes the connection at once when the consumer stops early.
 */
function rowIterator<Row>(
  batches: AsyncGenerator<Row[], void, undefined>,
  source: ChunkIterator,
  job: ExportJob,
): AsyncIterableIterator<Row> {
  let batch: Row[] = [];
  let index = 0;
  let count = 0;
  let finished = false;
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };

  const finish = async (): Promise<IteratorResult<Row>> => {
    finished = true;
    const expected = job.row_count;
    if (typeof expected === 'number' && count < expected) {
      throw new ExportDownloadError(
        'truncated',
        `The export file ended after ${count} rows, but job ${serverField(job.id, SERVER_NAME_MAX)} has ${expected}; the file is cut short. Download it again.`,
      );
    }
    return done;
  };

  const iterator: AsyncIterableIterator<Row> = {
    [Symbol.asyncIterator]() {
      return iterator;
    },
    async next(): Promise<IteratorResult<Row>> {
      if (index < batch.length) {
        count++;
        return { done: false, value: batch[index++] as Row };
      }
      if (finished) return done;
      try {
        for (;;) {
          const result = await batches.next();
          if (result.done) return await finish();
          if (result.value.length === 0) continue;
          batch = result.value;
          index = 1;
          count++;
          return { done: false, value: batch[0] as Row };
        }
      } catch (error) {
        finished = true;
        batch = [];
        await source.return();
        throw error;
      }
    },
    async return(): Promise<IteratorResult<Row>> {
      if (!finished) {
        finished = true;
        batch = [];
        // Cancel the network first: a pending read then ends at once instead of at the next chunk.
        await source.return();
        await batches.return(undefined).catch(() => {});
      }
      return done;
    },
  };
  return iterator;
}
