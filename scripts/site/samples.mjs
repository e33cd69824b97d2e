#!/usr/bin/env node
// Every code sample of the reference site, as data: the call of each operation in TypeScript,
// Python, the CLI and curl (generated from the site model), and the blocks of the hand-written pages
// (scripts/site/pages/*.md). The site shows exactly these texts, and the test suites run exactly
// these texts against the fake: test/site/samples.test.ts (TypeScript, CLI, curl) and
// python/tests/e2e/test_site_samples.py (Python, through `node scripts/site/samples.mjs --json`).
//
// Ids in the samples exist in the fake service as it starts by default (seed 1: `npx
// sports-data-fake`, `createFakeServer()`, `FakeService()`); ids of things a caller creates (a query
// run, an alert, an export job) come from a create call in TypeScript and Python, and from an
// environment variable the sample names in the CLI and curl.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/packed.mjs';
import { siteModel } from './model.mjs';

export const PAGES = join(root, 'scripts', 'site', 'pages');

// ------------------------------------------------------------------------------------------------
// Literals in each language.

const tsString = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const pyString = (s) => JSON.stringify(s);
/** A shell word: as is when it is plain, else single-quoted. */
export const shellWord = (s) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

function tsLiteral(value) {
  if (Array.isArray(value)) return `[${value.map(tsLiteral).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : tsString(k)}: ${tsLiteral(v)}`)
      .join(', ')} }`;
  return typeof value === 'string' ? tsString(value) : JSON.stringify(value);
}

function pyLiteral(value) {
  if (Array.isArray(value)) return `[${value.map(pyLiteral).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyString(k)}: ${pyLiteral(v)}`)
      .join(', ')}}`;
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  return typeof value === 'string' ? pyString(value) : JSON.stringify(value);
}

const lowerFirst = (s) => s.charAt(0).toLowerCase() + s.slice(1);
const snakeCase = (s) => s.replace(/[A-Z]/g, (c, i) => `${i ? '_' : ''}${c.toLowerCase()}`);
const singular = (noun) => (noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ''));

// ------------------------------------------------------------------------------------------------
// The ids the samples use.

/** Ids the fake holds from its first start (seed 1), read through the SDK from dist/ as a user would. */
export async function fakeIds() {
  const { createFakeService } = await import(join(root, 'dist', 'testing', 'index.js'));
  const { SportsData } = await import(join(root, 'dist', 'index.js'));
  const service = createFakeService();
  const client = new SportsData({
    apiKey: service.keys.developer,
    baseURL: service.baseURL,
    fetch: service.fetch,
  });
  const team = (await client.teams.list({ sport: 'football', division: 'ncaa_d1', limit: 1 })).data[0];
  const player = (await client.players.search({ sport: 'football', limit: 1 })).data[0];
  const coach = (await client.teams.listCoaches(team.id, { limit: 1 })).data[0];
  const game = (await client.games.list({ sport: 'football', limit: 1 })).data[0];
  const conference = (
    await client.reference.listConferences({ sport: 'football', division: 'ncaa_d1', limit: 1 })
  ).data[0];
  return { plr: player.id, team: team.id, per: coach.person_id, game: game.id, conf: conference.id };
}

const SEEDED = /^(plr|team|per|game|conf)_[A-Za-z0-9]+$/;

/** The sample arguments with every id of seed data replaced by one the fake holds. */
function withFakeIds(value, ids) {
  if (Array.isArray(value)) return value.map((v) => withFakeIds(v, ids));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFakeIds(v, ids)]));
  const match = typeof value === 'string' ? SEEDED.exec(value) : null;
  return match ? ids[match[1]] : value;
}

// ------------------------------------------------------------------------------------------------
// The four samples of one operation.

/**
 * How a sample gets each path id: a literal from the fake's seed data, or from a create call of the
 * same namespace (TypeScript, Python) and an environment variable (CLI, curl).
 */
function pathIdsOf(op, site, ids) {
  return op.samplePathIds.map(({ name, sample }) => {
    const seeded = SEEDED.exec(sample ?? '');
    if (seeded) return { name, literal: ids[seeded[1]] };
    const create = site.operations.find(
      (o) => o.namespace === op.namespace && o.method === 'POST' && o.pathParams.length === 0,
    );
    if (!create) throw new Error(`${op.id}: no seed id and no create call for {${name}}`);
    const env = name === 'id' ? `${singular(op.namespace).toUpperCase()}_ID` : name.toUpperCase();
    return { name, create, env };
  });
}

/** "An alert to use, made by" / "A query run to use, made by", for the comment above a create call. */
function made(created, ns) {
  const noun =
    created.name === 'id' ? singular(ns) : created.name.replace(/_id$/, '').replace(/^run$/, 'query run');
  return `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun} to use, made by`;
}

export function operationSamples(op, site, ids) {
  const args = op.sampleArgs === null ? null : withFakeIds(op.sampleArgs, ids);
  const pathIds = pathIdsOf(op, site, ids);
  const created = pathIds.find((p) => p.create);
  const result = op.paged
    ? 'page'
    : /^[A-Z][A-Za-z]+$/.test(op.responseType)
      ? lowerFirst(op.responseType)
      : 'result';
  const ns = op.namespace;

  // TypeScript: an ES module (top-level await) that type-checks under strict settings.
  const ts = [
    "import SportsData from 'sports-data-sdk';",
    '',
    'const client = new SportsData(); // reads SERVICE_API_KEY (and SERVICE_BASE_URL)',
    '',
  ];
  if (created) {
    const c = created.create;
    ts.push(
      `// ${made(created, ns)}: ${c.namespace}.${c.methodName} (usage-billed).`,
      `const created = await client.${c.namespace}.${c.methodName}(${tsLiteral(withFakeIds(c.sampleArgs, ids))});`,
    );
  }
  const tsIds = pathIds.map((p) => (p.create ? `created.${p.name}` : tsString(p.literal)));
  const tsArgs = [...tsIds, ...(args ? [tsLiteral(args)] : [])].join(', ');
  ts.push(`const ${result} = await client.${ns}.${op.methodName}(${tsArgs});`);
  ts.push(op.paged ? `console.log(${result}.data, ${result}.hasMore);` : `console.log(${result});`);

  // Python: keyword arguments for query and body fields, ids positional.
  const pyResult = snakeCase(result);
  const py = [
    'from sports_data import SportsData',
    '',
    'client = SportsData()  # reads SERVICE_API_KEY (and SERVICE_BASE_URL)',
    '',
  ];
  if (created) {
    const c = created.create;
    const kw = Object.entries(withFakeIds(c.sampleArgs, ids)).map(([k, v]) => `${k}=${pyLiteral(v)}`);
    py.push(
      `# ${made(created, ns)}: ${c.namespace}.${c.pythonMethod} (usage-billed).`,
      `created = client.${c.namespace}.${c.pythonMethod}(${kw.join(', ')})`,
    );
  }
  const pyIds = pathIds.map((p) => (p.create ? `created[${pyString(p.name)}]` : pyString(p.literal)));
  const pyKw = args ? Object.entries(args).map(([k, v]) => `${k}=${pyLiteral(v)}`) : [];
  py.push(`${pyResult} = client.${ns}.${op.pythonMethod}(${[...pyIds, ...pyKw].join(', ')})`);
  py.push(op.paged ? `print(${pyResult}.data, ${pyResult}.has_more)` : `print(${pyResult})`);

  // The CLI: flags for flat arguments, --json for a body with nested fields.
  const env = pathIds.filter((p) => p.create).map((p) => p.env);
  const comment = created
    ? [
        `# $${created.env}: the ${created.name} of one you created (sports-data ${ns} ${created.create.cliCommand} …)`,
      ]
    : [];
  const cliIds = pathIds.map((p) => (p.create ? `"$${p.env}"` : p.literal));
  let cliArgs = [];
  if (args) {
    const nested = Object.values(args).some((v) => v !== null && typeof v === 'object');
    cliArgs = nested
      ? ['--json', shellWord(JSON.stringify(args))]
      : Object.entries(args).flatMap(([k, v]) => [`--${k.replace(/_/g, '-')}`, shellWord(String(v))]);
  }
  const cli = [...comment, ['sports-data', ns, op.cliCommand, ...cliIds, ...cliArgs].join(' ')];

  // curl: the HTTP request itself, against SERVICE_BASE_URL or the production address.
  let path = op.path;
  for (const p of pathIds) path = path.replace(`{${p.name}}`, p.create ? `$${p.env}` : p.literal);
  const query =
    op.input === 'query' && args
      ? `?${Object.entries(args)
          .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
          .join('&')}`
      : '';
  const curl = [
    ...comment,
    `curl -sS --fail-with-body${op.method === 'GET' ? '' : ` -X ${op.method}`} "\${SERVICE_BASE_URL:-${site.server}}${path}${query}" \\`,
  ];
  const lines = [];
  if (op.auth) lines.push(`-H "Authorization: Bearer $SERVICE_API_KEY"`);
  if (op.input === 'body' && args)
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellWord(JSON.stringify(args))}`);
  if (lines.length === 0) curl[curl.length - 1] = curl.at(-1).replace(/ \\$/, '');
  for (const [i, line] of lines.entries()) curl.push(`  ${line}${i < lines.length - 1 ? ' \\' : ''}`);

  const id = (lang) => `${op.id}.${lang}`;
  return [
    { id: id('ts'), lang: 'ts', run: 'node', code: `${ts.join('\n')}\n`, env: [] },
    { id: id('python'), lang: 'python', run: 'python', code: `${py.join('\n')}\n`, env: [] },
    { id: id('cli'), lang: 'sh', label: 'CLI', run: 'bash', code: `${cli.join('\n')}\n`, env },
    { id: id('curl'), lang: 'sh', label: 'curl', run: 'bash', code: `${curl.join('\n')}\n`, env },
  ].map((s) => ({ ...s, page: `reference/${ns}.html`, anchor: op.id }));
}

// ------------------------------------------------------------------------------------------------
// The hand-written pages and their blocks.

/**
 * A page's source: `# Title` and Markdown. A fenced block whose info string is `ts`, `python`,
 * `python pytest` (run by pytest) or `sh` is a sample and runs; `text`, `json` and `console` blocks
 * show output and do not.
 */
export function readPages() {
  return readdirSync(PAGES)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => {
      const source = readFileSync(join(PAGES, file), 'utf8');
      const title = /^# (.+)$/m.exec(source)?.[1] ?? file;
      const name = file.replace(/\.md$/, '');
      return { name, title, source, url: name === 'index' ? 'index.html' : `guides/${name}.html` };
    });
}

const RUNS = { ts: 'node', typescript: 'node', python: 'python', sh: 'bash' };

/** The fenced blocks of a Markdown text, in order, each with its line; `samples` only those that run. */
export function fencedBlocks(source) {
  const blocks = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    if (i >= lines.length) throw new Error(`a code block opened on line ${start + 1} is never closed`);
    blocks.push({ lang: open[1], info: open[2], code: `${body.join('\n')}\n`, line: start + 1, end: i + 1 });
  }
  return blocks;
}

export function pageSamples(page) {
  return fencedBlocks(page.source)
    .filter((b) => RUNS[b.lang])
    .map((b) => ({
      id: `${page.name}:${b.line}`,
      lang: b.lang === 'typescript' ? 'ts' : b.lang,
      run: b.lang === 'python' && b.info.split(/\s+/).includes('pytest') ? 'pytest' : RUNS[b.lang],
      label: b.info.split(/\s+/).find((w) => w && w !== 'pytest'),
      code: b.code,
      env: [],
      page: page.url,
    }));
}

/** Every sample of the site: each operation's four, then each page's blocks. */
export async function allSamples(site = siteModel(), ids = undefined) {
  const known = ids ?? (await fakeIds());
  return [
    ...site.operations.flatMap((op) => operationSamples(op, site, known)),
    ...readPages().flatMap(pageSamples),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const samples = await allSamples();
  const lang = process.argv.includes('--lang') ? process.argv[process.argv.indexOf('--lang') + 1] : undefined;
  const chosen = lang ? samples.filter((s) => s.lang === lang) : samples;
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(chosen)}\n`);
  else for (const s of chosen) console.log(`--- ${s.id} (${s.run})\n${s.code}`);
}
