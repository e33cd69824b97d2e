import { invalidParameter } from './errors.js';
import type { SurfaceField } from './surface.js';
import { parseRfc3339 } from './time.js';

/** Where a value came from: query strings carry text, JSON bodies carry typed values. */
export type Source = 'query' | 'body';

const INTEGER = /^-?\d{1,15}$/;
const patterns = new Map<string, RegExp>();

function matches(pattern: string, value: string): boolean {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern);
    patterns.set(pattern, regex);
  }
  return regex.test(value);
}

function range(field: SurfaceField): string {
  if (field.minimum !== undefined && field.maximum !== undefined)
    return ` from ${field.minimum} to ${field.maximum}`;
  if (field.minimum !== undefined) return ` of at least ${field.minimum}`;
  return field.maximum !== undefined ? ` of at most ${field.maximum}` : '';
}

/**
 * One parameter or body field checked against what openapi.json says of it (type, required,
 * enumeration, pattern, range, length, date-time format), the limits coming from the generated
 * surface. Undefined for an optional field not sent (`null` means "not given", as the document
 * says). Values the sample data decides (which sports exist, a sport's positions) are the
 * callers' to check.
 */
export function checkField(value: unknown, field: SurfaceField, param: string, source: Source): unknown {
  if (value === undefined || value === null) {
    if (field.required) throw invalidParameter(param, `${param} is required.`);
    return undefined;
  }
  if (field.type === 'integer' || field.type === 'number') {
    const number =
      source === 'query' && typeof value === 'string' && INTEGER.test(value) ? Number(value) : value;
    const ok =
      typeof number === 'number' &&
      (field.type === 'integer' ? Number.isInteger(number) : Number.isFinite(number));
    if (
      !ok ||
      (field.minimum !== undefined && number < field.minimum) ||
      (field.maximum !== undefined && number > field.maximum)
    )
      throw invalidParameter(
        param,
        `${param} must be ${field.type === 'integer' ? 'an integer' : 'a number'}${range(field)}.`,
      );
    return number;
  }
  if (field.type !== 'string') return value;
  const min = field.minLength ?? 1;
  if (
    typeof value !== 'string' ||
    value.length < min ||
    (field.maxLength !== undefined && value.length > field.maxLength)
  ) {
    const most = field.maxLength !== undefined ? ` of ${min} to ${field.maxLength} characters` : '';
    throw invalidParameter(param, `${param} must be a non-empty string${most}.`);
  }
  if (field.enum && !field.enum.includes(value))
    throw invalidParameter(param, `${param} must be one of: ${field.enum.join(', ')}.`);
  if (field.pattern && !matches(field.pattern, value))
    throw invalidParameter(param, `${param} must match ${field.pattern}.`);
  if (field.format === 'date-time' && parseRfc3339(value) === undefined)
    throw invalidParameter(param, `${param} must be an RFC 3339 date-time such as 2025-11-01T00:00:00Z.`);
  return value;
}
