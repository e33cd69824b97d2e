/** The parse budget's byte scan: values outside strings count, whatever the chunking. */
import { describe, expect, it } from 'vitest';
import { ValueCounter, valueBudget } from '../../src/internal/json-budget.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Whether `text`, fed in chunks of `size` bytes, is over `budget`. */
function over(text: string, budget: number, size = 7): boolean {
  const counter = new ValueCounter(budget);
  const all = bytes(text);
  let result = false;
  for (let at = 0; at < all.length; at += size) result = counter.overBudget(all.subarray(at, at + size));
  return result;
}

describe('ValueCounter', () => {
  it('counts values outside strings: containers and separators', () => {
    expect(over('[{},{},{}]', 6)).toBe(true);
    expect(over('[{},{},{}]', 7)).toBe(false);
    expect(over('{"a":[1,2,3]}', 4)).toBe(true);
  });

  it('does not count commas, brackets or braces inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `a "quoted" \\ text, ${',[{'.repeat(10_000)}` });
    for (const size of [1, 2, 3, 7, 4096]) expect(over(text, 3, size)).toBe(false);
  });

  it('an escaped backslash ends its escape: the quote after it closes the string', () => {
    expect(over('["a\\\\",1,2,3]', 3, 1)).toBe(true);
    expect(over('["a\\",1,2,3"]', 2, 1)).toBe(false);
  });

  it('multi-byte characters around the separators do not confuse it', () => {
    expect(over(`["é,", "名", ${'1,'.repeat(10)}1]`, 12, 1)).toBe(true);
    expect(over(`["é,", "名", ${'1,'.repeat(10)}1]`, 14, 1)).toBe(false);
  });

  it('the default budget is one value per 64 bytes of maxResponseBytes', () => {
    expect(valueBudget(32 * 1024 * 1024)).toBe(524_288);
  });
});
