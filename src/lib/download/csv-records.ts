/**
 * RFC 4180 records from text that arrives in pieces: quoted fields, doubled quotes, commas and line
 * breaks inside quotes, records ended by CRLF or LF (a lone CR outside quotes is field text), and a
 * line with nothing on it skipped. It accepts exactly what csv-parse accepts with
 * `record_delimiter: ['\r\n', '\n']` and `skip_empty_lines` (test/lib/download/csv-records.test.ts
 * holds it to csv-parse on random and hostile input), at several times its speed: unquoted text is
 * scanned with one comparison chain per character, quoted text with `indexOf`, and a field is one
 * `slice` of the chunk unless it spans chunks.
 *
 * The state between pieces is a handful of scalars and the current record's fields, so memory is
 * flat whatever the file's length, and each character is looked at once (linear time, also on the
 * error path). Errors are thrown as `CsvSyntaxError`, which the caller turns into its own type.
 */

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/** Where the scan is, between characters. */
enum At {
  /** Before a field's first character. */
  FieldStart,
  /** In an unquoted field. */
  Unquoted,
  /** In an unquoted field, after a CR that ended the last piece (CRLF ends the record, else text). */
  UnquotedCr,
  /** Inside quotes. */
  Quoted,
  /** Inside quotes, after a quote: a second quote is a literal one, else the field has ended. */
  QuoteSeen,
  /** After a closing quote and a CR that ended the last piece: only LF may follow. */
  QuoteSeenCr,
}

export class CsvSyntaxError extends Error {}

/** What the records are handed to, one at a time, in order. */
export type RecordSink = (fields: string[]) => void;

export class CsvRecords {
  readonly #sink: RecordSink;
  readonly #maxColumns: number;
  #at = At.FieldStart;
  /** The current field's text from earlier pieces. */
  #field = '';
  /** Whether the current field began with a quote (a quoted empty line is a record). */
  #quoted = false;
  #fields: string[] = [];
  /** Records ended so far (skipped empty lines included), for error messages. */
  #line = 0;

  constructor(sink: RecordSink, maxColumns: number) {
    this.#sink = sink;
    this.#maxColumns = maxColumns;
  }

  /** The 1-based number of the record being read. */
  get record(): number {
    return this.#line + 1;
  }

  /** Whether the scan is inside quotes (for error messages). */
  get inQuotes(): boolean {
    return this.#at === At.Quoted || this.#at === At.QuoteSeen;
  }

  push(text: string): void {
    const n = text.length;
    let at = this.#at;
    let field = this.#field;
    let i = 0;
    while (i < n) {
      switch (at) {
        case At.FieldStart:
          if (text.charCodeAt(i) === QUOTE) {
            this.#quoted = true;
            at = At.Quoted;
            i++;
            break;
          }
          at = At.Unquoted;
          break;
        case At.Unquoted: {
          // The field is one slice of this piece, from `start` to the comma or line break.
          const start = i;
          let j = i;
          let c = 0;
          for (;;) {
            while (j < n) {
              c = text.charCodeAt(j);
              if (c === COMMA || c === LF || c === CR || c === QUOTE) break;
              j++;
            }
            // A CR not followed by LF is text: the same field goes on after it.
            if (j === n || c !== CR || j + 1 === n || text.charCodeAt(j + 1) === LF) break;
            j++;
          }
          if (j === n) {
            field += text.slice(start, n);
            i = n;
            break;
          }
          if (c === QUOTE) throw new CsvSyntaxError('has a quote inside an unquoted field');
          const value = field + text.slice(start, j);
          field = '';
          at = At.FieldStart;
          i = j + 1;
          if (c === COMMA) this.#endField(value, 1);
          else if (c === LF) {
            this.#endField(value);
            this.#endRecord();
          } else if (j + 1 === n) {
            // A CR that ends the piece: the next piece says whether it ends the record.
            field = value;
            at = At.UnquotedCr;
          } else {
            this.#endField(value);
            this.#endRecord();
            i = j + 2;
          }
          break;
        }
        case At.UnquotedCr:
          if (text.charCodeAt(i) === LF) {
            this.#endField(field);
            field = '';
            this.#endRecord();
            at = At.FieldStart;
            i++;
          } else {
            field += '\r';
            at = At.Unquoted;
          }
          break;
        case At.Quoted: {
          // Up to the closing quote (or the piece's end), stepping over doubled quotes, which are
          // undone once for the whole slice.
          const start = i;
          let doubled = false;
          let j = text.indexOf('"', i);
          while (j !== -1 && j + 1 < n && text.charCodeAt(j + 1) === QUOTE) {
            doubled = true;
            j = text.indexOf('"', j + 2);
          }
          const stop = j === -1 ? n : j;
          const part = text.slice(start, stop);
          field += doubled ? part.replaceAll('""', '"') : part;
          if (j === -1) i = n;
          else {
            at = At.QuoteSeen;
            i = j + 1;
          }
          break;
        }
        case At.QuoteSeen: {
          const c = text.charCodeAt(i);
          if (c === QUOTE) {
            field += '"';
            at = At.Quoted;
            i++;
          } else if (c === COMMA) {
            this.#endField(field, 1);
            field = '';
            at = At.FieldStart;
            i++;
          } else if (c === LF) {
            this.#endField(field);
            field = '';
            this.#endRecord();
            at = At.FieldStart;
            i++;
          } else if (c === CR) {
            at = At.QuoteSeenCr;
            i++;
          } else {
            throw new CsvSyntaxError('has text after the closing quote of a field');
          }
          break;
        }
        case At.QuoteSeenCr:
          if (text.charCodeAt(i) !== LF)
            throw new CsvSyntaxError('has text after the closing quote of a field');
          this.#endField(field);
          field = '';
          this.#endRecord();
          at = At.FieldStart;
          i++;
          break;
      }
    }
    this.#at = at;
    this.#field = field;
  }

  /** The input has ended: the last record needs no line break, but an open quote is an error. */
  end(): void {
    switch (this.#at) {
      case At.Quoted:
        throw new CsvSyntaxError('has a quoted field that does not end');
      case At.QuoteSeenCr:
        throw new CsvSyntaxError('has text after the closing quote of a field');
      case At.UnquotedCr:
        this.#field += '\r';
        break;
      case At.FieldStart:
        // Nothing after the last line break: no record.
        if (this.#fields.length === 0) return;
    }
    this.#endField(this.#field);
    this.#field = '';
    this.#at = At.FieldStart;
    this.#endRecord();
  }

  /** `more` is 1 when a comma says another field follows: the cap is passed as soon as it is seen. */
  #endField(value: string, more = 0): void {
    if (this.#fields.push(value) + more > this.#maxColumns) {
      throw new CsvSyntaxError(`has more than ${this.#maxColumns} columns`);
    }
  }

  #endRecord(): void {
    const fields = this.#fields;
    const empty = fields.length === 1 && fields[0] === '' && !this.#quoted;
    this.#quoted = false;
    if (empty) fields.length = 0;
    else {
      this.#fields = [];
      this.#sink(fields);
    }
    this.#line++;
  }
}
