#!/usr/bin/env node
// The release's facts, each kept in one place and checked everywhere it is repeated:
//
// - the version: package.json's. python/…/_generated/version.py (written by `npm run generate`),
//   the CHANGELOG's latest release heading, the artifacts and `sports_data.__version__` must agree.
// - the public address: package.json's `repository` (the address is not decided yet; whoever
//   decides changes it there). `homepage` (the reference site, on the repository's GitHub Pages)
//   and `bugs` are derived from it in package.json, `[project.urls]` in python/pyproject.toml, and
//   the absolute links of README.md and python/README.md (the npm page and PyPI's long
//   description cannot follow a relative link).
//
//   node scripts/release/metadata.mjs            check, print the problems, exit 1 on any
//   node scripts/release/metadata.mjs --write    rewrite every derived place from package.json
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/packed.mjs';

const read = (file) => readFileSync(join(root, file), 'utf8');
export const packageJson = () => JSON.parse(read('package.json'));

/** `https://github.com/<owner>/<repo>` from package.json's repository (string or object, git+ or not). */
export function repositoryUrl(pkg = packageJson()) {
  const raw = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const match = /^(?:git\+)?https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(raw ?? '');
  if (!match)
    throw new Error(`package.json repository must be a https://github.com/<owner>/<repo> URL, got ${raw}`);
  return `https://github.com/${match[1]}/${match[2]}`;
}

/** Everything derived from the repository's address. */
export function derived(pkg = packageJson()) {
  const repo = repositoryUrl(pkg);
  const [, owner, name] = /github\.com\/([^/]+)\/([^/]+)$/.exec(repo);
  const site = `https://${owner.toLowerCase()}.github.io/${name}/`;
  return {
    repo,
    site,
    bugs: `${repo}/issues`,
    pythonUrls: {
      Homepage: site,
      Documentation: site,
      Repository: repo,
      Issues: `${repo}/issues`,
      Changelog: `${repo}/blob/main/CHANGELOG.md`,
    },
    /** The address of a file or folder of the repository, for a link outside the repository's own pages. */
    file: (path) => `${repo}/${/\/$|^[^.]+$/.test(path) ? 'tree' : 'blob'}/main/${path.replace(/\/$/, '')}`,
  };
}

/** `[project.urls]` of python/pyproject.toml, read as `Name = "value"` lines. */
export function pythonUrls(text = read('python/pyproject.toml')) {
  const table = /^\[project\.urls\]\n((?:[^[\n][^\n]*\n|\n)*)/m.exec(text)?.[1] ?? '';
  return Object.fromEntries([...table.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]));
}

/** The latest released version the CHANGELOG names (`## [x.y.z] - date`), and whether [Unreleased] has entries. */
export function changelogHead(text = read('CHANGELOG.md')) {
  const headings = [...text.matchAll(/^## \[([^\]]+)\](.*)$/gm)];
  const released = headings.find((m) => m[1] !== 'Unreleased');
  const unreleased = headings.find((m) => m[1] === 'Unreleased');
  let pending = false;
  if (unreleased) {
    const start = unreleased.index + unreleased[0].length;
    const next = headings.find((m) => m.index > unreleased.index);
    pending = /^- /m.test(text.slice(start, next ? next.index : undefined));
  }
  return { version: released?.[1], date: released?.[2].replace(/^\s*-\s*/, '').trim(), pending };
}

/** The section of one version in the CHANGELOG (its entries, without the heading), or undefined. */
export function changelogSection(version, text = read('CHANGELOG.md')) {
  const headings = [...text.matchAll(/^## \[([^\]]+)\].*$/gm)];
  const at = headings.findIndex((m) => m[1] === version);
  if (at < 0) return undefined;
  const start = headings[at].index + headings[at][0].length;
  const end = headings[at + 1]?.index ?? text.search(/^\[[^\]]+\]:/m);
  return text.slice(start, end > start ? end : undefined).trim();
}

/** Links of a Markdown text: `[text](target)` and `<a href>`, code blocks and spans left out. */
export function markdownLinks(text) {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)|href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
}

const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|#|\/\/)/i;

/** What is out of step; an empty list when everything agrees. */
export function problems() {
  const out = [];
  const pkg = packageJson();
  let facts;
  try {
    facts = derived(pkg);
  } catch (error) {
    return [error.message];
  }
  // The version.
  const version = pkg.version;
  const generated = /^VERSION = "([^"]+)"/m.exec(read('python/src/sports_data/_generated/version.py'))?.[1];
  if (generated !== version)
    out.push(
      `python/…/_generated/version.py says ${generated}, package.json ${version}: run npm run generate`,
    );
  const head = changelogHead();
  if (head.version !== version)
    out.push(`CHANGELOG.md's latest release heading is [${head.version}], package.json says ${version}`);
  // The address and what derives from it.
  if (pkg.homepage !== facts.site)
    out.push(`package.json homepage must be ${facts.site} (the site), is ${pkg.homepage}`);
  if (pkg.bugs?.url !== facts.bugs)
    out.push(`package.json bugs.url must be ${facts.bugs}, is ${pkg.bugs?.url}`);
  if (pkg.publishConfig?.provenance !== true) out.push('package.json publishConfig.provenance must be true');
  const urls = pythonUrls();
  for (const [name, url] of Object.entries(facts.pythonUrls))
    if (urls[name] !== url)
      out.push(`python/pyproject.toml [project.urls] ${name} must be ${url}, is ${urls[name]}`);
  for (const name of Object.keys(urls))
    if (!(name in facts.pythonUrls)) out.push(`python/pyproject.toml [project.urls] ${name} is not derived`);
  // README links: absolute (the registries' pages resolve no relative link), and ours point at the address.
  for (const file of ['README.md', 'python/README.md']) {
    for (const link of markdownLinks(read(file))) {
      if (RELATIVE.test(link))
        out.push(
          `${file}: relative link ${link} (broken on the npm and PyPI pages): node scripts/release/metadata.mjs --write makes it absolute`,
        );
      else if (
        /github\.com\/[^/]+\/sports-data-sdk\b/.test(link) &&
        !link.startsWith(`${facts.repo}/`) &&
        link !== facts.repo
      )
        out.push(`${file}: ${link} is not under the repository ${facts.repo}`);
      else if (/\.github\.io\/sports-data-sdk\b/.test(link) && !link.startsWith(facts.site))
        out.push(`${file}: ${link} is not under the site ${facts.site}`);
    }
  }
  // What the registries' pages show: a first call, the examples and the site.
  const readme = read('README.md');
  const pyReadme = read('python/README.md');
  if (!readme.includes(facts.site)) out.push(`README.md never links the reference site ${facts.site}`);
  if (!readme.includes(facts.file('examples/'))) out.push('README.md never links the examples folder');
  if (!/```python\n[^`]*SportsData\(/.test(pyReadme)) out.push('python/README.md shows no first call');
  if (!pyReadme.includes(facts.file('python/examples/')))
    out.push('python/README.md (the PyPI page) never links python/examples');
  if (!pyReadme.includes(facts.site))
    out.push('python/README.md (the PyPI page) never links the reference site');
  return out;
}

/** Rewrites every derived place from package.json's repository; answers the files changed. */
export function write() {
  const pkg = packageJson();
  const facts = derived(pkg);
  const changed = [];
  const previous = pythonUrls();
  const swaps = [
    [previous.Repository, facts.repo],
    [previous.Homepage, facts.site],
  ].filter(([from, to]) => from && from !== to);
  const update = (file, edit) => {
    const before = read(file);
    const after = edit(before);
    if (after !== before) {
      writeFileSync(join(root, file), after);
      changed.push(file);
    }
  };
  update('package.json', (text) => {
    const next = { ...JSON.parse(text), homepage: facts.site, bugs: { url: facts.bugs } };
    return `${JSON.stringify(next, null, 2)}\n`;
  });
  update('python/pyproject.toml', (text) =>
    text.replace(
      /^\[project\.urls\]\n(?:[^[\n][^\n]*\n)*/m,
      `[project.urls]\n${Object.entries(facts.pythonUrls)
        .map(([name, url]) => `${name} = "${url}"`)
        .join('\n')}\n`,
    ),
  );
  for (const file of ['README.md', 'python/README.md'])
    update(file, (text) => {
      let next = text;
      for (const [from, to] of swaps) next = next.split(from).join(to);
      // A relative link to a file of the repository becomes its absolute address.
      return next.replace(
        /\]\(((?![a-z][a-z0-9+.-]*:|#|\/\/)[^)\s]+)\)/gi,
        (_, path) => `](${facts.file(path)})`,
      );
    });
  return changed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    const changed = write();
    console.log(changed.length ? `rewrote ${changed.join(', ')}` : 'nothing to rewrite');
  }
  const found = problems();
  for (const p of found) console.error(`metadata: ${p}`);
  if (found.length) process.exit(1);
  console.log(`metadata: version ${packageJson().version} and ${derived().repo} agree everywhere`);
}
