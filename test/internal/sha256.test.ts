/** The SHA-256 that names a shared pacing budget matches Node's, across block boundaries and UTF-8. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/internal/sha256.js';

describe('sha256Hex', () => {
  const inputs = [
    '',
    'abc',
    `svc_live_${'a1B2'.repeat(8)}`,
    'x'.repeat(55),
    'y'.repeat(56),
    'z'.repeat(64),
    'é€😀'.repeat(40),
  ];
  it.each(inputs.map((s) => [s.length, s]))('matches node:crypto for %i characters', (_, input) => {
    expect(sha256Hex(input as string)).toBe(
      createHash('sha256')
        .update(input as string)
        .digest('hex'),
    );
  });
});
