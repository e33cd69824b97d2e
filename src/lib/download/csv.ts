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

const OPTIONS = {
  columns: true,
  bom: true,
  skip_empty_lines: true,
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
