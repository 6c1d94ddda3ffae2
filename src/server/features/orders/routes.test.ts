import { describe, expect, it } from 'vitest';
import { toWireTime } from '#shared/time.ts';
import { WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { fileTestApp } from '#test/app.ts';
import { fileOwnedPub, fileSecondPub } from '#test/factories/accounts.ts';
import { aDish, anOrder } from '#test/factories/orders.ts';

const t = fileTestApp();
const pub = fileOwnedPub(t);
const other = fileSecondPub(t, pub);

const put = (url: string, payload?: unknown) =>
  t.inject({
    method: 'PUT',
    url,
    headers: pub.owner.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string) => t.inject({ method: 'GET', url, headers: pub.owner.headers });

describe('order list and detail', () => {
  it('lists active orders and closed ones of the last 48 hours, newest first', async () => {
    const old = new Date(Date.now() - 72 * 3_600_000);
    const active = await anOrder(t, pub.pubId);
    const recentDone = await anOrder(t, pub.pubId, { status: 'completed' });
    const oldDone = await anOrder(t, pub.pubId, { status: 'canceled', createdAt: old, updatedAt: old });
    const oldActive = await anOrder(t, pub.pubId, { createdAt: old, updatedAt: old });
    const res = await get(`${pub.url}/orders/`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().orders.map((o: { id: number }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([active.id, recentDone.id, oldActive.id]));
    expect(ids).not.toContain(oldDone.id);
    expect(ids.indexOf(recentDone.id)).toBeLessThan(ids.indexOf(active.id));

    const filtered = await get(`${pub.url}/orders/?status=canceled`);
    expect(filtered.json().orders.map((o: { id: number }) => o.id)).toEqual([oldDone.id]);
    expect((await get(`${pub.url}/orders/?status=eaten`)).statusCode).toBe(400);
  });

  it('answers the staff view of one order with totals, call-back flag and history', async () => {
    const dish = await aDish(t, pub.pubId, { price: 100 });
    const order = await anOrder(t, pub.pubId, {
      clientName: WEB_MENU_DELIVERY_MARKER,
      commissionApplied: true,
      deliveryPrice: 25,
      dishes: [{ dishId: dish.id, name: 'Soup', count: 3, price: 110 }],
    });
    const res = await get(`${pub.url}/orders/${order.id}/`);
    expect(res.statusCode).toBe(200);
    const o = res.json().order;
    expect(o).toMatchObject({
      id: order.id,
      number: order.number,
      pub_id: pub.pubId,
      status: 'not_handled',
      created_time: toWireTime(order.createdAt),
      total_dishes_price: 330,
      total_dishes_price_without_commission: 300,
      commission: 30,
      total_price: 355,
      delivery_price: 25,
      callback: true,
      commission_applied: true,
      approximate_preparation_time: '',
      dishes: [{ dish_id: dish.id, name: 'Soup', count: 3, dish_price: 110 }],
      courier_info: { is_reserved: false, reserver_courier_id: 0 },
      version: 1,
    });
    expect(o.history).toEqual([{ status: 'not_handled', time: toWireTime(order.createdAt) }]);
  });

  it("hides other pubs' orders and pages closed orders", async () => {
    const foreign = await anOrder(t, other.pubId);
    expect((await get(`${pub.url}/orders/${foreign.id}/`)).statusCode).toBe(404);
    for (let i = 0; i < 3; i++) await anOrder(t, other.pubId, { status: 'completed' });
    const otherBase = `/api/company/${pub.owner.companyId}/pubs/${other.pubId}/orders`;
    const page1 = (await get(`${otherBase}/history?page=1&page_size=2`)).json();
    const page2 = (await get(`${otherBase}/history?page=2&page_size=2`)).json();
    expect(page1.total).toBe(3);
    expect(page1.orders).toHaveLength(2);
    expect(page2.orders).toHaveLength(1);
    expect((await get(`${otherBase}/history`)).json().orders).toHaveLength(3);
    for (const bad of ['page=0', 'page=x', 'page_size=1000', 'page=1.5']) {
      expect((await get(`${otherBase}/history?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('order updates', () => {
  it('switches to any staff status, records history and raises the version', async () => {
    const order = await anOrder(t, pub.pubId);
    const res = await put(`${pub.url}/orders/${order.id}/update-status?status=preparing`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, status: 'preparing', order: { status: 'preparing', version: 2 } });
    expect(res.json().order.history.map((h: { status: string }) => h.status)).toEqual(['not_handled', 'preparing']);
    for (const status of ['at_courier', 'completed', 'canceled', 'not_handled']) {
      expect((await put(`${pub.url}/orders/${order.id}/update-status?status=${status}`)).json().status).toBe(status);
    }
  });

  it('refuses unknown or missing statuses with a validation error', async () => {
    const order = await anOrder(t, pub.pubId);
    for (const url of [
      `update-status?status=eaten`,
      `update-status?status=handled`,
      `update-status`,
      `update-status?status=`,
    ]) {
      const res = await put(`${pub.url}/orders/${order.id}/${url}`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().err).toBe('validation error');
    }
  });

  it('sets the delivery price and refuses negative, non-numeric, over-precise or missing prices', async () => {
    const order = await anOrder(t, pub.pubId, { deliveryPrice: 20 });
    const res = await put(`${pub.url}/orders/${order.id}/update-delivery-price?price=35.5`);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ delivery_price: 35.5, total_price: 35.5 });
    for (const q of ['price=-1', 'price=abc', 'price=1.234', 'price=', '', 'price=1e3']) {
      const bad = await put(`${pub.url}/orders/${order.id}/update-delivery-price?${q}`);
      expect(bad.statusCode, q).toBe(400);
    }
    expect((await put(`${pub.url}/orders/${order.id}/update-delivery-price?price=0`)).json().order.delivery_price).toBe(
      0,
    );
  });

  it("replaces dishes: kept positions keep their fixed price, new ones are priced now with the order's commission", async () => {
    const kept = await aDish(t, pub.pubId, { name: 'Kept', price: 40 });
    const added = await aDish(t, pub.pubId, { name: 'Added', price: 100, salePrice: 80 });
    const order = await anOrder(t, pub.pubId, {
      commissionApplied: true,
      dishes: [{ dishId: kept.id, name: 'Kept', count: 1, price: 30 }],
    });
    const res = await put(`${pub.url}/orders/${order.id}/update-dishes`, {
      dishes: [
        { dish_id: kept.id, count: 2 },
        { dish_id: added.id, count: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const o = res.json().order;
    expect(o.dishes).toEqual([
      { position_id: expect.any(Number), dish_id: kept.id, name: 'Kept', count: 2, dish_price: 30, modifiers: [] },
      { position_id: expect.any(Number), dish_id: added.id, name: 'Added', count: 1, dish_price: 88, modifiers: [] },
    ]);
    expect(o).toMatchObject({ total_dishes_price: 148, total_dishes_price_without_commission: 134.55, version: 2 });
  });

  it('refuses dishes of another pub, count 0 and malformed bodies', async () => {
    const foreign = await aDish(t, other.pubId);
    const mine = await aDish(t, pub.pubId);
    const order = await anOrder(t, pub.pubId, { dishes: [{ dishId: mine.id, count: 1, price: 50 }] });
    const cases: unknown[] = [
      { dishes: [{ dish_id: foreign.id, count: 1 }] },
      { dishes: [{ dish_id: mine.id, count: 0 }] },
      { dishes: [{ dish_id: mine.id, count: 1.5 }] },
      { dishes: [{ dish_id: 'x', count: 1 }] },
      { dishes: [] },
      { dishes: 'soup' },
      {},
    ];
    for (const body of cases) {
      const res = await put(`${pub.url}/orders/${order.id}/update-dishes`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().err).toBe('validation error');
    }
    const after = (await get(`${pub.url}/orders/${order.id}/`)).json().order;
    expect(after.dishes).toHaveLength(1);
    expect(after.version).toBe(1);
  });

  it('toggles prepared only while preparing', async () => {
    const order = await anOrder(t, pub.pubId);
    const early = await put(`${pub.url}/orders/${order.id}/update-prepared`, { prepared: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().err).toBe('order is not preparing');
    await put(`${pub.url}/orders/${order.id}/update-status?status=preparing`);
    const res = await put(`${pub.url}/orders/${order.id}/update-prepared`, { prepared: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.prepared).toBe(true);
    for (const body of [{ prepared: 'yes' }, {}])
      expect((await put(`${pub.url}/orders/${order.id}/update-prepared`, body)).statusCode).toBe(400);
  });

  it('sets the preparation time in the future and refuses the past or garbage', async () => {
    const order = await anOrder(t, pub.pubId);
    const soon = toWireTime(new Date(Date.now() + 15 * 60_000));
    const res = await put(`${pub.url}/orders/${order.id}/update-approximate-preparation-time`, {
      approximate_preparation_time: soon,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.approximate_preparation_time).toBe(soon);
    const justNow = toWireTime(new Date(Date.now() - 20_000));
    expect(
      (
        await put(`${pub.url}/orders/${order.id}/update-approximate-preparation-time`, {
          approximate_preparation_time: justNow,
        })
      ).statusCode,
    ).toBe(200);
    const past = toWireTime(new Date(Date.now() - 10 * 60_000));
    for (const value of [past, 'tomorrow', 12, '']) {
      const bad = await put(`${pub.url}/orders/${order.id}/update-approximate-preparation-time`, {
        approximate_preparation_time: value,
      });
      expect(bad.statusCode, String(value)).toBe(400);
    }
  });

  it('answers 404 for an order of another pub and for a malformed id', async () => {
    const foreign = await anOrder(t, other.pubId);
    expect((await put(`${pub.url}/orders/${foreign.id}/update-status?status=completed`)).statusCode).toBe(404);
    expect((await put(`${pub.url}/orders/abc/update-status?status=completed`)).statusCode).toBe(404);
  });
});
