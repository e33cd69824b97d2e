/**
 * The browser and worker build's CSV parser: csv-parse's self-contained browser build (it carries
 * its own small stream shim, so it needs no Node module and no bundler polyfill). It takes text.
 */
import type { CsvEngine, CsvParser } from './csv.js';

export const csvParser: CsvEngine = {
  name: 'browser',
  text: true,
  load: () =>
    import('csv-parse/browser/esm').then((m) => (options) => m.parse(options) as unknown as CsvParser),
};
