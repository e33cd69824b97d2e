/**
 * Puts a `node:http` server on a free loopback port and keeps its open sockets, so that a test can
 * tell which are still open and `close()` ends them all (a stalled answer would otherwise keep
 * `server.close()` waiting forever).
 */
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Loopback {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The sockets open now. */
  readonly sockets: ReadonlySet<Socket>;
  close(): Promise<void>;
}

export async function listenOnLoopback(server: Server): Promise<Loopback> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sockets,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
