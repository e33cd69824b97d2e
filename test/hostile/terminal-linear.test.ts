/**
 * The CLI's terminal cleaning reads server text in linear time: 1 MB of adversarial input
 * (unterminated sequences, sequences inside sequences, lone introducers) takes about ten times as
 * long as 100 kB, never the hundred times a backtracking scan would, and stays under 200 ms.
 * Each size is timed in CPU time, as the best of several runs, so two busy loops beside the suite
 * (which take wall time, not this process's CPU time) only add noise that the minimum filters out.
 */
import { describe, expect, it } from 'vitest';
import { CsvRenderer } from '../../src/cli/render-csv.js';
import { TableRenderer } from '../../src/cli/render-table.js';
import { paint } from '../../src/cli/terminal.js';
import { jsonForTerminal, terminalText } from '../../src/cli/terminal-text.js';

const KB = 1_000;
const MB = 1_000_000;

/** `unit` repeated to exactly `size` characters. */
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

const SHAPES: Record<string, string> = {
  'an OSC that never ends': `\u001b]0;${fill('a', MB)}`,
  'OSC introducers inside an OSC': fill('\u001b]52;c;', MB),
  'a CSI whose parameters never end': `\u001b[${fill('0;', MB)}`,
  'CSI introducers one after another': fill('\u001b[1', MB),
  'lone ESCs': fill('\u001b', MB),
  'C1 CSI and OSC': fill('\u009b1\u009d', MB),
  'DCS with an ESC that is not ST': fill('\u001bP\u001bx', MB),
  'text, BEL and bidi overrides': fill('ab\u0007\u202e', MB),
};

/**
 * Best of `runs` measurements of `work`, in milliseconds of this process's CPU time: a run the
 * scheduler preempts for busy neighbours is not charged for their time, as wall time would be.
 */
function best(work: () => unknown, runs = 7): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    min = Math.min(min, (used.user + used.system) / 1_000);
  }
  return min;
}

/**
 * Linear: the 1 MB run costs at most `ratio` (25) times the 100 kB run (linear is 10, quadratic 100), with
 * a floor of 2 ms for the small run so that timer resolution cannot fail a fast scan; and under 200 ms.
 */
function expectLinear(label: string, run: (input: string) => unknown, input: string, ratio = 25): void {
  const small = input.slice(0, 100 * KB);
  run(small); // warm up: the first call compiles
  run(input);
  const smallMs = best(() => run(small));
  const largeMs = best(() => run(input));
  expect(largeMs, `${label}: 1 MB took ${largeMs.toFixed(1)} ms of CPU`).toBeLessThan(200);
  expect(
    largeMs,
    `${label}: 100 kB ${smallMs.toFixed(2)} ms, 1 MB ${largeMs.toFixed(2)} ms`,
  ).toBeLessThanOrEqual(ratio * Math.max(smallMs, 2));
}

describe('terminalText is linear in its input', () => {
  it.each(Object.entries(SHAPES))('%s', (label, input) => {
    expectLinear(label, (text) => terminalText(text, { multiline: true }), input);
    // Nothing a terminal acts on is left.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
    expect(terminalText(input)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('every CLI renderer of server text stays linear', () => {
  const name = SHAPES['OSC introducers inside an OSC'] as string;

  it('JSON for a terminal: 1 MB of C1 and bidi characters, still the same value', () => {
    const json = JSON.stringify({ name: fill('\u0085\u009b\u202e', MB) });
    // Six characters out for each one in: 6 MB written leaves the caches, so allow 40 (still far from 100).
    expectLinear('jsonForTerminal', jsonForTerminal, json, 40);
    expect(JSON.parse(jsonForTerminal(json))).toEqual(JSON.parse(json));
  });

  it('a table row and a CSV cell (on a terminal) with a 1 MB hostile name', () => {
    expectLinear(
      'table',
      (text) => new TableRenderer(paint(false), 100).render([{ id: 'p1', name: text }]),
      name,
    );
    expectLinear(
      'csv',
      (text) => new CsvRenderer({ escapeFormulas: true, terminal: true }).render([{ id: 'p1', name: text }]),
      name,
    );
  });
});
