/** The download's row count, split across chunks anywhere, quoted line breaks included. */
import { describe, expect, it } from 'vitest';
import { RowCounter } from '../../../src/lib/download/row-counter.js';

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
