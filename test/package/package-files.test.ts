// check:package's allow-list: the tarball ships what the build made and the package's own files,
// and nothing else (a bundle a test left in dist/ was shipped in 0.3).
import { describe, expect, it } from 'vitest';
import { unexpectedFiles } from '../../scripts/lib/package-files.mjs';

const built = new Set(['dist/index.js', 'dist/index.d.ts', 'dist/web/index.js']);

describe('what the tarball may hold', () => {
  it('the build outputs and README, CHANGELOG, LICENSE, package.json pass', () => {
    expect(
      unexpectedFiles(['dist/index.js', 'dist/web/index.js', 'README.md', 'LICENSE', 'package.json'], built),
    ).toEqual([]);
  });

  it('a file left in dist/ by anything but the build fails, named', () => {
    const problems = unexpectedFiles(['dist/index.js', 'dist/main.js', 'dist/main.js.LICENSE.txt'], built);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('dist/main.js was not made by the build');
  });

  it('anything outside dist/ but the package files fails', () => {
    expect(unexpectedFiles(['src/index.ts', '.env'], built)).toHaveLength(2);
  });
});
