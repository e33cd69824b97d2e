/**
 * A readable table for a terminal, streamed: columns and widths are fixed by the first batch of
 * items, so a long `--all` prints as it pages instead of waiting for the last page.
 */
import { type Row, cellText, flatten } from './flatten.js';
import type { Paint } from './terminal.js';
import { terminalText } from './terminal-text.js';

const MAX_CELL = 40;
/** A cell shows at most a terminal's width, so only this much of a server's text is ever scanned. */
const CELL_SCAN = 4_096;

/** A key or value as it may reach a terminal: cut, then cleaned of control sequences. */
const shown = (text: string) => terminalText(text, { maxLength: CELL_SCAN });

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
    const rows = items.map((item) => cleanRow(flatten(item, 2)));
    let out = '';
    if (!this.#columns) {
      const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      const all = keys.map((key) => ({
        key,
        width: Math.min(MAX_CELL, Math.max(key.length, ...rows.map((r) => (r[key] ?? '').length))),
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
        .map((c) => padCell(row[c.key] ?? '', c.width))
        .join('  ')
        .trimEnd()}\n`;
    }
    return out;
  }

  /**
   * One object as two columns, field and value. With `whole`, values are not cut to the row: each is
   * shown in full (cleaned, its own line breaks kept, continued under the value column), for what the
   * user asked for (a query run's answer) rather than a record to skim.
   */
  renderObject(value: unknown, { whole = false }: { whole?: boolean } = {}): string {
    const flat = flatten(value);
    const row = whole ? wholeRow(flat) : cleanRow(flat);
    const keys = Object.keys(row);
    const width = Math.min(MAX_CELL, Math.max(...keys.map((k) => k.length)));
    const room = Math.max(20, this.#width - width - 2);
    const indent = `\n${' '.repeat(width + 2)}`;
    return keys
      .map((k) => {
        const cell = whole
          ? (row[k] ?? '')
              .split('\n')
              .map((line) => line.trimEnd())
              .join(indent)
          : padCell(row[k] ?? '', room).trimEnd();
        return `${this.#paint.bold(padCell(k, width))}  ${cell}`;
      })
      .join('\n')
      .concat('\n');
  }
}

/** Every value whole, as a terminal may show it: control sequences removed, line breaks kept. */
function wholeRow(row: Row): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = Object.create(null);
  for (const [key, value] of Object.entries(row))
    out[shown(key)] = terminalText(cellText(value), { multiline: true });
  return out;
}

/** Every key and cell as the text a terminal may show. */
function cleanRow(row: Row): Record<string, string | undefined> {
  // No prototype: a key named `__proto__` from a server is a column like any other.
  const out: Record<string, string | undefined> = Object.create(null);
  for (const [key, value] of Object.entries(row)) out[shown(key)] = shown(cellText(value));
  return out;
}
