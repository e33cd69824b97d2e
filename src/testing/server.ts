import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ControlServer, startControlServer } from './control-server.js';
import { nodeListener } from './node-adapter.js';
import { OffsetClock } from './offset-clock.js';
import { createFakeService, handlerOf } from './service.js';
import type { FakeKeys, FakeService, FakeServiceOptions } from './types.js';

export interface FakeServerOptions extends Omit<FakeServiceOptions, 'baseURL' | 'filesOrigin'> {
  /** Port of the API server; default an ephemeral one. */
  port?: number;
  /** Port of the file server; default an ephemeral one. */
  filesPort?: number;
  /**
   * Serve the control API (faults, request log, clock, jobs, portal entries as JSON over HTTP,
   * see the README's "Testing your code") on its own loopback port; default false. The bin
   * always serves it. `POST /clock` moves the service's clock: `now` plus an offset.
   */
  control?: boolean;
  /** Port of the control API; default an ephemeral one. */
  controlPort?: number;
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

/** The fake over real HTTP on 127.0.0.1: one server for the API, one for export files. */
export async function createFakeServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  const api = createServer({ keepAlive: true });
  const files = createServer({ keepAlive: true });
  let control: ControlServer | undefined;
  try {
    const url = await listen(api, options.port ?? 0);
    const filesUrl = await listen(files, options.filesPort ?? 0);
    const { control: wanted, controlPort, ...serviceOptions } = options;
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
    if (wanted) control = await startControlServer(service, clock, controlPort ?? 0);
    let closing: Promise<void> | undefined;
    return {
      url,
      filesUrl,
      controlUrl: control?.url ?? null,
      keys: service.keys,
      service,
      close: () => {
        closing ??= Promise.all([shut(api), shut(files), control?.close()]).then(() => undefined);
        return closing;
      },
    };
  } catch (error) {
    await Promise.all([shut(api), shut(files), control?.close()]);
    throw error;
  }
}
