/** The fuzz suites run at least 10,000 generated cases in all (the figure the README quotes). */
import { describe, expect, it } from 'vitest';
import { RUNS, TOTAL_RUNS } from './support.js';

describe('fuzz budget', () => {
  it(`${TOTAL_RUNS} runs in all, at least 10,000`, () => {
    expect(TOTAL_RUNS).toBeGreaterThanOrEqual(10_000);
    expect(Object.values(RUNS).every((runs) => Number.isInteger(runs) && runs > 0)).toBe(true);
  });
});
