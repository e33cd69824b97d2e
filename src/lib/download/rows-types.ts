/**
 * The row types of an export file, keyed by the job's `resource` and `format`. Types only: nothing
 * here exists at run time.
 */
import type { ExportJob } from '../../generated/aliases.js';
import type { ExportRowTypes } from '../../generated/rows.js';

export type { ExportRowTypes };

/** The known members of an open union (`'a' | 'b' | (string & {})` → `'a' | 'b'`). */
type KnownValues<T> = T extends string ? (string extends T ? never : T) : never;

/**
 * What an export job exports, as far as this SDK knows the row types: `players`, `player_seasons`,
 * `teams`, `rosters`, `games`, `transfers`, `movements`.
 */
export type ExportResource = KnownValues<ExportJob['resource']>;

/** The file format of an export: `csv` or `jsonl` (always gzip-compressed on the wire). */
export type ExportFormat = KnownValues<ExportJob['format']>;

/**
 * One CSV record of an export of a resource this SDK does not know, keyed by the header row, every
 * value the field's text. The rows of the known resources are typed instead (see
 * {@link ExportRow}): a CSV export reads back into the same rows as the JSONL one.
 */
export type CsvExportRow = Record<string, string>;

/**
 * A row of an export file: the resource's schema (`ExportRowTypes`, from the document's
 * `x-row-schemas`), whether the file is JSONL or CSV: `rows()` reads a CSV export back into the
 * values the JSONL export of the same rows gives (integers, numbers, booleans and nulls as the
 * schema says; dotted columns such as `stats.points` back into their objects). `F` is kept so that
 * code written for 0.4 still compiles. Distributes over unions, so `ExportRow<'players' | 'teams'>`
 * is `Player | Team`.
 */
export type ExportRow<
  R extends ExportResource = ExportResource,
  _F extends ExportFormat = ExportFormat,
> = R extends ExportResource ? ExportRowTypes[R] : never;
