/**
 * Counts the rows of an export file's text as it streams past, for the progress line: lines of
 * JSONL; records of CSV after the header, where a line break inside a quoted field is not a new
 * record (a `""` escape flips the quote state twice, so it needs no special case).
 */
const NEWLINE = 0x0a;
const QUOTE = 0x22;

export class RowCounter {
  readonly #csv: boolean;
  #lines = 0;
  #inQuotes = false;
  #last = NEWLINE;

  constructor(format: string) {
    this.#csv = format === 'csv';
  }

  feed(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    if (this.#csv) {
      for (const byte of chunk) {
        if (byte === QUOTE) this.#inQuotes = !this.#inQuotes;
        else if (byte === NEWLINE && !this.#inQuotes) this.#lines++;
      }
    } else {
      for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) this.#lines++;
    }
    this.#last = chunk[chunk.length - 1]!;
  }

  /** Rows so far (a last line without its line break counts). */
  get rows(): number {
    const lines = this.#lines + (this.#last === NEWLINE ? 0 : 1);
    return this.#csv ? Math.max(0, lines - 1) : lines;
  }
}
