/** `x-sdk` is read strictly (scripts/codegen/policy.mjs): a policy a client would read half of stops the generator. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorClassFor, readPolicy } from '../../scripts/codegen/policy.mjs';

const spec = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
const clone = () => structuredClone(spec);
type Doc = typeof spec;

describe('x-sdk', () => {
  it('gives the key pattern and the class of every status', () => {
    const policy = readPolicy(spec);
    expect(new RegExp(policy.keyPattern).test(`svc_test_${'a1'.repeat(16)}`)).toBe(true);
    expect(new RegExp(policy.keyPattern).test(`svc_demo_${'a1'.repeat(16)}`)).toBe(false);
    expect([402, 429, 502, 409].map((s) => errorClassFor(policy, s))).toEqual([
      'BillingError',
      'RateLimitError',
      'InternalServerError',
      'APIError',
    ]);
  });

  it.each([
    ['a missing section', (d: Doc) => delete d['x-sdk'].polling, /x-sdk lacks polling/],
    ['an unknown field', (d: Doc) => (d['x-sdk'].retry.tries = 3), /x-sdk\.retry has unknown fields: tries/],
    [
      'a cap that is not a number',
      (d: Doc) => (d['x-sdk'].retry.maxRetryAfterSeconds = '60'),
      /positive number/,
    ],
    ['a status that is not an error', (d: Doc) => (d['x-sdk'].retry.statuses = [200]), /error status/],
    ['a status listed twice', (d: Doc) => (d['x-sdk'].retry.statuses = [503, 503]), /twice/],
    ['a jitter of the whole wait', (d: Doc) => (d['x-sdk'].retry.backoff.jitter = 1), /below 1/],
    [
      'a rate-limit code that is not a 429 code',
      (d: Doc) => (d['x-sdk'].retry.rateLimitCodes = ['not_found']),
      /not_found is not a 429 code/,
    ],
    [
      'a class that is not an error class',
      (d: Doc) => (d['x-sdk'].errorClasses.byStatus['409'] = 'Conflict'),
      /ending in Error/,
    ],
    [
      'a poll floor above the interval',
      (d: Doc) => (d['x-sdk'].polling.minIntervalSeconds = 5),
      /minIntervalSeconds/,
    ],
  ])('stops on %s', (_, change, message) => {
    const doc = clone();
    change(doc);
    expect(() => readPolicy(doc)).toThrow(message);
  });
});
