/**
 * A loopback HTTP server for the faults the fake cannot make itself: a body that stalls halfway,
 * gzip-encoded answers (valid and corrupt), very large bodies, a proxy that echoes the request's
 * credentials, and an answer lost after the service acted on the request. Requests no rule
 * matches are forwarded to `upstream` (the fake), so a fault can also sit in front of a real
 * answer. Every request is counted by `METHOD path`, so a test can assert what crossed the wire.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface FaultRequest {
  readonly method: string;
  /** The path as it came on the wire, without the query string. */
  readonly path: string;
  /** The raw request target (`req.url`): path and query, exactly as sent. */
  readonly target: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** What the server does with a request. It may leave `res` unfinished to stall the client. */
export type FaultReply = (
  req: FaultRequest,
  res: ServerResponse,
  server: FaultServer,
) => void | Promise<void>;

export interface FaultRule {
  method?: string;
  /** The exact path (no query string). */
  path?: string;
  /** How many matching requests get this reply; default every one. */
  times?: number;
  reply: FaultReply;
}

/** An answer of the upstream, read in full. */
export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FaultServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Every request received, in order, its body read. */
  readonly requests: readonly FaultRequest[];
  /** Requests received for `method` (and `path`, exact, when given). */
  count(method?: string, path?: string): number;
  inject(rule: FaultRule): void;
  clear(): void;
  /** Sends `req` on to the upstream and reads its whole answer. */
  forward(req: FaultRequest): Promise<UpstreamAnswer>;
  close(): Promise<void>;
}

interface Armed {
  rule: FaultRule;
  remaining: number;
}

export async function startFaultServer(options: { upstream?: string } = {}): Promise<FaultServer> {
  const rules: Armed[] = [];
  const requests: FaultRequest[] = [];
  const sockets = new Set<Socket>();

  const take = (method: string, path: string): FaultRule | undefined => {
    const index = rules.findIndex(
      ({ rule }) =>
        (rule.method === undefined || rule.method.toUpperCase() === method) &&
        (rule.path === undefined || rule.path === path),
    );
    const found = rules[index];
    if (!found) return undefined;
    if (--found.remaining === 0) rules.splice(index, 1);
    return found.rule;
  };

  const server: Server = createServer({ keepAlive: true });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const fault: FaultServer = {
    url: '',
    requests,
    count: (method, path) =>
      requests.filter(
        (r) => (method === undefined || r.method === method) && (path === undefined || r.path === path),
      ).length,
    inject(rule) {
      rules.push({ rule, remaining: rule.times ?? Number.POSITIVE_INFINITY });
    },
    clear() {
      rules.length = 0;
    },
    forward(req) {
      if (!options.upstream) return Promise.reject(new Error('fault server: no upstream to forward to'));
      return forward(options.upstream, req);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = req.url ?? '/';
      const seen: FaultRequest = {
        method: (req.method ?? 'GET').toUpperCase(),
        path: target.split('?')[0]!,
        target,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(seen);
      const rule = take(seen.method, seen.path);
      const reply = rule?.reply ?? passThrough;
      Promise.resolve(reply(seen, res, fault)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(599, { 'Content-Type': 'text/plain' });
        res.end(`fault server error: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 1024 }, resolve));
  (fault as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fault;
}

/** An origin where nothing listens: connecting to it is refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function forward(upstream: string, req: FaultRequest): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    const out = httpRequest(
      `${upstream}${req.target}`,
      { method: req.method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    out.on('error', reject);
    out.end(req.body);
  });
}

function copyHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'connection' || name === 'keep-alive' || name === 'transfer-encoding')
      continue;
    out[name] = value;
  }
  return out;
}

/** The default: the upstream's answer, unchanged. */
const passThrough: FaultReply = async (req, res, server) => {
  const answer = await server.forward(req);
  res.writeHead(answer.status, {
    ...copyHeaders(answer.headers),
    'content-length': String(answer.body.length),
  });
  res.end(answer.body);
};

/** Canned replies. */
export const reply = {
  /** Exactly these bytes with this status and these headers (Content-Length added). */
  raw(status: number, headers: Record<string, string | string[]>, body: string | Buffer): FaultReply {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    return (_req, res) => {
      res.writeHead(status, { ...headers, 'Content-Length': String(bytes.length) });
      res.end(bytes);
    };
  },

  /** The status line, headers and the first half of the body, then nothing: the socket stays open. */
  stallHalfway(status: number, body: string): FaultReply {
    const bytes = Buffer.from(body);
    return (_req, res) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) });
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
    };
  },

  /** The body gzip-compressed, with `Content-Encoding: gzip` (as a CDN or proxy may send an error). */
  gzip(status: number, body: unknown, headers: Record<string, string> = {}): FaultReply {
    const bytes = gzipSync(Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)));
    return reply.raw(
      status,
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', ...headers },
      bytes,
    );
  },

  /**
   * A misconfigured proxy's 502 page that quotes the request's credentials back: Authorization and
   * Cookie in the HTML, the bearer token in a response header, and the cookie in Set-Cookie.
   */
  echoCredentials(): FaultReply {
    return (req, res) => {
      const authorization = String(req.headers.authorization ?? '');
      const cookie = String(req.headers.cookie ?? '');
      const html =
        `<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><pre>` +
        `${req.method} ${req.target}\nAuthorization: ${authorization}\nCookie: ${cookie}\n</pre></body></html>`;
      res.writeHead(502, {
        'Content-Type': 'text/html',
        'Content-Length': String(Buffer.byteLength(html)),
        'X-Echo-Authorization': authorization,
        'Set-Cookie': [cookie || 'sid=none', `lb=${authorization.replace(/^Bearer\s+/i, '')}; Path=/`],
      });
      res.end(html);
    };
  },

  /**
   * The request reaches the service (which acts on it, and may charge), then the answer is lost:
   * the headers and half the body arrive, then the connection drops (`reset`) or goes silent (`stall`).
   */
  answerLost(how: 'reset' | 'stall'): FaultReply {
    return async (req, res, server) => {
      const answer = await server.forward(req);
      res.writeHead(answer.status, {
        ...copyHeaders(answer.headers),
        'content-length': String(answer.body.length),
      });
      res.flushHeaders();
      const half = answer.body.subarray(0, Math.floor(answer.body.length / 2));
      if (how === 'stall') res.write(half);
      else res.write(half, () => res.socket?.destroy());
    };
  },
};
