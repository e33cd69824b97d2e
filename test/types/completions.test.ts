/**
 * What an editor offers, asked of the TypeScript language service itself (the engine behind
 * VS Code's completions and hovers): known values after `'`, per-sport stat keys, named hovers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Never written to disk: the language service reads it from memory.
const virtual = path.join(root, 'test/types/__editor.ts');
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => {},
  },
);
if (!config) throw new Error('tsconfig.json did not parse');

let source = '';
const service = ts.createLanguageService({
  getScriptFileNames: () => [virtual],
  getScriptVersion: () => String(source.length) + source,
  getScriptSnapshot: (file) => {
    if (file === virtual) return ts.ScriptSnapshot.fromString(source);
    return existsSync(file) ? ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8')) : undefined;
  },
  getCurrentDirectory: () => root,
  getCompilationSettings: () => config.options,
  getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
  fileExists: (file) => file === virtual || ts.sys.fileExists(file),
  readFile: (file) => (file === virtual ? source : ts.sys.readFile(file)),
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
});

/** The completions an editor shows where `|` stands in `code`. */
function completionsAt(code: string): string[] {
  const at = code.indexOf('|');
  source = `import { SportsData } from '../../src/index.js';\nconst client = new SportsData();\nexport async function f() {\n${code.replace('|', '')}\n}\n`;
  const offset = source.indexOf('export async function f() {\n') + 'export async function f() {\n'.length;
  return (service.getCompletionsAtPosition(virtual, offset + at, {})?.entries ?? []).map((e) => e.name);
}

function hoverAt(code: string, marker: string): string {
  source = `import { SportsData } from '../../src/index.js';\nconst client = new SportsData();\nexport async function f() {\n${code}\n}\n`;
  const info = service.getQuickInfoAtPosition(virtual, source.indexOf(marker));
  return ts.displayPartsToString(info?.displayParts);
}

describe('what an editor offers', { timeout: 60_000 }, () => {
  it("offers the known sports after `sport: '`", () => {
    expect(completionsAt("client.teams.list({ sport: '|' });")).toEqual(
      expect.arrayContaining(['baseball', 'basketball', 'football', 'soccer', 'volleyball']),
    );
  });

  it('offers the stat keys of the sport given, not every sport’s', () => {
    const football = completionsAt("client.players.search({ sport: 'football', sort_by: '|' });");
    expect(football).toEqual(expect.arrayContaining(['passing_yards', 'tackles']));
    expect(football).not.toContain('points_per_game');
    const basketball = completionsAt("client.players.search({ sport: 'basketball', sort_by: '|' });");
    expect(basketball).toContain('points_per_game');
    expect(basketball).not.toContain('passing_yards');
  });

  it('offers known values of outputs too, and hovers name the type', () => {
    expect(completionsAt("const p = await client.players.get('x'); if (p.class_year === '|') {}")).toEqual(
      expect.arrayContaining(['freshman', 'graduate']),
    );
    expect(hoverAt("const player = await client.players.get('x');", 'player')).toBe('const player: Player');
    expect(hoverAt("const run = await client.query.createAndPoll({ prompt: 'x' });", 'run')).toBe(
      'const run: QueryRunCompleted',
    );
    // A union of named variants hovers as its own name, not as `QueryRunInProgress | …`.
    expect(hoverAt("const run = await client.query.get('qr_1');", 'run')).toBe('const run: QueryRun');
    expect(hoverAt("const job = await client.exports.get('exp_1');", 'job')).toBe('const job: ExportJob');
  });

  it('every field of an export job carries its description', () => {
    source = `import type { ExportJobBase } from '../../src/index.js';\nexport type Keys = keyof ExportJobBase;\n`;
    const checker = service.getProgram()?.getTypeChecker();
    const file = service.getProgram()?.getSourceFile(virtual);
    if (!checker || !file) throw new Error('no program');
    const alias = file.statements.find(ts.isTypeAliasDeclaration);
    if (!alias) throw new Error('no alias');
    const base = checker.getTypeAtLocation((alias.type as ts.TypeOperatorNode).type);
    const fields = checker.getPropertiesOfType(base);
    expect(fields.map((f) => f.name)).toContain('filters');
    for (const field of fields) {
      const text = ts.displayPartsToString(field.getDocumentationComment(checker));
      expect(text, field.name).not.toBe('');
    }
  });
});
