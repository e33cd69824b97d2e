#!/usr/bin/env node
// The walk of one warm `client.players.search({ sport: 'football' })` through the SDK's files, as
// docs/architecture.md states it: which files run code (V8 precise coverage around one warm call)
// and, in order, every time control enters an SDK file from another file (a breakpoint at the start
// of every function that ran, its caller read off the stack).
//
//   node scripts/call-walk.mjs [--json]
//
// A hop is a call of a function of one file from another place: another SDK file, the caller's code,
// or the runtime (a promise reaction, a stream's pull, a timer). Returning to a caller and resuming
// after an `await` are not hops: the frame that continues was already in its file. "Entered" counts
// the hops into each file. src/ is transpiled file by file (esbuild, no bundling) into a temporary
// folder inside the project, so that every function keeps its own file; the call goes over loopback
// to a small server answering one page, so `fetch` and the body reader run as in use.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const json = process.argv.includes('--json');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' || name === 'cli' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const out = mkdtempSync(join(root, 'node_modules', '.call-walk-'));
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-service-plan': 'developer',
      'x-request-id': 'req_000000000000000000000000',
      'x-monthly-quota-limit': '100000',
      'x-monthly-quota-remaining': '99999',
      'x-monthly-quota-reset': '2030-01-01T00:00:00Z',
    });
    res.end(JSON.stringify({ data: [{ id: 'plr_1', name: 'A B' }], has_more: false, next_cursor: null }));
  });
});

try {
  await build({
    entryPoints: sourceFiles(join(root, 'src')),
    outdir: out,
    outbase: join(root, 'src'),
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node18',
    logLevel: 'silent',
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const { SportsData } = await import(pathToFileURL(join(out, 'index.js')).href);
  const client = new SportsData({
    apiKey: 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    baseURL: `http://127.0.0.1:${port}`,
    logLevel: 'off',
  });
  const call = () => client.players.search({ sport: 'football' });
  // Warm: every module loaded on first use is there, every function compiled.
  for (let i = 0; i < 3; i++) await call();

  const tracer = new Worker(new URL('./lib/call-walk-tracer.mjs', import.meta.url), {
    workerData: { prefix: pathToFileURL(out).href, user: import.meta.url },
  });
  const ask = (message) =>
    new Promise((resolve, reject) => {
      tracer.once('message', resolve);
      tracer.once('error', reject);
      tracer.postMessage(message);
    });
  await ask('coverage-start');
  await call();
  await ask('coverage-take');
  await call();
  const walk = await ask('breakpoints-take');
  await tracer.terminate();

  const name = (url) =>
    url.startsWith(pathToFileURL(out).href)
      ? `src/${relative(out, fileURLToPath(url)).replace(/\.js$/, '.ts')}`
      : url === import.meta.url
        ? 'caller'
        : 'runtime';
  const files = walk.covered.map(name);
  const hops = walk.entries
    .map((entry) => ({ ...entry, file: name(entry.file), from: name(entry.from) }))
    .filter((entry) => entry.file !== entry.from);
  const entered = {};
  for (const hop of hops) entered[hop.file] = (entered[hop.file] ?? 0) + 1;
  if (json) {
    process.stdout.write(`${JSON.stringify({ files, hops, entered }, null, 2)}\n`);
  } else {
    console.log(`files that ran code: ${files.length}`);
    for (const file of files) console.log(`  ${file}`);
    console.log(`\nhops: ${hops.length}`);
    for (const [index, hop] of hops.entries())
      console.log(
        `  ${String(index + 1).padStart(2)}. ${hop.from} -> ${hop.file} (${hop.fn || '(anonymous)'})`,
      );
    const twice = Object.entries(entered).filter(([, n]) => n > 1);
    console.log(
      `\nfiles entered more than once: ${twice.length === 0 ? 'none' : twice.map(([f, n]) => `${f} (${n})`).join(', ')}`,
    );
  }
} finally {
  server.close();
  rmSync(out, { recursive: true, force: true });
}
