/**
 * No import circle in src/: every `import`/`export … from` that is not type-only, and every dynamic
 * `import()` (a module loaded on first use is still an edge: 0.4's `entryAnchor` re-exports tied 21
 * files into one circle through them), read from the sources, and the graph searched for strongly
 * connected components (Tarjan). A circle makes a module's evaluation order depend on who imports
 * first, and ties every file of it to every other.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The value imports of a module's text: static (not `import type`) and dynamic (not `typeof import`). */
function importsOf(text: string): string[] {
  const found: string[] = [];
  const statics = /^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(statics)) {
    const [, keyword, typeOnly, clause, specifier] = match;
    // `export { x }` with no `from` was not matched; `import './x.js'` (no clause) is a value import.
    if (typeOnly || (keyword === 'export' && !clause)) continue;
    // `import { type A, type B } from`: every name type-only.
    const names = /\{([^}]*)\}/.exec(clause ?? '')?.[1];
    if (
      names &&
      !/\*/.test(clause ?? '') &&
      names.split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim()))
    )
      continue;
    found.push(specifier as string);
  }
  for (const match of text.matchAll(/(typeof\s+)?\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    if (!match[1]) found.push(match[2] as string);
  return found;
}

/** Module → the modules it imports (relative specifiers only: packages are not part of the circle). */
function graph(files: string[]): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts')))
      .map((target) => (files.includes(target) ? target : target.replace(/\.ts$/, '/index.ts')));
    edges.set(
      file,
      targets.filter((target) => files.includes(target)),
    );
  }
  return edges;
}

/** The strongly connected components with more than one module, or a module importing itself. */
function circles(edges: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) as number, order.get(next) as number));
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (edges.get(node) ?? []).includes(node)) found.push(component);
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe('the import graph of src/', () => {
  it('has no circle, static imports and imports loaded on first use alike', () => {
    const files = sources(SRC);
    const edges = graph(files);
    // The engine and its lazy modules are in the graph with their edges (the check reads what it means to).
    const engine = join(SRC, 'internal/engine.ts');
    expect(edges.get(engine)).toContain(join(SRC, 'internal/error-from-response.ts'));
    expect(edges.get(join(SRC, 'internal/driver.ts'))).toContain(join(SRC, 'internal/arguments.ts'));
    const found = circles(edges).map((component) => component.map((file) => relative(SRC, file)).sort());
    expect(found).toEqual([]);
  });

  it('the check finds a circle through a dynamic import, and ignores type-only imports', () => {
    expect(importsOf("import type { A } from './a.js';\nimport { type B } from './b.js';")).toEqual([]);
    expect(importsOf("const m = new X<typeof import('./c.js')>();")).toEqual([]);
    expect(
      importsOf("import { c, type D } from './c.js';\nexport { e } from './e.js';\nawait import('./f.js');"),
    ).toEqual(['./c.js', './e.js', './f.js']);
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(edges).map((c) => c.sort())).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['a']]]))).toEqual([['a']]);
  });
});
