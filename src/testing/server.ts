import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Control, createControl, foreignRefusal, mediaTypeRefusal, refusal } from './control.js';
import { nodeListener } from './node-adapter.js';
import { OffsetClock } from './offset-clock.js';
import { TOO_LARGE, readCapped } from './read-capped.js';
import { createFakeService, handlerOf } from './service.js';
import type { FakeKeys, FakeService, FakeServiceOptions } from './types.js';

export interface FakeServerOptions extends Omit<FakeServiceOptions, 'baseURL' | 'filesOrigin'> {
  /** Port of the API server; default an ephemeral one. */
  port?: number | undefined;
  /** Port of the file server; default an ephemeral one. */
  filesPort?: number | undefined;
  /**
   * Serve the control API (faults, request log, clock, jobs, portal entries as JSON over HTTP,
   * see the README's "Testing your code") on its own loopback port; default false. The bin
   * always serves it. `POST /clock` moves the service's clock: `now` plus an offset.
   */
  control?: boolean | undefined;
  /** Port of the control API; default an ephemeral one. */
  controlPort?: number | undefined;
}

export interface FakeServer {
  /** Origin of the API, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Origin of export files: another port, so another origin. */
  filesUrl: string;
  /** Origin of the control API, or null when not asked for (`control: true`). */
  controlUrl: string | null;
  keys: FakeKeys;
  service: FakeService;
  /** Stops both servers and drops every connection, hanging ones included. */
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

function listen(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // A deep backlog: concurrency tests open a thousand connections at once.
    server.listen({ port, host: HOST, backlog: 4096 }, () => {
      server.off('error', reject);
      resolve(`http://${HOST}:${(server.address() as AddressInfo).port}`);
    });
  });
}

function shut(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

const controls = new WeakMap<FakeServer, Control>();

/** The commands of a server's control API, for the bin's stdin (not part of the public API). */
export function controlOf(server: FakeServer): Control {
  return controls.get(server) as Control;
}

/** Control bodies are small JSON objects; anything bigger is a mistake, answered 413. */
const MAX_CONTROL_BODY = 1 << 20;

/** Serves the control API (see control.ts), to its own tests only (`foreignRefusal`, `mediaTypeRefusal`). */
function controlListener(control: Control, own: URL) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const foreign = foreignRefusal({ host: req.headers.host, origin: req.headers.origin }, own);
    const text = await readCapped(req, MAX_CONTROL_BODY, true).catch((error: Error) => error);
    // Read (and drained) even when refused: the answer goes out on that socket.
    const answer =
      foreign ??
      (text === TOO_LARGE
        ? refusal(413, 'request_too_large', `Control bodies are at most ${MAX_CONTROL_BODY} bytes.`)
        : text instanceof Error
          ? refusal(400, 'invalid_parameter', text.message)
          : (mediaTypeRefusal(req.headers['content-type'], text) ??
            (await control.http(method, new URL(req.url ?? '/', own), text))));
    const body = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
    });
    res.end(body);
  };
}

/** The fake over real HTTP on 127.0.0.1: one server for the API, one for export files, one for the control API if asked. */
export async function createFakeServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  const api = createServer({ keepAlive: true });
  const files = createServer({ keepAlive: true });
  const control = options.control ? createServer() : undefined;
  const servers = [api, files, ...(control ? [control] : [])];
  try {
    const url = await listen(api, options.port ?? 0);
    const filesUrl = await listen(files, options.filesPort ?? 0);
    const controlUrl = control ? await listen(control, options.controlPort ?? 0) : null;
    const { control: _, controlPort, ...serviceOptions } = options;
    const clock = new OffsetClock(options.now);
    const service = createFakeService({
      ...serviceOptions,
      now: clock.now,
      baseURL: url,
      filesOrigin: filesUrl,
    });
    const handler = handlerOf(service);
    api.on('request', nodeListener(handler, url));
    files.on('request', nodeListener(handler, filesUrl));
    const commands = createControl(service, clock);
    control?.on('request', controlListener(commands, new URL(controlUrl as string)));
    let closing: Promise<void> | undefined;
    const server: FakeServer = {
      url,
      filesUrl,
      controlUrl,
      keys: service.keys,
      service,
      close: () => {
        closing ??= Promise.all(servers.map(shut)).then(() => undefined);
        return closing;
      },
    };
    controls.set(server, commands);
    return server;
  } catch (error) {
    await Promise.all(servers.map(shut));
    throw error;
  }
}
