import { ALL_POSITIONS, DIVISION_BY_ID, GENDERS, SPORT_BY_ID } from './data/reference.js';
import { type Gender, MOVEMENT_KINDS } from './data/resources.js';
import { invalidParameter } from './errors.js';
import { parseRfc3339 } from './time.js';

/** Where a value came from: query strings carry text, JSON bodies carry typed values. */
export type Source = 'query' | 'body';

export const FILTER_KEYS = [
  'sport',
  'division',
  'gender',
  'conference',
  'season',
  'team',
  'since',
  'kind',
  'position',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Validated list filters (contract section 6). `since` is kept as sent, `sinceMs` is for comparing. */
export interface Filters {
  sport?: string;
  division?: string;
  gender?: Gender;
  conference?: string;
  season?: number;
  team?: string;
  since?: string;
  kind?: string;
  position?: string;
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
    if (!allowed.includes(name) && (FILTER_KEYS as readonly string[]).includes(name))
      throw invalidParameter(name, `The filter '${name}' is not applicable to ${noun}.`);
    if (!allowed.includes(name)) {
      const known =
        allowed.length > 0 ? ` This operation takes: ${allowed.join(', ')}.` : ' This operation takes none.';
      throw invalidParameter(name, `Unknown query parameter '${name}'.${known}`);
    }
    if (name in out) throw invalidParameter(name, `Query parameter '${name}' was sent more than once.`);
    out[name] = value;
  }
  return out;
}

/** A JSON body as a record, refusing anything else and any field the operation does not take. */
export function readBodyObject(
  body: unknown,
  allowed: readonly string[],
  prefix = '',
  /** For filters: what they were given for, so a known filter that does not apply is named as such. */
  noun?: string,
): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidParameter(
      prefix ? prefix.slice(0, -1) : 'body',
      `${prefix ? prefix.slice(0, -1) : 'The body'} must be a JSON object.`,
    );
  }
  for (const name of Object.keys(body)) {
    if (noun && !allowed.includes(name) && (FILTER_KEYS as readonly string[]).includes(name))
      throw invalidParameter(
        `${prefix}${name}`,
        `The filter '${prefix}${name}' is not applicable to ${noun}.`,
      );
    if (!allowed.includes(name))
      throw invalidParameter(`${prefix}${name}`, `Unknown field '${prefix}${name}'.`);
  }
  return body as Record<string, unknown>;
}

export function optionalString(raw: Record<string, unknown>, name: string, param = name): string | undefined {
  const value = raw[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value === '')
    throw invalidParameter(param, `${param} must be a non-empty string.`);
  return value;
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  param: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T))
    throw invalidParameter(param, `${param} must be one of: ${allowed.join(', ')}.`);
  return value as T;
}

export function parseSport(raw: Record<string, unknown>, name = 'sport', param = name): string | undefined {
  return oneOf(optionalString(raw, name, param), [...SPORT_BY_ID.keys()], param);
}

export function parseDivision(
  raw: Record<string, unknown>,
  name = 'division',
  param = name,
): string | undefined {
  return oneOf(optionalString(raw, name, param), [...DIVISION_BY_ID.keys()], param);
}

export function parseGender(raw: Record<string, unknown>, name = 'gender', param = name): Gender | undefined {
  return oneOf(optionalString(raw, name, param), GENDERS, param);
}

/** A position of `sport`, or of any sport when none is named. */
export function parsePosition(value: unknown, sport: string | undefined, param: string): string {
  const allowed = sport ? (SPORT_BY_ID.get(sport)?.positions ?? []) : ALL_POSITIONS;
  if (typeof value !== 'string' || !allowed.includes(value)) {
    throw invalidParameter(
      param,
      `${param} must be one of: ${allowed.join(', ')}${sport ? ` (positions of ${sport})` : ''}.`,
    );
  }
  return value;
}

function parseInteger(value: unknown, source: Source, param: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number =
    source === 'query' && typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number))
    throw invalidParameter(param, `${param} must be an integer.`);
  return number;
}

/** The filters an operation allows, validated; `prefix` names them inside a body (`filters.`). */
export function parseFilters(
  raw: Record<string, unknown>,
  allowed: readonly FilterKey[],
  source: Source,
  prefix = '',
): Filters {
  const p = (name: string) => `${prefix}${name}`;
  const has = (name: FilterKey) => allowed.includes(name);
  const filters: Filters = {};
  if (has('sport')) filters.sport = parseSport(raw, 'sport', p('sport'));
  if (has('division')) filters.division = parseDivision(raw, 'division', p('division'));
  if (has('gender')) filters.gender = parseGender(raw, 'gender', p('gender'));
  if (has('conference')) filters.conference = optionalString(raw, 'conference', p('conference'));
  if (has('team')) filters.team = optionalString(raw, 'team', p('team'));
  if (has('season')) {
    const season = parseInteger(raw.season, source, p('season'));
    if (season !== undefined && (season < 1850 || season > 2100)) {
      throw invalidParameter(p('season'), `${p('season')} must be a year such as 2025.`);
    }
    filters.season = season;
  }
  if (has('since')) {
    const since = optionalString(raw, 'since', p('since'));
    if (since !== undefined && parseRfc3339(since) === undefined) {
      throw invalidParameter(
        p('since'),
        `${p('since')} must be an RFC 3339 date-time such as 2025-11-01T00:00:00Z.`,
      );
    }
    filters.since = since;
  }
  if (has('kind')) filters.kind = oneOf(optionalString(raw, 'kind', p('kind')), MOVEMENT_KINDS, p('kind'));
  if (has('position') && raw.position !== undefined && raw.position !== null) {
    filters.position = parsePosition(raw.position, filters.sport, p('position'));
  }
  for (const key of Object.keys(filters) as FilterKey[]) if (filters[key] === undefined) delete filters[key];
  return filters;
}
