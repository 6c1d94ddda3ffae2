import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { fileTestApp } from '#test/app.ts';
import { courierLedger, orderEvents, orderStatusHistory, orders, pubs } from '../../db/schema.ts';
import { releaseHeldOrders } from '../orders/index.ts';
import {
  action,
  assign,
  balance,
  aCourierWithToken,
  aDeliveryOrder,
  aVenue,
  courierOrders,
} from '#test/factories/couriers.ts';

const t = fileTestApp();

describe('reserving an order', () => {
  it('50 couriers racing: exactly one wins, the rest get 409, the winner is debited once', async () => {
    const { pubId } = await aVenue(t, 'own');
    const racers = await Promise.all(Array.from({ length: 50 }, () => aCourierWithToken(t)));
    await assign(t, pubId, ...racers.map((c) => c.courierId));
    // 2 × 110 with commission: total 220, without 200, commission 20 → debit 20.
    const order = await aDeliveryOrder(t, pubId);
    const answers = await Promise.all(racers.map((c) => action(t, c, 'reserve-order', order.id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toEqual({ ok: false, err: 'order is not available' });
    const winnerIndex = answers.findIndex((r) => r.statusCode === 200);
    const winner = racers[winnerIndex];
    const body = answers[winnerIndex].json();
    expect(body.order.courier_info).toMatchObject({
      is_reserved: true,
      reserver_courier_id: winner.courierId,
      courier_debit: 20,
      courier_reward: 30,
      distance: 1234,
    });
    expect(body.order.status).toBe('preparing');
    expect(body.order.version).toBe(order.version + 1);
    expect(await balance(t, winner)).toBe(-20);
    expect(await balance(t, racers[(winnerIndex + 1) % 50])).toBe(0);
  });

  it('the holder repeating its reservation (a retry) gets ok with no second debit', async () => {
    const { pubId } = await aVenue(t, 'own');
    const courier = await aCourierWithToken(t);
    const other = await aCourierWithToken(t);
    await assign(t, pubId, courier.courierId, other.courierId);
    const order = await aDeliveryOrder(t, pubId);
    expect((await action(t, courier, 'reserve-order', order.id)).statusCode).toBe(200);
    const again = await action(t, courier, 'reserve-order', order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.version).toBe(order.version + 1);
    expect(await balance(t, courier)).toBe(-20);
    expect((await action(t, other, 'reserve-order', order.id)).statusCode).toBe(409);
  });

  it('an own pub offers its orders only to its couriers', async () => {
    const { pubId } = await aVenue(t, 'own');
    const mine = await aCourierWithToken(t);
    const stranger = await aCourierWithToken(t);
    await assign(t, pubId, mine.courierId);
    const order = await aDeliveryOrder(t, pubId);
    expect((await courierOrders(t, mine)).available.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await courierOrders(t, stranger)).available.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect((await action(t, stranger, 'reserve-order', order.id)).statusCode).toBe(409);
    expect((await action(t, mine, 'reserve-order', order.id)).statusCode).toBe(200);
  });

  it('an offered order carries the guest’s delivery window (the same eta as the guest’s order) and the venue’s time zone', async () => {
    const { pubId } = await aVenue(t, 'delivery_service');
    const anyone = await aCourierWithToken(t);
    const order = await aDeliveryOrder(t, pubId);
    const ready = new Date(Date.now() + 25 * 60_000);
    await t.app.db.update(orders).set({ approximatePreparationTime: ready }).where(eq(orders.id, order.id));
    const offered = (await courierOrders(t, anyone)).available.find((o: { id: number }) => o.id === order.id);
    const guest = (
      await t.inject({ method: 'GET', url: `/api/client/orders/${order.id}?token=${order.trackingToken}` })
    ).json().order;
    expect(offered.pub.timezone).toBe('Europe/Chisinau');
    expect(offered.eta).toEqual(guest.eta);
    expect(offered.eta.from > offered.approximate_preparation_time).toBe(true);
  });

  it('a delivery-service pub offers its orders to every courier; details stay hidden until reserved', async () => {
    const { pubId } = await aVenue(t, 'delivery_service');
    const anyone = await aCourierWithToken(t);
    const order = await aDeliveryOrder(t, pubId);
    const before = await courierOrders(t, anyone);
    const seen = before.available.find((o: { id: number }) => o.id === order.id);
    expect(seen).toMatchObject({
      client_name: '',
      main_phone_number: '',
      full_address: '',
      comments: '',
      pub: { address: 'Str. Pub 1' },
    });
    const reserved = (await action(t, anyone, 'reserve-order', order.id)).json().order;
    expect(reserved).toMatchObject({
      client_name: 'Ion Guest',
      main_phone_number: '37369555444',
      full_address: 'Str. Client 5',
      comments: 'ring twice',
    });
    const after = await courierOrders(t, anyone);
    expect(after.available.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect(after.active.map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it('orders not in preparing, or of expired pubs, are not available', async () => {
    const { pubId } = await aVenue(t, 'delivery_service');
    const c = await aCourierWithToken(t);
    const early = await aDeliveryOrder(t, pubId, { status: 'not_handled' });
    expect((await action(t, c, 'reserve-order', early.id)).statusCode).toBe(409);
    expect((await action(t, c, 'reserve-order', 999_999)).statusCode).toBe(409);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/courier/${c.courierId}/reserve-order`,
          headers: c.headers,
          payload: { order_id: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('completing and canceling', () => {
  it('only the reserver completes; repeating is harmless', async () => {
    const { pubId } = await aVenue(t, 'delivery_service');
    const [a, b] = [await aCourierWithToken(t), await aCourierWithToken(t)];
    const order = await aDeliveryOrder(t, pubId);
    expect((await action(t, b, 'set-order-to-completed', order.id)).statusCode).toBe(404);
    expect((await action(t, a, 'reserve-order', order.id)).statusCode).toBe(200);
    expect((await action(t, b, 'set-order-to-completed', order.id)).statusCode).toBe(403);
    expect((await action(t, b, 'set-order-to-canceled', order.id)).statusCode).toBe(403);
    const done = await action(t, a, 'set-order-to-completed', order.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().order.status).toBe('completed');
    const again = await action(t, a, 'set-order-to-completed', order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.version).toBe(done.json().order.version);
    expect(await balance(t, a)).toBe(-20);
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => [h.status, h.actorRole, h.actorId])).toEqual([['completed', 'courier', a.courierId]]);
    expect((await action(t, a, 'set-order-to-canceled', order.id)).statusCode).toBe(409);
  });

  it('a courier cancel reverses the debit once', async () => {
    const { pubId } = await aVenue(t, 'delivery_service');
    const c = await aCourierWithToken(t);
    const order = await aDeliveryOrder(t, pubId);
    await action(t, c, 'reserve-order', order.id);
    expect(await balance(t, c)).toBe(-20);
    const canceled = await action(t, c, 'set-order-to-canceled', order.id);
    expect(canceled.json().order.status).toBe('canceled');
    expect((await action(t, c, 'set-order-to-canceled', order.id)).statusCode).toBe(200);
    expect(await balance(t, c)).toBe(0);
  });

  it('free delivery: the debit is negative (a bonus) and raises the balance', async () => {
    const { pubId } = await aVenue(t, 'delivery_service');
    const c = await aCourierWithToken(t);
    // Commission 20, zone price 30, guest paid 0 for delivery → debit −10.
    const order = await aDeliveryOrder(t, pubId, { deliveryPrice: 0, zonePrice: 30 });
    const res = await action(t, c, 'reserve-order', order.id);
    expect(res.json().order.courier_info.courier_debit).toBe(-10);
    expect(await balance(t, c)).toBe(10);
  });

  it('without commission applied the debit is 0', async () => {
    const { pubId } = await aVenue(t, 'delivery_service');
    const c = await aCourierWithToken(t);
    const order = await aDeliveryOrder(t, pubId, { commissionApplied: false });
    const res = await action(t, c, 'reserve-order', order.id);
    expect(res.json().order.courier_info.courier_debit).toBe(0);
    expect(res.json().order.total_dishes_price_without_commission).toBe(220);
  });
});

describe('venue changes to a reserved order', () => {
  it('staff re-opening the order clears the reservation, reverses the debit and offers it again', async () => {
    const { company, pubId } = await aVenue(t, 'own');
    const [a, b] = [await aCourierWithToken(t), await aCourierWithToken(t)];
    await assign(t, pubId, a.courierId, b.courierId);
    const order = await aDeliveryOrder(t, pubId);
    await action(t, a, 'reserve-order', order.id);
    expect(await balance(t, a)).toBe(-20);
    const url = `/api/company/${company.companyId}/pubs/${pubId}/orders/${order.id}/update-status?status=preparing`;
    expect((await t.inject({ method: 'PUT', url, headers: company.headers })).statusCode).toBe(200);
    expect(await balance(t, a)).toBe(0);
    expect((await action(t, a, 'set-order-to-completed', order.id)).statusCode).toBe(404);
    expect((await action(t, b, 'reserve-order', order.id)).statusCode).toBe(200);
    expect(await balance(t, b)).toBe(-20);
    expect(await balance(t, a)).toBe(0);
  });
});

describe('deleting a pub whose orders a courier holds (docs/product.md D11)', () => {
  it('ends the reservation first (canceled, venue_closed, debit reversed); a completed delivery keeps its debit', async () => {
    const { company, pubId } = await aVenue(t, 'own');
    const courier = await aCourierWithToken(t);
    await assign(t, pubId, courier.courierId);
    const held = await aDeliveryOrder(t, pubId);
    const done = await aDeliveryOrder(t, pubId, { dishes: [{ price: 55, count: 2 }] });
    expect((await action(t, courier, 'reserve-order', held.id)).statusCode).toBe(200);
    expect((await action(t, courier, 'reserve-order', done.id)).statusCode).toBe(200);
    expect((await action(t, courier, 'set-order-to-completed', done.id)).statusCode).toBe(200);
    expect(await balance(t, courier)).toBe(-30);
    const heldEvents = (await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, held.id))).length;

    const res = await t.inject({
      method: 'DELETE',
      url: `/api/company/${company.companyId}/pubs/${pubId}/`,
      headers: company.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.db.select().from(pubs).where(eq(pubs.id, pubId))).toEqual([]);
    // Only the completed delivery's 10 stays debited; the held order's 20 came back.
    expect(await balance(t, courier)).toBe(-10);
    const rows = await t.app.db
      .select()
      .from(courierLedger)
      .where(eq(courierLedger.courierId, courier.courierId))
      .orderBy(asc(courierLedger.id));
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['reserve_debit', -20],
      ['reserve_debit', -10],
      ['reserve_reversal', 20],
    ]);
    // The cancel went through the one order path: a status event, with the venue_closed reason on the row it had.
    const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, held.id));
    expect(events.length).toBe(heldEvents + 1);
  });

  it('releaseHeldOrders cancels with reason venue_closed and reverses the debit', async () => {
    const { company, pubId } = await aVenue(t, 'own');
    const courier = await aCourierWithToken(t);
    await assign(t, pubId, courier.courierId);
    const held = await aDeliveryOrder(t, pubId);
    const free = await aDeliveryOrder(t, pubId);
    expect((await action(t, courier, 'reserve-order', held.id)).statusCode).toBe(200);
    expect(await balance(t, courier)).toBe(-20);
    await t.app.db.transaction((tx) => releaseHeldOrders(tx, pubId, { role: 'company', id: company.companyId }));
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, held.id));
    expect(row).toMatchObject({
      status: 'canceled',
      cancelReason: 'venue_closed',
      reserverCourierId: courier.courierId,
      version: held.version + 2,
    });
    expect((await t.app.db.select().from(orders).where(eq(orders.id, free.id)))[0]).toMatchObject({
      status: 'preparing',
      cancelReason: '',
    });
    expect(await balance(t, courier)).toBe(0);
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, held.id));
    expect(history.map((h) => [h.status, h.actorRole])).toEqual([['canceled', 'company']]);
  });
});
