/** Browsers and workers have no file system: `saveTo` refuses with a typed error there. */
import type { FileSystem } from './file-system.js';

export type { FileSystem };
export const fileSystem: (() => Promise<FileSystem>) | undefined = undefined;
