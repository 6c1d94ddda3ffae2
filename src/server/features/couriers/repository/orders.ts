import { and, desc, eq, gt, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUSES, COURIER_PICKABLE_STATUS } from '#shared/constants.ts';
import type { Tx } from '../../../db/client.ts';
import { dishesOfOrders } from '../../../db/orders-by-id.ts';
import { companies, orderDishes, orders, pubCouriers, pubs } from '../../../db/schema.ts';
import { orderPubColumns, type OrderCondition, type OrderPub } from '../../orders/index.ts';

type OrderRow = typeof orders.$inferSelect;
type DishRow = typeof orderDishes.$inferSelect;

/** An order as the courier views are built from: with what they show of its pub, the company's phone and its dish positions. */
export interface CourierOrderSource {
  order: OrderRow;
  pub: OrderPub;
  companyPhone: (typeof companies.$inferSelect)['phone'];
  dishes: DishRow[];
}

/** The completed tab shows this many of the latest orders; older ones stay in the ledger. */
const COMPLETED_LIMIT = 100;

/**
 * Which orders a courier may pick (docs/product.md D6): delivery orders in the pickable status, not
 * reserved, of pubs that are not expired, and — for a scheduled order — only once its fire time has come
 * at `now` (docs/product.md D16); an `own` pub offers them only to its assigned couriers, a
 * `delivery_service` pub to every courier. Used for the list and inside the reserving UPDATE, so the
 * rule the courier sees and the rule the race is decided by are one and the same.
 */
function availableTo(courierId: number, now: Date): SQL {
  return and(
    eq(orders.orderType, 'delivery'),
    eq(orders.status, COURIER_PICKABLE_STATUS),
    isNull(orders.reserverCourierId),
    or(isNull(orders.firesAt), lte(orders.firesAt, now)),
    gt(pubs.expirationTime, sql`now()`),
    or(
      eq(pubs.deliveryType, 'delivery_service'),
      sql`exists (select 1 from ${pubCouriers} where ${pubCouriers.pubId} = ${orders.pubId} and ${pubCouriers.courierId} = ${courierId})`,
    ),
  )!;
}

/** The order is one this courier may reserve now (`availableTo`, checked on the order's row). */
export function availableForReserve(courierId: number, now: Date): OrderCondition {
  return sql`exists (select 1 from ${pubs} where ${pubs.id} = ${orders.pubId} and ${availableTo(courierId, now)})`;
}

/** The courier holds the order. */
export const heldBy = (courierId: number): OrderCondition => eq(orders.reserverCourierId, courierId);

/** The courier holds the order and it is open. */
export const heldOpenBy = (courierId: number): OrderCondition =>
  and(eq(orders.reserverCourierId, courierId), notInArray(orders.status, [...CLOSED_STATUSES]))!;

/** The courier holds the open order and its stage is still `stage`. */
export const heldOpenAtStage = (courierId: number, stage: string): OrderCondition =>
  and(heldOpenBy(courierId), eq(orders.courierStage, stage))!;

/** An order's row with its pub and the company's phone: what every courier order read selects. */
const selectSources = (db: Tx) =>
  db
    .select({ order: orders, pub: orderPubColumns, companyPhone: companies.phone })
    .from(orders)
    .innerJoin(pubs, eq(pubs.id, orders.pubId))
    .innerJoin(companies, eq(companies.id, pubs.companyId));

async function load(db: Tx, where: SQL, limit?: number): Promise<CourierOrderSource[]> {
  const base = selectSources(db).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
  return withPositions(db, limit ? await base.limit(limit) : await base);
}

/** The rows with their dish positions, read for all of them at once. */
async function withPositions(db: Tx, rows: Omit<CourierOrderSource, 'dishes'>[]): Promise<CourierOrderSource[]> {
  if (rows.length === 0) return [];
  const positions = await dishesOfOrders(db).execute({ ids: rows.map((r) => r.order.id) });
  const byOrder = Map.groupBy(positions, (d) => d.orderId);
  return rows.map((r) => ({ ...r, dishes: byOrder.get(r.order.id) ?? [] }));
}

export async function loadOrderSource(db: Tx, orderId: number): Promise<CourierOrderSource | null> {
  const [row] = await load(db, eq(orders.id, orderId));
  return row ?? null;
}

/** The orders of the three tabs of docs/product.md S4 "Courier order tabs", newest first. */
export async function loadCourierTabs(
  db: Tx,
  courierId: number,
  now: Date,
): Promise<Record<'available' | 'active' | 'completed', CourierOrderSource[]>> {
  const [available, active, completed] = await Promise.all([
    load(db, availableTo(courierId, now)),
    load(db, heldOpenBy(courierId)),
    load(db, and(eq(orders.reserverCourierId, courierId), eq(orders.status, 'completed'))!, COMPLETED_LIMIT),
  ]);
  return { available, active, completed };
}

/** Who holds an order and its status, or undefined when there is no such order. */
export async function findReservation(
  tx: Tx,
  orderId: number,
): Promise<{ reserver: number | null; status: string } | undefined> {
  const [held] = await tx
    .select({ reserver: orders.reserverCourierId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return held;
}

/** An order with whether its pub asks for a proof of delivery, or undefined. */
export async function findOrderWithProofRule(
  tx: Tx,
  orderId: number,
): Promise<{ order: OrderRow; proofRequired: boolean } | undefined> {
  const [row] = await tx
    .select({ order: orders, proofRequired: pubs.proofOfDelivery })
    .from(orders)
    .innerJoin(pubs, eq(pubs.id, orders.pubId))
    .where(eq(orders.id, orderId));
  return row;
}
