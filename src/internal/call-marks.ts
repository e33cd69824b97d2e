/**
 * What the SDK itself tells the argument checks about a call, beside the caller's options. Symbols,
 * so they are no option names a caller can pass or misspell, and option-name checks never see them.
 */
import type { PollOptions } from '../core/polling.js';
import type { RequestOptions } from '../core/request-options.js';

/**
 * The call's path ids were made by the service (a run id inside createAndPoll): they are not checked
 * against the document's pattern (tolerant reader: a newer service may mint new shapes).
 */
export const SERVICE_MADE_IDS: unique symbol = Symbol('sports-data-sdk.serviceMadeIds');

/** The call is createAndPoll's create: its wait options are checked before the billed create is sent. */
export const WAIT_OPTIONS: unique symbol = Symbol('sports-data-sdk.waitOptions');

/** The marks an options object may carry, as check-arguments.ts reads them. */
export interface CallMarks {
  readonly [SERVICE_MADE_IDS]?: true;
  readonly [WAIT_OPTIONS]?: PollOptions<never>;
}

/** `options`, marked as carrying ids the service made (see SERVICE_MADE_IDS). */
export function withServiceMadeIds(options: RequestOptions): RequestOptions {
  return Object.assign(options, { [SERVICE_MADE_IDS]: true });
}

/** `options` of createAndPoll's create, carrying the wait options to check first (see WAIT_OPTIONS). */
export function withWaitOptions<Job>(options: RequestOptions, wait: PollOptions<Job>): RequestOptions {
  return Object.assign(options, { [WAIT_OPTIONS]: wait });
}
