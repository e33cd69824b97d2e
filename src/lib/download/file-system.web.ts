/** Browsers and workers have no file system: `saveTo` refuses with a typed error there. */
export const fileSystem: (() => Promise<typeof import('node:fs').promises>) | undefined = undefined;
