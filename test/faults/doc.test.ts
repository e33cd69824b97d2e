/**
 * docs/faults.md is generated from the case list the fault suites run (cases.ts), so the table
 * cannot drift from what is tested. `UPDATE_FAULTS_DOC=1 npx vitest run test/faults/doc.test.ts`
 * rewrites it; otherwise this test fails when the file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '../../src/generated/operations.js';
import { FAULT_CASES, FREE_READ, USAGE_TARGETS } from './cases.js';
import { DOC, renderFaultsDoc } from './doc.js';

describe('docs/faults.md', () => {
  it('the suites cover every usage-billed operation of the table, and the free read is free', () => {
    const usage = Object.values(operations)
      .filter((op) => op.billing === 'usage')
      .map((op) => op.id)
      .sort();
    expect(USAGE_TARGETS.map((t) => t.operationId).sort()).toEqual(usage);
    expect(operations[FREE_READ.operationId as keyof typeof operations].billing).toBe('free');
    const ids = FAULT_CASES.map((fault) => fault.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is in sync with the case list', () => {
    const rendered = renderFaultsDoc();
    if (process.env.UPDATE_FAULTS_DOC === '1') writeFileSync(DOC, rendered);
    let current = '';
    try {
      current = readFileSync(DOC, 'utf8');
    } catch {}
    expect(
      current,
      'docs/faults.md is stale: UPDATE_FAULTS_DOC=1 npx vitest run test/faults/doc.test.ts',
    ).toBe(rendered);
  });
});
