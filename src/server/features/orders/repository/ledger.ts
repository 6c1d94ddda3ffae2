import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { courierLedger } from '../../../db/schema.ts';

/** What each of these couriers holds in ledger rows of these kinds for one order, in Lei. */
export async function heldPerCourier(
  tx: Tx,
  orderId: number,
  courierIds: readonly number[],
  kinds: readonly string[],
): Promise<Map<number, number>> {
  const held = await tx
    .select({ courierId: courierLedger.courierId, sum: sql<number>`coalesce(sum(${courierLedger.amount}), 0)` })
    .from(courierLedger)
    .where(
      and(
        eq(courierLedger.orderId, orderId),
        inArray(courierLedger.courierId, [...courierIds]),
        inArray(courierLedger.kind, [...kinds]),
      ),
    )
    .groupBy(courierLedger.courierId);
  return new Map(held.map((h) => [h.courierId, Number(h.sum)]));
}

/** Appends one ledger row (the ledger is never updated, only added to). */
export async function insertLedgerRow(tx: Tx, row: typeof courierLedger.$inferInsert): Promise<void> {
  await tx.insert(courierLedger).values(row);
}

/** A courier's balance: the sum of the ledger. */
export async function courierBalance(tx: Tx, courierId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${courierLedger.amount}), 0)` })
    .from(courierLedger)
    .where(eq(courierLedger.courierId, courierId));
  return Number(row.sum);
}
