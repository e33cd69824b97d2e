// The browser app (test/ecosystem/browser-app.mjs) built by four bundlers, each with its default
// settings for a browser build: no plugin beyond what the bundler needs to read node_modules, no
// alias, no external, no polyfill. A warning or an error fails the build. Each build lands in
// `<app>/out-<bundler>/` with an index.html that loads it, for scripts/browser-test.mjs.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build as esbuild, transform } from 'esbuild';
import { rollup } from 'rollup';
import { build as viteBuild } from 'vite';
import webpack from 'webpack';

export const BUNDLERS = ['esbuild', 'rollup', 'vite', 'webpack'];

const page = (script, type = 'module') =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>app</title></head>\n<body><script${type ? ` type="${type}"` : ''} src="./${script}"></script></body></html>\n`;

/** Initial chunks: the entry and what it reaches by static imports; the rest load lazily. */
function reach(entries, staticImports) {
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  for (const entry of entries) visit(entry);
  return initial;
}

async function withEsbuild(app, out, entry) {
  const result = await esbuild({
    entryPoints: [join(app, entry)],
    absWorkingDir: app,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir: out,
    entryNames: 'app',
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  // The app's own entry: each lazy module's chunk is an `entryPoint` in the metafile too.
  const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint === entry);
  const initial = reach([entryFile], (f) =>
    outputs[f].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
  );
  writeFileSync(join(out, 'index.html'), page('app.js'));
  return {
    warnings: result.warnings.map((w) => w.text),
    chunks: Object.keys(outputs)
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ file: join(app, f), initial: initial.has(f) })),
  };
}

async function withRollup(app, out, entry) {
  const warnings = [];
  const bundle = await rollup({
    input: join(app, entry),
    // The one plugin Rollup needs to read node_modules, told the target is a browser.
    plugins: [nodeResolve({ browser: true })],
    onwarn: (warning) => warnings.push(warning.message),
  });
  const { output } = await bundle.write({ dir: out, format: 'es', entryFileNames: 'app.js' });
  await bundle.close();
  const chunks = output.filter((o) => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = reach(
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
    (f) => byName.get(f)?.imports ?? [],
  );
  writeFileSync(join(out, 'index.html'), page('app.js'));
  // Rollup does not minify by itself: its chunks are minified by esbuild for the size figures only.
  return {
    warnings,
    minifyForSize: true,
    chunks: chunks.map((c) => ({ file: join(out, c.fileName), initial: initial.has(c.fileName) })),
  };
}

async function withVite(app, out, entry) {
  const warnings = [];
  const note = (message) => warnings.push(String(message));
  const result = await viteBuild({
    root: app,
    configFile: false,
    logLevel: 'warn',
    customLogger: {
      info() {},
      warn: note,
      warnOnce: note,
      error: note,
      clearScreen() {},
      hasErrorLogged: () => false,
      hasWarned: false,
    },
    // The page is the entry, as in any Vite app; index.html loads browser-app.mjs.
    build: {
      outDir: out,
      emptyOutDir: true,
      ...(entry !== 'browser-app.mjs' && { rollupOptions: { input: join(app, entry) } }),
    },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = output.filter((o) => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = reach(
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
    (f) => byName.get(f)?.imports ?? [],
  );
  return {
    warnings,
    chunks: chunks.map((c) => ({ file: join(out, c.fileName), initial: initial.has(c.fileName) })),
  };
}

async function withWebpack(app, out, entry) {
  // webpack's defaults: entry ./src/index.js, output ./dist/main.js. Only the mode is given, and
  // the output folder spelt out: webpack resolves its default against process.cwd(), not
  // `context`, so a build run from the repository wrote its bundle into the package's own dist/.
  const project = join(app, `webpack-${entry.replace(/\.mjs$/, '')}`);
  rmSync(project, { recursive: true, force: true });
  mkdirSync(join(project, 'src'), { recursive: true });
  cpSync(join(app, entry), join(project, 'src', 'index.js'));
  cpSync(join(app, 'scenario.mjs'), join(project, 'src', 'scenario.mjs'));
  cpSync(join(app, 'package.json'), join(project, 'package.json'));
  const stats = await new Promise((resolve, reject) => {
    webpack(
      { mode: 'production', context: project, output: { path: join(project, 'dist') } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  const info = stats.toJson({ all: false, warnings: true, errors: true, chunks: true, outputPath: true });
  const problems = [...info.errors, ...info.warnings].map((w) => w.message ?? String(w));
  rmSync(out, { recursive: true, force: true });
  cpSync(info.outputPath, out, { recursive: true });
  writeFileSync(join(out, 'index.html'), page('main.js', ''));
  return {
    warnings: problems,
    chunks: info.chunks.flatMap((c) =>
      c.files.filter((f) => f.endsWith('.js')).map((f) => ({ file: join(out, f), initial: c.initial })),
    ),
  };
}

const BUILDERS = { esbuild: withEsbuild, rollup: withRollup, vite: withVite, webpack: withWebpack };

/** min+gzip bytes (level 9, chunk by chunk, as a server sends them) of the initial and the lazy chunks. */
async function sizes(chunks, minify) {
  const total = { initial: 0, lazy: 0 };
  for (const chunk of chunks) {
    let code = readFileSync(chunk.file, 'utf8');
    if (minify) code = (await transform(code, { minify: true, format: 'esm', legalComments: 'none' })).code;
    total[chunk.initial ? 'initial' : 'lazy'] += gzipSync(code, { level: 9 }).length;
  }
  return total;
}

/**
 * Builds `entry` (browser-app.mjs, the scenario; size-app.mjs, for the size figures) in `app`
 * with one bundler into `out-<bundler>[-<entry>]`. Resolves with the problems found and the
 * min+gzip sizes of the initial and the lazy chunks.
 */
export async function bundleApp(bundler, app, entry = 'browser-app.mjs') {
  const out = join(
    app,
    entry === 'browser-app.mjs' ? `out-${bundler}` : `out-${bundler}-${entry.replace(/\.mjs$/, '')}`,
  );
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const built = await BUILDERS[bundler](app, out, entry);
  const code = built.chunks.map((c) => readFileSync(c.file, 'utf8')).join('\n');
  const problems = [...built.warnings];
  // No Node built-in may survive into a browser bundle, not even behind a lazy import.
  for (const match of code.matchAll(
    /(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](node:[a-z_/]+|zlib|stream|fs|crypto)["']/g,
  )) {
    problems.push(`the bundle imports ${match[1]}`);
  }
  if (!built.chunks.some((c) => !c.initial))
    problems.push('no lazy chunk: the download code is loaded up front');
  return {
    bundler,
    out: relative(app, out),
    chunks: built.chunks,
    problems,
    size: await sizes(built.chunks, built.minifyForSize),
  };
}
