#!/usr/bin/env node
// `npm run docs`: the reference site for both languages, static HTML in site/ (gitignored; the
// release workflow publishes it to GitHub Pages). Nothing is fetched when a page is viewed.
//
//   node scripts/site/build.mjs [--out DIR]
//
// - index.html and guides/*.html from scripts/site/pages/*.md (their code blocks are samples);
// - reference/<namespace>.html: every operation of openapi.json (through the code generator's
//   model) with its parameters, errors, billing class and access rules, and its call in
//   TypeScript, Python, the CLI and curl (scripts/site/samples.mjs, the same texts the suites run);
// - api/typescript/: TypeDoc (typedoc.json), from the TSDoc of every public symbol;
// - api/python/: from the Python package's docstrings (scripts/site/python_api.py);
// - assets/: the style, the tabs and the search (an index of every page, section and name).
// dist/ must be built (the samples' ids are read from the fake in it): `npm run build`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/packed.mjs';
import { derived } from '../release/metadata.mjs';
import { siteModel } from './model.mjs';
import {
  esc,
  layout,
  navigation,
  operationSection,
  renderDocstring,
  renderInline,
  renderMarkdown,
  renderPage,
  slug,
} from './render.mjs';
import { fakeIds, fencedBlocks, operationSamples, pageSamples, readPages } from './samples.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The file that marks a folder as a site this script built, so a rebuild may empty it. */
const MARKER = '.sports-data-sdk-site';

/** The Python interpreter that reads the package's docstrings: one that can import httpx. */
function pythonForDocs() {
  const candidates = [
    process.env.SPORTS_DATA_PYTHON,
    join(root, 'python', '.venv', 'bin', 'python'),
    '/usr/bin/python3',
    'python3',
  ];
  for (const python of candidates.filter(Boolean)) {
    const probe = spawnSync(python, ['-c', 'import httpx'], { encoding: 'utf8' });
    if (probe.status === 0) return python;
  }
  throw new Error(
    'no Python with httpx to read the docstrings: apt-get install python3-httpx, or set SPORTS_DATA_PYTHON',
  );
}

function pythonApi() {
  const env = { ...process.env, PYTHONPATH: join(root, 'python', 'src'), PYTHONDONTWRITEBYTECODE: '1' };
  for (const name of Object.keys(env)) if (name.startsWith('SERVICE_')) delete env[name];
  const done = spawnSync(pythonForDocs(), [join(HERE, 'python_api.py')], {
    encoding: 'utf8',
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (done.status !== 0) throw new Error(`python_api.py failed:\n${done.stderr}`);
  return JSON.parse(done.stdout);
}

const PY_PAGES = {
  sports_data: 'sports_data.html',
  'sports_data (namespaces)': 'namespaces.html',
  'sports_data.testing': 'sports_data.testing.html',
  'sports_data.types': 'sports_data.types.html',
};

function pythonItem(item) {
  const head = `<h2 id="${esc(item.name)}"><span class="kind">${esc(item.kind)}</span> <code>${esc(item.name)}${esc(item.kind === 'TypedDict' ? '' : (item.signature ?? ''))}</code></h2>`;
  const bases = item.bases?.length
    ? `<p class="bases">Bases: ${item.bases.map((b) => `<code>${esc(b)}</code>`).join(', ')}</p>`
    : '';
  const members = (item.members ?? [])
    .map(
      (m) =>
        `<dt id="${esc(`${item.name}.${m.name}`)}"><span class="kind">${esc(m.kind)}</span> <code>${esc(m.name)}${esc(m.signature ?? '')}</code></dt><dd>${renderDocstring(m.doc)}</dd>`,
    )
    .join('');
  return `<section class="pyitem">${head}${bases}${renderDocstring(item.doc)}${members ? `<dl class="members">${members}</dl>` : ''}</section>`;
}

/** A 1×1 transparent icon: an ICO header and directory entry around a PNG. */
function favicon() {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(1, 6); // 1 px wide
  head.writeUInt8(1, 7); // 1 px high
  head.writeUInt16LE(1, 10); // planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([head, png]);
}

export async function buildSite(out = join(root, 'site')) {
  if (!existsSync(join(root, 'dist', 'testing', 'index.js')))
    throw new Error('dist/ is missing: run npm run build first');
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const model = siteModel();
  const ids = await fakeIds();
  const pages = readPages();
  const guides = pages.filter((p) => p.name !== 'index');
  const site = { version: pkg.version, repo: derived(pkg).repo, guides, namespaces: model.namespaces };
  const nav = navigation(site);
  const search = [];
  const files = new Map();
  const page = (path, title, content) => {
    const depth = path.split('/').length - 1;
    files.set(path, layout({ title, base: '../'.repeat(depth), nav, content, site }));
  };

  // The folder is emptied only when it is a site this script built (its marker file) or empty:
  // `--out` may name any folder, and nothing this script did not make is removed.
  if (existsSync(out) && readdirSync(out).length > 0 && !existsSync(join(out, MARKER)))
    throw new Error(`${out} is not empty and holds no site built here (${MARKER}): choose another --out`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, MARKER),
    'Built by scripts/site/build.mjs (npm run docs); rebuilt from scratch each time.\n',
  );

  // The hand-written pages.
  for (const p of pages) {
    const samples = pageSamples(p);
    const byLine = new Map(samples.map((s) => [Number(s.id.split(':').pop()), s]));
    const html = renderPage(p.source, fencedBlocks(p.source), (block) => byLine.get(block.line));
    page(p.url, p.title, html);
    search.push({
      title: p.title,
      text: p.name === 'index' ? 'overview install first call' : 'guide',
      url: p.url,
    });
    for (const [, heading] of p.source.matchAll(/^## (.+)$/gm))
      search.push({ title: `${p.title}: ${heading}`, text: 'guide', url: `${p.url}#${slug(heading)}` });
  }

  // One page per namespace.
  for (const ns of model.namespaces) {
    const sections = ns.operations.map((op) => operationSection(op, operationSamples(op, model, ids)));
    const toc = ns.operations
      .map(
        (op) => `<li><a href="#${esc(op.id)}"><code>${esc(op.methodName)}</code></a> ${esc(op.summary)}</li>`,
      )
      .join('');
    page(
      `reference/${ns.name}.html`,
      `${ns.name} reference`,
      `<h1><code>client.${esc(ns.name)}</code></h1>${renderMarkdown(ns.description)}<p>Ids in the samples exist in the fake service (<code>npx sports-data-fake</code>, <code>FakeService()</code>), so each sample runs as shown against it.</p><ul class="toc">${toc}</ul>${sections.join('\n')}`,
    );
    search.push({
      title: `client.${ns.name}`,
      text: `namespace reference ${ns.description}`,
      url: `reference/${ns.name}.html`,
    });
    for (const op of ns.operations)
      search.push({
        title: `${op.namespace}.${op.methodName}`,
        text: `${op.summary} ${op.id} ${op.namespace}.${op.pythonMethod} sports-data ${op.namespace} ${op.cliCommand} ${op.method} ${op.path} ${op.billing === 'usage' ? 'usage-billed' : 'free'}`,
        url: `reference/${ns.name}.html#${op.id}`,
      });
  }

  // The Python API, from the docstrings.
  const py = pythonApi();
  const pyIndex = py.modules
    .map(
      (m) =>
        `<li><a href="${PY_PAGES[m.name]}"><code>${esc(m.name)}</code></a>: ${renderInline((m.doc || '').split('\n')[0])}</li>`,
    )
    .join('');
  page(
    'api/python/index.html',
    'Python API',
    `<h1>Python API</h1><p>Read from the docstrings of <code>sports-data-sdk</code> ${esc(py.version)} (Python ${esc(py.python)}). Method by method, the same operations as the <a href="../../reference/players.html">reference</a>.</p><ul>${pyIndex}</ul>`,
  );
  for (const m of py.modules) {
    const file = PY_PAGES[m.name];
    const toc = m.items
      .map((i) => `<li><a href="#${esc(i.name)}"><code>${esc(i.name)}</code></a></li>`)
      .join('');
    page(
      `api/python/${file}`,
      m.name,
      `<h1><code>${esc(m.name)}</code></h1>${renderDocstring(m.doc)}<ul class="toc columns">${toc}</ul>${m.items.map(pythonItem).join('\n')}`,
    );
    for (const item of m.items) {
      search.push({
        title: item.name,
        text: `python ${m.name} ${item.kind}`,
        url: `api/python/${file}#${item.name}`,
      });
      for (const member of item.members ?? [])
        if (member.kind !== 'key')
          search.push({
            title: `${item.name}.${member.name}`,
            text: `python ${member.kind}`,
            url: `api/python/${file}#${item.name}.${member.name}`,
          });
    }
  }

  for (const [path, html] of files) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), html);
  }
  cpSync(join(HERE, 'assets'), join(out, 'assets'), { recursive: true });
  writeFileSync(join(out, 'assets', 'search-index.js'), `window.SEARCH_INDEX = ${JSON.stringify(search)};\n`);
  // GitHub Pages would otherwise run Jekyll, which drops files whose names start with an underscore.
  writeFileSync(join(out, '.nojekyll'), '');
  // A browser asks every origin for /favicon.ico (TypeDoc's pages name none): a 1×1 icon instead of a 404.
  writeFileSync(join(out, 'favicon.ico'), favicon());

  // The TypeScript API, by TypeDoc (typedoc.json; warnings are errors there).
  const typedoc = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'typedoc', 'bin', 'typedoc'), '--out', join(out, 'api', 'typescript')],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (typedoc.status !== 0) throw new Error(`typedoc failed:\n${typedoc.stdout}\n${typedoc.stderr}`);
  return { pages: files.size, search: search.length, out };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const out = args.includes('--out') ? resolve(args[args.indexOf('--out') + 1]) : join(root, 'site');
  try {
    const built = await buildSite(out);
    console.log(
      `site: ${built.pages} pages and the TypeDoc reference in ${built.out}; search index of ${built.search} entries`,
    );
  } catch (error) {
    console.error(`docs: ${error.message}`);
    process.exit(1);
  }
}
