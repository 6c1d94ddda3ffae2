import { and, asc, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { CLOSED_STATUSES } from '#shared/constants.ts';
import type { Tx } from '../../../db/client.ts';
import { companies, orderDishes, orders, pubCouriers, pubs } from '../../../db/schema.ts';
import { toWireTime } from '#shared/time.ts';
import { availableTo } from '../visibility.ts';
import { courierOrderJson, type CourierOrderJson, type CourierOrderSource } from '../json.ts';

/** The completed tab shows this many of the latest orders; older ones stay in the ledger. */
const COMPLETED_LIMIT = 100;

async function load(db: Tx, where: SQL, limit?: number): Promise<CourierOrderSource[]> {
  const base = db
    .select({ order: orders, pub: pubs, companyPhone: companies.phone })
    .from(orders)
    .innerJoin(pubs, eq(pubs.id, orders.pubId))
    .innerJoin(companies, eq(companies.id, pubs.companyId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = limit ? await base.limit(limit) : await base;
  if (rows.length === 0) return [];
  const positions = await db
    .select()
    .from(orderDishes)
    .where(
      inArray(
        orderDishes.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(orderDishes.id);
  return rows.map((r) => ({ ...r, dishes: positions.filter((d) => d.orderId === r.order.id) }));
}

export async function loadOrderSource(db: Tx, orderId: number): Promise<CourierOrderSource | null> {
  const [row] = await load(db, eq(orders.id, orderId));
  return row ?? null;
}

export interface CourierLists {
  available: CourierOrderJson[];
  active: CourierOrderJson[];
  completed: CourierOrderJson[];
}

/** The three tabs of docs/product.md S4 "Courier order tabs", newest first. */
export async function courierLists(db: Tx, courierId: number, now: Date): Promise<CourierLists> {
  const [available, active, completed] = await Promise.all([
    load(db, availableTo(courierId, now)),
    load(db, and(eq(orders.reserverCourierId, courierId), notInArray(orders.status, [...CLOSED_STATUSES]))!),
    load(db, and(eq(orders.reserverCourierId, courierId), eq(orders.status, 'completed'))!, COMPLETED_LIMIT),
  ]);
  const json = (list: CourierOrderSource[]) => list.map((s) => courierOrderJson(s, courierId));
  return { available: json(available), active: json(active), completed: json(completed) };
}

/** The venues that added a courier, oldest first: what the courier may leave (docs/product.md D11). */
export async function venuesOf(db: Tx, courierId: number) {
  const rows = await db
    .select({
      id: pubs.id,
      name: pubs.name,
      urlName: pubs.urlName,
      address: pubs.address,
      companyName: companies.name,
      addedAt: pubCouriers.createdAt,
    })
    .from(pubCouriers)
    .innerJoin(pubs, eq(pubs.id, pubCouriers.pubId))
    .innerJoin(companies, eq(companies.id, pubs.companyId))
    .where(eq(pubCouriers.courierId, courierId))
    .orderBy(asc(pubCouriers.createdAt), asc(pubs.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    url_name: r.urlName,
    address: r.address,
    company_name: r.companyName,
    added_time: toWireTime(r.addedAt),
  }));
}
