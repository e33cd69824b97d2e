/**
 * An export file's bytes on their way out (to `saveTo`'s file, or a stream read with `onProgress`),
 * passed through unchanged while its rows are counted: from the text itself, or from an inflated
 * copy when the bytes stay gzip. At the end the file is known to be whole (the gzip stream ended
 * cleanly, at least `job.row_count` rows), or the iteration throws and nothing downstream may
 * treat what it received as the file.
 */
import { ExportDownloadError } from '../../core/errors.js';
import type { ExportJob } from '../../generated/aliases.js';
import { gunzip } from './gunzip.js';
import { RowCounter } from './row-counter.js';
import { SERVER_NAME_MAX, serverField } from '../../internal/redact.js';

export interface ExportProgress {
  /** Bytes handed out so far (gzip bytes, or text bytes with `decompress: true`). */
  readonly bytes: number;
  /** Rows so far, counted from the text (a CSV header is not a row). */
  readonly rows: number;
  /** The job's `row_count`, when it gave one. */
  readonly expectedRows: number | undefined;
}

export interface CheckOptions {
  readonly job: ExportJob;
  /** The chunks are gzip bytes (the file as served), not text. */
  readonly gzip: boolean;
  /** The host declared `Content-Encoding: gzip`, so `fetch` may have inflated the bytes already. */
  readonly mayBeDecoded: boolean;
  readonly onProgress?: ((progress: ExportProgress) => void) | undefined;
}

export interface CheckedResult {
  readonly bytes: number;
  readonly rows: number;
}

/**
 * Yields `source`'s chunks unchanged; returns the totals once the file is verified, throws
 * `ExportDownloadError` (`corrupt_file`, `truncated`) when it is not.
 */
export async function* checkedChunks(
  source: AsyncIterable<Uint8Array>,
  options: CheckOptions,
): AsyncGenerator<Uint8Array, CheckedResult, undefined> {
  const { job, onProgress } = options;
  const expectedRows = typeof job.row_count === 'number' ? job.row_count : undefined;
  const counter = new RowCounter(job.format);
  const inflated = options.gzip ? sideInflater(counter, options.mayBeDecoded) : undefined;
  let bytes = 0;
  try {
    for await (const chunk of source) {
      if (inflated) await inflated.feed(chunk);
      else counter.feed(chunk);
      bytes += chunk.byteLength;
      onProgress?.({ bytes, rows: counter.rows, expectedRows });
      yield chunk;
    }
    if (inflated) await inflated.end();
    // The inflated copy lags the bytes: one last report with the final count.
    onProgress?.({ bytes, rows: counter.rows, expectedRows });
  } finally {
    inflated?.stop();
  }
  if (expectedRows !== undefined && counter.rows < expectedRows) {
    throw new ExportDownloadError(
      'truncated',
      `The export file ended after ${counter.rows} rows, but job ${serverField(job.id, SERVER_NAME_MAX)} has ${expectedRows}; the file is cut short. Download it again.`,
    );
  }
  return { bytes, rows: counter.rows };
}

/** At most this many chunks wait for the inflater before the download waits for it. */
const QUEUE_LIMIT = 8;

interface SideInflater {
  /** Hands a gzip chunk over; waits while the inflater is behind; throws once it has failed. */
  feed(chunk: Uint8Array): Promise<void>;
  /** No more input: resolves when every byte was inflated, throws `corrupt_file` if they did not inflate. */
  end(): Promise<void>;
  /** Gives up (an error or an early stop downstream); never throws. */
  stop(): void;
}

/**
 * The gzip engine of `gunzip.ts` fed by push: the chunks queue here and are pulled by the engine,
 * whose text only feeds the row counter. Bounded: the queue holds at most {@link QUEUE_LIMIT}
 * chunks, so a slow inflater slows the download instead of filling memory.
 */
function sideInflater(counter: RowCounter, mayBeDecoded: boolean): SideInflater {
  const queue: Uint8Array[] = [];
  let closed = false;
  let failure: unknown;
  let wakeReader: (() => void) | undefined;
  let wakeWriter: (() => void) | undefined;
  const wake = () => {
    wakeReader?.();
    wakeReader = undefined;
  };
  const release = () => {
    wakeWriter?.();
    wakeWriter = undefined;
  };

  const input: AsyncIterable<Uint8Array> = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const chunk = queue.shift();
        if (chunk !== undefined) {
          if (queue.length < QUEUE_LIMIT) release();
          yield chunk;
        } else if (closed) return;
        else await new Promise<void>((resolve) => (wakeReader = resolve));
      }
    },
  };
  const done = (async () => {
    try {
      for await (const text of gunzip(input, { mayBeDecoded })) counter.feed(text);
    } catch (error) {
      failure = error;
    } finally {
      // Whatever ended the inflater, a writer waiting for room must not wait forever.
      closed = true;
      queue.length = 0;
      release();
    }
  })();

  return {
    async feed(chunk) {
      if (failure !== undefined) throw failure;
      // The gzip stream has ended already: bytes after it are not inflated, so not kept either.
      if (closed) return;
      queue.push(chunk);
      wake();
      if (queue.length >= QUEUE_LIMIT && !closed)
        await new Promise<void>((resolve) => (wakeWriter = resolve));
      if (failure !== undefined) throw failure;
    },
    async end() {
      closed = true;
      wake();
      await done;
      if (failure !== undefined) throw failure;
    },
    stop() {
      closed = true;
      queue.length = 0;
      wake();
      release();
    },
  };
}
