/**
 * The release tooling's own decisions, on inputs made to fail: the workflow validator refuses a
 * workflow that would publish untested files, hold more rights than it needs, or run a command the
 * release check never ran; the metadata reader finds a relative link, the CHANGELOG's release and
 * its pending entries, and the fields of a wheel's METADATA. The whole pipeline runs in
 * `npm run release:check`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { metadataFields } from '../../scripts/release/check-python.mjs';
import { WORKFLOW, inspectWorkflow } from '../../scripts/release/check-workflow.mjs';
import {
  changelogHead,
  changelogSection,
  derived,
  markdownLinks,
  problems,
  pythonUrls,
} from '../../scripts/release/metadata.mjs';

const text = readFileSync(WORKFLOW, 'utf8');
type Workflow = {
  jobs: Record<string, { permissions?: unknown; needs?: string[]; steps: Record<string, unknown>[] }>;
};
const mutate = (edit: (w: Workflow) => void) => {
  const doc = parse(text) as Workflow;
  edit(doc);
  return inspectWorkflow(stringify(doc)).problems;
};

describe('the release workflow', () => {
  it('is valid as committed, and calls the release steps', () => {
    const { problems: found, calls } = inspectWorkflow(text);
    expect(found).toEqual([]);
    expect(calls.map((c) => c.step)).toEqual(
      expect.arrayContaining([
        'build',
        'check-npm',
        'check-python',
        'test-npm',
        'test-wheel',
        'publish-npm',
        'pypi-dir',
      ]),
    );
  });

  it('refuses a command that is not a release step', () => {
    const found = mutate((w) => w.jobs.build?.steps.push({ run: 'curl https://example.com/x.sh | sh' }));
    expect(found.join()).toMatch(/neither a setup command nor a release step/);
  });

  it('refuses publishing that does not wait for a test job', () => {
    const found = mutate((w) => {
      const job = w.jobs['publish-npm'];
      if (job) job.needs = ['build'];
    });
    expect(found.join()).toMatch(/publish-npm does not wait for test-wheel/);
  });

  it('refuses a publishing job without id-token, or with more rights', () => {
    expect(
      mutate((w) =>
        Object.assign(w.jobs['publish-pypi'] ?? {}, { permissions: { contents: 'read' } }),
      ).join(),
    ).toMatch(/publish-pypi must hold exactly/);
    expect(
      mutate((w) =>
        Object.assign(w.jobs['publish-npm'] ?? {}, {
          permissions: { contents: 'write', 'id-token': 'write' },
        }),
      ).join(),
    ).toMatch(/publish-npm must hold exactly/);
  });

  it('refuses a second build, an unpinned action and a PyPI password', () => {
    expect(
      mutate((w) =>
        w.jobs['test-npm']?.steps.push({ run: 'node scripts/release/step.mjs build --out release' }),
      ).join(),
    ).toMatch(/built once/);
    expect(mutate((w) => w.jobs.build?.steps.splice(1, 1, { uses: 'actions/checkout@main' })).join()).toMatch(
      /not pinned/,
    );
    const found = mutate((w) => {
      const step = w.jobs['publish-pypi']?.steps.find((s) => String(s.uses).startsWith('pypa/'));
      if (step) step.with = { ...(step.with as object), password: 'pypi-token' };
    });
    expect(found.join()).toMatch(/password/);
  });

  it('refuses YAML that does not parse', () => {
    expect(inspectWorkflow('on: [\n').problems.join()).toMatch(/does not parse/);
  });
});

describe('the release metadata', () => {
  it('agrees everywhere in this tree', () => {
    expect(problems()).toEqual([]);
  });

  it('derives every address from the repository', () => {
    const facts = derived({ repository: { url: 'git+https://github.com/Acme/sdk.git' } });
    expect(facts.repo).toBe('https://github.com/Acme/sdk');
    expect(facts.site).toBe('https://acme.github.io/sdk/');
    expect(facts.file('python/examples/')).toBe('https://github.com/Acme/sdk/tree/main/python/examples');
    expect(facts.file('docs/faults.md')).toBe('https://github.com/Acme/sdk/blob/main/docs/faults.md');
    expect(() => derived({ repository: 'https://gitlab.com/a/b' })).toThrow(/github\.com/);
  });

  it('reads Markdown links outside code, and the Python project URLs', () => {
    const links = markdownLinks(
      '[a](docs/x.md) `[b](c.md)` [d](#e)\n```\n[f](g.md)\n```\n[h](https://x.y/z)',
    );
    expect(links).toEqual(['docs/x.md', '#e', 'https://x.y/z']);
    expect(
      pythonUrls('[project.urls]\nHomepage = "https://h/"\nIssues = "https://i/"\n\n[other]\nx = "y"\n'),
    ).toEqual({
      Homepage: 'https://h/',
      Issues: 'https://i/',
    });
  });

  it('finds the CHANGELOG release, its section and pending entries', () => {
    const log =
      '# Changelog\n\n## [Unreleased]\n\n### Added\n- a thing\n\n## [1.2.0] - 2026-01-02\n\n### Fixed\n- b\n\n## [1.1.0] - 2025-12-01\n- c\n';
    expect(changelogHead(log)).toEqual({ version: '1.2.0', date: '2026-01-02', pending: true });
    expect(changelogHead(log.replace('- a thing\n', ''))).toMatchObject({ pending: false });
    expect(changelogSection('1.2.0', log)).toBe('### Fixed\n- b');
    expect(changelogSection('9.9.9', log)).toBeUndefined();
  });

  it('reads a wheel METADATA, repeated fields as lists', () => {
    const fields = metadataFields(
      'Metadata-Version: 2.1\nName: x\nVersion: 1.0\nClassifier: A\nClassifier: B\nProject-URL: Home, https://h/\n\n# Body\nKey: not a field\n',
    );
    expect(fields.Version).toEqual(['1.0']);
    expect(fields.Classifier).toEqual(['A', 'B']);
    expect(fields.Key).toBeUndefined();
  });
});
