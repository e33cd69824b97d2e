import { type FakeServer, createFakeServer } from './server.js';

export interface MainIo {
  /** Where the one JSON line goes; default process.stdout. */
  write?: (text: string) => void;
  /** How to wait for SIGINT/SIGTERM; default process.once. */
  onSignal?: (signal: 'SIGINT' | 'SIGTERM', listener: () => void) => void;
  /** Called after the server closed on a signal; default process.exit. */
  exit?: (code: number) => void;
}

const USAGE = 'usage: sports-data-fake [--port N] [--files-port N] [--seed N] [--no-rate-limits]';

interface Args {
  port?: number;
  filesPort?: number;
  seed?: number;
  rateLimits?: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const out: Args = {};
  const names = { '--port': 'port', '--files-port': 'filesPort', '--seed': 'seed' } as const;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--no-rate-limits') {
      out.rateLimits = false;
      continue;
    }
    const [flag, inline] = arg.includes('=') ? (arg.split('=', 2) as [string, string]) : [arg, undefined];
    const name = names[flag as keyof typeof names];
    if (!name) throw new TypeError(`unknown argument '${arg}'\n${USAGE}`);
    const text = inline ?? argv[++i];
    const value = Number(text);
    if (text === undefined || !Number.isInteger(value) || value < 0)
      throw new TypeError(`${flag} needs an integer\n${USAGE}`);
    out[name] = value;
  }
  return out;
}

/**
 * The `sports-data-fake` command: starts the fake server, prints one JSON line
 * `{"url", "filesUrl", "keys"}` and serves until SIGINT or SIGTERM.
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  io: MainIo = {},
): Promise<FakeServer> {
  const args = parseArgs(argv);
  const server = await createFakeServer(args);
  const write = io.write ?? ((text: string) => process.stdout.write(text));
  write(`${JSON.stringify({ url: server.url, filesUrl: server.filesUrl, keys: server.keys })}\n`);
  const onSignal = io.onSignal ?? ((signal, listener) => process.once(signal, listener));
  const exit = io.exit ?? ((code: number) => process.exit(code));
  const stop = () => {
    server.close().then(() => exit(0));
  };
  onSignal('SIGINT', stop);
  onSignal('SIGTERM', stop);
  return server;
}
