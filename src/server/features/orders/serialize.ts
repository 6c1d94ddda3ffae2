import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { orderTotals } from '#shared/money.ts';
import { toWireTime } from '#shared/time.ts';
import type { Tx } from '../../db/client.ts';
import { couriers, orderDishes, orderStatusHistory, orders } from '../../db/schema.ts';

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
    db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
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

export function dishPositionsJson(dishes: readonly OrderDishRow[]) {
  return dishes.map((d) => ({ dish_id: d.dishId, name: d.name, count: d.count, dish_price: d.dishPrice }));
}

/** Totals of an order as staff see them (spec §9, DESIGN.md §6). */
export function totalsOf(order: Pick<OrderRow, 'deliveryPrice' | 'commissionApplied'>, dishes: readonly OrderDishRow[]) {
  return orderTotals(dishes.map((d) => ({ count: d.count, dish_price: d.dishPrice })), order.deliveryPrice, order.commissionApplied);
}

/**
 * Status history as `[{status, time}]`. Orders created before any history row was written still
 * show when they arrived.
 */
export function historyJson(order: OrderRow, history: readonly HistoryRow[]) {
  const items = history.map((h) => ({ status: h.status, time: toWireTime(h.at) }));
  if (items.length === 0 || items[0].status !== 'not_handled') items.unshift({ status: 'not_handled', time: toWireTime(order.createdAt) });
  return items;
}

/** The staff view of an order (spec §3 "Order (staff view)"), as REST and the pub channel send it. */
export function staffOrderJson(order: OrderRow, dishes: readonly OrderDishRow[], reserverName = '', history: readonly HistoryRow[] = []) {
  const totals = totalsOf(order, dishes);
  return {
    id: order.id,
    number: order.number,
    pub_id: order.pubId,
    client_name: order.clientName,
    status: order.status,
    created_time: toWireTime(order.createdAt),
    total_dishes_price_without_commission: totals.total_dishes_price_without_commission,
    total_dishes_price: totals.total_dishes_price,
    commission: totals.commission,
    total_price: totals.total_price,
    order_type: order.orderType,
    dishes: dishPositionsJson(dishes),
    delivery_price: order.deliveryPrice,
    prepared: order.prepared,
    approximate_preparation_time: toWireTime(order.approximatePreparationTime),
    town: order.town,
    full_address: order.fullAddress,
    main_phone_number: order.mainPhoneNumber,
    second_phone_number: order.secondPhoneNumber,
    payment_type: order.paymentType,
    table_for_in_place_order: order.tableForInPlaceOrder,
    comments: order.comments,
    callback: order.clientName === WEB_MENU_DELIVERY_MARKER,
    commission_applied: order.commissionApplied,
    lat: order.lat ?? 0,
    lng: order.lng ?? 0,
    version: order.version,
    courier_info: {
      is_reserved: order.reserverCourierId !== null,
      reserver_courier_id: order.reserverCourierId ?? 0,
      reserver_name: reserverName,
    },
    history: historyJson(order, history),
  };
}

export type StaffOrderJson = ReturnType<typeof staffOrderJson>;

/** Shorthand for a loaded order. */
export function staffJson(loaded: LoadedOrder): StaffOrderJson {
  return staffOrderJson(loaded.order, loaded.dishes, loaded.reserverName, loaded.history);
}
