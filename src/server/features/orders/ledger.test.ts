import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aCompany, aCourier, aPub } from '#test/factories/accounts.ts';
import { anOrder } from '#test/factories/orders.ts';
import { courierLedger, orderEvents, orders } from '../../db/schema.ts';
import { changeOrder, type Actor } from './change.ts';
import { courierDebit } from './ledger.ts';
import { courierBalance } from './repository/ledger.ts';

let t: TestApp;
let pubId: number;
let courierId: number;
const staff: Actor = { role: 'staff', id: 1 };
const courierActor = () => ({ role: 'courier', id: courierId }) as Actor;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await aCompany(t);
  pubId = (await aPub(t, owner)).pubId;
  courierId = (await aCourier(t)).courierId;
});
afterAll(() => t.close());

/** A delivery order with commission: 3 × 110 = 330, of which 30 is commission. */
const commissioned = (v: { deliveryPrice?: number; zonePrice?: number } = {}) =>
  anOrder(t, pubId, {
    commissionApplied: true,
    deliveryPrice: v.deliveryPrice ?? 25,
    zonePrice: v.zonePrice ?? 25,
    dishes: [{ dishId: 1, count: 3, price: 110 }],
    status: 'preparing',
  });

async function rows(orderId: number) {
  const list = await t.app.db
    .select()
    .from(courierLedger)
    .where(eq(courierLedger.orderId, orderId))
    .orderBy(courierLedger.id);
  return list.map((r) => ({ kind: r.kind, amount: r.amount }));
}
const reserve = (orderId: number) =>
  changeOrder(t.app.db, orderId, { reserverCourierId: courierId, reservedAt: new Date() }, courierActor());

describe('courier debit', () => {
  it('is the commission, less the zone price when delivery was free', () => {
    const dishes = [{ id: 1, orderId: 1, dishId: 1, name: '', count: 3, dishPrice: 110 }];
    expect(courierDebit({ deliveryPrice: 25, zonePrice: 25, commissionApplied: true }, dishes)).toBe(30);
    expect(courierDebit({ deliveryPrice: 0, zonePrice: 25, commissionApplied: true }, dishes)).toBe(5);
    expect(courierDebit({ deliveryPrice: 0, zonePrice: 40, commissionApplied: true }, dishes)).toBe(-10);
    expect(courierDebit({ deliveryPrice: 25, zonePrice: 25, commissionApplied: false }, dishes)).toBe(0);
  });
});

describe('reconcileCourierDebit through changeOrder', () => {
  it('debits on reserve; a staff cancel reverses; undoing the cancel re-applies', async () => {
    const order = await commissioned();
    const start = await courierBalance(t.app.db, courierId);
    await reserve(order.id);
    expect(await rows(order.id)).toEqual([{ kind: 'reserve_debit', amount: -30 }]);
    await changeOrder(t.app.db, order.id, { status: 'canceled' }, staff);
    await changeOrder(t.app.db, order.id, { status: 'at_courier' }, staff);
    expect(await rows(order.id)).toEqual([
      { kind: 'reserve_debit', amount: -30 },
      { kind: 'reserve_reversal', amount: 30 },
      { kind: 'reserve_debit', amount: -30 },
    ]);
    await changeOrder(t.app.db, order.id, { status: 'completed' }, staff);
    expect((await rows(order.id)).length).toBe(3);
    expect(await courierBalance(t.app.db, courierId)).toBe(start - 30);
  });

  it('clears the reservation when staff move the order back to preparing or not handled, and tells the old reserver', async () => {
    for (const status of ['preparing', 'not_handled'] as const) {
      const order = await commissioned();
      await reserve(order.id);
      const after = await changeOrder(t.app.db, order.id, { status }, staff);
      expect(after).toMatchObject({ reserverCourierId: null, reservedAt: null, status });
      expect(await rows(order.id)).toEqual([
        { kind: 'reserve_debit', amount: -30 },
        { kind: 'reserve_reversal', amount: 30 },
      ]);
      const [event] = await t.app.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(desc(orderEvents.id))
        .limit(1);
      expect(event.extraCourierIds).toEqual([courierId]);
      expect(event.version).toBe(after!.version);
    }
  });

  it('keeps the reservation when the courier itself sets preparing (only staff re-open)', async () => {
    const order = await commissioned();
    await reserve(order.id);
    const after = await changeOrder(t.app.db, order.id, { status: 'preparing' }, courierActor());
    expect(after?.reserverCourierId).toBe(courierId);
    expect(await rows(order.id)).toEqual([{ kind: 'reserve_debit', amount: -30 }]);
  });

  it('reverses on a courier cancel, once, and a repeat adds nothing', async () => {
    const order = await commissioned();
    await reserve(order.id);
    await changeOrder(t.app.db, order.id, { status: 'canceled' }, courierActor());
    await changeOrder(t.app.db, order.id, { status: 'canceled' }, courierActor());
    expect(await rows(order.id)).toEqual([
      { kind: 'reserve_debit', amount: -30 },
      { kind: 'reserve_reversal', amount: 30 },
    ]);
  });

  it('credits a bonus when delivery was free and follows later delivery price changes', async () => {
    const order = await commissioned({ deliveryPrice: 0, zonePrice: 40 });
    await reserve(order.id);
    expect(await rows(order.id)).toEqual([{ kind: 'reserve_debit', amount: 10 }]);
    await changeOrder(t.app.db, order.id, { deliveryPrice: 40 }, staff);
    expect(await rows(order.id)).toEqual([
      { kind: 'reserve_debit', amount: 10 },
      { kind: 'reserve_debit', amount: -40 },
    ]);
  });

  it('a when-condition that fails writes nothing: no version, no event, no ledger row', async () => {
    const order = await commissioned();
    await reserve(order.id);
    const second = await changeOrder(t.app.db, order.id, { reserverCourierId: courierId }, courierActor(), {
      when: eq(orders.status, 'completed'),
    });
    expect(second).toBeNull();
    const [row] = await t.app.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id)));
    expect(row.version).toBe(2);
    expect((await rows(order.id)).length).toBe(1);
  });
});
