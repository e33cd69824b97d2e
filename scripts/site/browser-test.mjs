#!/usr/bin/env node
// `npm run test:site`: the built reference site (site/, `npm run docs`) in Debian's Chromium
// (playwright-core, as scripts/browser-test.mjs drives it):
//
// 1. serves site/ from a static server on 127.0.0.1 and opens every page reachable from
//    index.html (ours and TypeDoc's): no console error, no page error, and no request anywhere but
//    the site's own origin (nothing is fetched from the network at view time);
// 2. every internal link resolves: the file exists, and a #fragment names an element of the page;
// 3. the sample tabs switch language on the players page, and a screenshot of that page is written
//    to .tmp/site-test/players.png for review;
// 4. the search box finds an operation by a word of its summary and its result opens its section.
//
//   node scripts/site/browser-test.mjs [--site DIR] [--out DIR]
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { root } from '../lib/packed.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CONCURRENCY = 2;

function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (file.endsWith('/')) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

export async function testSite({ dir = join(root, 'site'), out = join(root, '.tmp', 'site-test') } = {}) {
  const site = resolve(dir);
  if (!existsSync(join(site, 'index.html')))
    throw new Error(`${site}/index.html is missing: run npm run docs first`);
  mkdirSync(out, { recursive: true });
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`no Chromium at ${executablePath}: apt-get install -y chromium, or set CHROME_PATH`);
  const { server, origin } = await serve(site);
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const problems = [];
  const pages = new Map(); // page path → ids on it
  const links = []; // { from, to }
  try {
    const context = await browser.newContext();
    const queue = ['/index.html'];
    const queued = new Set(queue);
    // A few long-lived tabs, each taking the next page from the queue: a new tab per page costs
    // more than the page itself.
    const worker = async () => {
      const page = await context.newPage();
      // TypeDoc's largest pages (the generated operation table) take long to lay out on a loaded
      // machine: the bound is for a page that never loads, not for a slow one.
      page.setDefaultNavigationTimeout(300_000);
      let path = '';
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`${path}: console error: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`${path}: page error: ${e.message}`));
      page.on('request', (r) => {
        if (!r.url().startsWith(`${origin}/`) && !r.url().startsWith('data:'))
          problems.push(`${path}: requested ${r.url()} (the site must not need the network)`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`${path}: ${r.url()} answered ${r.status()}`);
      });
      try {
        for (let next = queue.shift(); next !== undefined || pending > 0; next = queue.shift()) {
          if (next === undefined) {
            await new Promise((r) => setTimeout(r, 20));
            continue;
          }
          pending += 1;
          path = next;
          try {
            await page.goto(`${origin}${path}`, { waitUntil: 'load' });
            const found = await page.evaluate(() => ({
              ids: [...document.querySelectorAll('[id], a[name]')].map((e) => e.id || e.getAttribute('name')),
              hrefs: [...document.querySelectorAll('a[href]')].map((a) => a.href),
              assets: [...document.querySelectorAll('link[href], script[src], img[src]')].map(
                (e) => e.href || e.src,
              ),
            }));
            pages.set(path, new Set(found.ids));
            for (const href of new Set([...found.hrefs, ...found.assets])) {
              if (!href.startsWith(`${origin}/`)) continue;
              const url = new URL(href);
              links.push({ from: path, to: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) });
              if (url.pathname.endsWith('.html') && !queued.has(url.pathname)) {
                queued.add(url.pathname);
                queue.push(url.pathname);
              }
            }
          } finally {
            pending -= 1;
          }
        }
      } finally {
        await page.close();
      }
    };
    let pending = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    for (const { from, to, hash } of links) {
      const file = join(site, to.endsWith('/') ? `${to}index.html` : to);
      if (!existsSync(file)) problems.push(`${from}: broken link to ${to}`);
      else if (hash && pages.has(to) && !pages.get(to).has(hash))
        problems.push(`${from}: ${to}#${hash} names no element`);
    }

    // The tabs, and the players page for review.
    const players = await context.newPage();
    await players.setViewportSize({ width: 1280, height: 1600 });
    await players.goto(`${origin}/reference/players.html`);
    const group = players.locator('#get_player .samples');
    await group.locator('[role="tab"][data-lang="python"]').click();
    const shown = await group.locator('pre.sample:not([hidden])').getAttribute('data-lang');
    if (shown !== 'python') problems.push(`players: the Python tab shows ${shown}`);
    const code = (await group.locator('pre.sample:not([hidden])').textContent()) ?? '';
    if (!code.includes('client.players.get('))
      problems.push('players: the Python sample of players.get is not shown');
    // The choice holds across groups (and pages): every group on the page now shows Python.
    const others = await players
      .locator('.samples pre.sample:not([hidden])')
      .evaluateAll((e) => e.map((x) => x.dataset.lang));
    if (others.some((l) => l !== 'python'))
      problems.push(`players: groups still showing ${[...new Set(others)].join(', ')}`);
    await group.locator('[role="tab"][data-lang="ts"]').click();
    await players.evaluate(() => window.scrollTo(0, 0));
    const screenshot = join(out, 'players.png');
    await players.screenshot({ path: screenshot, fullPage: false });
    await players.close();

    // The search.
    const home = await context.newPage();
    await home.goto(`${origin}/index.html`);
    await home.fill('#search', 'roster');
    const result = home.locator('#search-results a', { hasText: 'teams.listRoster' });
    await result.first().waitFor({ timeout: 10_000 });
    await result.first().click();
    await home.waitForURL(/reference\/teams\.html#list_team_roster$/, { timeout: 10_000 });
    if (!(await home.locator('#list_team_roster').isVisible()))
      problems.push('search: the result did not open its section');
    await home.fill('#search', 'FakeService');
    const py = home.locator('#search-results a', { hasText: 'FakeService' });
    await py.first().waitFor({ timeout: 10_000 });
    await home.close();
    await context.close();
    return { pages: pages.size, links: links.length, screenshot, problems };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  try {
    const result = await testSite({
      dir: value('--site') ?? join(root, 'site'),
      out: value('--out') ?? join(root, '.tmp', 'site-test'),
    });
    for (const p of result.problems) console.error(`  - ${p}`);
    console.log(
      `site: ${result.pages} pages opened in Chromium, ${result.links} links checked, tabs and search work; screenshot ${result.screenshot}; ${result.problems.length} problem(s)`,
    );
    process.exit(result.problems.length ? 1 : 0);
  } catch (error) {
    console.error(`test:site: ${error.stack ?? error}`);
    process.exit(1);
  }
}
