/**
 * Arbitrary ids never escape their path segment. Whatever string a caller passes as an id, the
 * request is either refused before anything is sent (InvalidArgumentError: not one segment, or not
 * the document's pattern) or goes to exactly the operation's route. An id the service made (sent
 * as made, unchecked against the pattern) goes to the route as one segment that decodes back to
 * the string. Checked in-process on the URL the SDK hands to `fetch`, and on a real loopback
 * server on the raw request target it receives.
 */
import fc from 'fast-check';
import { defaultPathSerializer } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationSpec } from '../../src/internal/operation.js';
import { withServiceMadeIds } from '../../src/internal/call-marks.js';
import { pathIdRules } from '../../src/generated/validation.js';
import { InvalidArgumentError, SportsData } from '../../src/index.js';
import { useLeakScan } from '../support/leak-scan.js';
import { startWireServer, type WireServer } from '../support/wire-server.js';
import {
  ALL_OPS,
  anyString,
  client,
  LIVE_KEY,
  methodOf,
  RUNS,
  recordingFetch,
  settle,
  wellFormed,
} from './support.js';

const scan = useLeakScan(1);
scan.secret(LIVE_KEY);
const logger = scan.logger();

/** Every operation with a path parameter (each has exactly one). */
const PATH_OPS = ALL_OPS.filter((op) => op.pathParams.length > 0);

const idArb = fc.oneof(
  anyString,
  // Well-formed ids of every kind: sent when the kind is the operation's, refused otherwise.
  fc.stringMatching(/^(plr|team|per|game|qr|alrt|exp)_[A-Za-z0-9]{1,12}$/),
  fc.constantFrom(
    '',
    '.',
    '..',
    '...',
    '%2e%2e',
    '.%2e',
    '%2E',
    '/',
    '//',
    '?',
    '#',
    '\\',
    '..\\..',
    '~',
    '%',
  ),
);

/** Whether the id can be sent at all: a dot segment would be resolved away, a lone surrogate cannot be encoded. */
function sendable(id: string): boolean {
  return id !== '' && id !== '.' && id !== '..' && wellFormed(id);
}

/**
 * The path the operation must reach for this id, encoded the one way the SDK encodes; and the same
 * path by openapi-fetch's serializer, an independent implementation of OpenAPI's `simple` style
 * (the SDK used it until a template compiled per operation replaced it on the request path).
 */
function expectedPath(op: OperationSpec, id: string): string {
  const path = op.path.replace(`{${op.pathParams[0]}}`, encodeURIComponent(id));
  expect(defaultPathSerializer(op.path, { [op.pathParams[0]!]: id })).toBe(path);
  return path;
}

/** Whether the caller's id matches the operation's documented pattern (then it is sent). */
function matchesPattern(op: OperationSpec, id: string): boolean {
  const rule = pathIdRules[op.id]?.[0];
  return rule !== undefined && new RegExp(rule.pattern, 'u').test(id);
}

/** The call with `id` as the service made it: per-call options marked so (see request.ts). */
function callWithServiceId(sdk: SportsData, op: OperationSpec, id: string): PromiseLike<unknown> {
  const method = methodOf(sdk, op);
  return op.input === 'none' ? method(id, withServiceMadeIds({})) : method(id, {}, withServiceMadeIds({}));
}

function segments(path: string): string[] {
  return path.split('/');
}

describe('ids stay in their segment', () => {
  expect(PATH_OPS.length).toBeGreaterThanOrEqual(8);

  it(`in process: ${RUNS.pathIdsInProcess} runs over every operation with an id`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATH_OPS), idArb, fc.boolean(), async (op, id, fromService) => {
        const { fetch, sent } = recordingFetch();
        const sdk = client(fetch, { logger });
        const outcome = await settle(
          () => (fromService ? callWithServiceId(sdk, op, id) : methodOf(sdk, op)(id)),
          scan,
          `${op.id}(${JSON.stringify(id)})`,
        );
        if (!sendable(id) || (!fromService && !matchesPattern(op, id))) {
          expect(outcome.ok).toBe(false);
          expect((outcome as { error: unknown }).error).toBeInstanceOf(InvalidArgumentError);
          expect(sent).toHaveLength(0);
          return;
        }
        expect(outcome.ok, String((outcome as { error?: unknown }).error)).toBe(true);
        expect(sent).toHaveLength(1);
        const url = new URL(sent[0]!.url);
        expect(url.origin).toBe('https://api.sports-data.example');
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        expect(sent[0]!.method).toBe(op.method);
        expect(url.pathname).toBe(expectedPath(op, id));
        // Same number of segments as the route, and the id's segment decodes to the id.
        const template = segments(op.path);
        const actual = segments(url.pathname);
        expect(actual).toHaveLength(template.length);
        const index = template.indexOf(`{${op.pathParams[0]}}`);
        expect(decodeURIComponent(actual[index]!)).toBe(id);
        template.forEach((part, i) => {
          if (i !== index) expect(actual[i]).toBe(part);
        });
      }),
      { numRuns: RUNS.pathIdsInProcess },
    );
  });

  it('refuses non-string ids before sending anything', async () => {
    const { fetch, sent } = recordingFetch();
    const sdk = client(fetch, { logger });
    for (const id of [undefined, null, 42, {}, ['plr_1'], Symbol('id'), () => 'plr_1', 10n]) {
      const outcome = await settle(() => methodOf(sdk, PATH_OPS[0]!)(id), scan, 'non-string id');
      expect(outcome.ok).toBe(false);
      expect((outcome as { error: unknown }).error).toBeInstanceOf(InvalidArgumentError);
    }
    expect(sent).toHaveLength(0);
  });

  describe('on a loopback server', () => {
    let server: WireServer;
    beforeAll(async () => {
      server = await startWireServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"id":"x","data":[],"has_more":false,"next_cursor":null}');
      });
    });
    afterAll(() => server.close());

    it(`${RUNS.pathIdsOnLoopback} runs: the raw request target is the route, the id one segment`, async () => {
      const sdk = new SportsData({
        apiKey: LIVE_KEY,
        baseURL: server.url,
        maxRetries: 0,
        logLevel: 'debug',
        logger,
      });
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...PATH_OPS), idArb.filter(sendable), async (op, id) => {
          server.reset();
          const outcome = await settle(() => callWithServiceId(sdk, op, id), scan, `${op.id} on the wire`);
          expect(outcome.ok).toBe(true);
          expect(server.requests).toHaveLength(1);
          const [request] = server.requests;
          expect(request!.method).toBe(op.method);
          expect(request!.url).toBe(expectedPath(op, id));
        }),
        { numRuns: RUNS.pathIdsOnLoopback },
      );
    });
  });
});
