import { type Control, ENDPOINTS } from './control.js';
import { MAX_REQUEST_BODY } from './read-capped.js';
import { type FakeServer, controlOf, createFakeServer } from './server.js';
import type { KeyRole } from './types.js';

export interface MainIo {
  /** Where the start-up line and command answers go; default process.stdout. */
  write?: (text: string) => void;
  /** Commands, one JSON object a line (see --help); default none. The bin passes process.stdin. */
  input?: NodeJS.ReadableStream;
  /** How to wait for SIGINT/SIGTERM; default process.once. */
  onSignal?: (signal: 'SIGINT' | 'SIGTERM', listener: () => void) => void;
  /** Called after the server closed on a signal, or after --help; default process.exit. */
  exit?: (code: number) => void;
}

const USAGE =
  'usage: sports-data-fake [--port N] [--files-port N] [--control-port N] [--seed N] [--no-rate-limits] [--webhook-url URL] [--help]';

export const HELP = `${USAGE}

Runs the fake Sports Data API on 127.0.0.1 until SIGINT or SIGTERM.

Options:
  --port N            port of the API (default: a free one)
  --files-port N      port of the export file host, another origin (default: a free one)
  --control-port N    port of the control API (default: a free one)
  --seed N            seed of the sample data, keys and ids (default 1): same seed, same service
  --no-rate-limits    no per-minute limits (monthly quotas still apply)
  --webhook-url URL   push alert.matched events of every built-in account to URL
  --help, -h          this text

Start-up: one JSON line on stdout, then nothing else unless asked:
  {"url", "filesUrl", "controlUrl", "keys": {role: key},
   "accounts": {role: {"id", "plan", "key", "webhookSecret"}}, "webhookUrl"}
  Roles: free (Free plan, no scopes), plus (no portal scopes), developer (both scopes),
  test (a test key of the developer account), noCoach (no verified coach), enterprise.
  Each account's alert.matched pushes are signed with its webhookSecret (Standard Webhooks).

Control API at controlUrl (JSON over HTTP on 127.0.0.1, off the API's paths, for tests only:
bodies with Content-Type: application/json; another Host, or a web page's Origin, is refused 403;
refusals use the service's error envelope: 400 for bad JSON or an unknown field, 404 for an unknown
job or path, 415 for a body that is not labelled JSON),
and the same commands on stdin, one JSON object a line, {"<command>": {fields, "id" of a job}},
each answered with one JSON line on stdout, {"<command>": answer} or {"error": "..."}:
${ENDPOINTS.map((c) => `  ${`${c.method} ${c.path}`.padEnd(24)}${c.name.padEnd(16)}${c.does}`).join('\n')}
  e.g. curl -H 'content-type: application/json' -d '{"operationId": "create_export", "status": 503}' $controlUrl/faults
  or   {"addPortalEntry": {"sport": "football", "position": "QB"}} on stdin
`;

interface Args {
  help?: boolean;
  port?: number;
  filesPort?: number;
  controlPort?: number;
  seed?: number;
  rateLimits?: boolean;
  webhookUrl?: string;
}

function parseArgs(argv: readonly string[]): Args {
  const out: Args = {};
  const numbers = {
    '--port': 'port',
    '--files-port': 'filesPort',
    '--control-port': 'controlPort',
    '--seed': 'seed',
  } as const;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--no-rate-limits') {
      out.rateLimits = false;
      continue;
    }
    const [flag, inline] = arg.includes('=') ? (arg.split('=', 2) as [string, string]) : [arg, undefined];
    const text = () => inline ?? argv[++i];
    if (flag === '--webhook-url') {
      const url = text();
      if (url === undefined || !/^https?:\/\/[^/]/.test(url))
        throw new TypeError(`--webhook-url needs an http(s) URL\n${USAGE}`);
      out.webhookUrl = url;
      continue;
    }
    const name = numbers[flag as keyof typeof numbers];
    if (!name) throw new TypeError(`unknown argument '${arg}'\n${USAGE}`);
    const raw = text();
    const value = Number(raw);
    if (raw === undefined || !Number.isInteger(value) || value < 0)
      throw new TypeError(`${flag} needs an integer\n${USAGE}`);
    out[name] = value;
  }
  return out;
}

/** What a test needs to drive the fake from another process: keys, accounts and their webhook secrets. */
function startLine(server: FakeServer, webhookUrl: string | undefined): string {
  const { service } = server;
  const accounts = Object.fromEntries(
    (Object.keys(server.keys) as KeyRole[]).map((role) => {
      const id = service.accountIds[role];
      const { plan, webhookSecret } = service.account(id);
      return [role, { id, plan, key: server.keys[role], webhookSecret }];
    }),
  );
  return `${JSON.stringify({
    url: server.url,
    filesUrl: server.filesUrl,
    controlUrl: server.controlUrl,
    keys: server.keys,
    accounts,
    webhookUrl: webhookUrl ?? null,
  })}\n`;
}

/** A command line longer than this (in characters) is answered with an error and skipped, not buffered. */
const MAX_COMMAND_LINE = MAX_REQUEST_BODY;
const TOO_LONG = Symbol('too long');
/**
 * Answers each command line in order, one JSON line each. Lines are split here, not by readline,
 * which buffers a line however long it grows: an endless line (`< /dev/zero`) would exhaust memory
 * and crash the fake; here it holds at most MAX_COMMAND_LINE characters, then is skipped to its end.
 */
function serveCommands(control: Control, input: NodeJS.ReadableStream, write: (text: string) => void): void {
  let queue = Promise.resolve();
  const answer = (line: string | typeof TOO_LONG) => {
    if (line !== TOO_LONG && line.trim() === '') return;
    queue = queue.then(async () => {
      const reply =
        line === TOO_LONG
          ? { error: `a command line is at most ${MAX_COMMAND_LINE} characters; this one was skipped` }
          : await control.line(line);
      write(`${JSON.stringify(reply)}\n`);
    });
  };
  const decoder = new TextDecoder();
  let pending = '';
  let skipping = false;
  input.on('data', (chunk: Buffer | string) => {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      if (!skipping) answer(`${pending}${text.slice(start, end)}`.replace(/\r$/, ''));
      pending = '';
      skipping = false;
      start = end + 1;
    }
    if (skipping) return;
    pending += text.slice(start);
    if (pending.length > MAX_COMMAND_LINE) {
      answer(TOO_LONG);
      pending = '';
      skipping = true;
    }
  });
  input.on('end', () => {
    if (!skipping) answer(pending);
  });
}

/**
 * The `sports-data-fake` command: starts the fake server, prints one JSON line (see HELP) and
 * serves until SIGINT or SIGTERM. With `--help` it prints HELP and exits 0 (resolving to undefined).
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  io: MainIo = {},
): Promise<FakeServer | undefined> {
  const args = parseArgs(argv);
  const write = io.write ?? ((text: string) => process.stdout.write(text));
  const exit = io.exit ?? ((code: number) => process.exit(code));
  if (args.help) {
    write(HELP);
    exit(0);
    return undefined;
  }
  const { webhookUrl, help: _, ...options } = args;
  const server = await createFakeServer({ ...options, control: true });
  if (webhookUrl !== undefined)
    for (const id of new Set(Object.values(server.service.accountIds)))
      server.service.setWebhook(id, webhookUrl);
  write(startLine(server, webhookUrl));
  if (io.input) serveCommands(controlOf(server), io.input, write);
  const onSignal = io.onSignal ?? ((signal, listener) => process.once(signal, listener));
  const stop = () => {
    server.close().then(() => exit(0));
  };
  onSignal('SIGINT', stop);
  onSignal('SIGTERM', stop);
  return server;
}
