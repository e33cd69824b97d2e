import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../scripts/codegen/model.mjs';
import { jobs } from '../../src/generated/jobs.js';

const spec = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
const withJob = (change: (job: Record<string, unknown>) => void) => {
  const doc = structuredClone(spec);
  change(doc.paths['/v1/query'].post['x-job']);
  return doc;
};

describe('the job table (x-job)', () => {
  it('is what createAndPoll, the CLI and the Python runtime wait by', () => {
    expect(buildModel(spec).jobs.map((j) => j.namespace)).toEqual(['query', 'exports']);
    expect(jobs.query).toMatchObject({
      idField: 'run_id',
      succeeded: 'completed',
      failed: 'failed',
      hasFile: false,
    });
    expect(jobs.exports).toMatchObject({
      idField: 'id',
      succeeded: 'succeeded',
      failed: 'failed',
      hasFile: true,
    });
  });

  it('stops the generator on a state the job schemas do not have, instead of a wait that never ends', () => {
    expect(() => buildModel(withJob((j) => (j.succeeded = 'complete')))).toThrow(
      /not the shape with status complete/,
    );
    expect(() => buildModel(withJob((j) => (j.failed = 'error')))).toThrow(/has no shape with status error/);
  });

  it('stops the generator on an id field the poll does not take, a poll that is not a free read, or a stray field', () => {
    expect(() => buildModel(withJob((j) => (j.id_field = 'id')))).toThrow(
      /id_field id as its one path parameter/,
    );
    expect(() => buildModel(withJob((j) => (j.get = 'create_export')))).toThrow(
      /must be a free GET of namespace query/,
    );
    expect(() => buildModel(withJob((j) => (j.states = ['x'])))).toThrow(/unknown: states/);
  });
});
