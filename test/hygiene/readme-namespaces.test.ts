/** The README's generated namespace table names only methods the client has, and every namespace it has. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SportsData } from '../../src/index.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const block = readme.slice(
  readme.indexOf('<!-- namespaces:begin'),
  readme.indexOf('<!-- namespaces:end -->'),
);
const rows = [...block.matchAll(/^\| `(\w+)` \| ([^|]+) \|/gm)].map((m) => ({
  namespace: m[1] as string,
  methods: [...(m[2] as string).matchAll(/`(\w+)`/g)].map((x) => x[1] as string),
}));

describe('README namespace table', () => {
  it('lists every namespace of the client, each with methods that exist', () => {
    const client = new SportsData({
      apiKey: 'svc_test_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      baseURL: 'http://127.0.0.1:9',
    });
    const namespaces = Object.keys(client).filter((k) => {
      const value = (client as unknown as Record<string, unknown>)[k];
      return value !== null && typeof value === 'object' && !k.startsWith('_');
    });
    expect(namespaces.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.namespace).sort()).toEqual(expect.arrayContaining(namespaces.sort()));
    for (const { namespace, methods } of rows) {
      const target = (client as unknown as Record<string, Record<string, unknown>>)[namespace];
      for (const method of methods)
        expect(typeof target?.[method], `${namespace}.${method}`).toBe('function');
    }
    expect(rows.length).toBeGreaterThan(5);
  });
});
