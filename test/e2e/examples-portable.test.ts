/**
 * The examples must run against any service that follows the contract, not only the fake: sports,
 * divisions, positions and stat keys differ between services, so an example reads them from the
 * service (the sports list, the filter catalog's `sort_keys`, a first search result) instead of
 * naming the fake's. `npm run demo` (test/e2e/demo.test.ts) proves they still run against the fake.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_POSITIONS, DIVISIONS, SPORTS, statKeys } from '../../src/testing/data/reference.js';

const dir = new URL('../../examples/', import.meta.url);
const examples = readdirSync(dir).filter((f) => f.endsWith('.ts'));

/** Values only the fake's data has: a conforming service may have none of them. */
const fakeOnly = [
  ...SPORTS.map((s) => s.id),
  ...DIVISIONS.map((d) => d.id),
  ...ALL_POSITIONS,
  ...SPORTS.flatMap((s) => statKeys(s.id)),
];

/** String literals of a source file (quotes and template text outside `${…}`). */
function literals(source: string): string[] {
  const out: string[] = [];
  for (const match of source.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`]*)`/g))
    out.push((match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' '));
  return out;
}

describe('examples name no data of the fake', () => {
  it.each(examples)('%s', (file) => {
    const text = literals(readFileSync(new URL(file, dir), 'utf8'));
    const words = new Set(text.flatMap((t) => t.split(/[^A-Za-z0-9_]+/)));
    expect(fakeOnly.filter((value) => words.has(value))).toEqual([]);
  });

  it('the check sees the slip it was written for', () => {
    const words = new Set(literals("search({ sport: 'basketball', sort_by: 'points_per_game' })"));
    expect(fakeOnly.filter((value) => words.has(value)).sort()).toEqual(['basketball', 'points_per_game']);
  });
});
