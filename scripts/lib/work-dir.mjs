// The scratch folder of a script: made fresh under the system's temporary folder, and removed with
// everything in it once the work that uses it is done, failed or not. Only that folder is removed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs `work(dir)` in a new folder `sports-data-sdk-<name>-…`; answers what it answers. */
export async function inWorkDir(name, work) {
  const dir = mkdtempSync(join(tmpdir(), `sports-data-sdk-${name}-`));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
