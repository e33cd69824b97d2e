/**
 * CSV export files, streamed: each decompressed chunk is decoded (UTF-8, a leading BOM dropped) and
 * handed to the record scanner (csv-records.ts), and the records it completes come out as one
 * batch per chunk. With the row schema of the export's resource, each record becomes the typed row
 * the JSONL export would give (csv-rows.ts); without one (a resource this SDK does not know), it is
 * keyed by the header row with its values as text (see `CsvExportRow`).
 *
 * An untyped row is a null-prototype object, so a header naming `__proto__`, `toString` or
 * `hasOwnProperty` is an ordinary column: every field reads back, and no method is shadowed.
 */
import { ExportDownloadError } from '../../core/errors.js';
import type { RowSchema } from './row-schema.js';
import { CsvRecords, CsvSyntaxError } from './csv-records.js';
import { rowBuilder } from './csv-rows.js';
import type { CsvExportRow } from './rows-types.js';

/**
 * A record longer than this is not a row of an export but a broken or hostile file: reading stops
 * with `parse_error` once a record (the header row included, or one endless quoted field) passes
 * it. A real record is a few kilobytes.
 */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;
/** Far more columns than any export has. */
export const MAX_COLUMNS = 10_000;

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Counts each record's bytes on the raw input, so the bound is in bytes whatever the text's
 * encoding. Quotes toggle (a doubled quote toggles twice); a newline ends a record only outside
 * quotes, as RFC 4180 says. One pass of two comparisons a byte: a few per cent of the parse.
 */
export class RecordBytes {
  #quoted = false;
  #bytes = 0;

  /** Returns whether a record in `chunk`, or the one it leaves open, has passed `MAX_RECORD_BYTES`. */
  add(chunk: Uint8Array): boolean {
    let quoted = this.#quoted;
    // Where the open record starts, relative to this chunk (before it: negative).
    let start = -this.#bytes;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === NEWLINE && !quoted) {
        if (i - start > MAX_RECORD_BYTES) return true;
        start = i + 1;
      }
    }
    this.#quoted = quoted;
    this.#bytes = chunk.length - start;
    return this.#bytes > MAX_RECORD_BYTES;
  }
}

export function csvBatches(
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<CsvExportRow[], void, undefined>;
export function csvBatches(
  chunks: AsyncIterable<Uint8Array>,
  schema: RowSchema | undefined,
): AsyncGenerator<object[], void, undefined>;
export async function* csvBatches(
  chunks: AsyncIterable<Uint8Array>,
  schema?: RowSchema,
): AsyncGenerator<object[], void, undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const bytes = new RecordBytes();
  let header: string[] | undefined;
  let build: ((fields: readonly string[], row: number, record: number) => object) | undefined;
  let rows = 0;
  let batch: object[] = [];
  const records = new CsvRecords((fields) => {
    if (header === undefined) {
      header = checkHeader(fields, records.record);
      if (schema) build = rowBuilder(header, schema);
    } else {
      checkWidth(header, fields, records.record);
      batch.push(build ? build(fields, ++rows, records.record) : toRow(header, fields));
    }
  }, MAX_COLUMNS);

  const fail = (what: string, cause?: unknown): ExportDownloadError => {
    const which = header === undefined ? 'The header row' : `Record ${records.record}`;
    const open = records.inQuotes ? ' (inside a quoted field that does not end)' : '';
    return new ExportDownloadError('parse_error', `${which} of the CSV export file ${what}${open}.`, {
      cause,
    });
  };

  const feed = (text: string) => {
    try {
      records.push(text);
    } catch (error) {
      if (error instanceof CsvSyntaxError) throw fail(error.message, error);
      throw error;
    }
  };

  for await (const chunk of chunks) {
    if (bytes.add(chunk)) throw fail(`is longer than ${MAX_RECORD_BYTES} bytes`);
    feed(decode(decoder, chunk, records.record));
    if (batch.length > 0) {
      const out = batch;
      batch = [];
      yield out;
    }
  }
  feed(decode(decoder, undefined, records.record));
  try {
    records.end();
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw fail(error.message, error);
    throw error;
  }
  if (batch.length > 0) yield batch;
}

function checkHeader(fields: string[], record: number): string[] {
  const seen = new Set<string>();
  for (const name of fields) {
    if (seen.has(name)) {
      throw new ExportDownloadError(
        'parse_error',
        `The header row of the CSV export file names a column twice (record ${record}).`,
      );
    }
    seen.add(name);
  }
  return fields;
}

function checkWidth(header: readonly string[], fields: readonly string[], record: number): void {
  if (fields.length !== header.length) {
    throw new ExportDownloadError(
      'parse_error',
      `Record ${record} of the CSV export file has ${fields.length} fields; the header has ${header.length}.`,
    );
  }
}

function toRow(header: readonly string[], fields: readonly string[]): CsvExportRow {
  const row: CsvExportRow = Object.create(null);
  for (let i = 0; i < fields.length; i++) row[header[i] as string] = fields[i] as string;
  return row;
}

function decode(decoder: TextDecoder, chunk: Uint8Array | undefined, record: number): string {
  try {
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  } catch (error) {
    throw new ExportDownloadError(
      'parse_error',
      `The CSV export file is not valid UTF-8 (in record ${record}).`,
      { cause: error },
    );
  }
}
