/**
 * No contract fact is written as a literal in hand-written code: the key format, id formats and
 * prefixes, job states, prices, the plan table's limits and the lists' `limit` bounds live in
 * openapi.json and reach the code through the generated tables (src/generated,
 * python/src/sports_data/_generated, conformance/cases.json). Scanned: the code of both clients,
 * the CLI, the fake and the generator, without comments and docstrings (prose may quote a fact).
 * The facts are read from the document itself, so a new id prefix or state is looked for too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ID_PREFIXES, JOB_STATES, REQUEST_ID } from '../../src/generated/fake-surface.js';
import * as sdkPolicy from '../../src/generated/policy.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../src/generated/validation.js';
import { ROOT } from './mutation-tree.js';

const doc = JSON.parse(readFileSync(path.join(ROOT, 'openapi.json'), 'utf8'));

const SCANNED = ['src', 'python/src', 'scripts/codegen', 'scripts/generate.mjs'];
const GENERATED = new Set(['generated', '_generated', '__pycache__', 'node_modules']);
/** Build outputs inside scanned folders (gitignored): the bundled fake is src/testing/ compiled. */
const BUILT = new Set(['python/src/sports_data/testing/sports_data_fake.mjs']);

function codeFiles(rel: string): string[] {
  const full = path.join(ROOT, rel);
  if (/\.(ts|mjs|py)$/.test(rel)) return [rel];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (GENERATED.has(entry.name)) return [];
    const child = `${rel}/${entry.name}`;
    if (BUILT.has(child)) return [];
    if (entry.isDirectory()) return codeFiles(child);
    return /\.(ts|mjs|py)$/.test(entry.name) && !entry.name.endsWith('.d.mts') ? [child] : [];
  });
}

/** The file's code lines (1-based numbers kept), without comments and Python docstrings. */
function codeLines(rel: string): Array<[number, string]> {
  const python = rel.endsWith('.py');
  const out: Array<[number, string]> = [];
  let inDocstring = false;
  readFileSync(path.join(ROOT, rel), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const text = line.trim();
      if (python) {
        const quotes = text.split('"""').length - 1;
        if (inDocstring) {
          if (quotes % 2 === 1) inDocstring = false;
          return;
        }
        if (text.startsWith('"""')) {
          if (quotes === 1) inDocstring = true;
          return;
        }
        if (text.startsWith('#')) return;
        out.push([i + 1, line.replace(/\s#\s.*$/, '')]);
      } else {
        if (text.startsWith('*') || text.startsWith('//') || text.startsWith('/*')) return;
        out.push([i + 1, line.replace(/\s\/\/\s.*$/, '')]);
      }
    });
  return out;
}

const alternation = (words: readonly string[]) =>
  words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/** A number in any spelling code uses: `25000`, `25_000`. */
const spelled = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '_?');
const plans: Array<Record<string, unknown>> = Object.values(doc['x-plans'].plans);
/** The plan table's numbers that could not be anything else: round powers of ten and small ones are too common. */
const planNumbers = [
  ...new Set(
    plans.flatMap((row) => Object.values(row)).filter((v): v is number => typeof v === 'number' && v >= 2000),
  ),
].filter((n) => !/^10*$/.test(String(n)));
const limit = doc.components.parameters.Limit.schema;

const RULES: Record<string, RegExp> = {
  'the key format': new RegExp(alternation([sdkPolicy.API_KEY_PREFIX])),
  'an id format or prefix': new RegExp(
    `\\b(?:${alternation([...new Set([...Object.values(ID_PREFIXES), REQUEST_ID.prefix])])})_(?:\\[|[A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*\\b)`,
  ),
  'a job state': new RegExp(
    `['"](?:${alternation([...new Set(Object.values(JOB_STATES).flatMap((k) => [...k.inProgress, k.succeeded, k.failed]))])})['"]`,
  ),
  // `$1` is a replacement group, not money: a price has two digits or a decimal point.
  'a price': /\$(?:\d{2,}|\d\.\d)/,
  'a plan limit': new RegExp(`(?<![\\w.])(?:${planNumbers.map(spelled).join('|')})(?![\\w.])`),
  "a list's limit": new RegExp(
    `\\blimit\\b[^;\\n]{0,40}(?<![\\w.])(?:${limit.maximum}|${limit.default})(?![\\w.])`,
    'i',
  ),
  'the idempotency key length': new RegExp(
    `idempotency[^;\\n]{0,40}(?<![\\w.])${IDEMPOTENCY_KEY_MAX_LENGTH}(?![\\w.])`,
    'i',
  ),
};

/** Lines where a rule matches something that is not the fact, each with why. */
const ALLOWED: Array<{ file: string; rule: string; text: string; why: string }> = [
  {
    file: 'scripts/codegen/model.mjs',
    rule: 'a job state',
    text: "'succeeded', 'failed'",
    why: 'the field names of x-job (the generator reads the states from them), not states',
  },
  {
    file: 'scripts/codegen/jobs.mjs',
    rule: 'a job state',
    text: "'succeeded', 'failed'",
    why: "the job table's column names, not states",
  },
  {
    file: 'python/src/sports_data/testing/_service.py',
    rule: 'a job state',
    text: 'state = "running" if self.running else "closed"',
    why: "the fake process's state in its repr, not a job's",
  },
];

function findings() {
  const found: Array<{ file: string; line: number; rule: string; text: string }> = [];
  for (const file of SCANNED.flatMap(codeFiles))
    for (const [line, text] of codeLines(file))
      for (const [rule, pattern] of Object.entries(RULES))
        if (pattern.test(text)) found.push({ file, line, rule, text: text.trim() });
  return found;
}

describe('contract facts in hand-written code', () => {
  const found = findings();
  const allowed = (f: (typeof found)[number]) =>
    ALLOWED.some((a) => a.file === f.file && a.rule === f.rule && f.text.includes(a.text));

  it('are read from the generated tables, never written as literals', () => {
    expect(found.filter((f) => !allowed(f)).map((f) => `${f.file}:${f.line} ${f.rule}: ${f.text}`)).toEqual(
      [],
    );
  });

  it('the allow-list holds only lines that still need it', () => {
    for (const entry of ALLOWED)
      expect(
        found.some((f) => f.file === entry.file && f.rule === entry.rule && f.text.includes(entry.text)),
      ).toBe(true);
  });

  it('the rules find what they look for (each one, on a line written to break it)', () => {
    const lines = [
      `const KEY = /^${sdkPolicy.API_KEY_PREFIX}test_/;`,
      `const id = '${ID_PREFIXES.Player}_7Kq2Xb9LmN4pR8sT';`,
      `if (job.status === '${JOB_STATES.exports.succeeded}') return;`,
      'const fee = "$0.05 a request";',
      `const reads = ${spelled(planNumbers[0]!).replaceAll('_?', '_')};`,
      `const limit = Math.min(requested, ${limit.maximum});`,
      `if (idempotencyKey.length > ${IDEMPOTENCY_KEY_MAX_LENGTH}) throw new Error();`,
    ];
    const hits = Object.entries(RULES).map(([rule, pattern]) => [rule, lines.some((l) => pattern.test(l))]);
    expect(Object.fromEntries(hits)).toEqual(Object.fromEntries(Object.keys(RULES).map((r) => [r, true])));
    // …and not what only looks like them: a field name, a replacement group, a duration.
    const innocent = [
      'row.team_id',
      "text.replace(re, '$1 $2')",
      'const WINDOW_MS = pacingPolicy.PACING_WINDOW_MS;',
    ];
    expect(innocent.filter((l) => Object.values(RULES).some((p) => p.test(l)))).toEqual([]);
  });
});
