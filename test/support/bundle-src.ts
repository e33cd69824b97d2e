/**
 * Bundles entry points of `src/` with esbuild, for tests that run the SDK as it is now in a child
 * process (no build step needed). Dependencies stay external, so `outdir` must lie inside the
 * project for its bare imports (optional peers, dev tools) to resolve.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** `entries` maps an output name to a source file; returns the bundles' file URLs by name. */
export async function bundleSource<Name extends string>(
  entries: Record<Name, string>,
  outdir: string,
): Promise<Record<Name, string>> {
  await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node18',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
  });
  const urls = {} as Record<Name, string>;
  for (const name of Object.keys(entries) as Name[])
    urls[name] = pathToFileURL(join(outdir, `${name}.mjs`)).href;
  return urls;
}
