import type { Account, ApiKey } from './accounts.js';
import { ApiError, invalidParameter } from './errors.js';
import type { Call } from './http-types.js';
import type { Paging } from './paging.js';
import { type FilterKey, type Filters, parseFilters, readQuery } from './params.js';
import type { ServiceState } from './state.js';

/** A body that was not JSON; reported as invalid_parameter at the parameter stage, not earlier. */
export const BAD_JSON: unique symbol = Symbol('bad json');

export interface Ctx {
  state: ServiceState;
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
 * One operation of the contract. The service runs the checks of contract section 3 in order from
 * these declarations; an operation itself only parses its parameters and produces its answer.
 */
export interface Operation<P = unknown> {
  id: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  billing: 'free' | 'usage';
  /** Answered without a key (a key that is sent is still checked). */
  keyless?: boolean;
  scopes?: readonly string[];
  verifiedCoach?: boolean;
  /** The sports the request is about, for the coaching-tier check (see tiers.ts). */
  tierSports?(ctx: Ctx): readonly (string | undefined)[];
  /** Creating one more would pass the plan's alert count. */
  alertLimit?: boolean;
  /** Validates parameters; throws invalid_parameter / invalid_cursor. */
  parse(ctx: Ctx): P;
  /** What the call would charge, for the budget check; `parsed` is undefined when parameters were invalid. */
  charge?(ctx: Ctx, parsed: P | undefined): number;
  /** Produces the answer; throws not_found. */
  run(ctx: Ctx, parsed: P): OpResult | Promise<OpResult>;
}

/** Keeps each operation's parameter type while collecting them in one table. */
export function defineOperation<P>(op: Operation<P>): Operation<unknown> {
  return op as Operation<unknown>;
}

export function requireAccount(ctx: Ctx): Account {
  if (!ctx.account) throw new ApiError('missing_api_key', 'This operation needs an API key.');
  return ctx.account;
}

export function jsonBody(ctx: Ctx): unknown {
  if (ctx.body === BAD_JSON) throw invalidParameter('body', 'The body is not valid JSON.');
  return ctx.body;
}

export interface ListParams {
  filters: Filters;
  paging: Paging;
}

/** The common parsing of a GET list: its filters, then `limit` and `cursor` for this list and filters. */
export function parseList(ctx: Ctx, list: string, filterKeys: readonly FilterKey[] = []): ListParams {
  const raw = readQuery(ctx.query, [...filterKeys, 'limit', 'cursor']);
  const filters = parseFilters(raw, filterKeys, 'query');
  const paging = ctx.state.cursors.paging(list, filters, raw.limit, raw.cursor, 'query');
  return { filters, paging };
}
