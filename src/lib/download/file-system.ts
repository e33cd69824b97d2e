/**
 * The Node build's file access for `ExportFile.saveTo`: `node:fs`, loaded on first use so that
 * importing the SDK never loads it. The browser and worker build swaps this module for
 * `file-system.web.ts` (see tsup.config.ts).
 */
export const fileSystem: (() => Promise<typeof import('node:fs').promises>) | undefined = () =>
  import('node:fs').then((m) => m.promises);
