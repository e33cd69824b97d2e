/**
 * Runs the built `sports-data` bin as a child process, the way a user's shell does, against the
 * fake service on loopback (started in the test process, so it can count what crossed the wire).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createFakeServer,
  type FakeServer,
  type FakeServerOptions,
  type KeyRole,
} from '../../src/testing/index.js';

/** What the progress line writes before each redraw. */
export const ERASE_LINE = '\u001b[2K';
/** Any colour or style (SGR) sequence. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escape sequences are what it finds.
export const SGR = /\u001b\[[0-9;]*m/;

export const BIN = fileURLToPath(new URL('../../dist/cli/bin.js', import.meta.url));
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  /** Called once the child is running, e.g. to send it SIGINT when its stderr shows progress. */
  onStart?: (child: ChildProcess, output: { stdout: () => string; stderr: () => string }) => void;
  cwd?: string;
  /** Extra node flags before the bin (e.g. a preload). */
  nodeArgs?: string[];
}

/** The environment the bin sees: nothing from the test runner's own SERVICE_* or colour settings. */
export function cleanEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (/^SERVICE_|^NO_COLOR$|^FORCE_COLOR$/.test(name)) delete env[name];
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) env[name] = value;
  return env;
}

export function runCli(args: readonly string[], options: RunOptions = {}): Promise<CliResult> {
  expect(
    existsSync(BIN),
    'dist/cli/bin.js is missing: npm test builds before vitest; run npm run build',
  ).toBe(true);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env: cleanEnv(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    options.onStart?.(child, { stdout: () => stdout, stderr: () => stderr });
  });
}

/** The last line of stderr as the bin's error report. */
export function errorOf(result: CliResult): {
  status: number | null;
  type: string;
  code: string | null;
  message: string;
} {
  const lines = result.stderr.trim().split('\n');
  // A progress line cleared just before (`\r` and erase-line) may precede it on the same line.
  const parsed = JSON.parse(lines[lines.length - 1]!.split('\r').pop()!.replace(ERASE_LINE, ''));
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(Object.keys(parsed.error).sort()).toEqual(['code', 'message', 'status', 'type']);
  return parsed.error;
}

export interface CliFake {
  fake: FakeServer;
  /** SERVICE_BASE_URL and SERVICE_API_KEY for a role's key (or none). */
  env(role: KeyRole | null): Record<string, string | undefined>;
}

export function useCliFake(options: FakeServerOptions = {}): CliFake {
  const ctx = {
    env(role: KeyRole | null) {
      return { SERVICE_BASE_URL: ctx.fake.url, SERVICE_API_KEY: role ? ctx.fake.keys[role] : undefined };
    },
  } as unknown as CliFake;
  beforeAll(async () => {
    ctx.fake = await createFakeServer({ pollAfterMs: 10, ...options });
  });
  afterAll(async () => {
    await ctx.fake?.close();
  });
  return ctx;
}

/** Resolves when `predicate` holds for the child's output; checked on every chunk, no timers. */
export function whenOutput(child: ChildProcess, predicate: () => boolean, then: () => void): void {
  let fired = false;
  const check = () => {
    if (!fired && predicate()) {
      fired = true;
      then();
    }
  };
  child.stdout?.on('data', check);
  child.stderr?.on('data', check);
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** The bin under a pseudo-terminal: stdout and stderr are both the terminal, captured together. */
export function inTerminal(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; screen: string }> {
  const command = [process.execPath, BIN, ...args].map(quote).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], {
      cwd: ROOT,
      env: cleanEnv({ ...env, COLUMNS: '120', TERM: 'xterm' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let screen = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      screen += text;
    });
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, screen }));
  });
}
