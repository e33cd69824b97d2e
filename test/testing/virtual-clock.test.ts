import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/testing/index.js';

const aborted = () => new Error('aborted');

describe('VirtualClock', () => {
  it('fires timers in order of due time and moves only to them', async () => {
    const clock = new VirtualClock(1_000);
    const fired: string[] = [];
    void clock.sleep(50, undefined, aborted).then(() => fired.push('late'));
    void clock.sleep(10, undefined, aborted).then(() => fired.push('early'));
    expect(clock.advance()).toBe(true);
    await Promise.resolve();
    expect(clock.now()).toBe(1_010);
    expect(clock.advance()).toBe(true);
    await Promise.resolve();
    expect(clock.now()).toBe(1_050);
    expect(fired).toEqual(['early', 'late']);
    expect(clock.advance()).toBe(false);
  });

  it('treats a delay that is not a finite number as 0 ms, so the clock stays a number', async () => {
    const clock = new VirtualClock(5_000);
    for (const ms of [Number.NaN, Number.POSITIVE_INFINITY, -20]) {
      const slept = clock.sleep(ms, undefined, aborted);
      expect(clock.advance()).toBe(true);
      await slept;
      expect(clock.now()).toBe(5_000);
    }
  });
});
