/** The stages on their own, with both engines of each, fed arbitrary chunk boundaries. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExportDownloadError } from '../../../src/core/errors.js';
import { csvBatches } from '../../../src/lib/download/csv.js';
import { type GunzipEngine, gunzip } from '../../../src/lib/download/gunzip.js';
import { jsonlBatches } from '../../../src/lib/download/jsonl.js';
import { csv, gzip, jsonl, players, rejection } from './helpers.js';

/** Yields `bytes` cut at the given offsets. */
async function* chunked(bytes: Uint8Array, cuts: readonly number[] = []): AsyncGenerator<Uint8Array> {
  let start = 0;
  for (const cut of [...new Set(cuts)].filter((c) => c > 0 && c < bytes.length).sort((a, b) => a - b)) {
    yield bytes.subarray(start, cut);
    start = cut;
  }
  yield bytes.subarray(start);
}

async function flat<T>(batches: AsyncIterable<T[]>): Promise<T[]> {
  const out: T[] = [];
  for await (const batch of batches) out.push(...batch);
  return out;
}

async function concat(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

const encode = (text: string) => new TextEncoder().encode(text);
const cutsArb = fc.array(fc.nat({ max: 4_000 }), { maxLength: 12 });
/** `check` holds for `bytes` cut into chunks at any boundaries (`numRuns` random cuttings). */
const acrossAnyCuts = (
  bytes: Uint8Array,
  numRuns: number,
  check: (chunks: ReturnType<typeof chunked>) => Promise<void>,
) =>
  fc.assert(
    fc.asyncProperty(cutsArb, (cuts) => check(chunked(bytes, cuts))),
    { numRuns },
  );

describe.each<GunzipEngine>(['node', 'web'])('gunzip (%s engine)', (engine) => {
  const text = jsonl(players(200));
  const file = gzip(text);

  it('decompresses across any chunk boundaries', async () => {
    await acrossAnyCuts(file, 15, async (chunks) => {
      expect(await concat(gunzip(chunks, { engine }))).toBe(text);
    });
  });

  it('turns bad or cut-short input into corrupt_file', async () => {
    for (const bad of [encode('plain text'), file.subarray(0, file.length - 20), file.subarray(0, 5)]) {
      const error = await rejection(concat(gunzip(chunked(bad), { engine })));
      expect(error).toBeInstanceOf(ExportDownloadError);
      expect(error).toMatchObject({ reason: 'corrupt_file' });
    }
  });

  it("passes the input's own typed error through unchanged", async () => {
    const own = new ExportDownloadError('truncated', 'connection broke');
    async function* failing() {
      yield file.subarray(0, 100);
      throw own;
    }
    expect(await rejection(concat(gunzip(failing(), { engine })))).toBe(own);
  });

  it('passes through a body fetch already decoded (Content-Encoding: gzip)', async () => {
    expect(await concat(gunzip(chunked(encode(text), [10]), { engine, mayBeDecoded: true }))).toBe(text);
    expect(await concat(gunzip(chunked(file, [1]), { engine, mayBeDecoded: true }))).toBe(text);
  });
});

describe('jsonlBatches', () => {
  it('parses the same rows whatever the chunk boundaries, multi-byte characters included', async () => {
    const rows = players(60);
    const bytes = encode(jsonl(rows));
    await acrossAnyCuts(bytes, 40, async (chunks) => {
      expect(await flat(jsonlBatches(chunks))).toEqual(rows);
    });
  });

  it('accepts CRLF, blank lines and a last line without a newline', async () => {
    const rows = await flat(jsonlBatches(chunked(encode('{"a":1}\r\n\r\n\n  \n{"a":2}'), [3, 9])));
    expect(rows).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('refuses a line that is not a JSON object, and invalid UTF-8', async () => {
    expect(await rejection(flat(jsonlBatches(chunked(encode('{"a":1}\n[1,2]\n')))))).toMatchObject({
      reason: 'parse_error',
      message: expect.stringContaining('Line 2'),
    });
    const invalid = new Uint8Array([...encode('{"a":"'), 0xff, 0xfe, ...encode('"}\n')]);
    expect(await rejection(flat(jsonlBatches(chunked(invalid))))).toMatchObject({ reason: 'parse_error' });
  });
});

describe('csvBatches', () => {
  it('parses quoted fields, doubled quotes, commas and line breaks across any chunk boundaries', async () => {
    const rows = players(30);
    const bytes = encode(csv(rows));
    await acrossAnyCuts(bytes, 15, async (chunks) => {
      const records = await flat(csvBatches(chunks));
      expect(records.map((r) => r.name)).toEqual(rows.map((r) => r.name));
      expect(records.map((r) => r['stats.rebounds'])).toEqual(rows.map((r) => String(r.stats.rebounds)));
    });
  });

  it('reads a header-only or empty file as no rows', async () => {
    expect(await flat(csvBatches(chunked(encode('id,name\r\n'))))).toEqual([]);
    expect(await flat(csvBatches(chunked(new Uint8Array())))).toEqual([]);
  });

  it('turns a malformed record into parse_error', async () => {
    for (const bad of ['id,name\r\n1,"open\r\n', 'id,name\r\n1,2,3\r\n']) {
      expect(await rejection(flat(csvBatches(chunked(encode(bad)))))).toMatchObject({
        reason: 'parse_error',
      });
    }
  });
});

describe('start-up stays lazy', () => {
  it('no module of the download path imports node:* statically (nor csv-parse, now a dev dependency)', async () => {
    const dir = join(
      import.meta.dirname ?? new URL('.', import.meta.url).pathname,
      '../../../src/lib/download',
    );
    const names = (await readdir(dir)).filter((name) => name.endsWith('.ts'));
    expect(names.length).toBeGreaterThan(5);
    for (const name of [...names.map((n) => join(dir, n)), join(dir, '../exports.ts')]) {
      const source = await readFile(name, 'utf8');
      expect(source, name).not.toMatch(/^\s*import\s[^;]*from\s+'(node:|csv-parse)/m);
      expect(source, name).not.toMatch(/^\s*import\s+'(node:|csv-parse)/m);
    }
    // exports.ts takes only types from the download modules; the code is imported on first call.
    const exportsSource = await readFile(join(dir, '../exports.ts'), 'utf8');
    expect(exportsSource).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+'\.\/download\//m);
    expect(exportsSource).toContain("await import('./download/download.js')");
  });
});
