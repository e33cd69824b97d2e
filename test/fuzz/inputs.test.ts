/**
 * Arbitrary query parameters, bodies and call options: each is either sent exactly as given
 * (query parameters read back to the same names and values, the body to the same JSON) or refused
 * with InvalidArgumentError before anything is sent. Never another exception, never a crash.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APIUserAbortError, InvalidArgumentError, SportsDataError } from '../../src/index.js';
import { useLeakScan } from '../support/leak-scan.js';
import * as fuzz from './support.js';

const scan = useLeakScan(1);
scan.secret(fuzz.LIVE_KEY);
const logger = scan.logger();

const QUERY_OPS = fuzz.ALL_OPS.filter((op) => op.input === 'query');
const BODY_OPS = fuzz.ALL_OPS.filter((op) => op.input === 'body');

/**
 * A body the document calls valid for each body operation (its schema's first example), so that
 * fuzzed fields are checked beside a body that would otherwise be sent.
 */
const spec = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
function validBody(op: (typeof fuzz.ALL_OPS)[number]): Record<string, unknown> {
  const ref: string =
    spec.paths[op.path][op.method.toLowerCase()].requestBody.content['application/json'].schema.$ref;
  return structuredClone(spec.components.schemas[ref.split('/').pop()!].examples[0]);
}

/** Arguments for the path of an operation (a fixed id), then its input. */
function args(op: (typeof fuzz.ALL_OPS)[number], input: unknown): unknown[] {
  return [...fuzz.exampleIds(op), input];
}

/** Values a caller might put in a query: every primitive, and the things a serializer mangles. */
const queryValue = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(fuzz.anyString, fc.integer(), fc.double(), fc.boolean()) },
  { weight: 2, arbitrary: fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, 1e21) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.date({ noInvalidDate: false }),
      fc.bigInt(),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
      fc.constant(Symbol('s')),
      fc.constant(() => 'f'),
    ),
  },
);

function isPlainQueryValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** Inputs that throw when read: a getter, a Proxy whose traps refuse. */
const unreadable = fc.constantFrom<unknown>(
  getterBomb('sport'),
  new Proxy(named('proxy whose ownKeys throws'), {
    ownKeys() {
      throw new Error('ownKeys refuses');
    },
  }),
);

/** An object whose own property throws when read (fast-check is told how to print it). */
function getterBomb(name: string): object {
  return Object.defineProperty(named(`getter bomb (${name})`), name, {
    enumerable: true,
    get() {
      throw new Error('getter refuses');
    },
  });
}

function named(label: string): object {
  return { [fc.toStringMethod]: () => label };
}

const queryInput = fc.oneof(
  { weight: 8, arbitrary: fc.dictionary(fuzz.anyString, queryValue, { maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.anything() },
  { weight: 1, arbitrary: unreadable },
);

describe('query parameters', () => {
  it(`${fuzz.RUNS.queryValues} runs: sent with the same names and values, or refused before sending`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...QUERY_OPS), queryInput, async (op, input) => {
        const { fetch, sent } = fuzz.recordingFetch();
        const outcome = await fuzz.settle(
          () => fuzz.methodOf(fuzz.client(fetch, { logger }), op)(...args(op, input)),
          scan,
          `${op.id} query`,
        );
        let entries: Array<[string, unknown]> | null = null;
        try {
          if (input !== null && typeof input === 'object' && !Array.isArray(input))
            entries = Object.entries(input);
        } catch {
          // Unreadable: it must be refused.
        }
        const sendable: boolean =
          input === undefined ||
          entries?.every(
            ([name, value]) =>
              value === undefined ||
              value === null ||
              (isPlainQueryValue(value) &&
                fuzz.wellFormed(name) &&
                (typeof value !== 'string' || fuzz.wellFormed(value))),
          ) === true;
        if (!outcome.ok) {
          expect(outcome.error).toBeInstanceOf(InvalidArgumentError);
          expect(sent).toHaveLength(0);
          // A name a few edits from a parameter of the call is refused as a slip (did-you-mean), by design.
          const param = (outcome.error as InvalidArgumentError).param;
          const slip =
            String(outcome.error).includes('(did you mean `') &&
            entries?.some(([name]) => name === param) === true;
          expect(sendable && !slip, `refused a sendable query: ${String(outcome.error)}`).toBe(false);
          return;
        }
        expect(sendable, 'sent a query that cannot be sent faithfully').toBe(true);
        expect(sent).toHaveLength(1);
        const url = new URL(sent[0]!.url);
        const wanted = (entries ?? [])
          .filter(([, value]) => value !== undefined && value !== null)
          .map(([name, value]) => [name, String(value)]);
        expect([...url.searchParams]).toEqual(wanted);
        expect(url.hash).toBe('');
      }),
      { numRuns: fuzz.RUNS.queryValues },
    );
  });
});

describe('query parameter names', () => {
  it('a name with &, = or # is encoded: it can neither add a parameter nor cut the URL short', async () => {
    const { fetch, sent } = fuzz.recordingFetch();
    await fuzz
      .client(fetch, { logger })
      .teams.list({ 'sport=x&admin': 'true', 'a#b': 1, 'c d': 'e&f' } as never);
    expect(sent[0]!.url).toBe(
      'https://api.sports-data.example/v1/teams?sport%3Dx%26admin=true&a%23b=1&c%20d=e%26f',
    );
  });

  it('an input that throws when read is refused with InvalidArgumentError, and nothing is sent', async () => {
    const { fetch, sent } = fuzz.recordingFetch();
    const outcome = await fuzz.settle(
      () => fuzz.client(fetch, { logger }).teams.list(getterBomb('sport') as never),
      scan,
      'getter',
    );
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: unknown }).error).toBeInstanceOf(InvalidArgumentError);
    expect(sent).toHaveLength(0);
  });
});

/** Cyclic and deeply nested inputs are used as they are: copying fields into them would change them. */
const asIs = new WeakSet<object>();
const isReadOnly = (value: object) => asIs.has(value);

/** A JSON-ish value with the hostile things JSON.stringify meets in the wild. */
const hostile = fc.oneof(
  fc.constant(10n),
  fc.constant(Symbol('s')),
  fc.constant(() => 1),
  fc.constant(Number.NaN),
  fc.constant(new Date(0)),
  fc.constant(new Map([['a', 1]])),
  fc.constant({
    toJSON() {
      throw new Error('toJSON refuses');
    },
  }),
  fc.constant(getterBomb('boom')),
);

function cyclic(): Record<string, unknown> {
  const value: Record<string, unknown> = { name: 'loop' };
  value.self = value;
  asIs.add(value);
  return value;
}

function deep(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let i = 0; i < levels; i++) value = { next: value };
  asIs.add(value);
  return value;
}

const bodyInput = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fuzz.anyString, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }) },
  {
    weight: 3,
    arbitrary: fc.dictionary(fc.string(), fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostile), { maxKeys: 4 }),
  },
  { weight: 1, arbitrary: fc.oneof(fc.constant(cyclic()), fc.constant(deep(20_000)), fc.anything()) },
);

/** What JSON would make of the body, or `undefined` when JSON cannot make anything of it. */
function json(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

describe('bodies', () => {
  it(`${fuzz.RUNS.bodyValues} runs: sent as exactly its JSON, or refused before sending`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BODY_OPS), bodyInput, async (op, fuzzed) => {
        const { fetch, sent } = fuzz.recordingFetch();
        const beside =
          fuzzed !== null && typeof fuzzed === 'object' && !Array.isArray(fuzzed) && !isReadOnly(fuzzed);
        const input = beside ? Object.assign(validBody(op), fuzzed) : fuzzed;
        const outcome = await fuzz.settle(
          () => fuzz.methodOf(fuzz.client(fetch, { logger }), op)(...args(op, input)),
          scan,
          `${op.id} body`,
        );
        const isObject = input !== null && typeof input === 'object' && !Array.isArray(input);
        const text = isObject ? json(input) : undefined;
        if (!outcome.ok) {
          expect(outcome.error).toBeInstanceOf(InvalidArgumentError);
          expect(sent).toHaveLength(0);
          // A body JSON can carry is refused only for a rule of the document, naming a fuzzed field.
          if (input !== undefined && text !== undefined) {
            const param = (outcome.error as InvalidArgumentError).param ?? '';
            expect(beside, `refused a body JSON can carry: ${String(outcome.error)}`).toBe(true);
            expect(Object.keys(fuzzed as object), String(outcome.error)).toContain(param.split(/[.[]/)[0]);
          }
          return;
        }
        expect(sent).toHaveLength(1);
        if (input === undefined) expect(sent[0]!.body).toBeNull();
        else expect(sent[0]!.body).toBe(text);
      }),
      { numRuns: fuzz.RUNS.bodyValues },
    );
  });
});

const optionsArb = fc.record(
  {
    timeout: fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double(), fc.string(), fc.constant(null)),
    maxRetries: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.double(), fc.string()),
    headers: fc.oneof(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fuzz.anyString, fc.constant(null))),
      fc.anything(),
    ),
    idempotencyKey: fc.oneof(fuzz.anyString, fc.string({ minLength: 250, maxLength: 260 }), fc.integer()),
    signal: fc.oneof(
      fc.constant(AbortSignal.abort()),
      fc.constant(new AbortController().signal),
      fc.anything(),
    ),
  },
  { requiredKeys: [] },
);

describe('call options', () => {
  it(`${fuzz.RUNS.callOptions} runs: accepted, or refused with a typed error, on every kind of operation`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fuzz.ALL_OPS), optionsArb, async (op, options) => {
        const { fetch, sent } = fuzz.recordingFetch();
        const input = op.input === 'body' ? validBody(op) : op.input === 'query' ? {} : undefined;
        const positional = [...fuzz.exampleIds(op), ...(op.input === 'none' ? [] : [input])];
        const outcome = await fuzz.settle(
          () => fuzz.methodOf(fuzz.client(fetch, { logger }), op)(...positional, options),
          scan,
          `${op.id} options`,
        );
        if (outcome.ok) {
          expect(sent.length).toBeGreaterThanOrEqual(1);
          return;
        }
        expect(outcome.error).toBeInstanceOf(SportsDataError);
        if (!(outcome.error instanceof APIUserAbortError))
          expect(outcome.error).toBeInstanceOf(InvalidArgumentError);
        expect(sent).toHaveLength(0);
      }),
      { numRuns: fuzz.RUNS.callOptions },
    );
  });
});
