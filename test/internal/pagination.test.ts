/**
 * How a list learns its next page and when it stops (src/internal/pagination.ts, with the `Page` of
 * src/core/pagination.ts). Lists (contract section 6, and "a list method returns a promise of its
 * first page" of section 10): every item once and in order, the cursor where the operation puts it
 * with every other parameter repeated, and a stop with `PaginationError` instead of a loop when the
 * service misbehaves.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APIError,
  APIUserAbortError,
  BadRequestError,
  InternalServerError,
  InvalidArgumentError,
  PaginationError,
} from '../../src/core/errors.js';
import { Page } from '../../src/core/pagination.js';
import { BASE_URL, errorBody, mswClient, seen, server, useMsw } from '../support/msw.js';

useMsw();

afterEach(() => {
  vi.useRealTimers();
});

const client = (maxRetries = 2) => mswClient({ logLevel: 'off', maxRetries });

interface Item {
  id: string;
}

/** Item ids of page `p` (0-based): `item_<p>_<i>`. */
const itemsOf = (p: number, perPage: number): Item[] =>
  Array.from({ length: perPage }, (_, i) => ({ id: `item_${p}_${i}` }));
const allItems = (pages: number, perPage: number) =>
  Array.from({ length: pages }, (_, p) => itemsOf(p, perPage).map((item) => item.id)).flat();

/** Page `p` of a list of `pages` pages; its cursor is `cur_<p>` (the first page has none). */
function pageBody(p: number, pages: number, perPage: number) {
  const more = p < pages - 1;
  return { data: itemsOf(p, perPage), next_cursor: more ? `cur_${p + 1}` : null, has_more: more };
}

const pageIndex = (cursor: string | null | undefined) => (cursor ? Number(cursor.slice('cur_'.length)) : 0);

/** A GET list at `path` of `pages` pages, the cursor read from the query string. */
function getList(path: string, pages: number, perPage = 4): void {
  server.use(
    http.get(`${BASE_URL}${path}`, ({ request }) => {
      const p = pageIndex(new URL(request.url).searchParams.get('cursor'));
      return HttpResponse.json(pageBody(p, pages, perPage));
    }),
  );
}

/** Answers the i-th request (0-based) to a GET list with `bodies[i]`; a test failure past the end. */
function scripted(path: string, bodies: unknown[]): void {
  let n = 0;
  server.use(
    http.get(`${BASE_URL}${path}`, () => {
      const body = bodies[n++];
      if (body === undefined) return HttpResponse.json(errorBody('too_many', 'test_error'), { status: 418 });
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** Runs `iterable` to the end or its error; gives what it yielded and how it ended. */
async function drain<T>(iterable: AsyncIterable<T>): Promise<{ items: T[]; error: unknown }> {
  const items: T[] = [];
  try {
    for await (const item of iterable) items.push(item);
  } catch (error) {
    return { items, error };
  }
  return { items, error: undefined };
}

const cursorsSent = () => seen.map((r) => new URL(r.url).searchParams.get('cursor'));

describe('for await over a GET list', () => {
  it('yields every item of 25 pages in order, exactly once, with one request per page', async () => {
    getList('/v1/teams', 25);
    const ids = (await collect(client().teams.list({ sport: 'football' }))).map((t) => t.id);
    expect(ids).toEqual(allItems(25, 4));
    expect(new Set(ids).size).toBe(100);
    expect(seen).toHaveLength(25);
    expect(cursorsSent()).toEqual([null, ...Array.from({ length: 24 }, (_, i) => `cur_${i + 1}`)]);
  });

  it('sends the cursor as `cursor` with every other filter repeated on every page', async () => {
    getList('/v1/teams', 4);
    const query = {
      sport: 'football',
      division: 'ncaa_d1',
      gender: 'men' as const,
      conference: 'conf_sec',
      limit: 4,
    };
    await collect(client().teams.list(query));
    expect(seen).toHaveLength(4);
    seen.forEach((request, p) => {
      const url = new URL(request.url);
      expect(request.method).toBe('GET');
      expect(url.pathname).toBe('/v1/teams');
      const params = Object.fromEntries(url.searchParams);
      const { cursor, ...rest } = params;
      expect(rest).toEqual({
        sport: 'football',
        division: 'ncaa_d1',
        gender: 'men',
        conference: 'conf_sec',
        limit: '4',
      });
      expect(cursor).toBe(p === 0 ? undefined : `cur_${p}`);
    });
  });

  it('keeps the path id and per-call headers on every page', async () => {
    getList('/v1/teams/team_9/roster', 3);
    const ids = await collect(
      client().teams.listRoster('team_9', { season: 2024 }, { headers: { 'X-Trace': 'abc' } }),
    );
    expect(ids).toHaveLength(12);
    for (const request of seen) {
      expect(new URL(request.url).pathname).toBe('/v1/teams/team_9/roster');
      expect(new URL(request.url).searchParams.get('season')).toBe('2024');
      expect(request.headers.get('x-trace')).toBe('abc');
    }
  });

  it('an empty list yields nothing after one request', async () => {
    scripted('/v1/games', [{ data: [], next_cursor: null, has_more: false }]);
    expect(await collect(client().games.list())).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('an empty page in the middle is skipped, not taken for the end', async () => {
    scripted('/v1/games', [
      { data: [{ id: 'a' }], next_cursor: 'c1', has_more: true },
      { data: [], next_cursor: 'c2', has_more: true },
      { data: [{ id: 'b' }], next_cursor: null, has_more: false },
    ]);
    expect((await collect(client().games.list())).map((g) => g.id)).toEqual(['a', 'b']);
    expect(seen).toHaveLength(3);
  });
});

describe('for await over players.search (cursor in the body)', () => {
  it('sends the cursor in the JSON body with every other body field repeated', async () => {
    const pages = 5;
    server.use(
      http.post(`${BASE_URL}/v1/players/search`, async ({ request }) => {
        const body = (await request.json()) as { cursor?: string };
        return HttpResponse.json(pageBody(pageIndex(body.cursor), pages, 3));
      }),
    );
    const search = {
      sport: 'basketball',
      division: 'ncaa_d1',
      gender: 'women' as const,
      position: 'G',
      sort_by: 'points',
      order: 'asc' as const,
      limit: 3,
    };
    const ids = (await collect(client().players.search(search))).map((p) => p.id);
    expect(ids).toEqual(allItems(pages, 3));
    expect(seen).toHaveLength(pages);
    const bodies = await Promise.all(
      seen.map(async (r) => JSON.parse(await r.text()) as Record<string, unknown>),
    );
    bodies.forEach((body, p) => {
      const { cursor, ...rest } = body;
      expect(rest).toEqual(search);
      expect(cursor).toBe(p === 0 ? undefined : `cur_${p}`);
    });
    for (const request of seen) {
      expect(request.method).toBe('POST');
      expect(new URL(request.url).search).toBe('');
    }
  });
});

describe('pages, getNextPage, hasNextPage', () => {
  it('.pages() on the promise yields every whole page', async () => {
    getList('/v1/movements', 6, 5);
    const pages: Page<Item>[] = [];
    for await (const page of client().movements.list({ kind: 'transfer' }).pages())
      pages.push(page as Page<Item>);
    expect(pages).toHaveLength(6);
    expect(pages.every((page) => page instanceof Page)).toBe(true);
    expect(pages.map((page) => page.data.map((item) => item.id))).toEqual(
      Array.from({ length: 6 }, (_, p) => itemsOf(p, 5).map((item) => item.id)),
    );
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, true, true, true, false]);
    expect(pages.map((page) => page.nextCursor)).toEqual(['cur_1', 'cur_2', 'cur_3', 'cur_4', 'cur_5', null]);
    expect(seen).toHaveLength(6);
  });

  it('the awaited first page: data, hasMore, nextCursor; getNextPage() asks for the next one only', async () => {
    getList('/v1/teams', 3);
    const first = await client().teams.list({ sport: 'hockey' });
    expect(first.data.map((t) => t.id)).toEqual(['item_0_0', 'item_0_1', 'item_0_2', 'item_0_3']);
    expect(first.hasNextPage()).toBe(true);
    expect(first.hasMore).toBe(true);
    expect(first.nextCursor).toBe('cur_1');
    expect(seen).toHaveLength(1);

    const second = await first.getNextPage();
    expect(seen).toHaveLength(2);
    expect(cursorsSent()).toEqual([null, 'cur_1']);
    expect(new URL(seen[1]?.url ?? '').searchParams.get('sport')).toBe('hockey');
    expect(second.data[0]?.id).toBe('item_1_0');

    const third = await second.getNextPage();
    expect(third.hasNextPage()).toBe(false);
    expect(third.nextCursor).toBeNull();
    await expect(third.getNextPage()).rejects.toBeInstanceOf(PaginationError);
    expect(seen).toHaveLength(3);
  });

  it('a page iterates itself and every page after it, not the ones before', async () => {
    getList('/v1/teams', 4);
    const first = await client().teams.list();
    const second = await first.getNextPage();
    const ids = (await collect(second)).map((t) => t.id);
    expect(ids).toEqual(allItems(4, 4).slice(4));
  });

  it('withResponse() on a list gives the first page and its meta', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/teams`, () =>
        HttpResponse.json(pageBody(0, 2, 2), { headers: { 'X-Request-Id': 'req_abcdefghijklmnopqrstuvwx' } }),
      ),
    );
    const { data, meta } = await client().teams.list().withResponse();
    expect(data).toBeInstanceOf(Page);
    expect(data.data).toHaveLength(2);
    expect(meta.requestId).toBe('req_abcdefghijklmnopqrstuvwx');
  });
});

describe('a service that misbehaves stops the list with PaginationError', () => {
  it('has_more: true with next_cursor: null — the page’s items, then the error, one request', async () => {
    scripted('/v1/teams', [{ data: [{ id: 'a' }, { id: 'b' }], next_cursor: null, has_more: true }]);
    const { items, error } = await drain(client().teams.list());
    expect(items.map((t) => t.id)).toEqual(['a', 'b']);
    expect(error).toBeInstanceOf(PaginationError);
    expect(seen).toHaveLength(1);
  });

  it('has_more: true with an empty-string cursor is refused the same way', async () => {
    scripted('/v1/teams', [{ data: [{ id: 'a' }], next_cursor: '', has_more: true }]);
    const { error } = await drain(client().teams.list());
    expect(error).toBeInstanceOf(PaginationError);
    expect(seen).toHaveLength(1);
  });

  it('the same cursor handed back', async () => {
    scripted('/v1/teams', [
      { data: [{ id: 'a' }], next_cursor: 'A', has_more: true },
      { data: [{ id: 'b' }], next_cursor: 'A', has_more: true },
    ]);
    const { items, error } = await drain(client().teams.list());
    expect(items.map((t) => t.id)).toEqual(['a', 'b']);
    expect(error).toBeInstanceOf(PaginationError);
    expect(cursorsSent()).toEqual([null, 'A']);
  });

  it('a cycle A → B → C → A is caught within a few pages', async () => {
    const next: Record<string, string> = { '': 'A', A: 'B', B: 'C', C: 'A' };
    server.use(
      http.get(`${BASE_URL}/v1/teams`, ({ request }) => {
        if (seen.length > 50) return HttpResponse.json(errorBody('looping', 'test_error'), { status: 418 });
        const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
        return HttpResponse.json({
          data: [{ id: `at_${cursor}` }],
          next_cursor: next[cursor],
          has_more: true,
        });
      }),
    );
    const { error } = await drain(client().teams.list());
    expect(error).toBeInstanceOf(PaginationError);
    expect(seen.length).toBeLessThanOrEqual(10);
    expect(cursorsSent().slice(0, 4)).toEqual([null, 'A', 'B', 'C']);
  });

  it('any cycle (prefix μ, length λ) is caught in O(μ + λ) requests, never looped', async () => {
    for (const mu of [0, 1, 2, 5]) {
      for (const lambda of [1, 2, 3, 4, 7, 12]) {
        // Cursors c0 … c(μ-1) lead into the cycle c(μ) … c(μ+λ-1) → c(μ).
        const after = (i: number) => (i + 1 < mu + lambda ? i + 1 : mu);
        seen.length = 0;
        server.resetHandlers();
        server.use(
          http.get(`${BASE_URL}/v1/teams`, ({ request }) => {
            if (seen.length > 200)
              return HttpResponse.json(errorBody('looping', 'test_error'), { status: 418 });
            const cursor = new URL(request.url).searchParams.get('cursor');
            const next = cursor === null ? 0 : after(Number(cursor.slice(1)));
            return HttpResponse.json({ data: [{ id: 'x' }], next_cursor: `c${next}`, has_more: true });
          }),
        );
        const { error } = await drain(client().teams.list());
        expect(error, `μ=${mu} λ=${lambda}`).toBeInstanceOf(PaginationError);
        // Brent: found once the power of two passes max(μ, λ), plus one lap of the cycle.
        expect(seen.length, `μ=${mu} λ=${lambda}`).toBeLessThanOrEqual(
          2 + mu + lambda + 2 * Math.max(mu, lambda),
        );
      }
    }
  });

  it('a page body without data/has_more is an APIError, not a silent end', async () => {
    scripted('/v1/teams', [{ items: [] }]);
    const error = await client()
      .teams.list()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).type).toBe('invalid_response');
  });
});

describe('stopping and failing mid-list', () => {
  it('breaking out of for await sends no more requests, even at a page boundary', async () => {
    getList('/v1/teams', 10);
    let n = 0;
    for await (const team of client().teams.list()) {
      void team;
      if (++n === 4) break; // the last item of page 1
    }
    expect(seen).toHaveLength(1);

    seen.length = 0;
    n = 0;
    for await (const team of client().teams.list()) {
      void team;
      if (++n === 6) break; // inside page 2
    }
    expect(seen).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(2);
  });

  it('a 503 on page 3 of a free list is retried and the list goes on, every item once', async () => {
    let failed = false;
    server.use(
      http.get(`${BASE_URL}/v1/teams`, ({ request }) => {
        const p = pageIndex(new URL(request.url).searchParams.get('cursor'));
        if (p === 2 && !failed) {
          failed = true;
          return HttpResponse.json(errorBody('service_unavailable', 'api_error'), {
            status: 503,
            headers: { 'Retry-After': '0' },
          });
        }
        return HttpResponse.json(pageBody(p, 5, 4));
      }),
    );
    const ids = (await collect(client().teams.list())).map((t) => t.id);
    expect(ids).toEqual(allItems(5, 4));
    expect(cursorsSent()).toEqual([null, 'cur_1', 'cur_2', 'cur_2', 'cur_3', 'cur_4']);
  });

  it('a 503 on page 2 of a usage-billed list (portal) is thrown after one request for that page', async () => {
    server.use(
      http.get(`${BASE_URL}/v1/portal`, ({ request }) => {
        const p = pageIndex(new URL(request.url).searchParams.get('cursor'));
        if (p === 1) {
          return HttpResponse.json(errorBody('service_unavailable', 'api_error'), {
            status: 503,
            headers: { 'Retry-After': '0' },
          });
        }
        return HttpResponse.json(pageBody(p, 5, 2));
      }),
    );
    const { items, error } = await drain(client().portal.list({ sport: 'football' }));
    expect(items).toHaveLength(2);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(cursorsSent()).toEqual([null, 'cur_1']);
  });

  it('a 400 invalid_cursor mid-list is thrown after the items before it', async () => {
    scripted('/v1/teams', [
      pageBody(0, 3, 2),
      HttpResponse.json(errorBody('invalid_cursor', 'invalid_request_error'), { status: 400 }),
    ]);
    const { items, error } = await drain(client().teams.list());
    expect(items).toHaveLength(2);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).code).toBe('invalid_cursor');
    expect(seen).toHaveLength(2);
  });

  it('the call’s signal, aborted mid-list, stops it with APIUserAbortError and no more requests', async () => {
    getList('/v1/teams', 10);
    const controller = new AbortController();
    const { items, error } = await drain(
      (async function* () {
        let n = 0;
        for await (const team of client().teams.list(undefined, { signal: controller.signal })) {
          yield team;
          if (++n === 6) controller.abort();
        }
      })(),
    );
    expect(items).toHaveLength(8);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(seen).toHaveLength(2);
  });
});

describe('memory: a page holds no reference to the pages before it', () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;

  async function collectGarbage(): Promise<void> {
    // A WeakRef target is kept until the current job ends; let it end, then collect.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }

  it('after getNextPage() 200 times, the first page can be collected', async () => {
    getList('/v1/games', 200, 20);
    let page = await client().games.list();
    const firstPage = new WeakRef(page);
    const firstItem = new WeakRef(page.data[0] as object);
    while (page.hasNextPage()) page = await page.getNextPage();
    expect(page.data[0]?.id).toBe('item_199_0');
    expect(seen).toHaveLength(200);
    seen.length = 0; // the recorder's request clones are not the SDK's
    await collectGarbage();
    expect(firstPage.deref()).toBeUndefined();
    expect(firstItem.deref()).toBeUndefined();
  });

  it('inside for await over 200 pages, pages already read can be collected', async () => {
    getList('/v1/games', 200, 20);
    let page2Item: WeakRef<object> | undefined;
    let n = 0;
    let collectedBy: number | undefined;
    for await (const game of client().games.list()) {
      n += 1;
      if (n === 21) page2Item = new WeakRef(game);
      if (n === 150 * 20) {
        seen.length = 0;
        await collectGarbage();
        collectedBy = page2Item?.deref() === undefined ? n : undefined;
      }
    }
    expect(n).toBe(200 * 20);
    expect(collectedBy).toBe(150 * 20);
  });
});

describe('a cursor the service made is its own text (issue 20.5)', () => {
  for (const [what, list] of [
    [
      'a GET list (cursor in the query)',
      (c: ReturnType<typeof client>) => c.teams.list({ sport: 'football' }),
    ],
    [
      'player search (cursor in the body)',
      (c: ReturnType<typeof client>) => c.players.search({ sport: 'football' }),
    ],
  ] as const) {
    it(`${what}: a lone surrogate in next_cursor ends with PaginationError, never InvalidArgumentError or a URIError`, async () => {
      const answer = () =>
        HttpResponse.json({ data: [{ id: 'x' }], has_more: true, next_cursor: 'cur_\uD800' });
      server.use(
        http.get(`${BASE_URL}/v1/teams`, answer),
        http.post(`${BASE_URL}/v1/players/search`, answer),
      );
      const first = await list(client());
      const error = await first.getNextPage().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PaginationError);
      expect(error).not.toBeInstanceOf(InvalidArgumentError);
      expect(seen).toHaveLength(1);
    });
  }

  it('any other cursor shape is sent back as made (never checked against a pattern)', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      http.get(`${BASE_URL}/v1/teams`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return HttpResponse.json(
          cursor === null
            ? { data: [{ id: 'a' }], has_more: true, next_cursor: 'ünï/cödé ✓ ..' }
            : { data: [{ id: 'b' }], has_more: false, next_cursor: null },
        );
      }),
    );
    const ids: string[] = [];
    for await (const team of client().teams.list({ sport: 'football' })) ids.push(team.id);
    expect(ids).toEqual(['a', 'b']);
    expect(cursors).toEqual([null, 'ünï/cödé ✓ ..']);
  });
});
