/**
 * The fan-out baseline: a bare `ws` server that broadcasts a payload to every client when it gets an
 * HTTP POST. Run as its own process (like the real server) and prints its port.
 */
import http from 'node:http';
import { WebSocketServer } from 'ws';

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    if (req.url === '/rss') return res.end(String(process.memoryUsage().rss));
    for (const client of wss.clients) client.send(body);
    res.end('ok');
  });
});
const wss = new WebSocketServer({ server });
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as { port: number }).port}`));
