import net from 'node:net';

/**
 * A small round-robin TCP proxy standing in for a load balancer: each new connection goes to the next
 * upstream; when that one refuses, the next is tried. Websockets pass through untouched.
 */
export async function startProxy(upstreams: () => number[]): Promise<{ port: number; close(): Promise<void> }> {
  let turn = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const ports = upstreams();
    const tryPort = (attempt: number) => {
      if (attempt >= ports.length) return client.destroy();
      const port = ports[turn++ % ports.length];
      const upstream = net.connect(port, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      upstream.once('error', () => {
        if (!connected) tryPort(attempt + 1);
      });
    };
    tryPort(0);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
