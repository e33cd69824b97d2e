/**
 * A logger that keeps the SDK's lines instead of printing them: a test whose call is expected to
 * warn (a billed call not retried, a 429 hint, a quota running low) asserts the line here, and the
 * terminal of `npm test` shows only what went wrong.
 */
import type { Logger } from '../../src/index.js';

export interface CapturedLog {
  /** Give to the client: `{ ...log.options }`. */
  readonly options: { logger: Logger; logLevel: 'warn' };
  /** The warn and error lines since the last call, and forgets them. */
  take(): string[];
}

export function capturedLog(): CapturedLog {
  let lines: string[] = [];
  const keep = (message: string) => {
    lines.push(message);
  };
  return {
    options: { logger: { error: keep, warn: keep, info: () => {}, debug: () => {} }, logLevel: 'warn' },
    take() {
      const taken = lines;
      lines = [];
      return taken;
    },
  };
}
