import * as pacingPolicy from '../../generated/policy/pacing.js';

/**
 * Where pacing keeps an account's rolling minute. The in-process store serves one client; a shared
 * store (`createRedisPacingStore` from `sports-data-sdk/redis`) makes every process and machine
 * using the account draw on one budget. Write your own by implementing these three calls.
 *
 * The rule every store keeps: at most `limit` slots are live at once. A slot is live from
 * `acquire` until 60 s after its `release` (the request's answer, or its failure), because the
 * service counts a request when it arrives, which is some time after it was sent and before it was
 * answered. A store keeps that rule atomically across everything that shares it.
 */
export interface PacingStore {
  /** Takes one slot when fewer than the limit are live; else says how long to wait before asking again. */
  acquire(request: PacingAcquire): PacingGrant | Promise<PacingGrant>;
  /** The request that holds `slot` was answered or failed: the slot frees 60 s from now. */
  release(account: string, slot: string, now: number): void | Promise<void>;
  /** The service answered 429 `rate_limit_exceeded`: grant no slot of the account for `ms`. */
  pause(account: string, ms: number, now: number): void | Promise<void>;
}

export interface PacingAcquire {
  /** Which budget: the hex SHA-256 of the client's API key (never the key itself). */
  readonly account: string;
  /** Live slots allowed: the plan's reads per minute, or the `readsPerMinute` override. */
  readonly limit: number;
  /**
   * `false` while the client has not learned its plan yet (it then sends one request at a time and
   * passes the lowest plan's limit): a store that has seen a known limit for this account uses that.
   */
  readonly limitKnown: boolean;
  /** The longest one attempt may take (its timeout): a slot never released frees after this plus 60 s. */
  readonly holdMs: number;
  /** The pacer's clock (ms). A store shared between machines may use one clock of its own instead. */
  readonly now: number;
}

/**
 * A slot (its id, for `release`), or the milliseconds to wait before asking again (a lower bound).
 * A full minute frees a slot within 60 s, so a wait over 60 s can only be a pause: the pacer then
 * fails the waiting calls with `RateLimitError` instead of waiting (README, Pacing).
 */
export type PacingGrant = { readonly slot: string } | { readonly waitMs: number };

/** How long a slot stays live after its request was answered: the service's window. */
export const WINDOW_MS = pacingPolicy.PACING_WINDOW_MS;
