/** The CLI's "did you mean" for mistyped commands and values. */
import { describe, expect, it } from 'vitest';
import { closest } from '../../src/cli/suggest.js';

describe('did you mean', () => {
  it('finds slips, swaps and missing letters, and nothing for an unrelated word', () => {
    expect(closest('sprot', ['sport', 'season', 'division'])).toBe('sport');
    expect(closest('lst', ['list', 'get', 'list-roster'])).toBe('list');
    expect(closest('list-rooster', ['list', 'get', 'list-roster'])).toBe('list-roster');
    expect(closest('banana', ['list', 'get', 'list-roster'])).toBeUndefined();
  });
});
