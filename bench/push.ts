/**
 * `node bench/push.ts [couriers] [rounds]`: the Web Push fan-out beside the websocket fan-out of the same
 * orders in the same run. `couriers` couriers (1000) of one own-delivery pub, each with a live courier socket
 * and a push subscription at a local push service stand-in (src/test/push-service.ts, which decrypts every
 * message, in this process). For each round a delivery order is placed and set to preparing; measured from
 * the answer of that change (its commit) to the last courier socket's message and to the last push arriving
 * at the stand-in. Real server binary, embedded PostgreSQL.
 */
import crypto from 'node:crypto';
import { startServer } from '../e2e/server.ts';
import { PushServiceStandIn } from '../src/test/push-service.ts';
import { deliveryOrder, http, seed } from '../src/test/seed-http.ts';
import { openSockets } from './fanout.ts';
import { percentile } from './load.ts';

const n = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 5);
const pushService = await new PushServiceStandIn().start();
const server = await startServer({
  env: {
    LOG_LEVEL: 'error',
    REGISTRATIONS_PER_IP: '1000000',
    COURIER_LOOKUPS_PER_COMPANY: '1000000',
    PUSH_ALLOWED_ORIGINS: pushService.url,
  },
});
const base = `http://127.0.0.1:${server.port}`;
try {
  const s = await seed(base, { dishes: 2, couriers: n });
  const subscriberOf = new Map<string, number>();
  for (const c of s.couriers) {
    const browser = pushService.subscribe();
    subscriberOf.set(browser.id, c.courierId);
    const res = await http(
      base,
      'POST',
      '/api/push/subscriptions',
      { endpoint: browser.endpoint, keys: browser.keys, lang: 'ro' },
      { accesstoken: c.token },
    );
    if (res.status !== 200) throw new Error(`subscribe: ${res.status}`);
  }
  const sockets: Awaited<ReturnType<typeof openSockets>> = [];
  for (const c of s.couriers)
    sockets.push(
      ...(await openSockets(
        `ws://127.0.0.1:${server.port}/ws/courier/${c.courierId}?access_token=${c.token}`,
        1,
        true,
      )),
    );
  const wsTimes: number[] = [];
  const pushTimes: number[] = [];
  const firstPush: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const placed = await http<{ order: { id: number } }>(
      base,
      'POST',
      `/api/client/pub/${s.urlName}/orders`,
      deliveryOrder(s, round),
      { 'idempotency-key': crypto.randomUUID() },
    );
    const orderId = placed.body.order.id;
    let wsLeft = sockets.length;
    const wsDone = new Promise<number>((resolve) =>
      sockets.forEach((ws) => {
        const h = (d: Buffer) => {
          const text = d.toString();
          if (!text.includes(`"id":${orderId},`) || !text.includes('"status":"preparing"')) return;
          ws.off('message', h);
          if (--wsLeft === 0) resolve(performance.now());
        };
        ws.on('message', h);
      }),
    );
    const pushes = Promise.all(
      [...subscriberOf.keys()].map((id) =>
        pushService.next((r) => r.subscriber === id && r.payload.order_id === orderId).then((r) => r.at),
      ),
    ).then((arrived) => ({ first: Math.min(...arrived), last: Math.max(...arrived) }));
    const t0 = performance.now();
    const wall0 = Date.now();
    const set = await http(
      base,
      'PUT',
      `/api/company/${s.companyId}/pubs/${s.pubId}/orders/${orderId}/update-status?status=preparing`,
      {},
      { accesstoken: s.token },
    );
    if (set.status !== 200) throw new Error(`preparing: ${set.status}`);
    const committed = performance.now();
    const committedWall = wall0 + (committed - t0);
    const wsAt = await wsDone;
    const { first, last } = await pushes;
    wsTimes.push(wsAt - committed);
    firstPush.push(first - committedWall);
    pushTimes.push(last - committedWall);
    console.log(
      `round ${round + 1}: websocket last ${Math.round(wsAt - committed)} ms; push first ${first - committedWall} ms, last ${last - committedWall} ms`,
    );
  }
  const p = (xs: number[], q: number) =>
    Math.round(
      percentile(
        [...xs].sort((a, b) => a - b),
        q,
      ),
    );
  console.log(
    `${n} couriers, ${rounds} orders: websocket fan-out to the last courier p50 ${p(wsTimes, 50)} ms; push to the last courier p50 ${p(pushTimes, 50)} ms (first push p50 ${p(firstPush, 50)} ms)`,
  );
  for (const ws of sockets) ws.close();
} finally {
  await server.stop();
  await pushService.close();
}
