/** CSV rows as a user reads them: keyed by the header, any header name, bounded, linear on bad input. */
import { describe, expect, it } from 'vitest';
import { csvBatches, MAX_COLUMNS, MAX_RECORD_BYTES } from '../../../src/lib/download/csv.js';
import { rejection } from './helpers.js';

const encode = (text: string) => new TextEncoder().encode(text);

async function* pieces(bytes: Uint8Array, size = 65_536): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function rows(text: string | Uint8Array, size?: number) {
  const out: Record<string, string>[] = [];
  for await (const batch of csvBatches(pieces(typeof text === 'string' ? encode(text) : text, size)))
    out.push(...batch);
  return out;
}

describe('csvBatches rows', () => {
  it('reads every column of a header naming __proto__, toString or hasOwnProperty, and shadows no method', async () => {
    const [row] = await rows('id,__proto__,toString,hasOwnProperty,constructor\r\nplr_1,a,b,c,d\r\n');
    expect(Object.getPrototypeOf(row)).toBeNull();
    expect(Object.keys(row as object)).toEqual([
      'id',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'constructor',
    ]);
    // Read through the descriptor: the header's name, not the accessor plain objects inherit.
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('a');
    expect(row?.toString).toBe('b');
    expect(row?.hasOwnProperty).toBe('c');
    expect(row?.constructor).toBe('d');
    expect(JSON.parse(JSON.stringify(row))).toEqual(
      JSON.parse('{"id":"plr_1","__proto__":"a","toString":"b","hasOwnProperty":"c","constructor":"d"}'),
    );
    // Nothing leaked onto the prototype every other object shares.
    expect(({} as Record<string, unknown>).id).toBeUndefined();
  });

  it('refuses a header naming a column twice rather than drop one', async () => {
    expect(await rejection(rows('id,name,id\r\n1,a,2\r\n'))).toMatchObject({
      reason: 'parse_error',
      message: expect.stringContaining('names a column twice'),
    });
  });

  it('refuses a record whose field count differs from the header, naming the record', async () => {
    expect(await rejection(rows('id,name\r\n1,a\r\n2\r\n'))).toMatchObject({
      reason: 'parse_error',
      message: expect.stringContaining('Record 3'),
    });
  });

  it('drops a leading BOM and reads CRLF and LF alike', async () => {
    expect(await rows('\ufeffid,name\n1,a\r\n2,"b\nc"\n')).toEqual([
      Object.assign(Object.create(null), { id: '1', name: 'a' }),
      Object.assign(Object.create(null), { id: '2', name: 'b\nc' }),
    ]);
  });

  it('stops at the column cap as soon as it is passed, before the header ends', async () => {
    const header = encode(`${'c,'.repeat(MAX_COLUMNS + 5)}`);
    expect(await rejection(rows(header))).toMatchObject({
      reason: 'parse_error',
      message: expect.stringContaining(`more than ${MAX_COLUMNS} columns`),
    });
  });

  it('stops at the record cap in bytes, also for a record inside one large chunk', async () => {
    const long = new Uint8Array(MAX_RECORD_BYTES + 10).fill(0x61);
    for (const size of [65_536, MAX_RECORD_BYTES * 2]) {
      const file = new Uint8Array([...encode('id\n'), ...long.subarray(0, 10), 0x0a]);
      expect((await rows(file, size)).length).toBe(1);
      const bad = new Uint8Array(long.length + 4);
      bad.set(encode('id\n'));
      bad.set(long, 3);
      bad[bad.length - 1] = 0x0a;
      expect(await rejection(rows(bad, size))).toMatchObject({
        reason: 'parse_error',
        message: expect.stringContaining(`longer than ${MAX_RECORD_BYTES} bytes`),
      });
    }
  });

  it('scans 1 MB of adversarial text in linear time, on every error path', async () => {
    const shapes = [
      (n: number) => `id\n"${'""'.repeat(n / 2)}`, // doubled quotes, never closed
      (n: number) => `id\n${'a\r'.repeat(n / 2)}"`, // lone CRs, then a stray quote
      (n: number) => `${'"a",'.repeat(n / 4)}"a"x`, // closed quotes, then text after one
      (n: number) => `id\n${'\n'.repeat(n)}"a`, // empty lines, then an open quote
    ];
    // CPU time of this test's process: busy neighbours on the machine stretch wall time, not this.
    const time = async (text: string) => {
      const start = process.cpuUsage();
      const error = await rejection(rows(text));
      expect(error).toMatchObject({ reason: 'parse_error' });
      // The message does not carry the server's text.
      expect((error as Error).message.length).toBeLessThan(200);
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    // Linear: ten times the text within 30 times the time (quadratic would be 100 times), the best
    // of three runs each, interleaved.
    for (const shape of shapes) {
      const [small, large] = [shape(100_000), shape(1_000_000)];
      await time(small); // warm up
      let bestSmall = Number.POSITIVE_INFINITY;
      let bestLarge = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run++) {
        bestSmall = Math.min(bestSmall, await time(small));
        bestLarge = Math.min(bestLarge, await time(large));
      }
      expect(bestLarge).toBeLessThan(30 * bestSmall + 100);
      expect(bestLarge).toBeLessThan(5_000);
    }
  });
});
