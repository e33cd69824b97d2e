/**
 * Hostile servers on loopback, and a child process to run the SDK against them so that its peak
 * memory (`maxRSS`) can be measured on its own. Every endless body is written with backpressure
 * (the next chunk only once the socket drained), so the server holds nothing and the bytes the
 * client took are what the server could send.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSource } from '../support/bundle-src.js';
import { listenOnLoopback } from '../support/loopback.js';

export const KEY = 'svc_live_HostileHostileHostileHostile0123';

export interface HostileServer {
  readonly url: string;
  /** Requests seen, as `METHOD path` with the authorization header (or `-`). */
  readonly seen: { method: string; path: string; authorization: string | undefined }[];
  /** Bytes written to response bodies, over every request. */
  sent(): number;
  close(): Promise<void>;
}

export type Reply = (req: IncomingMessage, res: ServerResponse, write: Writer) => void | Promise<void>;

/** Writes `chunk` (again and again with `repeat`) respecting backpressure, until the client goes. */
export type Writer = (chunk: Uint8Array | string, repeat?: number) => Promise<boolean>;

export async function startHostileServer(reply: Reply): Promise<HostileServer> {
  const seen: HostileServer['seen'] = [];
  let sent = 0;
  const server = createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0] as string,
      authorization: req.headers.authorization,
    });
    let gone = false;
    res.on('close', () => {
      gone = true;
    });
    const write: Writer = async (chunk, repeat = 1) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      for (let i = 0; i < repeat; i++) {
        if (gone) return false;
        sent += bytes.byteLength;
        if (!res.write(bytes)) {
          await new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done);
              res.off('close', done);
              resolve();
            };
            res.on('drain', done);
            res.on('close', done);
          });
        }
      }
      return !gone;
    };
    Promise.resolve(reply(req, res, write)).catch(() => res.destroy());
  });
  const { url, close } = await listenOnLoopback(server);
  return { url, seen, sent: () => sent, close };
}

/** Writes the same chunk for ever (until the client closes the connection). */
export async function endless(write: Writer, chunk: Uint8Array | string): Promise<void> {
  while (await write(chunk, 16)) {
    // Each round is 16 chunks; a closed connection ends the loop.
  }
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Inside the project, so that the bundle's bare imports (optional peers, dev tools) resolve. */
const WORK = join(ROOT, 'node_modules', '.cache', 'sports-data-sdk-hostile', String(process.pid));

let bundled: Promise<string> | undefined;

/** The SDK as it is now in `src/`, bundled once per test process. */
function sdkBundle(): Promise<string> {
  bundled ??= bundleSource({ sdk: join(ROOT, 'src', 'index.ts') }, join(WORK, 'bundle')).then(
    ({ sdk }) => sdk,
  );
  return bundled;
}

/** What the child reports: the error the call ended with, and the process's peak memory. */
export interface ChildReport {
  /** Peak resident set size of the child, in bytes. */
  maxRSS: number;
  result: 'resolved' | 'rejected';
  error?: {
    name: string;
    isSportsDataError: boolean;
    type?: string;
    status?: number;
    reason?: string;
    message: string;
    string: string;
    inspect: string;
    json: string;
  };
}

/**
 * Runs `body` (the inside of an async function given `sdk`, `KEY` and `BASE` (the server URL)) in a fresh Node
 * process and reports how it ended and the peak RSS. `body` returns a promise; its rejection is
 * the error reported.
 */
export async function runInChild(body: string, url: string): Promise<ChildReport> {
  const sdk = await sdkBundle();
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, `child-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    file,
    `import { inspect } from 'node:util';
const sdk = await import(${JSON.stringify(sdk)});
const KEY = ${JSON.stringify(KEY)};
const BASE_ = ${JSON.stringify(url)};
const report = {};
try {
  await (async (sdk, KEY, BASE) => { ${body} })(sdk, KEY, BASE_);
  report.result = 'resolved';
} catch (error) {
  report.result = 'rejected';
  report.error = {
    name: error?.name,
    isSportsDataError: error instanceof sdk.SportsDataError,
    type: error?.type,
    status: error?.status,
    reason: error?.reason,
    message: String(error?.message),
    string: String(error),
    inspect: inspect(error, { depth: 8 }),
    json: JSON.stringify(error),
  };
}
report.maxRSS = process.resourceUsage().maxRSS * 1024;
process.stdout.write(JSON.stringify(report));
process.exit(0);
`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(out) as ChildReport);
      } catch {
        reject(new Error(`child exited ${code}: ${out.slice(0, 500)} ${err.slice(0, 2000)}`));
      }
    });
  });
}

/** Every form of an error a logger could print; none may hold the key. */
export function forms(report: ChildReport): string {
  const e = report.error;
  return e ? [e.message, e.string, e.inspect, e.json].join('\n') : '';
}

export const MB = 1024 * 1024;
