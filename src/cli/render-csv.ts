/** RFC 4180 CSV, streamed: the header comes from the first item, later items fill the same columns. */
import { type Row, cellText, flatten } from './flatten.js';

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export class CsvRenderer {
  #columns: string[] | undefined;

  /** The lines for these items (the header before the first). */
  render(items: readonly unknown[]): string {
    if (items.length === 0) return '';
    const rows: Row[] = items.map((item) => flatten(item));
    let out = '';
    if (!this.#columns) {
      this.#columns = Object.keys(rows[0]!);
      out += `${this.#columns.map(quote).join(',')}\r\n`;
    }
    const columns = this.#columns;
    for (const row of rows) out += `${columns.map((c) => quote(cellText(row[c]))).join(',')}\r\n`;
    return out;
  }
}
