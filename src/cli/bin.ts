#!/usr/bin/env node
/** The `sports-data` bin: the only file that loads the CLI, so the library never carries it. */
import { main } from './main.js';

// `sports-data … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
