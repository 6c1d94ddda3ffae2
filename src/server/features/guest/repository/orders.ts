import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { clients, companies, orderDishes, orderStatusHistory, orders, payments, pubs } from '../../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type DishLine = typeof orderDishes.$inferSelect;
type PubRow = typeof pubs.$inferSelect;

/** The pub columns an order's ETA needs (select them with `etaPubColumns`). */
export type EtaPub = Pick<
  PubRow,
  'lat' | 'lng' | 'courierSpeedKmh' | 'defaultPrepMinutes' | 'busyExtraMinutes' | 'busyUntil'
>;
export const etaPubColumns = {
  lat: pubs.lat,
  lng: pubs.lng,
  courierSpeedKmh: pubs.courierSpeedKmh,
  defaultPrepMinutes: pubs.defaultPrepMinutes,
  busyExtraMinutes: pubs.busyExtraMinutes,
  busyUntil: pubs.busyUntil,
};

/** Dish lines of several orders in one query, grouped by order id. */
export async function linesByOrder(db: Tx, orderIds: readonly number[]): Promise<Map<number, DishLine[]>> {
  const map = new Map<number, DishLine[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderDishes)
    .where(inArray(orderDishes.orderId, [...orderIds]))
    .orderBy(asc(orderDishes.id));
  for (const row of rows) {
    const list = map.get(row.orderId) ?? [];
    list.push(row);
    map.set(row.orderId, list);
  }
  return map;
}

/** An order with its pub's currency and ETA columns, or undefined. */
export async function findOrderWithEtaPub(
  db: Tx,
  orderId: number,
): Promise<{ order: OrderRow; currencyId: number; pub: EtaPub } | undefined> {
  const [row] = await db
    .select({ order: orders, currencyId: pubs.currencyId, pub: etaPubColumns })
    .from(orders)
    .innerJoin(pubs, eq(pubs.id, orders.pubId))
    .where(eq(orders.id, orderId));
  return row;
}

/** An order with its whole pub and the company's contact phone, or undefined. */
export async function findOrderWithPub(db: Tx, orderId: number) {
  const [row] = await db
    .select({ order: orders, pub: pubs, phone: companies.phone })
    .from(orders)
    .innerJoin(pubs, eq(pubs.id, orders.pubId))
    .innerJoin(companies, eq(companies.id, pubs.companyId))
    .where(eq(orders.id, orderId));
  return row;
}

/** An order's status history, oldest first. */
export function findStatusHistory(db: Tx, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
}

/** The payment page of an order and until when it is open, or undefined. */
export async function findPaymentPage(db: Tx, orderId: number) {
  const [p] = await db
    .select({ url: payments.url, expiresAt: payments.expiresAt })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return p;
}

/** The kind of the order's payment (`checkout`, `mia_qr`), if it has one. */
export async function findPaymentKind(db: Tx, orderId: number): Promise<string | undefined> {
  const [p] = await db.select({ kind: payments.kind }).from(payments).where(eq(payments.orderId, orderId));
  return p?.kind;
}

/**
 * What the status page's revalidation needs and nothing more: the order's version, tracking token and status,
 * and the pub columns its ETA reads besides the order. One primary-key read.
 */
export async function findOrderHead(db: Tx, orderId: number) {
  const [head] = await db
    .select({
      version: orders.version,
      token: orders.trackingToken,
      status: orders.status,
      pub: {
        speed: pubs.courierSpeedKmh,
        prep: pubs.defaultPrepMinutes,
        busyExtraMinutes: pubs.busyExtraMinutes,
        busyUntil: pubs.busyUntil,
      },
    })
    .from(orders)
    .innerJoin(pubs, eq(pubs.id, orders.pubId))
    .where(eq(orders.id, orderId));
  return head;
}

/** An order's tracking token, or undefined when there is no such order. */
export async function findTrackingToken(db: Tx, orderId: number): Promise<string | undefined> {
  const [head] = await db.select({ token: orders.trackingToken }).from(orders).where(eq(orders.id, orderId));
  return head?.token;
}

/** The id of the pub's order placed with this Idempotency-Key, or undefined. */
export async function findOrderIdByKey(db: Tx, pubId: number, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.pubId, pubId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/** The pub's next order number; the update locks the pub row until the transaction ends. */
export async function takeOrderNumber(tx: Tx, pubId: number): Promise<number> {
  const [{ seq }] = await tx
    .update(pubs)
    .set({ orderSeq: sql`${pubs.orderSeq} + 1` })
    .where(eq(pubs.id, pubId))
    .returning({ seq: pubs.orderSeq });
  return seq;
}

/** The guest account's id when it still exists, else null. */
export async function existingClientId(tx: Tx, clientId: number): Promise<number | null> {
  return (await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)))[0]?.id ?? null;
}

/** Inserts a new order; returns its id and version. */
export async function insertOrder(
  tx: Tx,
  values: typeof orders.$inferInsert,
): Promise<{ id: number; version: number }> {
  const [order] = await tx.insert(orders).values(values).returning({ id: orders.id, version: orders.version });
  return order;
}

/** Inserts a new order's dish lines. */
export async function insertOrderLines(tx: Tx, lines: (typeof orderDishes.$inferInsert)[]): Promise<void> {
  await tx.insert(orderDishes).values(lines);
}

/** The first status-history row of a guest's new order. */
export async function insertFirstStatus(tx: Tx, orderId: number, clientId: number | null): Promise<void> {
  await tx
    .insert(orderStatusHistory)
    .values({ orderId, status: 'not_handled', actorRole: 'client', actorId: clientId ?? 0 });
}

/** Remembers a guest account's last delivery address. */
export async function saveLastAddress(
  tx: Tx,
  clientId: number,
  address: NonNullable<(typeof clients.$inferInsert)['lastAddress']>,
): Promise<void> {
  await tx.update(clients).set({ lastAddress: address }).where(eq(clients.id, clientId));
}
