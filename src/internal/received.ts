import { excerpt } from './redact.js';

/**
 * What a caller passed, as an error message should show it. A bare `String(value)` makes the
 * string "5000" and the number 5000 look alike, and `typeof` says `number` for NaN; both hide the
 * slip the message is there to reveal.
 */
export function received(value: unknown): string {
  switch (typeof value) {
    case 'string':
      // Redacted before it is cut, so that no part of a key pasted into a parameter survives.
      return `string ${JSON.stringify(value.length > 40 ? `${excerpt(value, 40)}…` : value)}`;
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `bigint ${value}n`;
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array (${value.length} item${value.length === 1 ? '' : 's'})`;
  if (value instanceof Date) return 'a Date';
  return 'an object';
}
