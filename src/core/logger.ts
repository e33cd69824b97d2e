import { redact } from '../internal/redact.js';

export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

/** Anything with these four methods (console, pino, winston…) can receive the SDK's log lines. */
export interface Logger {
  error(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  info(message: string, ...rest: unknown[]): void;
  debug(message: string, ...rest: unknown[]): void;
}

const RANK: Record<LogLevel, number> = { off: 0, error: 1, warn: 2, info: 3, debug: 4 };

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && value in RANK;
}

/**
 * The SDK's only way to write a log line: level-gated, and every line passes through `redact` (the
 * redactor errors use, which knows the client's key) so neither the key nor anything key-shaped
 * reaches a log sink.
 */
export class SdkLogger {
  readonly #sink: Logger;
  readonly #rank: number;
  /** Whether debug lines are on: read by every attempt, so a field rather than a call. */
  readonly debug: boolean;

  constructor(sink: Logger, level: LogLevel) {
    this.#sink = sink;
    this.#rank = RANK[level];
    this.debug = this.#rank >= RANK.debug;
  }

  enabled(level: Exclude<LogLevel, 'off'>): boolean {
    return this.#rank >= RANK[level];
  }

  log(level: Exclude<LogLevel, 'off'>, message: string): void {
    if (this.#rank < RANK[level]) return;
    this.#sink[level](`[sports-data-sdk] ${redact(message)}`);
  }
}
