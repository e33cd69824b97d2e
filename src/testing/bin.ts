#!/usr/bin/env node
import { main } from './cli.js';

main(process.argv.slice(2), { input: process.stdin }).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
