/**
 * A readable table for a terminal, streamed: columns and widths are fixed by the first batch of
 * items, so a long `--all` prints as it pages instead of waiting for the last page.
 */
import { type Row, cellText, flatten } from './flatten.js';
import type { Paint } from './terminal.js';

const MAX_CELL = 40;

function padCell(text: string, width: number): string {
  const single = text.replace(/\s+/g, ' ');
  if (single.length > width) return `${single.slice(0, Math.max(0, width - 1))}…`;
  return single.padEnd(width);
}

export class TableRenderer {
  #columns: { key: string; width: number }[] | undefined;
  /** Columns left out because the terminal is too narrow. */
  hidden = 0;
  readonly #paint: Paint;
  readonly #width: number;

  constructor(paint: Paint, terminalWidth: number) {
    this.#paint = paint;
    this.#width = terminalWidth;
  }

  render(items: readonly unknown[]): string {
    if (items.length === 0) return '';
    // Two levels (`home.score`), not every stat of a player: a terminal row has room for a few.
    const rows: Row[] = items.map((item) => flatten(item, 2));
    let out = '';
    if (!this.#columns) {
      const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      const all = keys.map((key) => ({
        key,
        width: Math.min(MAX_CELL, Math.max(key.length, ...rows.map((r) => cellText(r[key]).length))),
      }));
      const columns: typeof all = [];
      let used = 0;
      for (const column of all) {
        if (columns.length > 0 && used + column.width + 2 > this.#width) break;
        columns.push(column);
        used += column.width + 2;
      }
      this.hidden = all.length - columns.length;
      this.#columns = columns;
      out += `${this.#paint.bold(
        columns
          .map((c) => padCell(c.key.toUpperCase(), c.width))
          .join('  ')
          .trimEnd(),
      )}\n`;
    }
    for (const row of rows) {
      out += `${this.#columns
        .map((c) => padCell(cellText(row[c.key]), c.width))
        .join('  ')
        .trimEnd()}\n`;
    }
    return out;
  }

  /** One object as two columns, field and value. */
  renderObject(value: unknown): string {
    const row = flatten(value);
    const keys = Object.keys(row);
    const width = Math.min(MAX_CELL, Math.max(...keys.map((k) => k.length)));
    const room = Math.max(20, this.#width - width - 2);
    return keys
      .map((k) => `${this.#paint.bold(padCell(k, width))}  ${padCell(cellText(row[k]), room).trimEnd()}`)
      .join('\n')
      .concat('\n');
  }
}
