/**
 * CSV, streamed through csv-parse (RFC 4180: quoted fields, doubled quotes, commas and line breaks
 * inside quotes), loaded on first use. Which build of csv-parse is the build's choice (see
 * csv-parser.ts): its Node `stream.Transform` in the Node build, its self-contained browser build
 * (no Node streams) in the browser and worker build. Both are driven the same way: one chunk is
 * written, the records it completes are collected from `data` events, and the batch is handed on
 * before the next chunk is written, so at most one chunk's records are held at a time.
 *
 * Records are keyed by the header row; values stay strings (see `CsvExportRow`).
 */
import { ExportDownloadError, SportsDataError } from '../../core/errors.js';
import type { CsvExportRow } from './rows-types.js';
import { csvParser } from './csv-parser.js';

/** The part of csv-parse's Parser (a Node-style Transform) this module uses. */
export interface CsvParser {
  write(chunk: Uint8Array | string, callback: (error?: Error | null) => void): boolean;
  end(): void;
  /** Missing from the browser build's older stream polyfill. */
  destroy?(): void;
  on(event: 'data', listener: (record: CsvExportRow) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  removeAllListeners(): unknown;
}

/** One build of csv-parse: how to load it, and whether it takes text rather than bytes. */
export interface CsvEngine {
  readonly name: string;
  /** The browser build takes text, not bytes. */
  readonly text: boolean;
  load(): Promise<CreateParser>;
}

type CreateParser = (options: typeof OPTIONS) => CsvParser;

/**
 * A record longer than this is not a row of an export but a broken or hostile file: reading stops
 * with `parse_error` once a record (the header row included, or one endless quoted field) passes
 * it. A quarter of the JSONL line bound: csv-parse takes about ten times JSON.parse's time per
 * byte, and a real record is a few kilobytes.
 */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;
/** Far more columns than any export has. */
export const MAX_COLUMNS = 10_000;

const QUOTE = 0x22;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

/**
 * Enforces both bounds on the raw bytes, before csv-parse sees them: csv-parse's own
 * `max_record_size` does stop an endless field, but a header of endless columns costs it seconds
 * per megabyte first. Quotes toggle (a doubled quote toggles twice); a comma or newline counts
 * only outside quotes, as RFC 4180 says.
 */
export class RecordBounds {
  #quoted = false;
  #bytes = 0;
  #columns = 1;
  #records = 0;

  check(chunk: Uint8Array): void {
    let quoted = this.#quoted;
    let bytes = this.#bytes;
    let columns = this.#columns;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === QUOTE) quoted = !quoted;
      else if (!quoted) {
        if (byte === NEWLINE) {
          bytes = 0;
          columns = 1;
          this.#records++;
          continue;
        }
        if (byte === COMMA && ++columns > MAX_COLUMNS)
          throw this.#refuse(`has more than ${MAX_COLUMNS} columns`);
      }
      if (++bytes > MAX_RECORD_BYTES) throw this.#refuse(`is longer than ${MAX_RECORD_BYTES} bytes`);
    }
    this.#quoted = quoted;
    this.#bytes = bytes;
    this.#columns = columns;
  }

  #refuse(what: string): ExportDownloadError {
    const which = this.#records === 0 ? 'The header row' : `Record ${this.#records + 1}`;
    return new ExportDownloadError(
      'parse_error',
      `${which} of the CSV export file ${what}${this.#quoted ? ' (inside a quoted field that does not end)' : ''}.`,
    );
  }
}

const OPTIONS = {
  columns: true,
  bom: true,
  skip_empty_lines: true,
  // Named rather than discovered: csv-parse's discovery rescans a record with no line break yet at
  // every chunk, seconds per megabyte on a header row that never ends.
  record_delimiter: ['\r\n', '\n'] as string[],
} as const;

const loaded = new Map<CsvEngine, Promise<CreateParser>>();

function load(engine: CsvEngine): Promise<CreateParser> {
  let module = loaded.get(engine);
  if (!module) {
    module = engine.load();
    // A failed import is not cached: the next download tries again.
    module.catch(() => loaded.delete(engine));
    loaded.set(engine, module);
  }
  return module;
}

export async function* csvBatches(
  chunks: AsyncIterable<Uint8Array>,
  engine: CsvEngine = csvParser,
): AsyncGenerator<CsvExportRow[], void, undefined> {
  const parser = (await load(engine))(OPTIONS);
  const decoder = engine.text ? new TextDecoder('utf-8', { fatal: true }) : undefined;
  const bounds = new RecordBounds();

  let batch: CsvExportRow[] = [];
  let failure: Error | undefined;
  let ended = false;
  let wake: (() => void) | undefined;
  parser.on('data', (record) => {
    batch.push(record);
  });
  parser.on('error', (error) => {
    failure ??= error;
    wake?.();
  });
  parser.on('end', () => {
    ended = true;
    wake?.();
  });

  /** Resolves when `start`'s callback, an error or the end comes, whichever is first. */
  const settle = (start: (callback: (error?: Error | null) => void) => void) =>
    new Promise<void>((resolve, reject) => {
      let settled = false;
      const finish = (error?: Error | null) => {
        if (settled) return;
        settled = true;
        wake = undefined;
        const cause = failure ?? error ?? undefined;
        if (cause) reject(cause);
        else resolve();
      };
      wake = () => finish();
      if (failure) finish();
      else start(finish);
    });

  try {
    for await (const chunk of chunks) {
      bounds.check(chunk);
      const input = decoder ? decoder.decode(chunk, { stream: true }) : chunk;
      await settle((callback) => parser.write(input, callback));
      if (batch.length > 0) {
        const out = batch;
        batch = [];
        yield out;
      }
    }
    if (decoder) {
      const rest = decoder.decode();
      if (rest) await settle((callback) => parser.write(rest, callback));
    }
    await settle((callback) => {
      if (ended) callback();
      else parser.end();
    });
    if (batch.length > 0) yield batch;
  } catch (error) {
    if (error instanceof SportsDataError) throw error;
    throw new ExportDownloadError(
      'parse_error',
      `The CSV export file could not be parsed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    parser.removeAllListeners();
    // A late error after the listeners are gone must not become an uncaught 'error' event.
    parser.on('error', () => {});
    parser.destroy?.();
  }
}
