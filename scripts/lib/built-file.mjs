// The one way a build step writes a file it makes outside dist/ (the Python package's bundled fake
// and Redis scripts): written, or with `--check` compared, a missing or stale file failing the run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './packed.mjs';

/** Writes `text` to `file`, or under `--check` exits 1 unless `file` holds exactly `text`. */
export function writeOrCheck(file, text, label) {
  const shown = relative(root, file);
  if (process.argv.includes('--check')) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      console.error(`${shown} is missing or stale: run npm run build`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(file, text);
  console.log(`${label}: ${shown}${text.length > 10_240 ? ` (${(text.length / 1024).toFixed(0)} KiB)` : ''}`);
}
