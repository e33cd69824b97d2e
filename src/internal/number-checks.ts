/**
 * The number rules of options (client options at construction, per-call and wait options before a
 * call): one shape, so every such option is refused with the same words.
 */
import { InvalidArgumentError } from '../core/errors.js';
import { received } from './received.js';

function checkNumber(value: unknown, name: string, fits: (n: number) => boolean, wanted: string): number {
  if (typeof value !== 'number' || !fits(value)) {
    throw new InvalidArgumentError(
      'invalid_argument',
      `${name} must be ${wanted}, got ${received(value)}.`,
      name,
    );
  }
  return value;
}

export function checkNonNegativeInteger(value: unknown, name: string): number {
  return checkNumber(value, name, (n) => Number.isInteger(n) && n >= 0, 'a non-negative integer');
}

export function checkPositiveInteger(value: unknown, name: string): number {
  return checkNumber(value, name, (n) => Number.isSafeInteger(n) && n > 0, 'a positive integer');
}

export function checkTimeout(value: unknown, name: string): number {
  return checkNumber(value, name, (n) => Number.isFinite(n) && n > 0, 'a positive number of milliseconds');
}
