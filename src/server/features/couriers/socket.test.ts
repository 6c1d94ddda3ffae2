import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq, sql } from 'drizzle-orm';
import { fileTestApp, listenOnFreePort } from '#test/app.ts';
import { handshakeStatus } from '#test/ws.ts';
import { orders } from '../../db/schema.ts';
import { recordOrderEvent } from '../../realtime/bus.ts';
import {
  action,
  assign,
  aCourierWithToken,
  aDeliveryOrder,
  aVenue,
  type TestCourier,
} from '#test/factories/couriers.ts';

const t = fileTestApp();
let port = 0;
beforeAll(async () => {
  port = await listenOnFreePort(t.app);
});

interface Message {
  event_type: string;
  order?: { id: number; status: string; courier_info: { is_reserved: boolean } };
  orders?: { id: number }[];
}

/** Opens a courier channel and collects its JSON messages. */
function open(c: TestCourier, courierId = c.courierId) {
  const messages: Message[] = [];
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/courier/${courierId}?access_token=${c.token}`);
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    const text = data.toString();
    if (text === 'PING') return ws.send('PONG');
    messages.push(JSON.parse(text));
    for (const w of waiters.splice(0)) w();
  });
  const next = (match: (m: Message) => boolean, ms = 5000) =>
    new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(messages)}`)), ms);
      const check = () => {
        const found = messages.find(match);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return { ws, messages, next };
}

async function setStatus(orderId: number, status: string) {
  await t.app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId))
      .returning();
    await recordOrderEvent(tx, { orderId, pubId: row.pubId, version: row.version, kind: 'updated' });
  });
}

describe('courier live channel', () => {
  it('refuses another courier’s channel and a missing token at the handshake', async () => {
    const [a, b] = [await aCourierWithToken(t), await aCourierWithToken(t)];
    const status = handshakeStatus;
    expect(await status(`ws://127.0.0.1:${port}/ws/courier/${b.courierId}?access_token=${a.token}`)).toBe(403);
    expect(await status(`ws://127.0.0.1:${port}/ws/courier/${b.courierId}`)).toBe(401);
    expect(await status(`ws://127.0.0.1:${port}/ws/courier/${a.courierId}?access_token=${a.token}`)).toBe(101);
  });

  it('GET_ALL first; an order switched to preparing reaches an assigned courier, not a stranger', async () => {
    const { pubId } = await aVenue(t, 'own');
    const [mine, stranger] = [await aCourierWithToken(t), await aCourierWithToken(t)];
    await assign(t, pubId, mine.courierId);
    const order = await aDeliveryOrder(t, pubId, { status: 'not_handled' });
    const a = open(mine);
    const s = open(stranger);
    const all = await a.next((m) => m.event_type === 'GET_ALL');
    expect(all.orders).toEqual([]);
    await s.next((m) => m.event_type === 'GET_ALL');
    await setStatus(order.id, 'preparing');
    const update = await a.next((m) => m.order?.id === order.id && m.order.status === 'preparing');
    expect(update.event_type).toBe('UPDATE_EVENT');
    // A later event the stranger could see proves it was skipped, not merely late.
    const { pubId: open2 } = await aVenue(t, 'delivery_service');
    const broadcast = await aDeliveryOrder(t, open2, { status: 'not_handled' });
    await setStatus(broadcast.id, 'preparing');
    await s.next((m) => m.order?.id === broadcast.id);
    expect(s.messages.some((m) => m.order?.id === order.id)).toBe(false);
    a.ws.close();
    s.ws.close();
  });

  it('a reservation reaches every courier who could see the order, so it leaves their Available tab', async () => {
    const { pubId } = await aVenue(t, 'own');
    const [x, y] = [await aCourierWithToken(t), await aCourierWithToken(t)];
    await assign(t, pubId, x.courierId, y.courierId);
    const order = await aDeliveryOrder(t, pubId);
    const sx = open(x);
    const sy = open(y);
    expect((await sy.next((m) => m.event_type === 'GET_ALL')).orders?.map((o) => o.id)).toContain(order.id);
    await sx.next((m) => m.event_type === 'GET_ALL');
    expect((await action(t, x, 'reserve-order', order.id)).statusCode).toBe(200);
    const seen = await sy.next((m) => m.order?.id === order.id);
    expect(seen.order?.courier_info.is_reserved).toBe(true);
    const own = await sx.next((m) => m.order?.id === order.id);
    expect(own.order).toMatchObject({ client_name: 'Ion Guest' });
    sx.ws.close();
    sy.ws.close();
  });
});
