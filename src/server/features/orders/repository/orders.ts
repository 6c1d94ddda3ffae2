import { and, asc, desc, eq, gte, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUSES } from '#shared/constants.ts';
import { OFF_BOARD_PAYMENT_STATUSES } from '#shared/payment.ts';
import type { Tx } from '../../../db/client.ts';
import { couriers, orderDishes, orderStatusHistory, orders } from '../../../db/schema.ts';

/** Completed and canceled orders stay on the board this long after their last change (docs/product.md D8). */
export const BOARD_CLOSED_WINDOW_MS = 48 * 3_600_000;

/** The pub's board: every active order plus the closed ones of the last 48 hours, none still unpaid online. */
export function boardWhere(pubId: number): SQL {
  const since = new Date(Date.now() - BOARD_CLOSED_WINDOW_MS);
  return and(
    eq(orders.pubId, pubId),
    // An order waiting for its online payment, or never paid, is not the kitchen's (docs/product.md D19).
    notInArray(orders.paymentStatus, [...OFF_BOARD_PAYMENT_STATUSES]),
    or(notInArray(orders.status, [...CLOSED_STATUSES]), gte(orders.updatedAt, since)),
  )!;
}

export const countAll = sql<number>`count(*)::int`;

export type OrderRow = typeof orders.$inferSelect;
export type OrderDishRow = typeof orderDishes.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** An order with everything its wire views need, loaded together. */
export interface LoadedOrder {
  order: OrderRow;
  dishes: OrderDishRow[];
  history: HistoryRow[];
  /** The reserving courier's full name, '' when none. */
  reserverName: string;
}

export interface LoadOptions {
  /** Newest first by default (the board and the history pages list newest first). */
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

/**
 * Orders matching `where` with their dish positions and status history: one query for the orders
 * (with the reserver's name) and one each for the children, never one per order.
 */
export async function loadOrders(db: Tx, where: SQL | undefined, options: LoadOptions = {}): Promise<LoadedOrder[]> {
  let query = db
    .select({ order: orders, reserverName: couriers.fullName })
    .from(orders)
    .leftJoin(couriers, eq(couriers.id, orders.reserverCourierId))
    .where(where)
    .orderBy(...(options.orderBy ?? [desc(orders.createdAt), desc(orders.id)]))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const [dishRows, historyRows] = await Promise.all([
    db.select().from(orderDishes).where(inArray(orderDishes.orderId, ids)).orderBy(asc(orderDishes.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
  ]);
  const byOrder = <T extends { orderId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.orderId, [...(map.get(item.orderId) ?? []), item]);
    return map;
  };
  const dishMap = byOrder(dishRows);
  const historyMap = byOrder(historyRows);
  return rows.map((r) => ({
    order: r.order,
    dishes: dishMap.get(r.order.id) ?? [],
    history: historyMap.get(r.order.id) ?? [],
    reserverName: r.reserverName ?? '',
  }));
}

/** One order by id, or null. */
export async function loadOrder(db: Tx, orderId: number): Promise<LoadedOrder | null> {
  const [loaded] = await loadOrders(db, eq(orders.id, orderId));
  return loaded ?? null;
}
