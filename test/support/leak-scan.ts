/**
 * The key-leak scan the fault, fuzz and hygiene suites feed: every log line (through a collecting
 * `logger`, and through `console`, the default logger, while a suite runs), and every error the
 * SDK throws, rendered every way a user or a logging library renders one: `message`, `String(err)`,
 * `JSON.stringify(err)`, `util.inspect(err, { depth: 10, showHidden: true })` and the stack.
 *
 * Each test file gets its own scan (vitest isolates files); `useLeakScan()` fails the file in
 * `afterAll` if any registered secret, any part of one a truncating excerpt could leave, or anything
 * key-shaped appeared, or if the scan saw nothing at all (a scan that scans nothing proves nothing).
 */
import { format, inspect } from 'node:util';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Logger } from '../../src/index.js';

/** A whole key of the contract's shape, whoever's it is. */
const KEY_SHAPED = /svc_(?:live|test)_[A-Za-z0-9]{32}/;
const SDK_PREFIX = '[sports-data-sdk]';

export type LogLevelName = 'error' | 'warn' | 'info' | 'debug';

export interface LogLine {
  readonly level: LogLevelName;
  readonly message: string;
}

export interface CollectingLogger extends Logger {
  readonly lines: LogLine[];
}

export interface LeakStats {
  texts: number;
  errors: number;
  logLines: number;
  consoleLines: number;
  chars: number;
}

export class LeakScan {
  readonly #needles = new Set<string>();
  readonly leaks: string[] = [];
  readonly stats: LeakStats = { texts: 0, errors: 0, logLines: 0, consoleLines: 0, chars: 0 };

  /**
   * Registers secrets to look for. For a `svc_…` key the 32 characters after the prefix count on
   * their own; of any secret, its first and last 12 characters do too (an excerpt cut short).
   */
  secret(...values: string[]): this {
    for (const value of values) {
      if (value.length < 8) throw new Error(`leak scan: secret too short to scan for: ${value.length} chars`);
      const core = value.replace(/^svc_(?:live|test)_/, '');
      this.#needles.add(value);
      this.#needles.add(core);
      if (core.length > 16) {
        this.#needles.add(core.slice(0, 12));
        this.#needles.add(core.slice(-12));
      }
    }
    return this;
  }

  /** Scans one piece of text the SDK produced. */
  text(source: string, text: string): void {
    this.stats.texts += 1;
    this.stats.chars += text.length;
    const found = KEY_SHAPED.exec(text)?.[0];
    if (found) this.#leak(source, found, text);
    for (const needle of this.#needles) if (text.includes(needle)) this.#leak(source, needle, text);
  }

  /** Scans every rendering of a thrown value; returns the leaks it found (also kept in `leaks`). */
  error(source: string, error: unknown): string[] {
    const before = this.leaks.length;
    this.stats.errors += 1;
    for (const [how, text] of renderings(error)) this.text(`${source}: ${how}`, text);
    return this.leaks.slice(before);
  }

  /** A logger that keeps its lines (for assertions) and scans each. */
  logger(): CollectingLogger {
    const lines: LogLine[] = [];
    const sink =
      (level: LogLevelName) =>
      (message: string, ...rest: unknown[]) => {
        const line = rest.length ? format(message, ...rest) : message;
        lines.push({ level, message: line });
        this.stats.logLines += 1;
        this.text(`log ${level}`, line);
      };
    return { lines, error: sink('error'), warn: sink('warn'), info: sink('info'), debug: sink('debug') };
  }

  /**
   * Wraps `console` (the SDK's default logger) so whatever is printed is scanned; the SDK's own
   * lines are kept off the terminal. Returns the function that restores `console`.
   */
  captureConsole(): () => void {
    const methods = ['error', 'warn', 'info', 'debug', 'log'] as const;
    const saved = methods.map((name) => [name, console[name]] as const);
    for (const [name, original] of saved) {
      console[name] = (...args: unknown[]) => {
        const line = format(...args);
        this.stats.consoleLines += 1;
        this.text(`console.${name}`, line);
        if (!line.startsWith(SDK_PREFIX)) original.apply(console, args);
      };
    }
    return () => {
      for (const [name, original] of saved) console[name] = original;
    };
  }

  /** Throws, naming where, when anything leaked. */
  assertClean(): void {
    if (this.leaks.length > 0) {
      throw new Error(
        `leak scan: ${this.leaks.length} leak(s), first ${Math.min(5, this.leaks.length)}:\n${this.leaks.slice(0, 5).join('\n')}`,
      );
    }
  }

  #leak(source: string, needle: string, text: string): void {
    const at = text.indexOf(needle);
    const excerpt = text.slice(Math.max(0, at - 60), at + needle.length + 20).replace(/\s+/g, ' ');
    this.leaks.push(`${source}: ...${excerpt}...`);
  }
}

/** Every way an error becomes text in a log. */
export function renderings(error: unknown): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const safely = (how: string, render: () => string | undefined) => {
    try {
      out.push([how, render() ?? '']);
    } catch (failure) {
      out.push([how, `<render failed: ${String(failure)}>`]);
    }
  };
  if (error instanceof Error) {
    safely('message', () => error.message);
    safely('stack', () => error.stack);
  }
  safely('String', () => String(error));
  safely('JSON.stringify', () => JSON.stringify(error));
  safely('inspect', () => inspect(error, { depth: 10, showHidden: true }));
  return out;
}

/**
 * One scan for the test file: captures `console` for the whole file, fails the file in `afterAll`
 * on any leak, and on a scan that saw fewer than `minTexts` pieces of text.
 */
export function useLeakScan(minTexts = 1): LeakScan {
  const scan = new LeakScan();
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = scan.captureConsole();
  });
  afterAll(() => {
    restore?.();
    scan.assertClean();
    expect(scan.stats.texts).toBeGreaterThanOrEqual(minTexts);
  });
  return scan;
}
