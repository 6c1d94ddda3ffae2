import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../app.ts';
import { aCompany, aPub, uid } from './accounts.ts';
import { accounts, couriers, orderDishes, orders, pubCouriers, pubs } from '../../server/db/schema.ts';

/** Test helpers for the courier feature: couriers and orders written straight into the database. */
export interface TestCourier {
  courierId: number;
  headers: { accesstoken: string };
  token: string;
}

export async function aCourierWithToken(t: TestApp, fullName = `Courier ${uid()}`): Promise<TestCourier> {
  const [courier] = await t.app.db.insert(couriers).values({ fullName, phoneNumber: '37369000111' }).returning();
  const [account] = await t.app.db
    .insert(accounts)
    .values({ login: `c-${uid()}@x.md`, passwordHash: 'x', role: 'courier', courierId: courier.id })
    .returning();
  const token = await t.app.tokens.signAccess({
    role: 'courier',
    accountId: account.id,
    courierId: courier.id,
    companyId: 0,
    pubId: 0,
    clientId: 0,
  });
  return { courierId: courier.id, token, headers: { accesstoken: token } };
}

export async function aVenue(t: TestApp, deliveryType: 'own' | 'delivery_service' = 'own') {
  const company = await aCompany(t);
  const { pubId } = await aPub(t, company);
  await t.app.db
    .update(pubs)
    .set({ deliveryType, address: 'Str. Pub 1', lat: 47, lng: 28.8 })
    .where(eq(pubs.id, pubId));
  return { company, pubId };
}

export async function assign(t: TestApp, pubId: number, ...ids: number[]) {
  for (const courierId of ids) await t.app.db.insert(pubCouriers).values({ pubId, courierId });
}

export interface OrderOptions {
  status?: string;
  deliveryPrice?: number;
  zonePrice?: number;
  commissionApplied?: boolean;
  dishes?: { price: number; count: number }[];
}

export async function aDeliveryOrder(t: TestApp, pubId: number, o: OrderOptions = {}) {
  const [{ n }] = await t.app.db
    .execute<{ n: number }>(sql`update pubs set order_seq = order_seq + 1 where id = ${pubId} returning order_seq as n`)
    .then((r) => r.rows);
  const [order] = await t.app.db
    .insert(orders)
    .values({
      pubId,
      number: Number(n),
      status: o.status ?? 'preparing',
      orderType: 'delivery',
      clientName: 'Ion Guest',
      mainPhoneNumber: '37369555444',
      town: 'Chișinău',
      fullAddress: 'Str. Client 5',
      lat: 47.01,
      lng: 28.86,
      comments: 'ring twice',
      deliveryPrice: o.deliveryPrice ?? 30,
      zonePrice: o.zonePrice ?? 30,
      commissionApplied: o.commissionApplied ?? true,
      distance: 1234,
      trackingToken: crypto.randomBytes(16).toString('hex'),
    })
    .returning();
  const list = o.dishes ?? [{ price: 110, count: 2 }];
  for (const [i, d] of list.entries())
    await t.app.db
      .insert(orderDishes)
      .values({ orderId: order.id, dishId: i + 1, name: `Dish ${i + 1}`, count: d.count, dishPrice: d.price });
  return order;
}

export const action = (t: TestApp, c: TestCourier, name: string, orderId: number) =>
  t.inject({
    method: 'POST',
    url: `/api/courier/${c.courierId}/${name}`,
    headers: c.headers,
    payload: { order_id: orderId },
  });

/** The courier's order lists (available, active, completed), as the courier reads them. */
export async function courierOrders(t: TestApp, c: TestCourier) {
  return (await t.inject({ method: 'GET', url: `/api/courier/${c.courierId}/orders`, headers: c.headers })).json();
}

export async function balance(t: TestApp, c: TestCourier): Promise<number> {
  const res = await t.inject({ method: 'GET', url: '/api/courier/', headers: c.headers });
  return res.json().courier.balance;
}
