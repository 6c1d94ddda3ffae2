import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/app.ts';
import { orders, pubs } from '../../db/schema.ts';
import { aGuestPub, inPlaceBody, postOrder, type GuestPub } from '#test/factories/guest-pub.ts';

let t: TestApp;
let p: GuestPub;
/** The injected "now" of these tests: a fixed minute, so every promised time is exact. */
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(async () => {
  t = await createTestApp({ GUEST_ORDERS_PER_IP: '10000' });
  t.app.clock.now = () => NOW;
  p = await aGuestPub(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db
    .update(pubs)
    .set({ busyExtraMinutes: 0, busyUntil: null, defaultPrepMinutes: 20 })
    .where(eq(pubs.id, p.pubId));
});

const newOrder = async () => (await postOrder(t, p.urlName, inPlaceBody(p))).json().order as { id: number };
const accept = (orderId: number, options: { payload?: unknown; headers?: Record<string, string> } = {}) =>
  t.inject({
    method: 'PUT',
    url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${orderId}/update-status?status=preparing`,
    headers: { ...p.company.headers, ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload as string } : {}),
  });
const stored = async (orderId: number) => (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('PUT …/update-status?status=preparing — accepting with a time', () => {
  it('sets the ready time to now + prep_minutes in the same change as the status', async () => {
    const order = await newOrder();
    const res = await accept(order.id, { payload: { prep_minutes: 15 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      status: 'preparing',
      order: { status: 'preparing', approximate_preparation_time: at(15) },
    });
    const row = await stored(order.id);
    expect(row.version).toBe(2);
  });

  it('adds the busy minutes in force to the minutes named', async () => {
    await t.app.db.update(pubs).set({ busyExtraMinutes: 30, busyUntil: null }).where(eq(pubs.id, p.pubId));
    const order = await newOrder();
    expect((await accept(order.id, { payload: { prep_minutes: 10 } })).json().order.approximate_preparation_time).toBe(
      at(40),
    );
  });

  it('ignores a busy spell that has already ended', async () => {
    await t.app.db
      .update(pubs)
      .set({ busyExtraMinutes: 30, busyUntil: new Date(NOW.getTime() - 60_000) })
      .where(eq(pubs.id, p.pubId));
    const order = await newOrder();
    expect((await accept(order.id, { payload: { prep_minutes: 10 } })).json().order.approximate_preparation_time).toBe(
      at(10),
    );
  });

  it('gives an order without a time the pub default (+ busy) when no minutes are named', async () => {
    await t.app.db.update(pubs).set({ defaultPrepMinutes: 25, busyExtraMinutes: 5 }).where(eq(pubs.id, p.pubId));
    const order = await newOrder();
    expect((await accept(order.id)).json().order.approximate_preparation_time).toBe(at(30));
  });

  it('keeps a time the kitchen set before accepting when no minutes are named', async () => {
    const order = await newOrder();
    const set = await t.inject({
      method: 'PUT',
      url: `/api/company/${p.company.companyId}/pubs/${p.pubId}/orders/${order.id}/update-approximate-preparation-time`,
      headers: p.company.headers,
      payload: { approximate_preparation_time: at(50) },
    });
    expect(set.statusCode).toBe(200);
    expect((await accept(order.id)).json().order.approximate_preparation_time).toBe(at(50));
  });

  it('keeps working for the existing client: no body, an empty JSON body, or a body that is not JSON', async () => {
    for (const options of [
      {},
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'text/plain' }, payload: '' },
    ]) {
      const order = await newOrder();
      const res = await accept(order.id, options);
      expect(res.statusCode, JSON.stringify(options)).toBe(200);
      expect(res.json().order.approximate_preparation_time).toBe(at(20));
    }
  });

  it('refuses minutes outside 1..240 or not whole with 400 naming prep_minutes, and changes nothing', async () => {
    const order = await newOrder();
    for (const prep of [0, 241, 12.5, -5, '15', null]) {
      const res = await accept(order.id, { payload: { prep_minutes: prep } });
      expect(res.statusCode, String(prep)).toBe(400);
      expect(res.json()).toEqual({
        ok: false,
        err: 'validation error',
        fields: { prep_minutes: 'errors.validation_error' },
      });
    }
    const row = await stored(order.id);
    expect(row).toMatchObject({ status: 'not_handled', approximatePreparationTime: null, version: 1 });
  });

  it('takes the bounds 1 and 240', async () => {
    const one = await newOrder();
    expect((await accept(one.id, { payload: { prep_minutes: 1 } })).json().order.approximate_preparation_time).toBe(
      at(1),
    );
    const most = await newOrder();
    expect((await accept(most.id, { payload: { prep_minutes: 240 } })).json().order.approximate_preparation_time).toBe(
      at(240),
    );
  });
});
