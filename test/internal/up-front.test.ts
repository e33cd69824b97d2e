/**
 * What `import 'sports-data-sdk'` and `new SportsData()` load up front: the modules src/index.ts
 * reaches by static imports (not type-only, not `import()`), read from the sources. The call machine
 * and its driver load with a client's first call (call-machine.ts); a static import of either from
 * anything the client is made with puts them back in every app's initial chunk (about 4 kB
 * min+gzip), which the size budget alone would let pass.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** The relative value imports of a module, static only. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const statics = /^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"](\.[^'"]+)['"]/gm;
  for (const [, keyword, typeOnly, clause, specifier] of text.matchAll(statics)) {
    if (typeOnly || (keyword === 'export' && !clause)) continue;
    const names = /\{([^}]*)\}/.exec(clause ?? '')?.[1];
    if (names?.split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim()))) continue;
    found.push(resolve(dirname(file), (specifier as string).replace(/\.js$/, '.ts')));
  }
  return found;
}

function upFront(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  visit(entry);
  return new Set([...seen].map((file) => relative(SRC, file)));
}

describe('what the package loads up front', () => {
  it('is not the call machine, its driver or what they load on first use', () => {
    const loaded = upFront(resolve(SRC, 'index.ts'));
    // The walk reads what it means to: the client and the seam it calls through.
    expect(loaded).toContain('client.ts');
    expect(loaded).toContain('internal/call-machine.ts');
    for (const lazy of [
      'internal/engine.ts',
      'internal/driver.ts',
      'internal/retry.ts',
      'internal/arguments.ts',
      'internal/pacing.ts',
      'internal/error-from-response.ts',
      // hooks and telemetry: their shape is checked by the constructor (core/hooks.ts), not by these.
      'internal/observe.ts',
      'internal/telemetry.ts',
    ])
      expect(loaded, lazy).not.toContain(lazy);
  });
});
