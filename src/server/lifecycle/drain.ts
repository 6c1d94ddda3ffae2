import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { SERVICE_RESTART_CLOSE } from '#shared/constants.ts';
import { Acceptors } from './acceptors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `draining`: SIGTERM was received; /api/ready answers 503 and answers close their connection. */
    lifecycle: { draining: boolean };
    /** The port's other listening sockets (lifecycle/acceptors.ts), none until main.ts listens. */
    acceptors: Acceptors;
  }
}

/** How long a socket may take to answer our close frame before it is cut. */
const CLOSE_GRACE_MS = 1_000;
/** How often a drain ends the connections that turned idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Adds the draining state and, while draining, `Connection: close` on every answer; the port's other listening
 * sockets close with the app, cutting what they took that is still open.
 */
export function drainable(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false });
  app.decorate('acceptors', new Acceptors());
  app.addHook('onClose', async () => {
    app.acceptors.cut();
    await app.acceptors.close();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * A graceful stop (SIGTERM): ready says 503 at once; the listening socket closes, so no new connection
 * is taken, while requests already in flight (a body still arriving) finish and their connections
 * close after the answer or as soon as they are idle; live sockets are closed with 1012 one after another over `spanMs`, so their
 * clients do not all reconnect in the same second, and a socket whose handshake completes during the drain
 * is closed with 1012 at once; then the app closes (bus, pool).
 */
export async function drain(app: FastifyInstance, spanMs = app.config.drainMs): Promise<void> {
  app.lifecycle.draining = true;
  const server = app.server;
  const connectionsEnded = Promise.all([
    server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : undefined,
    app.acceptors.close(),
  ]);
  // A handshake accepted before the drain but still being checked ends after the sockets were counted:
  // such a socket is closed with 1012 as soon as it opens, or the drain would wait for it forever.
  const late: Promise<void>[] = [];
  const closeLate = (socket: WebSocket) => void late.push(closeSpread([socket], 0));
  app.websocketServer.on('connection', closeLate);
  // close() ends the connections idle at that moment; one whose answer was already on its way without
  // `Connection: close` turns idle later and would stay open until a time-out (the topology run's SIGTERMs waited
  // 20–30 s on such keep-alive connections of the balancer). They are ended as they turn idle.
  const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  await closeSpread([...app.websocketServer.clients], spanMs);
  // A request still in flight after its own time limit is not waited for.
  const cap = setTimeout(() => {
    server.getConnections((_error, open) =>
      app.log.warn(
        { open: open + app.acceptors.open },
        'drain: connections still open after the request time limit are cut',
      ),
    );
    server.closeAllConnections();
    app.acceptors.cut();
  }, app.config.timeouts.bodyMs);
  await connectionsEnded;
  await Promise.all(late);
  app.websocketServer.off('connection', closeLate);
  clearTimeout(cap);
  clearInterval(idle);
  await app.close();
}

/** Closes sockets evenly over `spanMs` with 1012; a socket that does not answer the close is cut. */
function closeSpread(sockets: WebSocket[], spanMs: number): Promise<void> {
  const n = sockets.length;
  return Promise.all(
    sockets.map(
      (socket, i) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          let cut: NodeJS.Timeout | undefined;
          socket.once('close', () => {
            clearTimeout(cut);
            resolve();
          });
          setTimeout(
            () => {
              socket.close(SERVICE_RESTART_CLOSE, 'service restart');
              cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
            },
            Math.floor((i * spanMs) / Math.max(1, n)),
          );
        }),
    ),
  ).then(() => {});
}
