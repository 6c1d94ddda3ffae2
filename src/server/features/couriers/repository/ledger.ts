import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { courierLedger, orderStatusHistory, orders } from '../../../db/schema.ts';

const localDateSql = (column: unknown, timeZone: string) =>
  sql<string>`to_char((${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;

/** A courier's ledger rows whose local day (in `timeZone`) lies in `from`..`to`, newest first. */
export function ledgerRowsInDays(db: Tx, courierId: number, days: { from: string; to: string }, timeZone: string) {
  const day = localDateSql(courierLedger.createdAt, timeZone);
  return db
    .select({
      id: courierLedger.id,
      at: courierLedger.createdAt,
      day,
      kind: courierLedger.kind,
      amount: courierLedger.amount,
      orderId: courierLedger.orderId,
      note: courierLedger.note,
    })
    .from(courierLedger)
    .where(and(eq(courierLedger.courierId, courierId), sql`${day} between ${days.from} and ${days.to}`))
    .orderBy(desc(courierLedger.createdAt), desc(courierLedger.id));
}

/**
 * The courier's completed orders whose completion (the last `completed` history row) fell on a local day in
 * `from`..`to`: that day and the order's zone price (the courier's reward).
 */
export function completionsInDays(db: Tx, courierId: number, days: { from: string; to: string }, timeZone: string) {
  const completedDay = localDateSql(sql`max(${orderStatusHistory.at})`, timeZone);
  return db
    .select({ day: completedDay, reward: orders.zonePrice })
    .from(orders)
    .innerJoin(
      orderStatusHistory,
      and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, 'completed')),
    )
    .where(and(eq(orders.reserverCourierId, courierId), eq(orders.status, 'completed')))
    .groupBy(orders.id, orders.zonePrice)
    .having(sql`${completedDay} between ${days.from} and ${days.to}`);
}
