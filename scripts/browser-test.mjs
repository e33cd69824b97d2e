#!/usr/bin/env node
// `npm run test:browser`: the browser app, as each bundler builds it, in a real Chromium against
// the fake. One prerequisite: Chromium (Debian: `apt-get install -y chromium`; or CHROME_PATH).
//
//   node scripts/browser-test.mjs [--no-build] [--keep]
//
// 1. builds (unless --no-build), packs and installs the tarball into a consumer project, and
//    builds test/ecosystem/browser-app.mjs with esbuild, Rollup, Vite and webpack (the ecosystem
//    tests' code, scripts/ecosystem/bundlers.mjs);
// 2. serves each build from its own origin (a static server on 127.0.0.1) and starts a fake per
//    build (two more origins: the API and the file host, so every call is cross-origin, CORS);
// 3. drives Debian's Chromium through playwright-core: the page runs the scenario
//    (test/ecosystem/scenario.mjs) with a test key for reads and a live key with
//    dangerouslyAllowBrowser for the usage-billed jobs, and the live-key guard: another live key,
//    without dangerouslyAllowBrowser, is refused in the constructor;
// 4. checks from both ends: the page's result, no error in the console, every request the browser
//    made (the guarded key in none of them, the API and the file host both reached), and what the
//    fake saw (paging, key-less downloads, only the scenario's three keys).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { prepareApp, scenarioConfig, startFake, wireProblems } from './ecosystem/app.mjs';
import { BUNDLERS, bundleApp } from './ecosystem/bundlers.mjs';
import { must, npm } from './lib/packed.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const PAGE_TIMEOUT_MS = 60_000;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

function chromiumPath() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`no Chromium at ${path}: apt-get install -y chromium (Debian), or set CHROME_PATH`);
  }
  return path;
}

/** Serves `<app>/out-<bundler>/` at the root of its own origin on 127.0.0.1, as a deployed app. */
function servePage(app, bundler) {
  const dir = join(app, `out-${bundler}`);
  const server = createServer((req, res) => {
    const file = normalize(join(dir, new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(`${dir}/`) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ close: () => server.close(), origin: `http://127.0.0.1:${server.address().port}` }),
    );
  });
}

/** Chromium logs every 4xx as a failed load; the scenario's typed-error steps cause some on purpose. */
const EXPECTED_CONSOLE = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Opens one bundler's page, lets it run the scenario, and checks it from the browser and the fake. */
async function runPage(context, bundler, app) {
  const problems = [];
  const pages = await servePage(app, bundler);
  const fake = await startFake(app);
  const page = await context.newPage();
  const seen = [];
  page.on('request', (request) =>
    seen.push(request.allHeaders().then((headers) => ({ url: request.url(), headers }))),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CONSOLE.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    const config = scenarioConfig(fake);
    await page.goto(`${pages.origin}/index.html#${encodeURIComponent(JSON.stringify(config))}`);
    const handle = await page.waitForFunction(() => window.__scenario, null, { timeout: PAGE_TIMEOUT_MS });
    const result = await handle.jsonValue();
    if (!result.ok) problems.push(result.error);
    else if (result.guard !== 'refused') problems.push(`live-key guard: ${result.guard}`);

    const requests = await Promise.all(seen);
    const guarded = config.keys.guarded;
    for (const r of requests) {
      if (r.url.includes(guarded) || Object.values(r.headers).some((v) => v.includes(guarded))) {
        problems.push(`the browser sent the guarded live key: ${r.url}`);
      }
    }
    for (const [origin, what] of [
      [fake.url, 'the API'],
      [fake.filesUrl, 'the file host'],
    ]) {
      if (!requests.some((r) => r.url.startsWith(`${origin}/`)))
        problems.push(`the page never reached ${what}`);
    }
    problems.push(...wireProblems(fake));
    const keysSeen = new Set(fake.service.requests.map((r) => r.headers.authorization).filter(Boolean));
    if (keysSeen.size !== 3) problems.push(`the fake saw ${keysSeen.size} keys, expected the scenario's 3`);
    return { bundler, ok: problems.length === 0, steps: result.steps?.length ?? 0, problems };
  } catch (error) {
    problems.push(String(error?.stack ?? error));
    return { bundler, ok: false, steps: 0, problems };
  } finally {
    await page.close();
    await fake.close();
    pages.close();
  }
}

async function main() {
  const executablePath = chromiumPath();
  if (!flag('--no-build')) {
    console.log('building (npm run build)…');
    await must(npm, ['run', 'build']);
  }
  const work = mkdtempSync(join(tmpdir(), 'sports-data-sdk-browser-'));
  let context;
  const results = [];
  try {
    const app = await prepareApp(work);
    for (const bundler of BUNDLERS) {
      const built = await bundleApp(bundler, app);
      if (built.problems.length > 0) throw new Error(`${bundler}: ${built.problems.join('\n')}`);
    }
    context = await chromium.launchPersistentContext(join(work, 'user-data'), {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    console.log((await must(executablePath, ['--version'])).trim().split('\n').at(-1));
    for (const bundler of BUNDLERS) {
      results.push(await runPage(context, bundler, app));
      const r = results.at(-1);
      console.log(
        `${bundler.padEnd(8)} ${r.ok ? 'pass' : 'FAIL'} (${r.steps} steps, live-key guard checked)`,
      );
    }
  } finally {
    await context?.close();
    if (flag('--keep')) console.log(`work dir kept: ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok);
  for (const f of failed) console.error(`\n--- ${f.bundler}:\n${f.problems.join('\n')}`);
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  if (failed.length > 0 || results.length !== BUNDLERS.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
