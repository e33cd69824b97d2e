/**
 * The Node build's CSV parser: csv-parse's own Node build, a `stream.Transform`. The browser and
 * worker build swaps this module for `csv-parser.web.ts` (see tsup.config.ts), whose csv-parse
 * build needs no Node streams.
 */
import type { CsvEngine, CsvParser } from './csv.js';

export const csvParser: CsvEngine = {
  name: 'node',
  text: false,
  load: () => import('csv-parse').then((m) => (options) => m.parse(options) as unknown as CsvParser),
};
