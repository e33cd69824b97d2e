import type { Surface, SurfaceField } from './surface.js';
import type { Account, ApiKey } from './accounts.js';
import { ApiError, invalidParameter } from './errors.js';
import type { Call } from './http-types.js';
import type { Paging } from './paging.js';
import { type Filters, parseFilters, readBodyObject, readQuery } from './params.js';
import type { ServiceState } from './state.js';

/** A body that was not JSON; reported as invalid_parameter at the parameter stage, not earlier. */
export const BAD_JSON: unique symbol = Symbol('bad json');

export interface Ctx {
  state: ServiceState;
  op: Operation;
  requestId: string;
  call: Call;
  now: number;
  path: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body ({} for an empty one), or BAD_JSON. */
  body: unknown;
  account: Account | null;
  key: ApiKey | null;
}

export interface OpResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * What an operation does, keyed by its operationId: its route, billing and access come from
 * openapi.json (SURFACE, generated); the service runs the checks of contract section 3 in order
 * from them, and an operation itself only parses its parameters and produces its answer.
 */
export interface Behaviour<P = unknown> {
  /** The sports the request is about, for the coaching-tier check (see tiers.ts). */
  tierSports?(ctx: Ctx): readonly (string | undefined)[];
  /** Creating one more would pass the plan's alert count. */
  alertLimit?: boolean;
  /** Validates parameters; throws invalid_parameter / invalid_cursor. Default: no query parameters beyond the document's. */
  parse?(ctx: Ctx): P;
  /** What the call would charge, for the budget check; `parsed` is undefined when parameters were invalid. */
  charge?(ctx: Ctx, parsed: P | undefined): number;
  /** Produces the answer; throws not_found. */
  run(ctx: Ctx, parsed: P): OpResult | Promise<OpResult>;
}

export type Operation<P = unknown> = Surface & Behaviour<P> & { parse(ctx: Ctx): P };

/** Keeps each operation's parameter type while collecting them in one table. */
export function defineOperation<P>(op: Behaviour<P>): Behaviour<unknown> {
  return op as Behaviour<unknown>;
}

/** The default parse: the query may hold only the parameters the document gives the operation. */
export function plainQuery(ctx: Ctx): Record<string, string> {
  return readQuery(ctx.query, Object.keys(ctx.op.query), ctx.op.noun);
}

export function requireAccount(ctx: Ctx): Account {
  if (!ctx.account) throw new ApiError('missing_api_key', 'This operation needs an API key.');
  return ctx.account;
}

/** The operation's body fields, from openapi.json. */
export function bodyFields(ctx: Ctx): Readonly<Record<string, SurfaceField>> {
  return ctx.op.body ?? {};
}

/** The JSON body as an object holding only the fields the document gives the operation. */
export function readBody(ctx: Ctx): Record<string, unknown> {
  if (ctx.body === BAD_JSON) throw invalidParameter('body', 'The body is not valid JSON.');
  return readBodyObject(ctx.body, Object.keys(bodyFields(ctx)));
}

export interface ListParams {
  filters: Filters;
  paging: Paging;
}

/** A list's `limit` as the document states it for that list: without one, the list cannot be paged. */
export function limitOf(fields: Readonly<Record<string, SurfaceField>> | null): SurfaceField {
  const limit = fields?.limit;
  if (limit?.default === undefined)
    throw new Error('the fake pages a list by its `limit`, which openapi.json must give a default');
  return limit;
}

/** The common parsing of a GET list: its filters (the document's), then `limit` and `cursor` for this list and filters. */
export function parseList(ctx: Ctx, list: string): ListParams {
  const raw = plainQuery(ctx);
  const filters = parseFilters(raw, ctx.op.query, 'query');
  const paging = ctx.state.cursors.paging(
    list,
    filters,
    raw.limit,
    raw.cursor,
    'query',
    limitOf(ctx.op.query),
  );
  return { filters, paging };
}
