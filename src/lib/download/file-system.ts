/**
 * The Node build's file access for `ExportFile.saveTo`: `node:fs` and `node:path`, loaded on first
 * use so that importing the SDK never loads them. The browser and worker build swaps this module
 * for `file-system.web.ts` (see tsup.config.ts).
 */
export interface FileSystem {
  readonly fs: typeof import('node:fs').promises;
  readonly constants: typeof import('node:fs').constants;
  readonly path: typeof import('node:path');
}

export const fileSystem: (() => Promise<FileSystem>) | undefined = async () => {
  const [fs, path] = await Promise.all([import('node:fs'), import('node:path')]);
  return { fs: fs.promises, constants: fs.constants, path };
};
