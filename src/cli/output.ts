/** What goes to stdout, in the chosen format: one document, one page, or every page as it arrives. */
import { checkNesting } from './nesting.js';
import { CsvRenderer } from './render-csv.js';
import { TableRenderer } from './render-table.js';
import type { Sink } from './sink.js';
import type { Paint, Terminal } from './terminal.js';
import { jsonForTerminal } from './terminal-text.js';

export type Format = 'table' | 'json' | 'jsonl' | 'csv';

/** A table for people at a terminal; JSON for programs (JSON Lines when streaming every page). */
export function chooseFormat(flag: string | undefined, terminal: Terminal, all: boolean): Format {
  if (flag) return flag as Format;
  if (terminal.stdoutIsTTY) return 'table';
  return all ? 'jsonl' : 'json';
}

export interface PageLike {
  readonly data: readonly unknown[];
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
}

export class Printer {
  readonly #format: Format;
  readonly #sink: Sink;
  readonly #table: TableRenderer;
  readonly #csv: CsvRenderer;
  /** Hints for people (more pages, hidden columns): stderr, and only on a terminal. */
  readonly #note: (text: string) => void;
  /** JSON as written: exact in a pipe, with terminal-active characters `\u`-escaped on a terminal. */
  readonly #json: (text: string) => string;

  constructor(
    format: Format,
    sink: Sink,
    paint: Paint,
    terminal: Terminal,
    note: (text: string) => void,
    options: { escapeCsvFormulas: boolean } = { escapeCsvFormulas: true },
  ) {
    this.#format = format;
    this.#sink = sink;
    this.#table = new TableRenderer(paint, terminal.columns);
    this.#csv = new CsvRenderer({
      escapeFormulas: options.escapeCsvFormulas,
      terminal: terminal.stdoutIsTTY,
    });
    this.#note = note;
    this.#json = terminal.stdoutIsTTY ? jsonForTerminal : (text) => text;
  }

  /**
   * A single result (an object). `whole`: the table shows every value in full (a finished job whose
   * result is its text, such as a query run's answer); the other formats always do.
   */
  async document(value: unknown, { whole = false }: { whole?: boolean } = {}): Promise<void> {
    checkNesting(value);
    switch (this.#format) {
      case 'json':
        return this.#sink.write(this.#json(`${JSON.stringify(value, null, 2)}\n`));
      case 'jsonl':
        return this.#sink.write(this.#json(`${JSON.stringify(value)}\n`));
      case 'csv':
        return this.#sink.write(this.#csv.render([value]));
      case 'table':
        return this.#sink.write(this.#table.renderObject(value, { whole }));
    }
  }

  /** One page of a list: as the service answered it in JSON, its items in the other formats. */
  async page(page: PageLike): Promise<void> {
    checkNesting(page.data);
    if (this.#format === 'json') {
      const body = { data: page.data, has_more: page.hasMore, next_cursor: page.nextCursor };
      return this.#sink.write(this.#json(`${JSON.stringify(body, null, 2)}\n`));
    }
    await this.#items(page.data);
    if (page.data.length === 0) this.#note('No results.');
    this.#hiddenNote();
    if (page.hasMore)
      this.#note(`More results: add --cursor ${page.nextCursor} for the next page, or --all for every page.`);
  }

  /** Every item of every page, written page by page as the pages arrive; nothing is kept. */
  async all(pages: AsyncIterable<PageLike>): Promise<number> {
    let count = 0;
    if (this.#format === 'json') await this.#sink.write('[');
    for await (const page of pages) {
      checkNesting(page.data);
      if (this.#format === 'json') {
        const text = page.data
          .map((item) => `${count++ === 0 ? '\n' : ',\n'}${JSON.stringify(item)}`)
          .join('');
        await this.#sink.write(this.#json(text));
      } else {
        count += page.data.length;
        await this.#items(page.data);
      }
    }
    if (this.#format === 'json') await this.#sink.write(count === 0 ? ']\n' : '\n]\n');
    this.#hiddenNote();
    return count;
  }

  async #items(items: readonly unknown[]): Promise<void> {
    switch (this.#format) {
      case 'json':
      case 'jsonl':
        return this.#sink.write(this.#json(items.map((item) => `${JSON.stringify(item)}\n`).join('')));
      case 'csv':
        return this.#sink.write(this.#csv.render(items));
      case 'table':
        return this.#sink.write(this.#table.render(items));
    }
  }

  #hiddenNote(): void {
    if (this.#format === 'table' && this.#table.hidden > 0) {
      this.#note(`${this.#table.hidden} more columns did not fit: --format json or csv shows every field.`);
      this.#table.hidden = 0;
    }
  }
}
