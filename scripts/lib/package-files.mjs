// Which files of a packed tarball do not belong: an allow-list (the files the build made in dist/,
// plus the package's own few), never a deny-list, so anything new that lands in dist/ is caught.

/** The files besides dist/ that the package ships. */
export const PACKAGE_FILES = ['README.md', 'CHANGELOG.md', 'LICENSE', 'package.json'];

/** Each tarball file that is neither made by the build (`built`) nor one of PACKAGE_FILES, with why. */
export function unexpectedFiles(tarballFiles, built) {
  const problems = [];
  for (const f of tarballFiles) {
    if (f.startsWith('dist/')) {
      if (!built.has(f)) problems.push(`${f} was not made by the build (left in dist/ by something else?)`);
    } else if (!PACKAGE_FILES.includes(f)) problems.push(`${f} is not part of the package`);
  }
  return problems;
}
