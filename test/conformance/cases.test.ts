/**
 * Every case of conformance/cases.json, run with the TypeScript client against the fake over
 * loopback, driven through the fake's control API only. The Python client runs the same file.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations as table } from '../../src/generated/operations.js';
import { type FakeServer, createFakeServer } from '../../src/testing/index.js';
import { type Fake, type Json, runCase } from './run-case.js';

const file = JSON.parse(
  readFileSync(new URL('../../conformance/cases.json', import.meta.url), 'utf8'),
) as Json;
const operations = Object.fromEntries(file.operations.map((o: Json) => [o.operationId, o]));

let server: FakeServer;
let fake: Fake;

beforeAll(async () => {
  server = await createFakeServer({ control: true, rateLimits: false });
  fake = { url: server.url, controlUrl: server.controlUrl as string, keys: server.keys };
});
afterAll(() => server.close());

describe('conformance/cases.json', () => {
  it('says it is generated, and covers every operation of the client once', () => {
    expect(file.$comment).toMatch(/Generated from openapi\.json.*Do not edit/);
    const covered = file.cases
      .filter((c: Json) => c.name.startsWith('operation/'))
      .map((c: Json) => c.call.operationId)
      .sort();
    expect(covered).toEqual(Object.keys(table).sort());
  });

  it('fails a case whose expectation the client does not meet', async () => {
    const billed = file.cases.find((c: Json) => c.name === 'retry/billed/503-service_unavailable');
    const wrong = structuredClone(billed);
    wrong.expect.requests[0].count = 3;
    wrong.expect.error.class = 'RateLimitError';
    const problems = await runCase(fake, operations, wrong);
    expect(problems).toHaveLength(2);
  });

  it('fails a hooks case whose event sequence the client does not give', async () => {
    const read = file.cases.find((c: Json) => /^hooks\/read\/\d+-then-200$/.test(c.name));
    const wrong = structuredClone(read);
    wrong.expect.hookEvents[2].waitSource = 'backoff';
    const problems = await runCase(fake, operations, wrong);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^hookEvents: expected/);
    // A missing event fails too.
    const short = structuredClone(read);
    short.expect.hookEvents.pop();
    expect(await runCase(fake, operations, short)).toHaveLength(1);
  });

  for (const c of file.cases as Json[]) {
    it(`${c.name}: ${c.description}`, async () => {
      expect(await runCase(fake, operations, c)).toEqual([]);
    });
  }
});
