import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/app.ts';
import { slowPost } from '#test/slow-post.ts';
import { Acceptors, canShareListen, ensurePortFree } from './acceptors.ts';
import { drain } from './drain.ts';

/** Waits synchronously: the kernel completes the handshakes of connections started before, the loop takes none. */
function blockFor(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

/** Listens `extra` acceptors beside `server` on a free port of 127.0.0.1; returns the port. */
async function listenShared(server: http.Server, acceptors: Acceptors, extra: number): Promise<number> {
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', reusePort: true }, resolve));
  const port = (server.address() as net.AddressInfo).port;
  await acceptors.listen(server, port, '127.0.0.1', extra);
  return port;
}

/**
 * Starts `n` connections and holds the loop until the kernel has completed them all, before the server's next turn
 * could take any; returns the client sockets.
 */
async function connectWhileBlocked(port: number, n: number): Promise<net.Socket[]> {
  const clients = Array.from({ length: n }, () => net.connect(port, '127.0.0.1'));
  // Node connects to an IP address on the next tick: after that, still before the loop's next turn.
  await new Promise((resolve) => process.nextTick(resolve));
  blockFor(100);
  return clients;
}

/** How many connections the server took in each turn of the event loop until `total` were taken. */
async function acceptsPerTurn(server: http.Server, total: number): Promise<number[]> {
  const turns: number[] = [];
  let current = 0;
  let taken = 0;
  server.on('connection', () => {
    current++;
    taken++;
  });
  // The check phase (setImmediate) follows the poll phase, where connections are taken.
  while (taken < total) {
    await new Promise((resolve) => setImmediate(resolve));
    if (current) turns.push(current);
    current = 0;
  }
  return turns;
}

describe.runIf(canShareListen)('several sockets listening on one port', () => {
  it('a single listening socket takes one waiting connection per turn of the event loop', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const clients = await connectWhileBlocked((server.address() as net.AddressInfo).port, 24);
    const turns = await acceptsPerTurn(server, 24);
    expect(Math.max(...turns)).toBe(1);
    clients.forEach((c) => c.destroy());
    await new Promise((resolve) => server.close(resolve));
  });

  it('with three acceptors beside it, four waiting connections are taken in one turn, and each is served by the one HTTP server', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    const acceptors = new Acceptors();
    const port = await listenShared(server, acceptors, 3);
    // 24 connections over 4 sockets: each socket has some waiting (all on three or fewer: about 1 in 100,000 runs).
    const clients = await connectWhileBlocked(port, 24);
    const turns = await acceptsPerTurn(server, 24);
    expect(Math.max(...turns)).toBe(4);
    expect(acceptors.open).toBeGreaterThan(0);
    clients.forEach((c) => c.destroy());
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())),
    );
    expect(answers).toEqual(answers.map(() => 'ok'));
    server.closeAllConnections();
    await acceptors.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('a port shared by acceptors is not free: a second server is refused rather than sharing it', async () => {
    const server = http.createServer();
    const acceptors = new Acceptors();
    const port = await listenShared(server, acceptors, 1);
    await expect(ensurePortFree(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await acceptors.close();
    await new Promise((resolve) => server.close(resolve));
    await expect(ensurePortFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });

  it('a drain finishes the requests in flight on connections the acceptors took, and no socket takes a new connection', async () => {
    const t = await createTestApp({ DRAIN_MS: '0' }, (app) => {
      app.post('/api/test/echo', { config: { access: 'public' } }, async (request, reply) =>
        reply.status(201).send({ ok: true, got: request.body }),
      );
    });
    await t.app.ready();
    const port = await listenShared(t.app.server, t.app.acceptors, 3);
    // Eight requests whose bodies are still arriving, on eight connections spread over the four sockets.
    const arrived = new Set<unknown>();
    const allArrived = new Promise<void>((resolve) =>
      t.app.server.on('request', (req) => arrived.add(req) && arrived.size === 8 && resolve()),
    );
    const requests = Array.from({ length: 8 }, (_, i) =>
      slowPost({ port, path: '/api/test/echo', agent: false }, JSON.stringify({ n: i }), 3),
    );
    await allArrived;
    expect(t.app.acceptors.open).toBeGreaterThan(0);

    const stopped = drain(t.app);
    // Every listening socket is closed at once: new connections are refused, whichever socket the kernel picks.
    for (let i = 0; i < 8; i++) await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    for (const r of requests) r.finish();
    const answers = await Promise.all(requests.map((r) => r.answer));
    expect(answers.map((a) => [a.status, a.connection])).toEqual(answers.map(() => [201, 'close']));
    expect(answers.map((a) => JSON.parse(a.body).got.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await stopped;
    expect(t.app.acceptors.open).toBe(0);
  });
});
