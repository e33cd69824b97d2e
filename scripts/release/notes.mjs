#!/usr/bin/env node
// The release note: the CHANGELOG's section of the version being released, with where to get it.
//
//   node scripts/release/notes.mjs [--tag vX.Y.Z] [--out FILE] [--strict]
//
// The version is package.json's; --tag (the git tag a release workflow runs for) must name it.
// --strict (the workflow's publish run) also refuses a CHANGELOG whose [Unreleased] section still
// has entries: they would ship without being in the note.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changelogHead, changelogSection, derived, packageJson } from './metadata.mjs';

export function releaseNote({ tag, strict = false } = {}) {
  const { name, version } = packageJson();
  const facts = derived();
  if (tag !== undefined && tag !== `v${version}`)
    throw new Error(`the tag ${tag} is not package.json's version v${version}`);
  const section = changelogSection(version);
  if (!section) throw new Error(`CHANGELOG.md has no section ## [${version}]`);
  const head = changelogHead();
  if (head.version !== version)
    throw new Error(`CHANGELOG.md's latest release is [${head.version}], not [${version}]`);
  if (strict && head.pending)
    throw new Error('CHANGELOG.md [Unreleased] has entries: move them under the release heading first');
  return [
    section,
    '',
    '## Install',
    '',
    `- npm: \`npm install ${name}@${version}\` (https://www.npmjs.com/package/${name}/v/${version}, with provenance)`,
    `- PyPI: \`pip install sports-data-sdk==${version}\` (https://pypi.org/project/sports-data-sdk/${version}/)`,
    `- Reference (both languages): ${facts.site}`,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  try {
    const note = releaseNote({ tag: value('--tag'), strict: args.includes('--strict') });
    const out = value('--out');
    if (out) writeFileSync(out, note);
    else process.stdout.write(note);
  } catch (error) {
    console.error(`release notes: ${error.message}`);
    process.exit(1);
  }
}
