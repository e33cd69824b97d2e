import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeListener } from './node-adapter.js';
import { createFakeService, handlerOf } from './service.js';
import type { FakeKeys, FakeService, FakeServiceOptions } from './types.js';

export interface FakeServerOptions extends Omit<FakeServiceOptions, 'baseURL' | 'filesOrigin'> {
  /** Port of the API server; default an ephemeral one. */
  port?: number | undefined;
  /** Port of the file server; default an ephemeral one. */
  filesPort?: number | undefined;
}

export interface FakeServer {
  /** Origin of the API, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Origin of export files: another port, so another origin. */
  filesUrl: string;
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
  try {
    const url = await listen(api, options.port ?? 0);
    const filesUrl = await listen(files, options.filesPort ?? 0);
    const service = createFakeService({ ...options, baseURL: url, filesOrigin: filesUrl });
    const handler = handlerOf(service);
    api.on('request', nodeListener(handler, url));
    files.on('request', nodeListener(handler, filesUrl));
    let closing: Promise<void> | undefined;
    return {
      url,
      filesUrl,
      keys: service.keys,
      service,
      close: () => {
        closing ??= Promise.all([shut(api), shut(files)]).then(() => undefined);
        return closing;
      },
    };
  } catch (error) {
    await Promise.all([shut(api), shut(files)]);
    throw error;
  }
}
