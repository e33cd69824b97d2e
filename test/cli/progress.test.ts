/**
 * The status line shows text from a server (a job's status, an id): only what fits a line is ever
 * scanned, cut before it is cleaned, and no key reaches it, even one standing across the cut.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ProgressLine } from '../../src/cli/progress.js';
import { LIVE_KEY } from '../support/msw.js';

function capture(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('the progress line', () => {
  it('shows no piece of a key that stands across the cut', () => {
    const { stream, text } = capture();
    new ProgressLine(stream, true).finish(`${'s'.repeat(1_990)}${LIVE_KEY} tail`);
    expect(text()).toBe(`\r\u001b[2K${'s'.repeat(1_990)}[redacted]\n`);
    expect(text()).not.toContain(LIVE_KEY.slice(0, 12));
  });

  it('does not clean tens of MB of server text to show one line', () => {
    // 56 MB of key-shaped words: redacting it all takes seconds; the line needs its first 2,000 characters.
    const huge = 'svc_live_AAAA '.repeat(4_000_000);
    // Made flat before the clock starts: the first read of a repeated string copies it once.
    expect(huge.indexOf('!')).toBe(-1);
    const { stream, text } = capture();
    const started = performance.now();
    new ProgressLine(stream, true).finish(huge);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(text().length).toBeLessThan(2_100);
    expect(text()).not.toContain('svc_live_');
  });
});
