/**
 * Shared by the fuzz suites: the run budget (at least 10,000 runs in all, checked by runs.test.ts),
 * the keys, a recording `fetch`, and the one check every fuzzed call ends with: a value, or a
 * `SportsDataError`, never anything else.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { type Logger, SportsData, SportsDataError } from '../../src/index.js';
import { operations } from '../../src/generated/operations.js';
import { pathIdRules } from '../../src/generated/validation.js';
import type { OperationSpec } from '../../src/internal/operation.js';
import type { LeakScan } from '../support/leak-scan.js';

/** Runs per property. The sum is the figure the README quotes. */
export const RUNS = {
  pathIdsInProcess: 2_500,
  pathIdsOnLoopback: 300,
  queryValues: 2_000,
  bodyValues: 1_500,
  callOptions: 700,
  responses: 3_000,
  webhookForged: 1_000,
  webhookSigned: 700,
  webhookTampered: 700,
} as const;

export const TOTAL_RUNS = Object.values(RUNS).reduce((sum, n) => sum + n, 0);

/** A fresh key per process, so a leak cannot hide behind a constant someone thought was safe. */
export const LIVE_KEY = `svc_live_${alnum(32)}`;
/** A key of another shape (a gateway's token, say): only the client's knowledge of it can scrub it. */
export const ODD_KEY = `gw-token-${alnum(24)}`;
export const BASE_URL = 'https://api.sports-data.example';

function alnum(length: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => chars[byte % chars.length]).join('');
}

/** What a recording fetch saw of one request. */
export interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | null;
}

export type Answer = (sent: Sent) => Response;

/** A `fetch` that records each request and answers with `answer` (default: an object that is also an empty page). */
export function recordingFetch(answer?: Answer): { fetch: typeof globalThis.fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const seen: Sent = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : null,
    };
    sent.push(seen);
    if (answer) return answer(seen);
    return new Response('{"id":"x","data":[],"has_more":false,"next_cursor":null}', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, sent };
}

/** A client on `fetch`; with a `logger` (the leak scan's), it logs every line at debug level there. */
export function client(
  fetch: typeof globalThis.fetch,
  options: { maxRetries?: number; apiKey?: string; logger?: Logger } = {},
): SportsData {
  return new SportsData({
    apiKey: options.apiKey ?? LIVE_KEY,
    baseURL: BASE_URL,
    fetch,
    maxRetries: options.maxRetries ?? 0,
    logLevel: options.logger ? 'debug' : 'off',
    logger: options.logger,
  });
}

type Method = (...args: unknown[]) => PromiseLike<unknown>;

/** The generated method of an operation, e.g. `players.get` for `get_player`. */
export function methodOf(sdk: SportsData, op: OperationSpec): Method {
  const namespace = (sdk as unknown as Record<string, Record<string, Method>>)[op.namespace]!;
  const method = namespace[op.methodName];
  if (typeof method !== 'function') throw new Error(`no method ${op.namespace}.${op.methodName}`);
  return method.bind(namespace);
}

export const ALL_OPS: readonly OperationSpec[] = Object.values(operations);

/** A well-formed id for each path parameter of `op` (the document's example), in path order. */
export function exampleIds(op: OperationSpec): string[] {
  return (pathIdRules[op.id] ?? []).map((rule) => rule.example ?? '');
}

/** Settles a call: its value, or the error it threw (scanned for the key on the way). */
export async function settle(
  call: () => PromiseLike<unknown>,
  scan: LeakScan,
  where: string,
): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    // Checked here, not only when the file ends, so that fast-check reports the input (and seed).
    expect(scan.error(where, error), `${where}: the key leaked`).toEqual([]);
    // Never an untyped exception: every failure is one of the SDK's own.
    expect(error, `${where}: ${String(error)}`).toBeInstanceOf(SportsDataError);
    return { ok: false, error };
  }
}

/** Characters that break URLs, headers and JSON, weighted in among ordinary ones. */
export const nastyChar = fc.constantFrom(
  '/',
  '?',
  '#',
  '%',
  '.',
  '..',
  '\\',
  ' ',
  '&',
  '=',
  ';',
  '+',
  '@',
  ':',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '%2e',
  '%2F',
  '%00',
  'é',
  '😀',
  '\uD800',
  '\uDC00',
  '\u202E',
  '\uFEFF',
  '"',
  "'",
  '<',
  '>',
  '{id}',
  '[]',
);

/** Strings of every kind: printable, any UTF-16 unit (lone surrogates too), graphemes, and nasty mixes. */
export const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: fc.oneof(nastyChar, fc.string({ minLength: 1, maxLength: 2 })), maxLength: 12 }),
);

/** No lone surrogate: the string can be encoded as UTF-8 (Node 18 has no `String#isWellFormed`). */
export function wellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
