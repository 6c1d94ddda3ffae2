import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { fileTestApp } from '#test/app.ts';
import { toWireTime } from '#shared/time.ts';
import { courierLedger, orderStatusHistory, orders, pubs } from '../../db/schema.ts';
import { multipartBody, pngBytes } from '#test/factories/images.ts';
import {
  action,
  assign,
  balance,
  aCourierWithToken,
  aDeliveryOrder,
  aVenue,
  type TestCourier,
  courierOrders,
} from '#test/factories/couriers.ts';
import { courierLedgerAnswer, ledgerRange, platformToday } from './earnings.ts';

const t = fileTestApp();

const post = (c: TestCourier, path: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `/api/courier/${c.courierId}/${path}`, headers: c.headers, payload });
const stage = (c: TestCourier, orderId: number, name: string, extra: Record<string, unknown> = {}) =>
  post(c, 'set-order-stage', { order_id: orderId, stage: name, ...extra });

/** A venue, an assigned courier and a reserved order of it. */
async function aReservedOrder(options: Parameters<typeof aDeliveryOrder>[2] = {}) {
  const venue = await aVenue(t, 'own');
  const courier = await aCourierWithToken(t);
  await assign(t, venue.pubId, courier.courierId);
  const order = await aDeliveryOrder(t, venue.pubId, options);
  expect((await action(t, courier, 'reserve-order', order.id)).statusCode).toBe(200);
  return { ...venue, courier, order };
}

async function guestStatus(orderId: number) {
  const [row] = await t.app.db.select({ token: orders.trackingToken }).from(orders).where(eq(orders.id, orderId));
  return (await t.inject({ method: 'GET', url: `/api/client/orders/${orderId}?token=${row.token}` })).json().order;
}
async function staffOrder(
  venue: { company: { companyId: number; headers: Record<string, string> }; pubId: number },
  orderId: number,
) {
  const res = await t.inject({
    method: 'GET',
    url: `/api/company/${venue.company.companyId}/pubs/${venue.pubId}/orders/${orderId}/`,
    headers: venue.company.headers,
  });
  return res.json().order;
}

describe('courier stages (docs/product.md D14)', () => {
  it('go reserved → at_restaurant → picked_up → at_client, each seen by staff and the guest; picked_up hands the order over', async () => {
    const v = await aReservedOrder();
    expect((await staffOrder(v, v.order.id)).courier_info.courier_stage).toBe('reserved');
    expect((await guestStatus(v.order.id)).courier_stage).toBe('reserved');

    const atRestaurant = await stage(v.courier, v.order.id, 'at_restaurant');
    expect(atRestaurant.statusCode).toBe(200);
    expect(atRestaurant.json().order).toMatchObject({
      status: 'preparing',
      courier_info: { courier_stage: 'at_restaurant' },
    });

    const picked = (await stage(v.courier, v.order.id, 'picked_up')).json().order;
    expect(picked).toMatchObject({ status: 'at_courier', courier_info: { courier_stage: 'picked_up' } });
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, v.order.id));
    expect(history.map((h) => [h.status, h.actorRole])).toContainEqual(['at_courier', 'courier']);

    expect((await stage(v.courier, v.order.id, 'at_client')).json().order.courier_info.courier_stage).toBe('at_client');
    expect((await staffOrder(v, v.order.id)).courier_info.courier_stage).toBe('at_client');
    expect((await guestStatus(v.order.id)).courier_stage).toBe('at_client');
  });

  it('picked_up keeps an order staff already handed over at_courier, with no second history row', async () => {
    const v = await aReservedOrder({ status: 'preparing' });
    await t.inject({
      method: 'PUT',
      url: `/api/company/${v.company.companyId}/pubs/${v.pubId}/orders/${v.order.id}/update-status?status=at_courier`,
      headers: v.company.headers,
    });
    await stage(v.courier, v.order.id, 'at_restaurant');
    expect((await stage(v.courier, v.order.id, 'picked_up')).json().order.status).toBe('at_courier');
    const rows = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, v.order.id), eq(orderStatusHistory.status, 'at_courier')));
    expect(rows).toHaveLength(1);
  });

  it('a stage that is not the next one → 409; the same stage again → ok with no change (an offline retry)', async () => {
    const v = await aReservedOrder();
    expect((await stage(v.courier, v.order.id, 'picked_up')).json()).toEqual({
      ok: false,
      err: 'order is not available',
    });
    const first = (await stage(v.courier, v.order.id, 'at_restaurant')).json().order;
    const again = await stage(v.courier, v.order.id, 'at_restaurant');
    expect(again.statusCode).toBe(200);
    expect(again.json().order.version).toBe(first.version);
    expect((await stage(v.courier, v.order.id, 'at_client')).statusCode).toBe(409);
    await stage(v.courier, v.order.id, 'picked_up');
    expect((await stage(v.courier, v.order.id, 'at_restaurant')).statusCode).toBe(409);
  });

  it('any stage on a closed order → 409; unknown or `reserved` stage → 400 on stage; another courier → 403', async () => {
    const v = await aReservedOrder();
    expect((await stage(v.courier, v.order.id, 'flying')).json()).toMatchObject({
      ok: false,
      err: 'validation error',
      fields: { stage: 'errors.validation_error' },
    });
    expect((await stage(v.courier, v.order.id, 'reserved')).statusCode).toBe(400);
    const other = await aCourierWithToken(t);
    expect((await stage(other, v.order.id, 'at_restaurant')).json()).toEqual({ ok: false, err: 'forbidden' });
    expect((await action(t, v.courier, 'set-order-to-completed', v.order.id)).statusCode).toBe(200);
    expect((await stage(v.courier, v.order.id, 'at_restaurant')).json()).toEqual({
      ok: false,
      err: 'order is not available',
    });
  });

  it('the stage is "" while not reserved and clears when staff re-open the order', async () => {
    const v = await aReservedOrder();
    await stage(v.courier, v.order.id, 'at_restaurant');
    await t.inject({
      method: 'PUT',
      url: `/api/company/${v.company.companyId}/pubs/${v.pubId}/orders/${v.order.id}/update-status?status=not_handled`,
      headers: v.company.headers,
    });
    const staff = await staffOrder(v, v.order.id);
    expect(staff.courier_info).toMatchObject({ is_reserved: false, courier_stage: '' });
    expect((await guestStatus(v.order.id)).courier_stage).toBe('');
  });
});

describe('`at` on courier actions', () => {
  it('dates the stage, the history row and the completion; within 24 h and not ahead, else 400 on at', async () => {
    const v = await aReservedOrder();
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    expect((await stage(v.courier, v.order.id, 'at_restaurant', { at: toWireTime(tenMinutesAgo) })).statusCode).toBe(
      200,
    );
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, v.order.id));
    expect(toWireTime(row.courierStageAt)).toBe(toWireTime(tenMinutesAgo));

    const future = await stage(v.courier, v.order.id, 'picked_up', {
      at: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    expect(future.json()).toEqual({ ok: false, err: 'validation error', fields: { at: 'errors.validation_error' } });
    const old = await stage(v.courier, v.order.id, 'picked_up', {
      at: toWireTime(new Date(Date.now() - 25 * 3_600_000)),
    });
    expect(old.json().fields).toEqual({ at: 'errors.validation_error' });
    expect((await stage(v.courier, v.order.id, 'picked_up', { at: 'yesterday' })).statusCode).toBe(400);

    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    expect(
      (await post(v.courier, 'set-order-to-completed', { order_id: v.order.id, at: fiveMinutesAgo.toISOString() }))
        .statusCode,
    ).toBe(200);
    const [done] = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, v.order.id), eq(orderStatusHistory.status, 'completed')));
    expect(toWireTime(done.at)).toBe(toWireTime(fiveMinutesAgo));
  });

  it('reserve and cancel take `at` too, and refuse one out of bounds', async () => {
    const venue = await aVenue(t, 'delivery_service');
    const c = await aCourierWithToken(t);
    const order = await aDeliveryOrder(t, venue.pubId);
    expect(
      (await post(c, 'reserve-order', { order_id: order.id, at: new Date(Date.now() + 3_600_000).toISOString() }))
        .statusCode,
    ).toBe(400);
    expect((await post(c, 'reserve-order', { order_id: order.id, at: new Date().toISOString() })).statusCode).toBe(200);
    expect(
      (await post(c, 'set-order-to-canceled', { order_id: order.id, reason: 'no_answer', at: '2020-01-01 10:00:00' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('courier cancel reasons', () => {
  it('stores reason, text for `other` and canceled_by courier; staff and the guest see the reason', async () => {
    const v = await aReservedOrder();
    const res = await post(v.courier, 'set-order-to-canceled', {
      order_id: v.order.id,
      reason: 'client_refused',
      reason_text: 'ignored unless other',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, v.order.id));
    expect(row).toMatchObject({
      status: 'canceled',
      cancelReason: 'client_refused',
      cancelReasonText: '',
      canceledBy: 'courier',
    });
    expect(await staffOrder(v, v.order.id)).toMatchObject({ cancel_reason: 'client_refused', canceled_by: 'courier' });
    expect((await guestStatus(v.order.id)).cancel_reason).toBe('client_refused');
    expect(await balance(t, v.courier)).toBe(0);

    const w = await aReservedOrder();
    await post(w.courier, 'set-order-to-canceled', {
      order_id: w.order.id,
      reason: 'other',
      reason_text: '  Câine rău la poartă ',
    });
    const [other] = await t.app.db.select().from(orders).where(eq(orders.id, w.order.id));
    expect(other).toMatchObject({ cancelReason: 'other', cancelReasonText: 'Câine rău la poartă' });
  });

  it('no reason (an older client) stores `other`; a staff-only or unknown reason → 400 on reason', async () => {
    const v = await aReservedOrder();
    expect(
      (await post(v.courier, 'set-order-to-canceled', { order_id: v.order.id, reason: 'sold_out' })).json(),
    ).toMatchObject({ err: 'validation error', fields: { reason: 'errors.validation_error' } });
    expect((await action(t, v.courier, 'set-order-to-canceled', v.order.id)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, v.order.id));
    expect(row).toMatchObject({ cancelReason: 'other', canceledBy: 'courier' });
  });
});

describe('proof of delivery', () => {
  const upload = async (c: TestCourier, orderId: number, bytes?: Buffer, name = 'photo.jpg') => {
    const body = multipartBody('image', name, bytes ?? (await pngBytes(64, 48)), 'image/png');
    return t.inject({
      method: 'POST',
      url: `/api/courier/${c.courierId}/orders/${orderId}/proof`,
      headers: { ...c.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('a pub that requires it: completing without the photo → 400 on image; the upload is re-encoded and staff see it', async () => {
    const v = await aReservedOrder();
    await t.app.db.update(pubs).set({ proofOfDelivery: true }).where(eq(pubs.id, v.pubId));
    expect((await action(t, v.courier, 'set-order-to-completed', v.order.id)).json()).toEqual({
      ok: false,
      err: 'validation error',
      fields: { image: 'errors.field_is_required' },
    });
    const res = await upload(v.courier, v.order.id, undefined, 'photo.png');
    expect(res.statusCode).toBe(200);
    const file = res.json().image_file_name as string;
    expect(file).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(res.json().order.proof_image_file_name).toBe(file);
    const image = await t.inject({ method: 'GET', url: `/api-static/images/proof/${file}` });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await action(t, v.courier, 'set-order-to-completed', v.order.id)).statusCode).toBe(200);
    expect((await staffOrder(v, v.order.id)).proof_image_file_name).toBe(file);
  });

  it('only the holder uploads; not an image → 400; a canceled order takes none; a pub without the setting completes without', async () => {
    const v = await aReservedOrder();
    const other = await aCourierWithToken(t);
    expect((await upload(other, v.order.id)).json()).toEqual({ ok: false, err: 'forbidden' });
    expect((await upload(v.courier, v.order.id, Buffer.from('not an image'), 'x.jpg')).json().err).toBe('bad document');
    expect((await upload(v.courier, v.order.id, await pngBytes(), 'x.pdf')).json().err).toBe('invalid file extension');
    expect((await upload(v.courier, 99_999_999)).statusCode).toBe(404);
    expect((await action(t, v.courier, 'set-order-to-completed', v.order.id)).statusCode).toBe(200);
    const w = await aReservedOrder();
    await action(t, w.courier, 'set-order-to-canceled', w.order.id);
    expect((await upload(w.courier, w.order.id)).json()).toEqual({ ok: false, err: 'order is not available' });
  });
});

describe('earnings ledger', () => {
  it('entries sum to the balance; days count deliveries, rewards, debits and net in Europe/Chisinau', async () => {
    const venue = await aVenue(t, 'own');
    const c = await aCourierWithToken(t);
    await assign(t, venue.pubId, c.courierId);
    // Debit 20 each (2 × 110 with commission); reward 30 each.
    const a = await aDeliveryOrder(t, venue.pubId);
    const b = await aDeliveryOrder(t, venue.pubId);
    const canceled = await aDeliveryOrder(t, venue.pubId);
    // Free delivery: debit = commission − zone price = 20 − 35 = −15 (a bonus); reward 35.
    const free = await aDeliveryOrder(t, venue.pubId, { deliveryPrice: 0, zonePrice: 35 });
    for (const o of [a, b, canceled, free]) expect((await action(t, c, 'reserve-order', o.id)).statusCode).toBe(200);
    for (const o of [a, b, free]) expect((await action(t, c, 'set-order-to-completed', o.id)).statusCode).toBe(200);
    await action(t, c, 'set-order-to-canceled', canceled.id);
    await t.app.db
      .insert(courierLedger)
      .values({ courierId: c.courierId, amount: 100, kind: 'topup', note: 'cash in' });

    const res = await t.inject({ method: 'GET', url: `/api/courier/${c.courierId}/ledger`, headers: c.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.balance).toBe(await balance(t, c));
    expect(body.balance).toBe(100 - 20 - 20 + 15);
    expect(body.entries.reduce((s: number, e: { amount: number }) => s + e.amount * 100, 0) / 100).toBe(body.balance);
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      time: expect.any(String),
      kind: 'topup',
      amount: 100,
      order_id: 0,
      note: 'cash in',
    });
    expect(
      body.entries
        .filter((e: { order_id: number }) => e.order_id === canceled.id)
        .map((e: { amount: number }) => e.amount)
        .sort(),
    ).toEqual([-20, 20]);
    expect(body.days).toHaveLength(7);
    const today = body.days[0];
    expect(today).toEqual({ date: platformToday(), deliveries: 3, reward: 95, debit: 25, net: 70 });
    expect(
      body.days.slice(1).every((d: { deliveries: number; net: number }) => d.deliveries === 0 && d.net === 0),
    ).toBe(true);
  });

  it('a completion dated offline to yesterday evening counts on that Chisinau day', async () => {
    const v = await aReservedOrder();
    const at = new Date(Date.now() - 20 * 3_600_000);
    await post(v.courier, 'set-order-to-completed', { order_id: v.order.id, at: at.toISOString() });
    const body = await courierLedgerAnswer(t.app.db, v.courier.courierId, {});
    const day = body.days.find((d) => d.date === platformToday(at))!;
    expect(day.deliveries).toBe(1);
    expect(day.reward).toBe(30);
  });

  it('days are Chisinau dates; a reversed or over-long range → 400', async () => {
    // 22:30 UTC on 1 July is 01:30 on 2 July in Chisinau (UTC+3 in summer).
    expect(platformToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(ledgerRange({ from: '2026-03-28', to: '2026-03-30' }).dates).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    const c = await aCourierWithToken(t);
    const get = (q: string) =>
      t.inject({ method: 'GET', url: `/api/courier/${c.courierId}/ledger?${q}`, headers: c.headers });
    expect((await get('from=2026-03-30&to=2026-03-01')).json()).toMatchObject({
      err: 'validation error',
      fields: { from: 'errors.validation_error' },
    });
    expect((await get('from=2025-01-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await get('from=1.03.2026')).json().fields).toEqual({ from: 'errors.validation_error' });
    const ok = (await get('from=2026-03-01&to=2026-03-02')).json();
    expect(ok.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-02', '2026-03-01']);
  });
});

describe('available cards and shifts', () => {
  it('available cards show the drop-off town and distance, never the address, phones or map point', async () => {
    const venue = await aVenue(t, 'delivery_service');
    const c = await aCourierWithToken(t);
    const order = await aDeliveryOrder(t, venue.pubId);
    const list = await courierOrders(t, c);
    const card = list.available.find((o: { id: number }) => o.id === order.id);
    expect(card).toMatchObject({
      town: 'Chișinău',
      lat: 0,
      lng: 0,
      full_address: '',
      client_name: '',
      main_phone_number: '',
      second_phone_number: '',
      comments: '',
    });
    expect(card.courier_info).toMatchObject({ distance: 1234, courier_reward: 30, courier_stage: '' });
  });

  it("the on-shift switch is the courier's own; staff see it in their couriers list", async () => {
    const venue = await aVenue(t, 'own');
    const c = await aCourierWithToken(t);
    await assign(t, venue.pubId, c.courierId);
    const put = (body: unknown) =>
      t.inject({
        method: 'PUT',
        url: `/api/courier/${c.courierId}/shift`,
        headers: c.headers,
        payload: body as Record<string, unknown>,
      });
    expect((await put({ on_shift: 'yes' })).statusCode).toBe(400);
    expect((await put({ on_shift: true })).json()).toEqual({ ok: true, on_shift: true });
    expect((await t.inject({ method: 'GET', url: '/api/courier/', headers: c.headers })).json().courier.on_shift).toBe(
      true,
    );
    const staffList = (
      await t.inject({
        method: 'GET',
        url: `/api/company/${venue.company.companyId}/pubs/${venue.pubId}/couriers`,
        headers: venue.company.headers,
      })
    ).json();
    expect(staffList.couriers.find((x: { id: number }) => x.id === c.courierId).on_shift).toBe(true);
    const other = await aCourierWithToken(t);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/courier/${c.courierId}/shift`,
          headers: other.headers,
          payload: { on_shift: false },
        })
      ).statusCode,
    ).toBe(403);
  });
});
