/**
 * The examples run in CI: the demo runs every file in examples/ against the built SDK and the fake,
 * each as its own process, and must end with every example's output and exit 0.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const built = existsSync(new URL('../../dist/index.js', import.meta.url));

describe('npm run demo', () => {
  it('runs every example against the fake and exits 0', { timeout: 120_000 }, () => {
    expect(built, 'dist/ is missing: npm test builds before vitest; run npm run build').toBe(true);
    const run = spawnSync(process.execPath, ['scripts/demo.mjs', '--no-build'], {
      cwd: new URL('../..', import.meta.url),
      encoding: 'utf8',
      timeout: 110_000,
      env: { ...process.env, SERVICE_API_KEY: '', SERVICE_BASE_URL: '' },
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/Read \d+ players across all pages/);
    expect(output).toMatch(/Run qr_\w+ completed: /);
    expect(output).toMatch(/Export exp_\w+ succeeded: \d+ rows/);
    expect(output).toMatch(/verified alert\.matched evt_\w+/);
    expect(output).toMatch(/\$ sports-data exports create .* --wait --out \.tmp\/football-players\.csv/);
    // Piped, as here: no progress bar, no escape code or carriage return in the log.
    expect(output).not.toMatch(/\[█{20}\]/);
    expect(output).not.toContain('\u001b');
    expect(output).not.toContain('\r');
    expect(output).toMatch(/"path": "\.tmp\/football-players\.csv",\s+"bytes": \d+,\s+"rows": \d+/);
    expect(output).toMatch(/403 plan_required/);
    expect(output).toMatch(/rate_limit_exceeded, retry after \d+ s/);
    // The Python client's example where a Python with httpx is present, else one line saying how.
    expect(output).toMatch(
      /The Python client: search and page with for[\s\S]*Read \d+ players across all pages|Python example skipped: it needs Python 3\.10\+ with httpx/,
    );
    expect(output).toContain('All examples ran.');
  });
});
