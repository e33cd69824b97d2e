import { InvalidArgumentError } from '../errors.js';
import type { PacingClock } from './clock.js';
import type { PacingStore } from './store.js';

/** `pacing` as an object: pacing on, with overrides. */
export interface PacingOptions {
  /**
   * Keyed requests allowed in any rolling 60 s, instead of the plan's (an enterprise custom limit,
   * or a share of the account's limit you keep for this client).
   */
  readsPerMinute?: number | undefined;
  /** Where the rolling minute is kept; default in this process. `createRedisPacingStore` shares it. */
  store?: PacingStore | undefined;
  /** The time pacing runs on (default the wall clock): for tests that must not wait real minutes. */
  clock?: PacingClock | undefined;
}

export interface ResolvedPacing {
  readonly readsPerMinute: number | undefined;
  readonly store: PacingStore | undefined;
  readonly clock: PacingClock | undefined;
}

const bad = (message: string, param: string) => new InvalidArgumentError('invalid_argument', message, param);

export const hasMethods = (value: unknown, names: readonly string[]): boolean =>
  value !== null &&
  typeof value === 'object' &&
  names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

/** `undefined` when pacing is off. */
export function resolvePacing(option: unknown): ResolvedPacing | undefined {
  if (option === undefined || option === false) return undefined;
  if (option === true) return { readsPerMinute: undefined, store: undefined, clock: undefined };
  if (option === null || typeof option !== 'object' || Array.isArray(option))
    throw bad('pacing must be true, false or { readsPerMinute?, store? }.', 'pacing');
  const { readsPerMinute, store, clock } = option as PacingOptions;
  if (
    readsPerMinute !== undefined &&
    (typeof readsPerMinute !== 'number' || !Number.isInteger(readsPerMinute) || readsPerMinute < 1)
  ) {
    throw bad(
      `pacing.readsPerMinute must be a positive integer, got ${String(readsPerMinute)}.`,
      'pacing.readsPerMinute',
    );
  }
  if (store !== undefined && !hasMethods(store, ['acquire', 'release', 'pause']))
    throw bad('pacing.store must have acquire, release and pause methods (a PacingStore).', 'pacing.store');
  if (clock !== undefined && !hasMethods(clock, ['now', 'sleep']))
    throw bad('pacing.clock must have now and sleep methods.', 'pacing.clock');
  return { readsPerMinute, store, clock };
}
