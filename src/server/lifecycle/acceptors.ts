import net from 'node:net';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Platforms where several sockets may listen on one port (Node's `reusePort`, SO_REUSEPORT). */
export const canShareListen = process.platform === 'linux' || process.platform === 'freebsd';

/**
 * More listening sockets on the server's port, each handing its connections to the one HTTP server
 * (docs/decisions/312). libuv takes one new connection per listening socket per turn of the event loop (libuv
 * pull request 3696), so an instance whose turns last 50–500 ms (a reconnect wave replaying while orders arrive) took
 * 4–30 connections a second while up to 100 arrived: its accept queue filled, the kernel dropped handshakes, and
 * requests waited seconds for their retransmission. The kernel spreads new connections over every socket
 * listening with SO_REUSEPORT, so `count` sockets take up to `count` connections a turn.
 */
export class Acceptors {
  private servers: net.Server[] = [];
  private sockets = new Set<Socket>();
  private closing: Promise<void> | undefined;

  /** Listens `count` more sockets on `port` (already listened on by `http` with `reusePort`). */
  async listen(http: Server, port: number, host: string, count: number): Promise<void> {
    for (let k = 0; k < count; k++) {
      const server = net.createServer((socket) => {
        this.sockets.add(socket);
        socket.once('close', () => this.sockets.delete(socket));
        http.emit('connection', socket);
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port, host, reusePort: true }, () => {
          server.off('error', reject);
          resolve();
        });
      });
      this.servers.push(server);
    }
  }

  /** Takes no more connections; resolves once every connection these sockets took has closed. */
  close(): Promise<void> {
    return (this.closing ??= (async () => {
      await Promise.all(this.servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
      await Promise.all(
        [...this.sockets].map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()))),
      );
    })());
  }

  /** Ends every connection these sockets took that is still open (a stop without a drain, a drain's time limit). */
  cut(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  /** Connections these sockets took that are still open. */
  get open(): number {
    return this.sockets.size;
  }
}

/**
 * Fails with EADDRINUSE when anything listens on host:port. A listen with `reusePort` would share a port with
 * another process listening the same way (a second `npm start`) instead of refusing it.
 */
export function ensurePortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
