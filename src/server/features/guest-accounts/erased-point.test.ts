import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, listenOnFreePort, type TestApp } from '#test/app.ts';
import { aGuestAccount, aPlatformAdmin } from '#test/factories/accounts.ts';
import { action, aCourierWithToken, type TestCourier, courierOrders } from '#test/factories/couriers.ts';
import { deliveryBody, postOrder, aGuestPub } from '#test/factories/guest-pub.ts';
import { orders, pubs } from '../../db/schema.ts';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ GUEST_ORDERS_PER_IP: '10000' });
  port = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

interface Point {
  id: number;
  version: number;
  lat: unknown;
  lng: unknown;
}
interface Message {
  event_type: string;
  order?: Point;
  orders?: Point[];
}

/** A courier socket that keeps every JSON message it hears. */
function listen(c: TestCourier) {
  const messages: Message[] = [];
  const waiters: (() => void)[] = [];
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/courier/${c.courierId}?access_token=${c.token}`);
  ws.on('message', (data) => {
    const text = data.toString();
    if (text === 'PING') return ws.send('PONG');
    messages.push(JSON.parse(text));
    for (const w of waiters.splice(0)) w();
  });
  const next = (match: (m: Message) => boolean) =>
    new Promise<Message>((resolve) => {
      const check = () => {
        const found = messages.find(match);
        if (found) resolve(found);
        else waiters.push(check);
      };
      check();
    });
  return { ws, next };
}

const point = (o: Point | undefined) => ({ lat: o?.lat, lng: o?.lng });
const NO_POINT = { lat: null, lng: null };

describe('a deleted guest account leaves its orders without a map point in every answer', () => {
  it('couriers (lists, action answers, socket events), staff (board, detail, history) and the platform admin read lat and lng as null, not 0', async () => {
    const p = await aGuestPub(t);
    await t.app.db.update(pubs).set({ deliveryType: 'delivery_service' }).where(eq(pubs.id, p.pubId));
    const holder = await aCourierWithToken(t);
    const other = await aCourierWithToken(t);
    const token = await aGuestAccount(t, { phone: '37368000090', name: 'Mira' });
    const place = async () =>
      (
        await postOrder(t, p.urlName, deliveryBody(p), { 'idempotency-key': crypto.randomUUID(), accesstoken: token })
      ).json().order.id as number;
    const [held, open, done] = [await place(), await place(), await place()];
    await t.app.db
      .update(orders)
      .set({ status: 'preparing' })
      .where(inArray(orders.id, [held, open, done]));
    expect((await action(t, holder, 'reserve-order', held)).statusCode).toBe(200);
    expect((await action(t, holder, 'reserve-order', done)).statusCode).toBe(200);
    expect((await action(t, holder, 'set-order-to-completed', done)).statusCode).toBe(200);
    const staffDone = await t.inject({
      method: 'GET',
      url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${done}/`,
      headers: p.company.headers,
    });
    expect(staffDone.json().order.lat).toBe(47.02);

    const heldSocket = listen(holder);
    const otherSocket = listen(other);
    await heldSocket.next((m) => m.event_type === 'GET_ALL');
    await otherSocket.next((m) => m.event_type === 'GET_ALL');
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/client/delete-client',
          payload: { phone: '68000090', password: 'secret-pass' },
        })
      ).statusCode,
    ).toBe(200);

    // The erasure (a new version of each order) reaches both couriers live.
    const version = new Map(
      (
        await t.app.db
          .select({ id: orders.id, version: orders.version })
          .from(orders)
          .where(inArray(orders.id, [held, open]))
      ).map((r) => [r.id, r.version]),
    );
    const erasedEvent = (id: number) => (m: Message) => m.order?.id === id && m.order.version === version.get(id);
    expect(point((await heldSocket.next(erasedEvent(held))).order)).toEqual(NO_POINT);
    expect(point((await otherSocket.next(erasedEvent(open))).order)).toEqual(NO_POINT);
    heldSocket.ws.close();
    otherSocket.ws.close();
    // A fresh socket's snapshot too.
    const again = listen(other);
    expect(point((await again.next((m) => m.event_type === 'GET_ALL')).orders?.find((o) => o.id === open))).toEqual(
      NO_POINT,
    );
    again.ws.close();

    const mine = await courierOrders(t, holder);
    expect(point(mine.active.find((o: Point) => o.id === held))).toEqual(NO_POINT);
    expect(point(mine.completed.find((o: Point) => o.id === done))).toEqual(NO_POINT);
    expect(point((await courierOrders(t, other)).available.find((o: Point) => o.id === open))).toEqual(NO_POINT);
    const staged = await t.inject({
      method: 'POST',
      url: `/api/courier/${holder.courierId}/set-order-stage`,
      headers: holder.headers,
      payload: { order_id: held, stage: 'at_restaurant' },
    });
    expect(staged.statusCode, staged.body).toBe(200);
    expect(point(staged.json().order)).toEqual(NO_POINT);

    const staff = (url: string) =>
      t.inject({
        method: 'GET',
        url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders${url}`,
        headers: p.company.headers,
      });
    expect(point((await staff('/')).json().orders.find((o: Point) => o.id === open))).toEqual(NO_POINT);
    expect(point((await staff(`/${held}/`)).json().order)).toEqual(NO_POINT);
    expect(point((await staff('/history')).json().orders.find((o: Point) => o.id === done))).toEqual(NO_POINT);
    const admin = await aPlatformAdmin(t);
    const inProcess = (await t.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.headers })).json()
      .orders;
    expect(point(inProcess.find((o: Point) => o.id === held))).toEqual(NO_POINT);
  });
});
