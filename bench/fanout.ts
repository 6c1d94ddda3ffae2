import fs from 'node:fs';
import WebSocket from 'ws';
import { percentile } from './load.ts';

/**
 * Opens `n` websocket clients, then for each trigger measures the time until the LAST client has the
 * message (p50/p99 over `rounds`). `match` tells a message of this round from others.
 */
export async function openSockets(url: string, n: number, waitSnapshot = false): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += 200) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(200, n - i) },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(url);
            ws.on('message', (d) => {
              if (d.toString() === 'PING') ws.send('PONG');
            });
            // A staff socket is ready once its GET_ALL arrived; a bare one once it is open.
            if (waitSnapshot) ws.once('message', () => resolve(ws));
            else ws.once('open', () => resolve(ws));
            ws.once('error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

export async function measureFanout(
  sockets: WebSocket[],
  trigger: (round: number) => Promise<void>,
  match: (text: string, round: number) => boolean,
  rounds: number,
): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let left = sockets.length;
    let resolveAll!: () => void;
    const all = new Promise<void>((r) => (resolveAll = r));
    const handlers = sockets.map((ws) => {
      const h = (d: WebSocket.RawData) => {
        if (match(d.toString(), round)) {
          ws.off('message', h);
          if (--left === 0) resolveAll();
        }
      };
      ws.on('message', h);
      return h;
    });
    const t0 = performance.now();
    await trigger(round);
    await Promise.race([all, new Promise((r) => setTimeout(r, 30_000))]);
    times.push(performance.now() - t0);
    sockets.forEach((ws, i) => ws.off('message', handlers[i]));
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}
