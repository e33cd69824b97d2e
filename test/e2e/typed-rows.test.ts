/**
 * Rows typed by the document (contract section 13): on every export resource, the CSV export read
 * through `rows()` gives exactly the rows of the JSONL export of the same selection (integers,
 * numbers, nulls, nested objects, stats maps with only the keys a row has), and the TypeScript
 * type of a CSV row is the resource's own.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SCHEMA_ENUMS } from '../../src/generated/fake-surface.js';
import type { ExportResource, Game, Player } from '../../src/index.js';
import { useFake } from './fixture.js';

const e2e = useFake();
const client = () => e2e.client('enterprise');

/** Every resource an export can be made of: the enum of openapi.json's `ExportCreateRequest.resource`. */
const RESOURCES = SCHEMA_ENUMS['ExportCreateRequest.resource'] as readonly ExportResource[];

async function rowsOf(resource: ExportResource, format: 'csv' | 'jsonl'): Promise<object[]> {
  const job = await client().exports.createAndPoll({ resource, format }, { pollIntervalMs: 10 });
  const file = await client().exports.download(job, { resource, format });
  const rows: object[] = [];
  for await (const row of file) rows.push(row);
  expect(rows).toHaveLength(job.row_count!);
  return rows;
}

describe('CSV export rows = JSONL export rows', () => {
  for (const resource of RESOURCES) {
    it(`${resource}: the same values, key for key`, async () => {
      const [csv, jsonl] = await Promise.all([rowsOf(resource, 'csv'), rowsOf(resource, 'jsonl')]);
      expect(csv.length).toBeGreaterThan(0);
      // toStrictEqual: a number is not its text, null is not '', a missing stat is not undefined.
      expect(csv).toStrictEqual(jsonl);
    });
  }

  it('types a CSV row as the resource, and the values are the typed ones', async () => {
    const job = await client().exports.createAndPoll(
      { resource: 'games', format: 'csv' },
      { pollIntervalMs: 10 },
    );
    const file = await client().exports.download(job, { resource: 'games', format: 'csv' });
    let unscored = 0;
    for await (const game of file) {
      expectTypeOf(game).toEqualTypeOf<Game>();
      expect(typeof game.season).toBe('number');
      if (game.home.score === null) unscored++;
      else expect(Number.isInteger(game.home.score)).toBe(true);
    }
    // The fake has games not played yet: their scores are null in CSV as in JSONL.
    expect(unscored).toBeGreaterThan(0);

    const players = await client().exports.download(
      await client().exports.createAndPoll({ resource: 'players', format: 'csv' }, { pollIntervalMs: 10 }),
      { resource: 'players', format: 'csv' },
    );
    for await (const player of players) {
      expectTypeOf(player).toEqualTypeOf<Player>();
      for (const value of Object.values(player.stats)) expect(typeof value).toBe('number');
    }
  });
});
