/** The download's row count, split across chunks anywhere, quoted line breaks included. */
import { describe, expect, it } from 'vitest';
import { RowCounter } from '../../src/cli/row-counter.js';
import { closest } from '../../src/cli/suggest.js';

function count(format: string, text: string, chunkSize: number): number {
  const counter = new RowCounter(format);
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += chunkSize) counter.feed(bytes.subarray(at, at + chunkSize));
  return counter.rows;
}

describe('RowCounter', () => {
  const csv =
    'id,name,note\r\nplr_1,"Smith, J",plain\r\nplr_2,Lee,"two\r\nlines, ""quoted"""\r\nplr_3,Kim,\r\n';
  const jsonl = '{"id":"a"}\n{"id":"b","note":"x\\ny"}\n{"id":"c"}';

  it.each([1, 2, 3, 7, 1000])('CSV records after the header, in chunks of %i bytes', (size) => {
    expect(count('csv', csv, size)).toBe(3);
  });

  it.each([1, 5, 1000])('JSONL lines, the last one without its line break, in chunks of %i bytes', (size) => {
    expect(count('jsonl', jsonl, size)).toBe(3);
  });

  it('an empty file has no rows; a header alone has none either', () => {
    expect(count('jsonl', '', 10)).toBe(0);
    expect(count('csv', 'id,name\r\n', 10)).toBe(0);
  });
});

describe('did you mean', () => {
  it('finds slips, swaps and missing letters, and nothing for an unrelated word', () => {
    expect(closest('sprot', ['sport', 'season', 'division'])).toBe('sport');
    expect(closest('lst', ['list', 'get', 'list-roster'])).toBe('list');
    expect(closest('list-rooster', ['list', 'get', 'list-roster'])).toBe('list-roster');
    expect(closest('banana', ['list', 'get', 'list-roster'])).toBeUndefined();
  });
});
