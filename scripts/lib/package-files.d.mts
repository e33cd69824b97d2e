export declare const PACKAGE_FILES: readonly string[];
export declare function unexpectedFiles(
  tarballFiles: readonly string[],
  built: ReadonlySet<string>,
): string[];
