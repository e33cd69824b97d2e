/**
 * RFC 4180 CSV, streamed: the header comes from the first item, later items fill the same columns.
 * A text cell a spreadsheet would run as a formula (leading `=`, `+`, `-`, `@`, tab or CR) gets a
 * leading `'`, as OWASP recommends, unless `--no-csv-escape`; numbers and booleans are never
 * touched. On a terminal every cell is also cleaned of control sequences.
 */
import { type Row, cellText, flatten } from './flatten.js';
import { terminalText } from './terminal-text.js';

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The first characters that make Excel, LibreOffice or Sheets read a cell as a formula. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

export interface CsvOptions {
  /** Prefix formula-like text cells with `'` (the default). */
  readonly escapeFormulas: boolean;
  /** stdout is a terminal: remove control characters and escape sequences from every cell. */
  readonly terminal: boolean;
}

export class CsvRenderer {
  #columns: string[] | undefined;
  readonly #options: CsvOptions;

  constructor(options: CsvOptions) {
    this.#options = options;
  }

  /** The lines for these items (the header before the first). */
  render(items: readonly unknown[]): string {
    if (items.length === 0) return '';
    const rows: Row[] = items.map((item) => flatten(item));
    let out = '';
    if (!this.#columns) {
      this.#columns = Object.keys(rows[0]!);
      out += `${this.#columns.map((c) => this.#cell(c)).join(',')}\r\n`;
    }
    const columns = this.#columns;
    for (const row of rows) out += `${columns.map((c) => this.#cell(row[c])).join(',')}\r\n`;
    return out;
  }

  #cell(value: unknown): string {
    let text = cellText(value);
    if (this.#options.terminal) text = terminalText(text, { multiline: true });
    const isText = typeof value !== 'number' && typeof value !== 'boolean' && typeof value !== 'bigint';
    if (this.#options.escapeFormulas && isText && FORMULA_START.has(text[0] ?? '')) text = `'${text}`;
    return quote(text);
  }
}
