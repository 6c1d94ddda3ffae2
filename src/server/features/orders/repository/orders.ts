import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUSES, type OrderStatus } from '#shared/constants.ts';
import { OFF_BOARD_PAYMENT_STATUSES } from '#shared/payment.ts';
import type { Tx } from '../../../db/client.ts';
import { idIn, preparedOnce } from '../../../db/built-once.ts';
import { dishesOfOrders, ordersById } from '../../../db/orders-by-id.ts';
import {
  companies,
  couriers,
  orderDishes,
  orderStatusHistory,
  orders,
  pubs,
  type LastStep,
} from '../../../db/schema.ts';
import { historyWhere, type HistorySearch } from './search.ts';

export type { LastStep };
export type OrderRow = typeof orders.$inferSelect;
export type OrderDishRow = typeof orderDishes.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/**
 * A condition on the order's row that a change must meet (`changeOrder`'s `when`); built by the functions of the
 * repositories, so callers never write SQL.
 */
export type OrderCondition = SQL;

/** The order is in this status. */
export const statusIs = (status: OrderStatus): OrderCondition => eq(orders.status, status);
/** A scheduled order not fired yet. */
export const notFiredYet = (): OrderCondition => isNull(orders.firedAt);

/** Completed and canceled orders stay on the board this long after their last change (docs/product.md D8). */
export const BOARD_CLOSED_WINDOW_MS = 48 * 3_600_000;

/** The pub's board: every active order plus the closed ones of the last 48 hours, none still unpaid online. */
function boardWhere(pubId: number): SQL {
  const since = new Date(Date.now() - BOARD_CLOSED_WINDOW_MS);
  return and(
    eq(orders.pubId, pubId),
    // An order waiting for its online payment, or never paid, is not the kitchen's (docs/product.md D19).
    notInArray(orders.paymentStatus, [...OFF_BOARD_PAYMENT_STATUSES]),
    or(notInArray(orders.status, [...CLOSED_STATUSES]), gte(orders.updatedAt, since)),
  )!;
}

const countAll = sql<number>`count(*)::int`;

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

/** An order's row with its reserving courier's name: what every order read selects. */
const selectOrders = (db: Tx) =>
  db
    .select({ order: orders, reserverName: couriers.fullName })
    .from(orders)
    .leftJoin(couriers, eq(couriers.id, orders.reserverCourierId));

/**
 * The read of one order after every write (decision 315): built once per database handle, then only filled, as are
 * the children's reads below.
 */
const orderById = preparedOnce((db) =>
  selectOrders(db)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_by_id'),
);
const historyOfOrders = preparedOnce((db) =>
  db
    .select()
    .from(orderStatusHistory)
    .where(idIn(orderStatusHistory.orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
    .prepare('history_of_orders'),
);

/**
 * Orders matching `where` with their dish positions and status history: one query for the orders
 * (with the reserver's name) and one each for the children, never one per order.
 */
export async function loadOrders(db: Tx, where: SQL | undefined, options: LoadOptions = {}): Promise<LoadedOrder[]> {
  let query = selectOrders(db)
    .where(where)
    .orderBy(...(options.orderBy ?? [desc(orders.createdAt), desc(orders.id)]))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  return withChildren(db, await query);
}

/** The orders' rows with their dish positions and status history, read for all of them at once. */
async function withChildren(db: Tx, rows: { order: OrderRow; reserverName: string | null }[]): Promise<LoadedOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const [dishRows, historyRows] = await Promise.all([
    dishesOfOrders(db).execute({ ids }),
    historyOfOrders(db).execute({ ids }),
  ]);
  const dishMap = Map.groupBy(dishRows, (d) => d.orderId);
  const historyMap = Map.groupBy(historyRows, (h) => h.orderId);
  return rows.map((r) => ({
    order: r.order,
    dishes: dishMap.get(r.order.id) ?? [],
    history: historyMap.get(r.order.id) ?? [],
    reserverName: r.reserverName ?? '',
  }));
}

/** One order by id, or null (the read after every write). */
export async function loadOrder(db: Tx, orderId: number): Promise<LoadedOrder | null> {
  const [loaded] = await withChildren(db, await orderById(db).execute({ id: orderId }));
  return loaded ?? null;
}

/**
 * What a courier's view of an order shows of its pub and who it is offered to: the columns read with the order, not
 * the pub's 59 (decision 317).
 */
export const orderPubColumns = {
  id: pubs.id,
  name: pubs.name,
  urlName: pubs.urlName,
  address: pubs.address,
  lat: pubs.lat,
  lng: pubs.lng,
  timezone: pubs.timezone,
  proofOfDelivery: pubs.proofOfDelivery,
  deliveryType: pubs.deliveryType,
  expirationTime: pubs.expirationTime,
  // The guest's ETA, which the courier sees too (the guest feature's EtaPub).
  courierSpeedKmh: pubs.courierSpeedKmh,
  defaultPrepMinutes: pubs.defaultPrepMinutes,
  busyExtraMinutes: pubs.busyExtraMinutes,
  busyUntil: pubs.busyUntil,
};
export type OrderPub = { [K in keyof typeof orderPubColumns]: (typeof pubs.$inferSelect)[K] };

/** An order as the live hubs read it for an event: what the pub's board and the couriers' views are built from. */
export interface EventOrder extends LoadedOrder {
  pub: OrderPub;
  companyPhone: (typeof companies.$inferSelect)['phone'];
}

/** The live hubs' read of an event batch's orders, built once per database handle (decision 317). */
const eventOrdersByIds = preparedOnce((db) =>
  db
    .select({ order: orders, reserverName: couriers.fullName, pub: orderPubColumns, companyPhone: companies.phone })
    .from(orders)
    .innerJoin(pubs, eq(pubs.id, orders.pubId))
    .innerJoin(companies, eq(companies.id, pubs.companyId))
    .leftJoin(couriers, eq(couriers.id, orders.reserverCourierId))
    .where(idIn(orders.id))
    .prepare('event_orders_by_ids'),
);

/** These orders (those that exist) with their pub, the company's phone, dish positions and status history, by id. */
export function loadEventOrders(db: Tx, orderIds: readonly number[]): Promise<Map<number, EventOrder>> {
  return ordersById(orderIds, async (ids) => {
    const rows = await eventOrdersByIds(db).execute({ ids });
    const loaded = await withChildren(db, rows);
    return loaded.map((order, i) => ({ ...order, pub: rows[i].pub, companyPhone: rows[i].companyPhone }));
  });
}

/** Orders in any of these statuses, across every pub, newest first. */
export function loadOrdersInStatuses(db: Tx, statuses: readonly string[], limit: number): Promise<LoadedOrder[]> {
  return loadOrders(db, inArray(orders.status, [...statuses]), { limit });
}

/** The pub's board (see `boardWhere`), newest first. */
export function loadBoardOrders(db: Tx, pubId: number): Promise<LoadedOrder[]> {
  return loadOrders(db, boardWhere(pubId));
}

/** The pub's orders in one status, newest first, at most `limit`. */
export function loadPubOrdersInStatus(db: Tx, pubId: number, status: OrderStatus, limit: number) {
  return loadOrders(db, and(eq(orders.pubId, pubId), eq(orders.status, status)), { limit });
}

/** One page of the pub's order history (see `historyWhere`) and how many orders match in all. */
export async function loadHistoryPage(
  db: Tx,
  pubId: number,
  search: HistorySearch,
  page: { number: number; size: number },
): Promise<{ list: LoadedOrder[]; total: number }> {
  const [pub] = await db.select({ timezone: pubs.timezone }).from(pubs).where(eq(pubs.id, pubId));
  const where = historyWhere(pubId, pub.timezone, search);
  const [list, [{ total }]] = await Promise.all([
    loadOrders(db, where, {
      orderBy: [desc(orders.createdAt), desc(orders.id)],
      limit: page.size,
      offset: (page.number - 1) * page.size,
    }),
    db.select({ total: countAll }).from(orders).where(where),
  ]);
  return { list, total };
}

/** The order's row locked for the rest of the transaction (FOR UPDATE), or undefined. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** The columns `updateOrderRow` writes besides `version` and `updated_at`, which it manages. */
export type OrderSet = Partial<Omit<typeof orders.$inferInsert, 'id' | 'version' | 'updatedAt'>> & {
  lastStep?: LastStep | null;
};

/**
 * The one UPDATE of an order: sets the columns, raises `version`, stamps `updated_at`, where `when` also holds.
 * Returns the new row, or undefined when the order is missing or `when` does not hold. Only `changeOrder` calls it.
 */
export async function updateOrderRow(
  tx: Tx,
  orderId: number,
  set: OrderSet,
  when?: OrderCondition,
): Promise<OrderRow | undefined> {
  const [after] = await tx
    .update(orders)
    .set({ ...set, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(when ? and(eq(orders.id, orderId), when) : eq(orders.id, orderId))
    .returning();
  return after;
}

/** A status-history row: the order reached `status`, moved by this actor (at `at`, or now). */
export async function insertStatusHistory(
  tx: Tx,
  row: { orderId: number; status: string; actorRole: string; actorId: number; at?: Date },
): Promise<void> {
  await tx.insert(orderStatusHistory).values(row);
}

/** The pub's open orders a courier still holds, by id. */
export async function heldOpenOrderIds(tx: Tx, pubId: number): Promise<number[]> {
  const held = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.pubId, pubId),
        isNotNull(orders.reserverCourierId),
        notInArray(orders.status, [...CLOSED_STATUSES]),
      ),
    )
    .orderBy(orders.id);
  return held.map((o) => o.id);
}

/**
 * Open scheduled orders whose fire time has come at `now` and that have not fired, oldest fire time first, at
 * most `limit`: claimed with FOR UPDATE SKIP LOCKED, so several instances never take the same one.
 */
export async function claimDueScheduledOrderIds(tx: Tx, now: Date, limit: number): Promise<number[]> {
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.firedAt), lte(orders.firesAt, now), notInArray(orders.status, [...CLOSED_STATUSES])))
    .orderBy(asc(orders.firesAt), asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return due.map((o) => o.id);
}
