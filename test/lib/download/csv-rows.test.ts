/** CSV records typed by a row schema: every kind, empties, unknown columns, and the errors that name the cell. */
import { describe, expect, it } from 'vitest';
import type { RowSchema } from '../../../src/lib/download/row-schema.js';
import { exportRows } from '../../../src/generated/rows.js';
import { csvBatches } from '../../../src/lib/download/csv.js';
import { rejection } from './helpers.js';

const SCHEMA: RowSchema = {
  fields: [
    [['id'], 'string', false, true],
    [['note'], 'string', true, true],
    [['season'], 'integer', false, true],
    [['rank'], 'integer', true, true],
    [['share'], 'number', false, false],
    [['active'], 'boolean', false, true],
    [['tags'], 'json', false, true],
    [['when'], 'date-time', false, true],
    [['home', 'score'], 'integer', true, true],
    [['home', 'name'], 'string', false, true],
  ],
  maps: [[['stats'], 'number', true]],
};

async function* once(text: string): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(text);
}

async function rows(text: string, schema: RowSchema | null = SCHEMA): Promise<object[]> {
  const out: object[] = [];
  for await (const batch of csvBatches(once(text), schema ?? undefined)) out.push(...batch);
  return out;
}

const HEADER = 'id,note,season,rank,share,active,tags,when,home.score,home.name,stats.a,stats.b';

describe('typed CSV rows', () => {
  it('reads each kind as JSON would, and an empty field as the schema says', async () => {
    const out = await rows(
      `${HEADER}\r\n` +
        'x1,,2024,,0.5,true,"[""a"",1]",2024-09-07T23:30:00Z,3,Hawks,1.5,\r\n' +
        'x2,hi,-7,12,,false,[],2025-01-01T00:00:00Z,,,,-2e3\r\n',
    );
    expect(out).toStrictEqual([
      {
        id: 'x1',
        note: null,
        season: 2024,
        rank: null,
        share: 0.5,
        active: true,
        tags: ['a', 1],
        when: '2024-09-07T23:30:00Z',
        home: { score: 3, name: 'Hawks' },
        stats: { a: 1.5 },
      },
      {
        id: 'x2',
        note: 'hi',
        season: -7,
        rank: 12,
        active: false,
        tags: [],
        when: '2025-01-01T00:00:00Z',
        home: { score: null, name: '' },
        stats: { b: -2000 },
      },
    ]);
  });

  it('makes the objects every row has even when no column of theirs is in the file', async () => {
    expect(await rows('id\r\nx\r\n')).toStrictEqual([{ id: 'x', home: {}, stats: {} }]);
  });

  it('keeps a column the document does not know as its text, in the object its name starts with', async () => {
    const [row] = await rows('id,home.rank,venue.city,stats.c\r\nx,7,Oslo,4\r\n');
    expect(row).toStrictEqual({ id: 'x', home: { rank: '7' }, 'venue.city': 'Oslo', stats: { c: 4 } });
  });

  it('sets a __proto__ column as an own field, never as the prototype', async () => {
    const [row] = await rows('id,__proto__,stats.__proto__\r\nx,y,1\r\n');
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('y');
    const stats = (row as { stats: object }).stats;
    expect(Object.getOwnPropertyDescriptor(stats, '__proto__')?.value).toBe(1);
  });

  for (const [what, line, column] of [
    ['text in an integer column', 'x,,twenty,,,true,[],t,,n', 'season'],
    ['a fraction in an integer column', 'x,,2024.5,,,true,[],t,,n', 'season'],
    ['a number JSON would not write', 'x,,2024,,0x10,true,[],t,,n', 'share'],
    ['a padded number', 'x,,2024,, 1,true,[],t,,n', 'share'],
    ['a boolean spelt otherwise', 'x,,2024,,,True,[],t,,n', 'active'],
    ['JSON that does not parse', 'x,,2024,,,true,[1,t,,n', 'tags'],
    ['an empty field where every row has a number', 'x,,,,,true,[],t,,n', 'season'],
    ['text in a stats column', 'x,,2024,,,true,[],t,,n,NaN', 'stats.a'],
  ] as const) {
    it(`refuses ${what} with parse_error naming the row and the column`, async () => {
      const header = 'id,note,season,rank,share,active,tags,when,home.score,home.name,stats.a';
      const file = `${header}\r\nx,,1,,,true,[],t,,n,1\r\n${line}${line.split(',').length < 11 ? ',' : ''}\r\n`;
      const error = await rejection(rows(file));
      expect(error).toMatchObject({ name: 'ExportDownloadError', reason: 'parse_error' });
      expect((error as Error).message).toContain('Row 2 ');
      expect((error as Error).message).toContain(`column ${column}:`);
    });
  }

  it('cuts a long value in the message', async () => {
    const error = await rejection(rows(`id,season\r\nx,${'9'.repeat(500)}z\r\n`));
    expect((error as Error).message.length).toBeLessThan(700);
  });

  it('leaves the records of a file with no schema as text', async () => {
    const [row] = await rows('id,season\r\nx,2024\r\n', null);
    expect({ ...row }).toEqual({ id: 'x', season: '2024' });
  });

  it('has a row schema for every export resource the document lists', () => {
    expect(Object.keys(exportRows).sort()).toEqual(
      ['games', 'movements', 'player_seasons', 'players', 'rosters', 'teams', 'transfers'].sort(),
    );
    expect(exportRows.games?.fields.map(([path]) => path.join('.'))).toContain('home.score');
  });
});
