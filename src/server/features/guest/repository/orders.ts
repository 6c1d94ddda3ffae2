import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { BuiltOnce } from '../../../db/built-once.ts';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  clients,
  companies,
  orderDishes,
  orderEvents,
  orderStatusHistory,
  orders,
  payments,
  pubs,
} from '../../../db/schema.ts';
import type { OrderEvent } from '../../../realtime/repository.ts';

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
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderDishes)
    .where(inArray(orderDishes.orderId, [...orderIds]))
    .orderBy(asc(orderDishes.id));
  return Map.groupBy(rows, (row) => row.orderId);
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

/** A new order's dish line before it is stored. */
export type NewLine = Omit<DishLine, 'id' | 'orderId'>;

/** A row of `orders` as PostgreSQL sent it (column names, driver values), as Drizzle would have mapped it. */
function orderRowOf(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(orders))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

const newOrderStatements = new BuiltOnce();

/**
 * Stores a new guest order in one statement: its number (the pub's next, unless `number` was taken already in
 * the caller's transaction), the order, its dish lines (in the given order), its first status-history row (the
 * guest's) and, with `withEvent`, its `created` outbox event. Outside a transaction the statement is one by
 * itself, atomic all the same. Returns what was stored. The statement is built once per shape (which columns
 * are given, whether the number is taken here, whether an event is written) and then only filled.
 */
export async function insertNewOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'number'>,
  number: number | null,
  lines: readonly NewLine[],
  withEvent: boolean,
): Promise<{ order: OrderRow; lines: DishLine[]; event: OrderEvent | null }> {
  // A null is written into the text (a column's encoder would be handed it otherwise), so it is part of the shape.
  const given = (Object.keys(values) as (keyof typeof values)[]).filter((k) => values[k] !== undefined).sort();
  const shape = given.map((k) => (values[k] === null ? `${k}=null` : k));
  const query = newOrderStatements.query(`${shape.join()}|${number === null}|${withEvent}`, () => {
    const columns: Partial<PgInsertValue<typeof orders>> = Object.fromEntries(
      given.map((k) => [k, values[k] === null ? sql`null` : sql.placeholder(k)]),
    );
    const insert = tx
      .insert(orders)
      .values({
        ...columns,
        pubId: sql.placeholder('pubId'),
        number: number === null ? sql`(select order_seq from n)` : sql.placeholder('number'),
      } as PgInsertValue<typeof orders>)
      .returning();
    const next = sql`n as (update ${pubs} set order_seq = order_seq + 1 where id = ${sql.placeholder('pubId')} returning order_seq),`;
    return sql`
    with ${number === null ? next : sql``} o as (${insert.getSQL()}),
    l as (
      insert into ${orderDishes} (order_id, dish_id, name, guest_name, count, dish_price, modifiers)
      select o.id, x.dish_id, x.name, x.guest_name, x.count, x.dish_price, x.modifiers
      from o, jsonb_to_recordset(${sql.placeholder('lines')}::jsonb)
        as x(n integer, dish_id integer, name text, guest_name text, count integer, dish_price numeric, modifiers jsonb)
      order by x.n
      returning id
    ), s as (
      insert into ${orderStatusHistory} (order_id, status, actor_role, actor_id)
      select o.id, 'not_handled', 'client', ${sql.placeholder('actor')}::integer from o
    ), e as (
      insert into ${orderEvents} (order_id, pub_id, version, kind)
      select o.id, o.pub_id, o.version, 'created' from o where ${sql.raw(String(withEvent))}
      returning id, created_at
    )
    select o.*, (select coalesce(array_agg(id order by id), '{}') from l) as line_ids,
      (select id from e) as event_id, (select created_at from e) as event_at
    from o`;
  });
  const json = JSON.stringify(
    lines.map((l, n) => ({
      n,
      dish_id: l.dishId,
      name: l.name,
      guest_name: l.guestName,
      count: l.count,
      dish_price: l.dishPrice,
      modifiers: l.modifiers,
    })),
  );
  const rows = await BuiltOnce.run<Record<string, unknown>>(tx, query, {
    ...values,
    number,
    lines: json,
    actor: values.clientId ?? 0,
  });
  const raw = rows[0];
  const order = orderRowOf(raw);
  const ids = raw.line_ids as number[];
  const stored = lines.map((l, i) => ({ ...l, id: ids[i], orderId: order.id }));
  const event =
    raw.event_id === null
      ? null
      : {
          id: Number(raw.event_id),
          orderId: order.id,
          pubId: order.pubId,
          version: order.version,
          kind: 'created',
          extraCourierIds: [],
          createdAt: orderEvents.createdAt.mapFromDriverValue(raw.event_at as string) as Date,
        };
  return { order, lines: stored, event };
}

/** Remembers a guest account's last delivery address. */
export async function saveLastAddress(
  tx: Tx,
  clientId: number,
  address: NonNullable<(typeof clients.$inferInsert)['lastAddress']>,
): Promise<void> {
  await tx.update(clients).set({ lastAddress: address }).where(eq(clients.id, clientId));
}
