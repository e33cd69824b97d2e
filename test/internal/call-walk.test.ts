/**
 * The walk docs/architecture.md states, kept: one warm `client.players.search(...)` measured by
 * scripts/call-walk.mjs (V8 coverage and a breakpoint at the start of every function that ran) takes
 * at most 12 cross-file hops, and enters no file twice (issue 31). A change that puts a seam back on
 * every call's way, or has the driver call into the machine again, fails here, not in a review.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/call-walk.mjs', import.meta.url));

interface Walk {
  files: string[];
  hops: { file: string; from: string; fn: string }[];
  entered: Record<string, number>;
}

describe('the walk of players.search', () => {
  it('is at most 12 hops, and no file is entered twice', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [script, '--json'], { timeout: 60_000 });
    const walk = JSON.parse(stdout) as Walk;
    expect(walk.hops.length).toBeLessThanOrEqual(12);
    expect(Object.entries(walk.entered).filter(([, times]) => times > 1)).toEqual([]);
    // It walks what it means to: the caller's call into the generated method, the machine, the page.
    expect(walk.hops[0]).toMatchObject({ from: 'caller', file: 'src/generated/resources/players.ts' });
    for (const file of ['src/internal/driver.ts', 'src/internal/engine.ts', 'src/core/pagination.ts'])
      expect(walk.files).toContain(file);
  }, 90_000);
});
