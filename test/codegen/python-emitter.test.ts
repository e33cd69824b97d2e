import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPythonFrom } from '../../scripts/codegen/python.mjs';

const spec = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
const clone = () => structuredClone(spec);

describe('the Python emitter', () => {
  it('names methods by the same rule as the TypeScript client, in snake_case', () => {
    const text = renderPythonFrom(spec, '9.9.9').get('sync_resources.py') ?? '';
    expect(text).toContain('    def list_seasons(self, ');
    expect(text).toContain('    def list_sports(self, ');
    expect(text).toContain('    def create_and_poll(self, ');
    expect(text).toContain('    list_sports = with_response(Reference.list_sports)\n');
    expect(renderPythonFrom(spec, '9.9.9').get('version.py')).toContain('VERSION = "9.9.9"');
  });

  it('refuses a method name that is a Python keyword', () => {
    const doc = clone();
    doc.paths['/v1/games'].get.operationId = 'import_games';
    expect(() => renderPythonFrom(doc, '1.0.0')).toThrow(/"import" is a Python keyword/);
  });

  it('refuses a method name the hand-written helpers use', () => {
    const doc = clone();
    doc.paths['/v1/games'].get.operationId = 'download_games';
    expect(() => renderPythonFrom(doc, '1.0.0')).toThrow(/download is reserved/);
  });

  it('refuses a body field that is a keyword or clashes with a per-call option', () => {
    for (const [field, message] of [
      ['class', /"class" is a Python keyword/],
      ['timeout', /clashes with a per-call option/],
    ] as const) {
      const doc = clone();
      doc.components.schemas.QueryCreateRequest.properties[field] = { type: 'string' };
      expect(() => renderPythonFrom(doc, '1.0.0')).toThrow(message);
    }
  });

  it('closes a status marked x-discriminant, and only that one, as the TypeScript types do', () => {
    const types = renderPythonFrom(spec, '1.0.0').get('types.py') ?? '';
    const field = (cls: string) =>
      new RegExp(`class ${cls}\\((?:TypedDict|_\\w+Fields)\\):[\\s\\S]*?\\n    status: ([^\\n]*)`).exec(
        types,
      )?.[1];
    expect(field('QueryRunBase')).toBe('Literal["queued", "running", "completed", "failed"]');
    expect(field('ExportJobBase')).toBe('Literal["queued", "running", "succeeded", "failed"]');
    // A status the document leaves open (a game's) keeps taking values added later.
    expect(field('Game')).toMatch(/\| str$/);

    const doc = clone();
    delete doc.components.schemas.QueryRunBase.properties.status['x-discriminant'];
    const reopened = renderPythonFrom(doc, '1.0.0').get('types.py') ?? '';
    expect(reopened).toContain('status: Literal["queued", "running", "completed", "failed"] | str');
  });

  it("states a job's fields once: its states extend them and restate only what they change", () => {
    const types = renderPythonFrom(spec, '1.0.0').get('types.py') ?? '';
    const shared = /class _ExportJobBaseFields\(TypedDict\):\n([\s\S]*?)\n\n/.exec(types)?.[1] ?? '';
    expect(shared).toContain('    filters: ExportFilters\n');
    expect(shared).not.toContain('    status:');
    for (const state of ['ExportJobBase', 'ExportJobInProgress', 'ExportJobSucceeded', 'ExportJobFailed']) {
      const body =
        new RegExp(`class ${state}\\(_ExportJobBaseFields\\):\\n([\\s\\S]*?)\\n\\n`).exec(types)?.[1] ?? '';
      expect(body).toContain('    status: ');
      expect(body).not.toContain('    filters:');
    }
    expect(types).toContain('    download_url: str\n');
  });
});
