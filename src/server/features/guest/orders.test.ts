import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { fileTestApp, createTestApp } from '#test/app.ts';
import { dishes, orderEvents, orders, orderStatusHistory, pubs } from '../../db/schema.ts';
import {
  deliveryBody,
  inPlaceBody,
  key,
  OUTSIDE,
  postOrder,
  aGuestPub,
  fileGuestPub,
} from '#test/factories/guest-pub.ts';

const t = fileTestApp({ GUEST_ORDERS_PER_IP: '10000' });
const p = fileGuestPub(t);
const other = fileGuestPub(t);

const setPub = (pubId: number, values: Partial<typeof pubs.$inferInsert>) =>
  t.app.db.update(pubs).set(values).where(eq(pubs.id, pubId));

describe('POST /api/client/pub/:urlName/orders', () => {
  it('places a delivery order with prices from the database', async () => {
    const res = await postOrder(
      t,
      p.urlName,
      deliveryBody(p, {
        dishes: [{ dish_id: p.dish.id, count: 2, dish_price: 0.01 }],
        total_price: 1,
        delivery_price: 0,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({
      number: 1,
      status: 'not_handled',
      order_type: 'delivery',
      total_dishes_price: 199.98,
      delivery_price: 30,
      total_price: 229.98,
    });
    expect(order.dishes).toEqual([
      {
        position_id: expect.any(Number),
        dish_id: p.dish.id,
        name: 'Margherita',
        count: 2,
        dish_price: 99.99,
        modifiers: [],
      },
    ]);
    expect(order.tracking_token).toMatch(/^[0-9a-f]{32}$/);
    expect(order.currency).toEqual({ id: 1, code: 'MDL', symbol: 'Lei' });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ clientName: 'Ion', zonePrice: 30, commissionApplied: false, version: 1 });
    expect(row.distance).toBeGreaterThan(1000);
    expect(
      await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)),
    ).toHaveLength(1);
    expect(await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toMatchObject([
      { kind: 'created', version: 1 },
    ]);
  });

  it('numbers orders per pub', async () => {
    const a = await postOrder(t, other.urlName, inPlaceBody(other));
    const b = await postOrder(t, other.urlName, inPlaceBody(other));
    expect([a.json().order.number, b.json().order.number]).toEqual([1, 2]);
  });

  it('applies the sale price, and the commission only to delivery orders of pubs that add it', async () => {
    await setPub(p.pubId, { addCommissionToDishPrices: true });
    try {
      const delivery = (
        await postOrder(
          t,
          p.urlName,
          deliveryBody(p, {
            dishes: [
              { dish_id: p.saleDish.id, count: 1 },
              { dish_id: p.dish.id, count: 1 },
            ],
          }),
        )
      ).json().order;
      // 100 (sale) × 1.1 = 110.00; 99.99 × 1.1 = 109.989 → 109.99
      expect(delivery.dishes.map((d: { dish_price: number }) => d.dish_price)).toEqual([110, 109.99]);
      expect(delivery.total_dishes_price).toBe(219.99);
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, delivery.id));
      expect(row.commissionApplied).toBe(true);
      const inPlace = (
        await postOrder(t, p.urlName, inPlaceBody(p, { dishes: [{ dish_id: p.saleDish.id, count: 3 }] }))
      ).json().order;
      expect(inPlace.dishes[0].dish_price).toBe(100);
      expect(inPlace.total_price).toBe(300);
    } finally {
      await setPub(p.pubId, { addCommissionToDishPrices: false });
    }
  });

  it('merges duplicate positions', async () => {
    const res = await postOrder(
      t,
      p.urlName,
      inPlaceBody(p, {
        dishes: [
          { dish_id: p.dish.id, count: 1 },
          { dish_id: p.dish.id, count: 2 },
        ],
      }),
    );
    expect(res.json().order.dishes).toMatchObject([{ dish_id: p.dish.id, count: 3 }]);
  });

  it('makes delivery free when the dish total reaches the zone threshold, keeping the zone price for the courier', async () => {
    await setPub(p.pubId, { freeDeliveryPrices: { [p.zoneId]: 200 } });
    try {
      const below = (
        await postOrder(t, p.urlName, deliveryBody(p, { dishes: [{ dish_id: p.dish.id, count: 1 }] }))
      ).json().order;
      expect(below.delivery_price).toBe(30);
      const free = (
        await postOrder(t, p.urlName, deliveryBody(p, { dishes: [{ dish_id: p.dish.id, count: 3 }] }))
      ).json().order;
      expect(free).toMatchObject({ delivery_price: 0, total_price: 299.97 });
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, free.id));
      expect(row.zonePrice).toBe(30);
    } finally {
      await setPub(p.pubId, { freeDeliveryPrices: { [p.zoneId]: 0 } });
    }
  });

  it('stores the call-back marker when no name is given or call back is ticked', async () => {
    const a = (await postOrder(t, p.urlName, deliveryBody(p, { client_name: '' }))).json().order;
    const b = (await postOrder(t, p.urlName, deliveryBody(p, { callback: true }))).json().order;
    const rows = await t.app.db.select({ id: orders.id, name: orders.clientName }).from(orders);
    expect(rows.find((r) => r.id === a.id)?.name).toBe(WEB_MENU_DELIVERY_MARKER);
    expect(rows.find((r) => r.id === b.id)?.name).toBe(WEB_MENU_DELIVERY_MARKER);
  });

  it.each([
    ['a hidden dish', () => ({ dishes: [{ dish_id: p.hiddenDish.id, count: 1 }] }), 'dishes'],
    ['a dish of a hidden category', () => ({ dishes: [{ dish_id: p.hiddenCategoryDish.id, count: 1 }] }), 'dishes'],
    ['a dish of another pub', () => ({ dishes: [{ dish_id: other.dish.id, count: 1 }] }), 'dishes'],
    ['count 0', () => ({ dishes: [{ dish_id: p.dish.id, count: 0 }] }), 'dishes.0.count'],
    ['count 10000', () => ({ dishes: [{ dish_id: p.dish.id, count: 10000 }] }), 'dishes.0.count'],
    ['a fractional count', () => ({ dishes: [{ dish_id: p.dish.id, count: 1.5 }] }), 'dishes.0.count'],
    ['no positions', () => ({ dishes: [] }), 'dishes'],
    [
      'more than 50 positions',
      () => ({ dishes: Array.from({ length: 51 }, (_, i) => ({ dish_id: i + 1, count: 1 })) }),
      'dishes',
    ],
    [
      'merged counts over 100',
      () => ({
        dishes: [
          { dish_id: p.dish.id, count: 60 },
          { dish_id: p.dish.id, count: 60 },
        ],
      }),
      'dishes',
    ],
    ['a missing phone', () => ({ main_phone_number: '' }), 'main_phone_number'],
    ['an invalid phone', () => ({ main_phone_number: '12ab' }), 'main_phone_number'],
    ['a missing address', () => ({ full_address: ' ' }), 'full_address'],
    ['a missing point', () => ({ lat: undefined, lng: undefined }), 'lat'],
    ['an unknown order type', () => ({ order_type: 'takeaway' }), 'order_type'],
    ['a disabled payment type', () => ({ payment_type: 'card_offline' }), 'payment_type'],
    ['an unknown payment type', () => ({ payment_type: 'bitcoin' }), 'payment_type'],
    ['comments over 1000 characters', () => ({ comments: 'x'.repeat(1001) }), 'comments'],
  ])('refuses %s with 400 validation error', async (_name, overrides, field) => {
    const res = await postOrder(t, p.urlName, deliveryBody(p, overrides()));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, err: 'validation error' });
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('refuses an in-place order without a table', async () => {
    const res = await postOrder(t, p.urlName, inPlaceBody(p, { table_for_in_place_order: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('table_for_in_place_order');
  });

  it.each([0, -1, 99999, 1.5, 'A1', '<b>1</b>', '1000'])(
    'refuses table %j on an in-place order, naming the field, storing nothing',
    async (table) => {
      const before = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.pubId, p.pubId));
      const res = await postOrder(t, p.urlName, inPlaceBody(p, { table_for_in_place_order: table }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        ok: false,
        err: 'validation error',
        fields: { table_for_in_place_order: 'errors.validation_error' },
      });
      expect(await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.pubId, p.pubId))).toEqual(before);
    },
  );

  it('takes tables 1 and 999, as a number or a text, and stores them as written', async () => {
    for (const [table, stored] of [
      [1, '1'],
      [' 999 ', '999'],
      ['12', '12'],
    ] as const) {
      const res = await postOrder(t, p.urlName, inPlaceBody(p, { table_for_in_place_order: table }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().order.table_for_in_place_order).toBe(stored);
    }
  });

  it.each(['client_name', 'comments', 'full_address', 'town'])(
    'refuses a lone UTF-16 surrogate in %s like a NUL byte, storing nothing',
    async (field) => {
      const before = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.pubId, p.pubId));
      for (const bad of ['Ion \ud800', '\udc00x', 'Ion\u0000']) {
        const res = await postOrder(t, p.urlName, deliveryBody(p, { [field]: bad }));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({
          ok: false,
          err: 'validation error',
          fields: { [field]: 'errors.invalid_characters' },
        });
      }
      expect(await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.pubId, p.pubId))).toEqual(before);
      // A whole pair (an emoji) is a character like any other.
      expect((await postOrder(t, p.urlName, deliveryBody(p, { [field]: 'Ion 🍕' }))).statusCode).toBe(201);
    },
  );

  it('refuses a point outside every zone', async () => {
    const res = await postOrder(t, p.urlName, deliveryBody(p, OUTSIDE));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, err: 'address is outside delivery zones' });
  });

  it('refuses a point in a zone without a price', async () => {
    await setPub(p.pubId, { shippingPrices: {} });
    try {
      const res = await postOrder(t, p.urlName, deliveryBody(p));
      expect(res.json()).toEqual({ ok: false, err: 'address is outside delivery zones' });
    } finally {
      await setPub(p.pubId, { shippingPrices: { [p.zoneId]: 30 } });
    }
  });

  it.each([
    ['the pub expired', { expirationTime: new Date(Date.now() - 60_000) }, 'delivery'],
    ['delivery is off', { shippingAvailable: false }, 'delivery'],
    ['the pub is closed now', { workHours: Array.from({ length: 7 }, () => ({ start: 0, end: 0 })) }, 'delivery'],
    ['in-place ordering is off', { hasInPlaceOrder: false }, 'in_place'],
    ['the pub expired (in place)', { expirationTime: new Date(Date.now() - 60_000) }, 'in_place'],
  ] as const)('answers 409 when %s', async (_name, values, type) => {
    const [before] = await t.app.db.select().from(pubs).where(eq(pubs.id, p.pubId));
    await setPub(p.pubId, values);
    try {
      const res = await postOrder(t, p.urlName, type === 'delivery' ? deliveryBody(p) : inPlaceBody(p));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ok: false, err: 'pub is not accepting orders' });
    } finally {
      await setPub(p.pubId, {
        expirationTime: before.expirationTime,
        shippingAvailable: true,
        hasInPlaceOrder: true,
        workHours: before.workHours,
      });
    }
  });

  it('requires a UUID Idempotency-Key', async () => {
    expect((await postOrder(t, p.urlName, deliveryBody(p), {})).statusCode).toBe(400);
    const bad = await postOrder(t, p.urlName, deliveryBody(p), { 'idempotency-key': 'abc' });
    expect(bad.json()).toMatchObject({ ok: false, err: 'validation error' });
  });

  it('answers 404 for an unknown pub', async () => {
    expect((await postOrder(t, 'no-such-pub', deliveryBody(p))).statusCode).toBe(404);
  });

  it('never makes a second order for the same key, even for 20 concurrent requests', async () => {
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postOrder(t, p.urlName, deliveryBody(p), { 'idempotency-key': k })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(results.map((r) => r.json().order.id));
    expect(ids.size).toBe(1);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    const stored = await t.app.db.select().from(orders).where(eq(orders.idempotencyKey, k));
    expect(stored).toHaveLength(1);
    const again = await postOrder(t, p.urlName, deliveryBody(p), { 'idempotency-key': k });
    expect(again.body).toBe(results[0].body);
  });

  it('a retry with the same key after a price change or after the pub closed answers the stored order', async () => {
    const q = await aGuestPub(t);
    const k = key();
    const placed = await postOrder(t, q.urlName, deliveryBody(q), { 'idempotency-key': k });
    expect(placed.statusCode).toBe(201);
    await t.app.db.update(dishes).set({ price: 150 }).where(eq(dishes.id, q.dish.id));
    const afterPrice = await postOrder(t, q.urlName, deliveryBody(q), { 'idempotency-key': k });
    expect(afterPrice.statusCode).toBe(201);
    expect(afterPrice.body).toBe(placed.body);
    // Closed: expired and delivery switched off. A new key is refused; the retry still gets its order.
    await t.app.db
      .update(pubs)
      .set({ expirationTime: new Date(Date.now() - 60_000), shippingAvailable: false })
      .where(eq(pubs.id, q.pubId));
    expect((await postOrder(t, q.urlName, deliveryBody(q))).statusCode).toBe(409);
    const afterClose = await postOrder(t, q.urlName, deliveryBody(q), { 'idempotency-key': k });
    expect(afterClose.statusCode).toBe(201);
    expect(afterClose.body).toBe(placed.body);
    expect(await t.app.db.select().from(orders).where(eq(orders.pubId, q.pubId))).toHaveLength(1);
  });

  it('rate limits a guest per pub', async () => {
    const limited = await createTestApp({ GUEST_ORDERS_PER_IP: '2' });
    try {
      const q = await aGuestPub(limited);
      const r = await aGuestPub(limited);
      expect((await postOrder(limited, q.urlName, inPlaceBody(q))).statusCode).toBe(201);
      expect((await postOrder(limited, q.urlName, inPlaceBody(q))).statusCode).toBe(201);
      const third = await postOrder(limited, q.urlName, inPlaceBody(q));
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ ok: false, err: 'too many requests' });
      expect((await postOrder(limited, r.urlName, inPlaceBody(r))).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the guest order limit keeps its table small', () => {
  const limitRows = async () =>
    Number((await t.app.db.execute<{ n: string }>(sql`select count(*) as n from rate_limits`)).rows[0].n);

  it('a flood of made-up pub names and bad bodies from one address adds at most two rows', async () => {
    const before = await limitRows();
    const one = (i: number) =>
      i % 3 === 2
        ? postOrder(t, p.urlName, { order_type: 'nope' })
        : postOrder(t, `no-such-pub-${i}-${Math.random().toString(36).slice(2)}`, inPlaceBody(p));
    // 300 requests, 20 at a time (the database pool's size), so that a busy machine answers each one rather than 503
    // for a connection that did not come within its wait.
    const answers = [];
    for (let i = 0; i < 300; i += 20)
      answers.push(...(await Promise.all(Array.from({ length: 20 }, (_, k) => one(i + k)))));
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([404, 400]));
    expect(answers.filter((r) => r.statusCode === 404).every((r) => r.json().err === 'not found')).toBe(true);
    // One counter for this address's unknown pubs, one for this address at the real pub (maybe there already).
    expect((await limitRows()) - before).toBeLessThanOrEqual(2);
  });

  it('unknown pubs share one budget per address, apart from the budget at each real pub', async () => {
    const limited = await createTestApp({ GUEST_ORDERS_PER_IP: '3' });
    try {
      const q = await aGuestPub(limited);
      for (let i = 0; i < 3; i++) expect((await postOrder(limited, `ghost-${i}`, inPlaceBody(q))).statusCode).toBe(404);
      const over = await postOrder(limited, 'ghost-3', inPlaceBody(q));
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect((await postOrder(limited, q.urlName, inPlaceBody(q))).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/client/orders/:orderID', () => {
  it('shows the order with its history to the holder of the token only', async () => {
    const { order } = (await postOrder(t, p.urlName, deliveryBody(p))).json();
    const res = await t.inject({ method: 'GET', url: `/api/client/orders/${order.id}?token=${order.tracking_token}` });
    expect(res.statusCode).toBe(200);
    const body = res.json().order;
    expect(body).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'not_handled',
      total_price: order.total_price,
      pub: { url_name: p.urlName },
    });
    expect(body.history).toEqual([
      { status: 'not_handled', time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
    ]);
    for (const url of [
      `/api/client/orders/${order.id}`,
      `/api/client/orders/${order.id}?token=${'0'.repeat(32)}`,
      `/api/client/orders/${order.id}?token=é`,
      `/api/client/orders/abc?token=x`,
    ]) {
      const wrong = await t.inject({ method: 'GET', url });
      expect(wrong.statusCode, url).toBe(404);
    }
  });
});
