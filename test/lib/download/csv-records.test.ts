/**
 * The record scanner against csv-parse (a dev dependency kept as the oracle) with the options the
 * SDK used before it had its own scanner: on random text, on well-formed files with every kind of
 * quoting, and cut into pieces anywhere, both give the same records or both refuse.
 */
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvRecords, CsvSyntaxError } from '../../../src/lib/download/csv-records.js';

type Outcome = { records: string[][] } | { error: true };

function oracle(text: string): Outcome {
  try {
    const records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n'],
    }) as string[][];
    return { records };
  } catch {
    return { error: true };
  }
}

function scan(pieces: readonly string[], maxColumns = 1_000_000): Outcome {
  const records: string[][] = [];
  const scanner = new CsvRecords((fields) => records.push(fields), maxColumns);
  try {
    for (const piece of pieces) scanner.push(piece);
    scanner.end();
    return { records };
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { error: true };
  }
}

/** `text` cut at the given offsets. */
function cut(text: string, cuts: readonly number[]): string[] {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let start = 0;
  for (const c of at) {
    pieces.push(text.slice(start, c));
    start = c;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** Text made of the characters CSV gives meaning to, and a few others. */
const hostileText = fc
  .array(fc.constantFrom('a', 'b', ',', '"', '""', '\r', '\n', '\r\n', ' ', 'é', '🏀'), { maxLength: 60 })
  .map((parts) => parts.join(''));

const field = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.array(fc.constantFrom('x', ',', '"', '\r', '\n', '\r\n', ' '), { maxLength: 6 }).map((p) => p.join('')),
);

/** A file a CSV writer could make: quoted where needed (or always), CRLF or LF. */
const wellFormed = fc
  .record({
    rows: fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { maxLength: 8 }),
    newline: fc.constantFrom('\r\n', '\n'),
    quoteAll: fc.boolean(),
    last: fc.boolean(),
    bom: fc.boolean(),
  })
  .map(({ rows, newline, quoteAll, last, bom }) => {
    const quote = (v: string) => (quoteAll || /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
    const body = rows.map((r) => r.map(quote).join(',')).join(newline);
    return `${bom ? '\ufeff' : ''}${body}${last && rows.length ? newline : ''}`;
  });

const cuts = fc.array(fc.nat(), { maxLength: 6 });

describe('CsvRecords', () => {
  it('gives what csv-parse gives on random text, cut anywhere', () => {
    fc.assert(
      fc.property(hostileText, cuts, (text, at) => {
        expect(scan(cut(text, at))).toEqual(oracle(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives what csv-parse gives on well-formed files, cut anywhere', () => {
    fc.assert(
      fc.property(wellFormed, cuts, (text, at) => {
        const expected = oracle(text);
        expect(expected).not.toHaveProperty('error');
        // The decoder drops the BOM before the scanner sees the text.
        expect(scan(cut(text.replace(/^\ufeff/, ''), at))).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  });

  it('keeps line breaks, commas and doubled quotes inside quotes', () => {
    expect(scan(['a,"b ""c"",\r\nd"\r\n', '"x\r', '\ny",z\n'])).toEqual({
      records: [
        ['a', 'b "c",\r\nd'],
        ['x\r\ny', 'z'],
      ],
    });
  });

  it('stops at the column cap as soon as it is passed', () => {
    const records: string[][] = [];
    const scanner = new CsvRecords((fields) => records.push(fields), 3);
    scanner.push('a,b,c\n');
    expect(() => scanner.push('1,2,3,4')).toThrow(/more than 3 columns/);
    expect(records).toEqual([['a', 'b', 'c']]);
  });
});
