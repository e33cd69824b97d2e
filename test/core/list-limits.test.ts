/**
 * Lists that end (contract section 11), over a real loopback socket, requests counted on the wire:
 * a list whose pages keep saying `has_more` with no items stops with `PaginationError` after at
 * most 10 such pages in a row, and the per-call `maxItems` / `maxPages` end an iteration quietly,
 * with no request past the last page they allow.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InvalidArgumentError, PaginationError, SportsData } from '../../src/index.js';
import { rejection } from '../support/calls.js';
import { LIVE_KEY } from '../support/msw.js';
import { sendJson, startWireServer, type WireRequest, type WireServer } from '../support/wire-server.js';

/** Past this many requests the hostile server gives in (has_more: false), so an SDK without the cap ends. */
const GIVE_IN_AFTER = 500;

let wire: WireServer;
beforeAll(async () => {
  wire = await startWireServer();
});
afterAll(() => wire.close());
beforeEach(() => wire.reset());

const client = () => new SportsData({ apiKey: LIVE_KEY, baseURL: wire.url, logLevel: 'off', maxRetries: 0 });

const cursorOf = (req: WireRequest) =>
  req.method === 'GET'
    ? new URL(req.url, wire.url).searchParams.get('cursor')
    : ((JSON.parse(req.body || '{}') as { cursor?: string }).cursor ?? null);

/** Page `n` (0-based, from the cursor `c<n>`) of a list of `pages` pages of `perPage` items. */
function list(pages: number, perPage: number) {
  wire.handle((req, res) => {
    const n = Number(cursorOf(req)?.slice(1) ?? 0);
    const more = n < pages - 1;
    sendJson(res, 200, {
      data: Array.from({ length: perPage }, (_, i) => ({ id: `item_${n}_${i}` })),
      has_more: more,
      next_cursor: more ? `c${n + 1}` : null,
    });
  });
}

/** Answers every page with no items, `has_more: true` and a fresh cursor (until it gives in). */
function emptyForever(): void {
  wire.handle((_req, res, n) =>
    sendJson(res, 200, {
      data: [],
      has_more: n < GIVE_IN_AFTER,
      next_cursor: n < GIVE_IN_AFTER ? `fresh_${n}` : null,
    }),
  );
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('pages that say has_more but hold no items', () => {
  it('for await over the items ends with PaginationError after 10 such pages, not thousands of requests', async () => {
    emptyForever();
    const error = await rejection(collect(client().teams.list()));
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as Error).message).toMatch(/10 pages in a row said has_more but held no items/);
    expect(wire.requests).toHaveLength(10);
  });

  it('for await over .pages() ends the same way, after yielding the 10 pages', async () => {
    emptyForever();
    const seen: number[] = [];
    const error = await rejection(
      (async () => {
        for await (const page of client().teams.list().pages()) seen.push(page.data.length);
      })(),
    );
    expect(error).toBeInstanceOf(PaginationError);
    expect(seen).toEqual(Array(10).fill(0));
    expect(wire.requests).toHaveLength(10);
  });

  it('a POST list (cursor in the body) is capped too', async () => {
    emptyForever();
    const error = await rejection(collect(client().players.search({ sport: 'football' })));
    expect(error).toBeInstanceOf(PaginationError);
    expect(wire.requests).toHaveLength(10);
    expect(wire.requests.every((r) => r.method === 'POST')).toBe(true);
  });

  it('a page with items resets the count: 9 empty pages between items are read through', async () => {
    // Pages 0..29: every tenth page holds one item, the others are empty; the last says no more.
    wire.handle((_req, res, n) =>
      sendJson(res, 200, {
        data: n % 10 === 9 ? [{ id: `item_${n}` }] : [],
        has_more: n < 29,
        next_cursor: n < 29 ? `c${n + 1}` : null,
      }),
    );
    const items = await collect(client().teams.list());
    expect(items).toEqual([{ id: 'item_9' }, { id: 'item_19' }, { id: 'item_29' }]);
    expect(wire.requests).toHaveLength(30);
  });
});

const idsOf = (items: unknown[]) => items.map((item) => (item as { id: string }).id);

describe('maxItems and maxPages', () => {
  it('maxItems ends for await over the items quietly, mid-page, with no request past its page', async () => {
    list(5, 3);
    const items = await collect(client().teams.list(undefined, { maxItems: 4 }));
    expect(idsOf(items)).toEqual(['item_0_0', 'item_0_1', 'item_0_2', 'item_1_0']);
    expect(wire.requests).toHaveLength(2);
  });

  it('maxItems equal to a page boundary asks for no further page', async () => {
    list(5, 3);
    const items = await collect(client().teams.list(undefined, { maxItems: 3 }));
    expect(idsOf(items)).toEqual(['item_0_0', 'item_0_1', 'item_0_2']);
    expect(wire.requests).toHaveLength(1);
  });

  it('maxItems: .pages() ends after the page that reaches it', async () => {
    list(5, 3);
    const pages = await collect(client().teams.list(undefined, { maxItems: 4 }).pages());
    expect(pages.map((page) => page.data.length)).toEqual([3, 3]);
    expect(wire.requests).toHaveLength(2);
  });

  it('maxPages ends for await over the items and over .pages() after that many pages', async () => {
    list(5, 3);
    const items = await collect(client().teams.list(undefined, { maxPages: 2 }));
    expect(items).toHaveLength(6);
    expect(wire.requests).toHaveLength(2);

    wire.reset();
    const pages = await collect(client().players.search({ sport: 'football' }, { maxPages: 3 }).pages());
    expect(pages).toHaveLength(3);
    expect(wire.requests.map(cursorOf)).toEqual([null, 'c1', 'c2']);
  });

  it('a list shorter than the limits is read whole', async () => {
    list(2, 3);
    const items = await collect(client().teams.list(undefined, { maxItems: 100, maxPages: 100 }));
    expect(items).toHaveLength(6);
    expect(wire.requests).toHaveLength(2);
  });

  it('maxPages also stops the empty-page loop quietly, before the PaginationError cap', async () => {
    emptyForever();
    const items = await collect(client().teams.list(undefined, { maxPages: 4 }));
    expect(items).toEqual([]);
    expect(wire.requests).toHaveLength(4);
  });

  it('by hand: hasNextPage() is false at the limit, and getNextPage() refuses with PaginationError', async () => {
    list(5, 3);
    const first = await client().teams.list(undefined, { maxPages: 1 });
    expect(first.hasMore).toBe(true);
    expect(first.hasNextPage()).toBe(false);
    const error = await rejection(first.getNextPage());
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as Error).message).toMatch(/maxPages \(1\) reached/);
    expect(wire.requests).toHaveLength(1);
  });

  it('a maxItems or maxPages that is not a positive integer is refused before any request', async () => {
    list(5, 3);
    for (const options of [
      { maxItems: 0 },
      { maxItems: -1 },
      { maxItems: 1.5 },
      { maxPages: 0 },
      { maxPages: '2' as unknown as number },
      { maxPages: Number.NaN },
    ]) {
      const error = await rejection(client().teams.list(undefined, options));
      expect(error, JSON.stringify(options)).toBeInstanceOf(InvalidArgumentError);
      expect((error as InvalidArgumentError).param).toBe(Object.keys(options)[0]);
      // One wording for every bad value: 2.5 and 0 are both "not a positive integer".
      expect((error as Error).message).toContain(
        `${Object.keys(options)[0]} must be a positive integer, got`,
      );
    }
    expect(wire.requests).toHaveLength(0);
  });
});
