import { describe, expect, it } from 'vitest';
import { flatten } from '../../src/cli/flatten.js';

describe('flatten (rows for tables and CSV)', () => {
  it('keeps a field named __proto__ as a column, and dotted nested fields', () => {
    const item = JSON.parse(
      '{"id":"plr_1","__proto__":"x","toString":"y","stats":{"__proto__":3,"points":12}}',
    );
    const row = flatten(item);
    expect(Object.keys(row)).toEqual(['id', '__proto__', 'toString', 'stats.__proto__', 'stats.points']);
    expect(Object.entries(row)).toContainEqual(['__proto__', 'x']);
    expect(row.toString).toBe('y');
    expect(row['stats.__proto__']).toBe(3);
  });
});
