import { type Source, checkField } from './check-field.js';
import { ALL_POSITIONS, DIVISION_BY_ID, SPORT_BY_ID } from './data/reference.js';
import type { Gender } from './data/resources.js';
import { invalidParameter } from './errors.js';
import type { SurfaceField } from './surface.js';

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

/** A sport the sample data holds (the document's pattern checked first). */
export function parseSport(
  raw: Record<string, unknown>,
  field: SurfaceField,
  param = 'sport',
): string | undefined {
  const sport = checkField(raw.sport, field, param, 'body') as string | undefined;
  if (sport !== undefined && !SPORT_BY_ID.has(sport))
    throw invalidParameter(param, `${param} must be one of: ${[...SPORT_BY_ID.keys()].join(', ')}.`);
  return sport;
}

function knownDivision(division: string | undefined, param: string): void {
  if (division !== undefined && !DIVISION_BY_ID.has(division))
    throw invalidParameter(param, `${param} must be one of: ${[...DIVISION_BY_ID.keys()].join(', ')}.`);
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

/**
 * The filters among `fields` (the operation's, from openapi.json), each checked as the document
 * says, then against the sample data; `prefix` names them inside a body (`filters.`).
 */
export function parseFilters(
  raw: Record<string, unknown>,
  fields: Readonly<Record<string, SurfaceField>>,
  source: Source,
  prefix = '',
): Filters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const field = fields[key];
    if (!field || key === 'position') continue;
    const param = `${prefix}${key}`;
    const value =
      key === 'sport' ? parseSport(raw, field, param) : checkField(raw[key], field, param, source);
    if (key === 'division') knownDivision(value as string | undefined, param);
    if (value !== undefined) filters[key] = value;
  }
  if (fields.position && raw.position !== undefined && raw.position !== null)
    filters.position = parsePosition(raw.position, filters.sport as string | undefined, `${prefix}position`);
  return filters as Filters;
}
