import crypto from 'node:crypto';
import type WebSocket from 'ws';
import { seed, relogin, inPlaceOrder } from '../src/test/seed-http.ts';
import { request } from './load.ts';
import { openSockets, rssOf } from './fanout.ts';

/**
 * Server RSS per idle staff socket at `n` sockets of one pub with `orders` orders on its board (each socket's
 * GET_ALL carries them): the growth over the same server before the sockets opened (after a warm-up
 * batch), divided by `n`.
 */
export async function idleStaffSockets(base: string, pid: number, n: number, orders = 70): Promise<number> {
  const f = await seed(base, { dishes: 3 });
  for (let i = 0; i < orders; i++)
    await request(`${base}/api/client/pub/${f.urlName}/orders`, {
      method: 'POST',
      body: JSON.stringify(inPlaceOrder(f, i)),
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
  const token = await relogin(base, f.email, f.password);
  const url = `${base.replace('http', 'ws')}/ws/orders/company/${f.companyId}/pub/${f.pubId}?access_token=${token}`;
  // Warm-up, so the figures measure sockets rather than first-use allocations.
  (await openSockets(url, 200, true)).forEach((ws) => ws.terminate());
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssOf(pid);
  const sockets: WebSocket[] = await openSockets(url, n, true);
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssOf(pid);
  sockets.forEach((ws) => ws.terminate());
  return (after - before) / n / 1024;
}
