import { createHmac } from 'node:crypto';
import type { ListPage } from './data/resources.js';
import { ApiError } from './errors.js';
import { type Source, checkFields } from './params.js';
import type { SurfaceField } from './surface.js';

/** A validated page request: where to start in which list. */
export interface Paging {
  list: string;
  filtersHash: string;
  limit: number;
  offset: number;
}

/** Same filters, same hash: keys sorted, unset ones left out (filters hold only plain values). */
function canonical(filters: unknown): string {
  const entries = Object.entries(filters as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Opaque cursors: base64url JSON of list, filters hash and offset, plus a MAC so a cursor that
 * was edited or invented is "unknown". A cursor from another list or other filters is refused
 * rather than quietly giving a wrong page.
 */
export class Cursors {
  constructor(private readonly secret: string) {}

  private mac(text: string, length: number): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url').slice(0, length);
  }

  /**
   * `limit` and `cursor` (strings from a query, or JSON values from a body) for `list` filtered by
   * `filters`; `limit` checked as the list's own document states it (each list may have its own).
   */
  paging(
    list: string,
    filters: unknown,
    rawLimit: unknown,
    rawCursor: unknown,
    from: Source,
    limitField: SurfaceField,
  ): Paging {
    const limit = (checkFields({ limit: rawLimit }, { limit: limitField }, from).limit ??
      limitField.default) as number;
    const filtersHash = this.mac(canonical(filters), 12);
    if (rawCursor === undefined || (from === 'body' && rawCursor === null))
      return { list, filtersHash, limit, offset: 0 };
    const refuse = (why: string) => new ApiError('invalid_cursor', why, 'cursor');
    if (typeof rawCursor !== 'string' || rawCursor === '')
      throw refuse('The cursor is not a cursor this service issued.');
    const [payload = '', mac, extra] = rawCursor.split('.');
    let body: { l?: unknown; f?: unknown; o?: unknown } | undefined;
    try {
      if (mac === this.mac(payload, 16) && extra === undefined)
        body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {}
    const offset = body?.o;
    if (
      typeof body?.l !== 'string' ||
      typeof body.f !== 'string' ||
      !Number.isInteger(offset) ||
      (offset as number) < 0
    )
      throw refuse('The cursor is unknown or malformed.');
    if (body.l !== list) throw refuse('The cursor belongs to another list.');
    if (body.f !== filtersHash)
      throw refuse('The cursor was issued for other filters; send the same filters with it.');
    return { list, filtersHash, limit, offset: offset as number };
  }

  page<T>(items: readonly T[], paging: Paging): ListPage<T> {
    const end = paging.offset + paging.limit;
    const hasMore = end < items.length;
    const payload = Buffer.from(JSON.stringify({ l: paging.list, f: paging.filtersHash, o: end })).toString(
      'base64url',
    );
    return {
      data: items.slice(paging.offset, end),
      next_cursor: hasMore ? `${payload}.${this.mac(payload, 16)}` : null,
      has_more: hasMore,
    };
  }
}
