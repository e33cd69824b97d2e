/**
 * Real loopback servers for the download suites: each `startServer` is its own origin (its own
 * port), and records what it received, headers included.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SportsData } from '../../../src/index.js';
import type { ExportJob, Player } from '../../../src/index.js';

export const KEY = 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface TestServer {
  readonly origin: string;
  readonly received: Received[];
  /** Replaces the handler of one path (without query string). */
  route(path: string, handler: Handler): void;
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    received.push({ method: req.method ?? 'GET', path, headers: req.headers });
    const handler = routes.get(path);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no route');
      return;
    }
    Promise.resolve(handler(req, res)).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    route: (path, handler) => routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An API origin and a separate file origin for the whole suite (downloads must cross origins),
 * closed after it, with what each received cleared between tests.
 */
export function useServers(): { api: TestServer; files: TestServer } {
  // Filled in by beforeAll, so suites can destructure them at the top level.
  const api = {} as TestServer;
  const files = {} as TestServer;
  beforeAll(async () => {
    const [a, f] = await Promise.all([startServer(), startServer()]);
    Object.assign(api, a);
    Object.assign(files, f);
  });
  afterAll(async () => {
    await Promise.all([api.close(), files.close()]);
  });
  afterEach(() => {
    api.received.length = 0;
    files.received.length = 0;
  });
  return { api, files };
}

/**
 * The servers of a download suite and the file most of its tests serve: 20 players as gzipped JSON
 * Lines (`rows` is what a download of `file` must yield).
 */
export function usePlayersFile(): { api: TestServer; files: TestServer; rows: Player[]; file: Uint8Array } {
  const rows = players(20);
  return { ...useServers(), rows, file: gzip(jsonl(rows)) };
}

/** Serves fixed bytes as a gzip file. */
export function serveBytes(bytes: Uint8Array, headers: Record<string, string> = {}): Handler {
  return (_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/gzip',
      'content-length': String(bytes.byteLength),
      ...headers,
    });
    res.end(bytes);
  };
}

/** Serves an export job as `GET /v1/exports/{id}` would. */
export function serveJob(job: ExportJob): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-service-plan': 'plus' });
    res.end(JSON.stringify(job));
  };
}

export function client(origin: string, options: { timeout?: number; maxRetries?: number } = {}): SportsData {
  return new SportsData({ apiKey: KEY, baseURL: origin, maxRetries: 0, logLevel: 'off', ...options });
}

export function job(overrides: Partial<ExportJob> & Pick<ExportJob, 'download_url'>): ExportJob {
  return {
    id: 'exp_test1',
    status: 'succeeded',
    resource: 'players',
    format: 'jsonl',
    filters: { sport: 'basketball' },
    row_count: null,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    cost_usd: 0.1,
    created_at: '2025-03-02T10:18:00Z',
    completed_at: '2025-03-02T10:19:41Z',
    ...overrides,
  } as ExportJob;
}

/** Players whose text fields need every kind of CSV quoting. */
export function players(count: number): Player[] {
  const tricky = ['Smith, Jr.', 'Ana "Flash" Diaz', 'Line\nBreak', 'Crlf\r\nName', 'Ünïcødé 🏀', 'plain'];
  return Array.from({ length: count }, (_, i) => ({
    id: `plr_${i}`,
    name: tricky[i % tricky.length] as string,
    team: i % 2 ? 'Team, Inc' : 'Tigers',
    team_id: `team_${i % 7}`,
    sport: 'basketball',
    division: 'ncaa_d1',
    gender: i % 2 ? 'men' : 'women',
    position: 'G',
    class_year: 'senior',
    stats: { points: i % 40, rebounds: (i % 12) + 0.5 },
  })) as Player[];
}

export function jsonl(rows: readonly object[]): string {
  return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
}

/** RFC 4180, nested objects as dotted columns: what the service's CSV looks like. */
export function csv(rows: readonly Player[]): string {
  const field = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const columns = ['id', 'name', 'team', 'team_id', 'stats.points', 'stats.rebounds'];
  const lines = [columns.join(',')];
  for (const p of rows) {
    lines.push([p.id, p.name, p.team, p.team_id, p.stats.points, p.stats.rebounds].map(field).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const gzip = (text: string | Uint8Array): Uint8Array => new Uint8Array(gzipSync(text));

/** Reads a web stream to one byte array. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return new Uint8Array(Buffer.concat(parts));
}

/** Collects a promise's rejection (failing if it resolves); shared with the core suites. */
export { rejection } from '../../support/calls.js';

export async function drain(iterable: AsyncIterable<unknown>): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const row of iterable) out.push(row);
  return out;
}
