import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../app.ts';
import { login, uid, type CompanyFixture, type Session } from './accounts.ts';
import { categories, dishes, menus, orderDishes, orderStatusHistory, orders, pubs } from '../../server/db/schema.ts';
import { recordOrderEvent } from '../../server/realtime/bus.ts';

/**
 * Order factories for server tests: a menu dish of a pub, and an order written the way the guest
 * route writes one (order, positions, first history row and the outbox event, in one transaction).
 */
/** A menu of the pub with one category in it, written straight into the database. */
export async function aMenuCategory(
  t: TestApp,
  pubId: number,
  values: { menu?: string; category?: string; menuPlace?: number } = {},
) {
  const db = t.app.db;
  const [menu] = await db
    .insert(menus)
    .values({ pubId, name: values.menu ?? 'Menu', place: values.menuPlace ?? 1 })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ menuId: menu.id, pubId, name: values.category ?? 'Category', place: 1 })
    .returning();
  return { menu, category };
}

export async function aDish(
  t: TestApp,
  pubId: number,
  values: { name?: string; price?: number; salePrice?: number } = {},
) {
  const { category } = await aMenuCategory(t, pubId);
  return aDishIn(t, category, {
    name: values.name ?? 'Soup',
    price: values.price ?? 50,
    salePrice: values.salePrice ?? 0,
    place: 1,
  });
}

/** A dish of this category (and of its pub), written straight into the database. */
export async function aDishIn(
  t: TestApp,
  category: { id: number; pubId: number },
  values: Omit<typeof dishes.$inferInsert, 'categoryId' | 'pubId'>,
) {
  const [dish] = await t.app.db
    .insert(dishes)
    .values({ categoryId: category.id, pubId: category.pubId, ...values })
    .returning();
  return dish;
}

export interface OrderValues {
  dishes?: { dishId: number; name?: string; count: number; price: number }[];
  orderType?: 'delivery' | 'in_place';
  status?: string;
  clientName?: string;
  deliveryPrice?: number;
  zonePrice?: number;
  commissionApplied?: boolean;
  reserverCourierId?: number | null;
  createdAt?: Date;
  updatedAt?: Date;
}

export async function anOrder(t: TestApp, pubId: number, v: OrderValues = {}) {
  return t.app.db.transaction(async (tx) => {
    const [pub] = await tx
      .update(pubs)
      .set({ orderSeq: sql`${pubs.orderSeq} + 1` })
      .where(eq(pubs.id, pubId))
      .returning();
    const [order] = await tx
      .insert(orders)
      .values({
        pubId,
        number: pub.orderSeq,
        orderType: v.orderType ?? 'delivery',
        status: v.status ?? 'not_handled',
        clientName: v.clientName ?? 'Ion',
        mainPhoneNumber: '37369123456',
        town: 'Chișinău',
        fullAddress: 'str. Ștefan cel Mare 1',
        lat: 47.01,
        lng: 28.86,
        deliveryPrice: v.deliveryPrice ?? 0,
        zonePrice: v.zonePrice ?? v.deliveryPrice ?? 0,
        commissionApplied: v.commissionApplied ?? false,
        reserverCourierId: v.reserverCourierId ?? null,
        trackingToken: crypto.randomBytes(16).toString('hex'),
        ...(v.createdAt ? { createdAt: v.createdAt } : {}),
        ...(v.updatedAt ? { updatedAt: v.updatedAt } : {}),
      })
      .returning();
    const positions = v.dishes ?? [];
    if (positions.length) {
      await tx.insert(orderDishes).values(
        positions.map((d) => ({
          orderId: order.id,
          dishId: d.dishId,
          name: d.name ?? 'Dish',
          count: d.count,
          dishPrice: d.price,
        })),
      );
    }
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'not_handled', actorRole: 'client', at: order.createdAt });
    await recordOrderEvent(tx, { orderId: order.id, pubId, version: order.version, kind: 'created' });
    return order;
  });
}

/** A staff login of a pub, made through the owner's API and signed in. */
export async function aStaffLogin(
  t: TestApp,
  owner: CompanyFixture,
  pubId: number,
): Promise<Session & { staffId: number; login: string; password: string }> {
  const password = 'kitchen-pass-1';
  const res = await t.inject({
    method: 'POST',
    url: `/api/company/${owner.companyId}/pubs/${pubId}/staff`,
    headers: owner.headers,
    payload: { name: `k${uid()}`, password },
  });
  if (res.statusCode !== 201) throw new Error(`aStaffLogin: ${res.statusCode} ${res.body}`);
  const { id, login: staffLogin } = res.json().staff;
  return { ...(await login(t, staffLogin, password)), staffId: id, login: staffLogin, password };
}
