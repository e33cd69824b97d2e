import type { ExportFilters } from '../generated/aliases.js';
import { ROUTE_SURFACE } from '../generated/fake-surface.js';
import { ALL_POSITIONS, DIVISION_BY_ID, SPORT_BY_ID, statKeys } from './data/reference.js';
import { invalidParameter } from './errors.js';
import type { SurfaceField } from './surface.js';
import { parseRfc3339 } from './time.js';

/**
 * The one checker of what a request carries: every parameter and body field against what
 * openapi.json says of it (the generated surface), then against what the sample data holds.
 */

/** Where a value came from: query strings carry text, JSON bodies carry typed values. */
export type Source = 'query' | 'body';
type Fields = Readonly<Record<string, SurfaceField>>;

/** Validated list filters (contract section 6), as `ExportFilters` holds them all. */
export type Filters = ExportFilters;
/** The filters an export takes: every list's, for the message refusing one a list does not take. */
const FILTER_KEYS: readonly string[] = Object.keys(ROUTE_SURFACE['POST /v1/exports'].body.filters.fields);
/** A list's paging parameters: every other parameter of a list is a filter. */
const PAGING: readonly string[] = ['limit', 'cursor'];

const positionsOf = (sport: string | undefined) =>
  sport ? (SPORT_BY_ID.get(sport)?.positions ?? []) : ALL_POSITIONS;

/** Values the sample data decides, by field name, given the request's sport. */
const KNOWN: Record<string, (sport: string | undefined) => readonly string[]> = {
  sport: () => [...SPORT_BY_ID.keys()],
  division: () => [...DIVISION_BY_ID.keys()],
  position: positionsOf,
  positions: positionsOf,
  sort_by: (sport) => statKeys(sport ?? ''),
  min_stats: (sport) => statKeys(sport ?? ''),
};

const INTEGER = /^-?\d{1,15}$/;
const patterns = new Map<string, RegExp>();
const regexOf = (pattern: string) =>
  patterns.get(pattern) ?? patterns.set(pattern, new RegExp(pattern)).get(pattern);

/** Refuses `param`, a name the operation does not take: as a filter not applicable to `noun`, when it is one. */
function refuse(param: string, name: string, noun: string | undefined, unknown: string): never {
  if (noun && FILTER_KEYS.includes(name))
    throw invalidParameter(param, `The filter '${param}' is not applicable to ${noun}.`);
  throw invalidParameter(param, unknown);
}

/**
 * The query parameters an operation takes, as a plain record. An unknown name is refused, as an
 * unknown body field is (contract section 7: a misspelt filter must not silently return
 * everything); a known one sent twice is refused, since which one wins would be a guess.
 */
export function readQuery(
  query: URLSearchParams,
  allowed: readonly string[],
  noun: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of query) {
    if (!allowed.includes(name)) {
      const takes = allowed.length > 0 ? `takes: ${allowed.join(', ')}` : 'takes none';
      refuse(name, name, noun, `Unknown query parameter '${name}'. This operation ${takes}.`);
    }
    if (name in out) throw invalidParameter(name, `Query parameter '${name}' was sent more than once.`);
    out[name] = value;
  }
  return out;
}

/** A JSON object holding only `allowed` fields; `noun` (for filters) names what they were given for. */
export function readBodyObject(
  body: unknown,
  allowed: readonly string[],
  prefix = '',
  noun?: string,
): Record<string, unknown> {
  const name = prefix ? prefix.slice(0, -1) : 'body';
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw invalidParameter(name, `${prefix ? name : 'The body'} must be a JSON object.`);
  for (const key of Object.keys(body))
    if (!allowed.includes(key)) refuse(`${prefix}${key}`, key, noun, `Unknown field '${prefix}${key}'.`);
  return body as Record<string, unknown>;
}

/** `fields` of `raw`, each checked (sport first: the values of others depend on it). Unsent ones are left out. */
export function checkFields(
  raw: Record<string, unknown>,
  fields: Fields,
  source: Source,
  prefix = '',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const names = Object.keys(fields).sort((a, b) => Number(b === 'sport') - Number(a === 'sport'));
  for (const name of names) {
    const value = checkField(raw[name], fields[name] as SurfaceField, `${prefix}${name}`, source, out.sport);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * The filters among `fields` (the operation's: every one but paging, so a filter the document adds is
 * checked and handed on like the others), checked; `prefix` names them inside a body (`filters.`).
 */
export function parseFilters(
  raw: Record<string, unknown>,
  fields: Fields,
  source: Source,
  prefix = '',
): Filters {
  const own = Object.fromEntries(Object.entries(fields).filter(([name]) => !PAGING.includes(name)));
  return checkFields(raw, own, source, prefix) as Filters;
}

/** One value checked; undefined for an optional one not sent (`null` means "not given", as the document says). */
function checkField(
  value: unknown,
  field: SurfaceField,
  param: string,
  source: Source,
  sport: unknown,
): unknown {
  if (value === undefined || value === null) {
    if (field.required) throw invalidParameter(param, `${param} is required.`);
    return undefined;
  }
  const known = KNOWN[param.slice(param.lastIndexOf('.') + 1)]?.(sport as string | undefined);
  if (field.type === 'integer' || field.type === 'number') return checkNumber(value, field, param, source);
  if (field.type === 'string') return checkString(value, field, param, known);
  if (field.type === 'array') {
    const most = field.maxItems ?? Number.POSITIVE_INFINITY;
    if (!Array.isArray(value) || value.length > most)
      throw invalidParameter(param, `${param} must be an array of at most ${most}.`);
    const items = value.map((item) => checkField(item, field.items as SurfaceField, param, source, sport));
    if (field.uniqueItems && new Set(items).size !== items.length)
      throw invalidParameter(param, `${param} must not repeat a value.`);
    return items;
  }
  if (field.type !== 'object') return value;
  if (field.fields) {
    const own = readBodyObject(value, Object.keys(field.fields), `${param}.`);
    return checkFields(own, field.fields, source, `${param}.`);
  }
  const map = readBodyObject(value, known ?? Object.keys(value as object), `${param}.`);
  if (field.values)
    for (const [key, inner] of Object.entries(map))
      checkField(inner, field.values, `${param}.${key}`, source, sport);
  return map;
}

function checkNumber(value: unknown, field: SurfaceField, param: string, source: Source): number {
  const number =
    source === 'query' && typeof value === 'string' && INTEGER.test(value) ? Number(value) : value;
  const ok =
    typeof number === 'number' &&
    (field.type === 'integer' ? Number.isInteger(number) : Number.isFinite(number));
  if (ok && !(number < (field.minimum ?? number)) && !(number > (field.maximum ?? number))) return number;
  const { minimum: min, maximum: max } = field;
  const range = min === undefined && max === undefined ? '' : ` from ${min ?? '-∞'} to ${max ?? '∞'}`;
  throw invalidParameter(
    param,
    `${param} must be ${field.type === 'integer' ? 'an integer' : 'a number'}${range}.`,
  );
}

function checkString(value: unknown, field: SurfaceField, param: string, known?: readonly string[]): string {
  const min = field.minLength ?? 1;
  if (typeof value !== 'string' || value.length < min || value.length > (field.maxLength ?? value.length)) {
    const most = field.maxLength !== undefined ? ` of ${min} to ${field.maxLength} characters` : '';
    throw invalidParameter(param, `${param} must be a non-empty string${most}.`);
  }
  const oneOf = field.enum ?? known;
  if (oneOf && !oneOf.includes(value))
    throw invalidParameter(param, `${param} must be one of: ${oneOf.join(', ')}.`);
  if (field.pattern && !regexOf(field.pattern)?.test(value))
    throw invalidParameter(param, `${param} must match ${field.pattern}.`);
  if (field.format === 'date-time' && parseRfc3339(value) === undefined)
    throw invalidParameter(param, `${param} must be an RFC 3339 date-time such as 2025-11-01T00:00:00Z.`);
  return value;
}
