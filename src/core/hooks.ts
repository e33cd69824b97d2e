/**
 * The client options `hooks` and `telemetry` (contract section 13, issue 32): what a caller sees,
 * and the check of their shape that `new SportsData()` makes (config.ts), as it checks every option.
 * Nothing else here runs: the dispatch (internal/observe.ts) and the OpenTelemetry observer
 * (internal/telemetry.ts) load on the first call of a client that has them.
 */
import { InvalidArgumentError, type SportsDataError } from './errors.js';
import { checkOptionNames } from '../internal/option-names.js';
import { received } from '../internal/received.js';

/** What every event says of the call and the attempt it belongs to. */
export interface HookEventBase {
  /** `request`, `response`, `retry`, `pacing_wait`, `poll` or `settled`. */
  readonly kind: string;
  /** `players.search`: the namespace and the method the caller used. */
  readonly operation: string;
  /** `search_players`: the operation's id in openapi.json. */
  readonly operationId: string;
  readonly method: string;
  /** `/v1/players/{id}`: the path as the document writes it (ids not filled in). */
  readonly urlTemplate: string;
  /** The URL as sent, every query value replaced by `[redacted]` (a pre-signed link's signature too). */
  readonly url: string;
  /** `free`, or `usage` (usage-billed: never sent twice by the SDK). */
  readonly billing: 'free' | 'usage';
  /** 1 for the first attempt, 2 for the first retry, … */
  readonly attempt: number;
  /** Counts the client's calls from 1: groups the events of one call when many are in flight. */
  readonly callId: number;
}

/** An attempt is about to be sent (after any pacing wait). */
export interface RequestEvent extends HookEventBase {
  readonly kind: 'request';
  /** Whether the request carries an `Idempotency-Key` (its value is never shown). */
  readonly idempotencyKey: boolean;
}

/** An answer's head and body arrived. */
export interface ResponseEvent extends HookEventBase {
  readonly kind: 'response';
  readonly status: number;
  readonly requestId: string | undefined;
  readonly plan: string | undefined;
  readonly quota:
    | { readonly limit: number; readonly remaining: number; readonly resetAt: Date | undefined }
    | undefined;
  /** From sending the attempt to its body's last byte (an export file: to its headers). */
  readonly durationMs: number;
  /** Bytes of the body as read (decoded); `undefined` for an export file, which streams on. */
  readonly bytes: number | undefined;
  /** Whether the answer came from the client's cache instead of the network. */
  readonly fromCache: boolean;
}

/** A retry is scheduled: the attempt that failed, and the wait before the next. */
export interface RetryEvent extends HookEventBase {
  readonly kind: 'retry';
  /** `status`: an answer the policy retries; `connection` or `timeout`: no usable answer. */
  readonly reason: 'status' | 'connection' | 'timeout';
  /** The answer's status, when there was one. */
  readonly status: number | undefined;
  readonly waitMs: number;
  /** Where the wait came from: the answer's `Retry-After`, or the SDK's backoff. */
  readonly waitSource: 'retry-after' | 'backoff';
}

/** Pacing held an attempt before it could be sent (client option `pacing`). */
export interface PacingWaitEvent extends HookEventBase {
  readonly kind: 'pacing_wait';
  readonly waitMs: number;
  /** `window_full`: the rolling minute had no room; `paused_after_429`: the service asked for a pause. */
  readonly why: 'window_full' | 'paused_after_429';
}

/** A poll of a job answered (createAndPoll, poll). */
export interface PollEvent extends HookEventBase {
  readonly kind: 'poll';
  readonly jobId: string;
  /** The job's status as the poll read it. */
  readonly state: string;
  /** The wait before the next poll; `undefined` once the job is finished. */
  readonly nextWaitMs: number | undefined;
}

/** The call ended. */
export interface SettledEvent extends HookEventBase {
  readonly kind: 'settled';
  readonly ok: boolean;
  /** The typed error the call rejects with, when not `ok`. */
  readonly error: SportsDataError | undefined;
  readonly attempts: number;
  /** From the call's start to its end, pacing and retry waits included. */
  readonly durationMs: number;
}

export type HookEvent =
  | RequestEvent
  | ResponseEvent
  | RetryEvent
  | PacingWaitEvent
  | PollEvent
  | SettledEvent;

/**
 * Observers of the client's calls (client option `hooks`): any subset. Each gets one frozen,
 * redacted event; what it returns is ignored, and a hook that throws is reported once at `warn`
 * and never breaks or delays the call.
 */
export interface Hooks {
  onRequest?(event: RequestEvent): void;
  onResponse?(event: ResponseEvent): void;
  onRetry?(event: RetryEvent): void;
  onPacingWait?(event: PacingWaitEvent): void;
  onPoll?(event: PollEvent): void;
  onSettled?(event: SettledEvent): void;
}

/**
 * Client option `telemetry`: `true` for the global providers of `@opentelemetry/api` (an optional
 * peer dependency, imported only then), or the providers to use. Typed by shape, so that the
 * package's types do not need `@opentelemetry/api` installed.
 */
export type TelemetryOption =
  | boolean
  | {
      readonly tracerProvider?: { getTracer(name: string, version?: string): unknown } | undefined;
      readonly meterProvider?: { getMeter(name: string, version?: string): unknown } | undefined;
      /**
       * The `@opentelemetry/api` module (`import * as api from '@opentelemetry/api'`), for a bundled
       * app: the SDK otherwise imports it by name at run time, which a browser cannot resolve.
       */
      readonly api?: object | undefined;
    };

const HOOK_NAMES: Readonly<Record<keyof Hooks, true>> = {
  onRequest: true,
  onResponse: true,
  onRetry: true,
  onPacingWait: true,
  onPoll: true,
  onSettled: true,
};

const bad = (message: string, param: string) => new InvalidArgumentError('invalid_argument', message, param);

/**
 * The shape of the client options `hooks` and `telemetry`, checked at `new SportsData()` with the
 * other options (a few lines; what acts on them loads with the first call of a client that has them).
 */
export function checkObserveOptions(hooks: unknown, telemetry: unknown): void {
  if (hooks !== undefined) {
    if (hooks === null || typeof hooks !== 'object')
      throw bad(`hooks must be an object of hook methods, got ${received(hooks)}.`, 'hooks');
    // A misspelt hook (`onRetries`) would never run: own `on…` names are checked. Other members (a
    // recorder's own fields) are the caller's; a class's methods are found by name.
    for (const name of Object.keys(hooks))
      if (name.startsWith('on')) checkOptionNames({ [name]: 0 }, HOOK_NAMES, 'hooks');
    for (const name in HOOK_NAMES) {
      const hook = (hooks as Record<string, unknown>)[name];
      if (hook !== undefined && typeof hook !== 'function')
        throw bad(`hooks.${name} must be a function, got ${received(hook)}.`, `hooks.${name}`);
    }
  }
  if (
    telemetry !== undefined &&
    typeof telemetry !== 'boolean' &&
    (telemetry === null || typeof telemetry !== 'object')
  )
    throw bad(
      `telemetry must be true, false or { tracerProvider, meterProvider }, got ${received(telemetry)}.`,
      'telemetry',
    );
}
