import { createHmac } from 'node:crypto';
import type { ListPage } from './data/resources.js';
import { ApiError, invalidParameter } from './errors.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** A validated page request: where to start in which list. */
export interface Paging {
  list: string;
  filtersHash: string;
  limit: number;
  offset: number;
}

interface CursorBody {
  l: string;
  f: string;
  o: number;
}

/** Canonical JSON (sorted keys), so the same filters always hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Opaque cursors: base64url JSON of list, filters hash and offset, plus a MAC so a cursor that
 * was edited or invented is "unknown". A cursor from another list or other filters is refused
 * rather than quietly giving a wrong page.
 */
export class Cursors {
  constructor(private readonly secret: string) {}

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url').slice(0, 16);
  }

  hash(filters: unknown): string {
    return createHmac('sha256', this.secret).update(canonical(filters)).digest('base64url').slice(0, 12);
  }

  encode(body: CursorBody): string {
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  decode(cursor: string): CursorBody | undefined {
    const [payload, mac, extra] = cursor.split('.');
    if (!payload || !mac || extra !== undefined || this.mac(payload) !== mac) return undefined;
    try {
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CursorBody;
      return typeof body.l === 'string' &&
        typeof body.f === 'string' &&
        Number.isInteger(body.o) &&
        body.o >= 0
        ? body
        : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Validates `limit` and `cursor` (strings from a query, or JSON values from a body) for the
   * list `list` filtered by `filters`.
   */
  paging(
    list: string,
    filters: unknown,
    rawLimit: unknown,
    rawCursor: unknown,
    from: 'query' | 'body',
  ): Paging {
    const limit = parseLimit(rawLimit, from);
    const filtersHash = this.hash(filters);
    if (rawCursor === undefined || (from === 'body' && rawCursor === null)) {
      return { list, filtersHash, limit, offset: 0 };
    }
    if (typeof rawCursor !== 'string' || rawCursor === '') {
      throw new ApiError('invalid_cursor', 'The cursor is not a cursor this service issued.', 'cursor');
    }
    const body = this.decode(rawCursor);
    if (!body) throw new ApiError('invalid_cursor', 'The cursor is unknown or malformed.', 'cursor');
    if (body.l !== list)
      throw new ApiError('invalid_cursor', 'The cursor belongs to another list.', 'cursor');
    if (body.f !== filtersHash) {
      throw new ApiError(
        'invalid_cursor',
        'The cursor was issued for other filters; send the same filters with it.',
        'cursor',
      );
    }
    return { list, filtersHash, limit, offset: body.o };
  }

  page<T>(items: readonly T[], paging: Paging): ListPage<T> {
    const end = paging.offset + paging.limit;
    const hasMore = end < items.length;
    return {
      data: items.slice(paging.offset, end),
      next_cursor: hasMore ? this.encode({ l: paging.list, f: paging.filtersHash, o: end }) : null,
      has_more: hasMore,
    };
  }
}

function parseLimit(raw: unknown, from: 'query' | 'body'): number {
  if (raw === undefined || (from === 'body' && raw === null)) return DEFAULT_LIMIT;
  const value = from === 'query' && typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_LIMIT) {
    throw invalidParameter('limit', `limit must be an integer from 1 to ${MAX_LIMIT}.`);
  }
  return value;
}
