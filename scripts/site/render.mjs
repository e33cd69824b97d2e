// HTML of the reference site: one layout, the sample tabs, operation sections, Markdown pages and
// the Python API pages. Every text from a document, a docstring or a sample is escaped here; links
// are relative, so the site works from any folder (GitHub Pages' /<repo>/, a file:// copy).
import MarkdownIt from 'markdown-it';

export const esc = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

export const slug = (text) =>
  String(text)
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

/** Markdown as the site renders it: no raw HTML, and every heading with an id (for links and search). */
export function markdown() {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.core.ruler.push('heading_ids', (state) => {
    const used = new Set();
    state.tokens.forEach((token, i) => {
      if (token.type !== 'heading_open') return;
      let id = slug(state.tokens[i + 1]?.content ?? '');
      for (let n = 2; used.has(id); n++) id = `${slug(state.tokens[i + 1]?.content ?? '')}-${n}`;
      used.add(id);
      token.attrSet('id', id);
    });
  });
  return md;
}

const md = markdown();
export const renderMarkdown = (text) => md.render(text);
export const renderInline = (text) => md.renderInline(text);

const LABELS = { ts: 'TypeScript', python: 'Python', CLI: 'CLI', curl: 'curl', sh: 'Shell' };

/** A group of samples, one tab each (the same language is chosen in every group of the site). */
export function sampleGroup(samples) {
  const tabs = samples.map((s, i) => {
    const key = s.label ?? s.lang;
    return `<button type="button" role="tab" data-lang="${esc(key)}" aria-selected="${i === 0}">${esc(LABELS[key] ?? key)}</button>`;
  });
  const panes = samples.map(
    (s, i) =>
      `<pre class="sample" data-lang="${esc(s.label ?? s.lang)}" data-sample="${esc(s.id)}"${i === 0 ? '' : ' hidden'}><code>${esc(s.code)}</code></pre>`,
  );
  return `<div class="samples"><div class="tabs" role="tablist">${tabs.join('')}</div>${panes.join('')}</div>`;
}

/** The page around a content: header with search, the navigation, the footer. `base` leads back to the site's root. */
export function layout({ title, base, nav, content, site }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Sports Data SDK ${esc(site.version)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${base}assets/site.css">
<script src="${base}assets/search-index.js" defer></script>
<script src="${base}assets/site.js" defer></script>
</head>
<body data-base="${base}">
<header class="top">
<a class="brand" href="${base}index.html">Sports Data SDK <span class="version">${esc(site.version)}</span></a>
<div class="search"><input id="search" type="search" placeholder="Search operations, guides, Python API…" aria-label="Search the site" autocomplete="off"><ol id="search-results" hidden></ol></div>
</header>
<div class="layout">
<nav class="side" aria-label="Site">${nav(base)}</nav>
<main>${content}</main>
</div>
<footer>Generated from <code>openapi.json</code> by the SDK's own generator (<code>npm run docs</code>). Every sample on this site is run against the SDK's fake service by its test suites. <a href="${esc(site.repo)}">Source</a></footer>
</body>
</html>
`;
}

/** The navigation: overview, guides, one page per namespace, the two API references. */
export function navigation(site) {
  return (base) => {
    const link = (href, text) => `<li><a href="${base}${href}">${esc(text)}</a></li>`;
    return [
      '<h2>Start</h2><ul>',
      link('index.html', 'Overview'),
      '</ul><h2>Guides</h2><ul>',
      ...site.guides.map((g) => link(g.url, g.title)),
      '</ul><h2>Reference</h2><ul>',
      ...site.namespaces.map((n) => link(`reference/${n.name}.html`, n.name)),
      '</ul><h2>API</h2><ul>',
      link('api/typescript/index.html', 'TypeScript (TypeDoc)'),
      link('api/python/index.html', 'Python'),
      '</ul>',
    ].join('');
  };
}

/** A Markdown page whose runnable blocks become sample groups (consecutive blocks share one). */
export function renderPage(source, blocks, samplesOf) {
  const lines = source.split('\n');
  const out = [];
  let prose = [];
  let group = [];
  const flushProse = () => {
    if (prose.join('').trim()) out.push(renderMarkdown(prose.join('\n')));
    prose = [];
  };
  const flushGroup = () => {
    if (group.length) out.push(sampleGroup(group));
    group = [];
  };
  let at = 0;
  for (const block of blocks) {
    const between = lines.slice(at, block.line - 1);
    if (between.join('').trim() !== '') {
      flushGroup();
      prose.push(...between);
    }
    at = block.end;
    const sample = samplesOf(block);
    if (sample) {
      flushProse();
      group.push(sample);
    } else {
      flushGroup();
      prose.push(...lines.slice(block.line - 1, block.end));
    }
  }
  flushGroup();
  prose.push(...lines.slice(at));
  flushProse();
  return out.join('\n');
}

const ACCESS_KEY = { required: 'an API key', none: 'no key (sent without one)' };

/** The access rules of `x-access`, in words. */
export function accessRows(access, allPlans) {
  const rows = [];
  rows.push(['Key', ACCESS_KEY[access.key] ?? access.key]);
  if (access.key !== 'none')
    rows.push(['Key kinds', access.key_kinds.map((k) => `${k} (svc_${k}_…)`).join(', ')]);
  if (access.key !== 'none')
    rows.push(['Plans', access.plans.length === allPlans.length ? 'every plan' : access.plans.join(', ')]);
  if (access.scopes?.length) rows.push(['Key scopes', access.scopes.join(', ')]);
  if (access.verified_coach) rows.push(['Account', 'a verified coach']);
  return rows;
}

const BILLING = {
  free: [
    'free read',
    'Free read: counts one request against the monthly quota and the per-minute read limit. The SDK retries it (connection errors, timeouts, 408, 429 rate_limit_exceeded, 5xx).',
  ],
  usage: [
    'usage-billed',
    'Usage-billed: charged per call. The SDK sends it once and never retries it; pass an idempotency key to retry it yourself safely.',
  ],
};

/** One operation: names in each language, route, billing, access, parameters, errors, the four samples. */
export function operationSection(op, samples) {
  const [badge, billing] = BILLING[op.billing];
  const params = op.parameters.rows;
  const table = params.length
    ? `<table class="params"><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody>${params
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code></td><td>${p.in}</td><td>${esc(p.type)}${p.limits.length ? `<br><small>${esc(p.limits.join('; '))}</small>` : ''}</td><td>${p.required ? 'yes' : 'no'}</td><td>${renderInline(p.description)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>None.</p>';
  const errors = `<table class="errors"><thead><tr><th>Status</th><th>Error class (both clients)</th><th>Codes</th></tr></thead><tbody>${op.errors
    .map(
      (e) =>
        `<tr><td>${e.statuses.join(', ')}</td><td><code>${esc(e.className)}</code></td><td>${e.codes.map((c) => `<code>${esc(c)}</code>`).join(' ') || '—'}</td></tr>`,
    )
    .join('')}</tbody></table>`;
  const access = accessRows(op.access, op.plans)
    .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`)
    .join('');
  const idempotency = op.parameters.headers.some((h) => h.toLowerCase() === 'idempotency-key')
    ? '<p>Takes an <code>Idempotency-Key</code> header (<code>idempotencyKey</code> / <code>idempotency_key=</code>): a repeat with the same key is answered with the first answer, not billed again.</p>'
    : '';
  return `<section class="operation" id="${esc(op.id)}">
<h2><code>${esc(op.namespace)}.${esc(op.methodName)}</code> <span class="summary">${esc(op.summary)}</span></h2>
<p class="route"><span class="method">${op.method}</span> <code>${esc(op.path)}</code> <span class="badge ${op.billing}">${badge}</span></p>
<dl class="names"><dt>TypeScript</dt><dd><code>client.${esc(op.namespace)}.${esc(op.methodName)}()</code></dd><dt>Python</dt><dd><code>client.${esc(op.namespace)}.${esc(op.pythonMethod)}()</code></dd><dt>CLI</dt><dd><code>sports-data ${esc(op.namespace)} ${esc(op.cliCommand)}</code></dd><dt>operationId</dt><dd><code>${esc(op.id)}</code></dd></dl>
${renderMarkdown(op.description.replace(/\n\n\*\*(Billing|Access):\*\*[^\n]*(\n(?!\n)[^\n]*)*/g, ''))}
<h3>Billing</h3><p>${esc(billing)}</p>${idempotency}
<h3>Access</h3><dl class="access">${access}</dl>
<h3>Parameters</h3>${table}
<h3>Returns</h3><p><code>${esc(op.paged ? `page of ${op.itemType}` : op.responseType)}</code>${op.responseDescription ? `: ${renderInline(op.responseDescription)}` : ''}</p>
<h3>Errors</h3>${errors}
<h3>Call it</h3>${sampleGroup(samples)}
</section>`;
}

/** A docstring: Google-style sections (Args:, Returns:, Raises:) as lists, the rest as Markdown. */
export function renderDocstring(text) {
  if (!text) return '';
  const lines = text.split('\n');
  const out = [];
  let prose = [];
  for (let i = 0; i < lines.length; i++) {
    const section = /^(Args|Arguments|Returns|Raises|Yields|Attributes):\s*$/.exec(lines[i]);
    if (!section) {
      prose.push(lines[i]);
      continue;
    }
    out.push(renderMarkdown(prose.join('\n')));
    prose = [];
    const items = [];
    for (i++; i < lines.length && (/^\s+\S/.test(lines[i]) || lines[i] === ''); i++) {
      const item = /^\s{2,8}([\w*.]+)(?: \(([^)]*)\))?:\s*(.*)$/.exec(lines[i]);
      if (item && /^\s{2,8}\S/.test(lines[i]) && !/^\s{9,}/.test(lines[i]))
        items.push({ name: item[1], text: item[3] });
      else if (items.length && lines[i].trim()) items[items.length - 1].text += ` ${lines[i].trim()}`;
    }
    i--;
    out.push(
      `<p class="docsection">${esc(section[1])}</p><dl class="docargs">${items
        .map((it) => `<dt><code>${esc(it.name)}</code></dt><dd>${renderInline(it.text)}</dd>`)
        .join('')}</dl>`,
    );
  }
  out.push(renderMarkdown(prose.join('\n')));
  return out.join('');
}
