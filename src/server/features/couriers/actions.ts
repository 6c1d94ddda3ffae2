import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import { CLOSED_STATUSES } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { orderStatusHistory, orders, pubs } from '../../db/schema.ts';
import { recordOrderEvent } from '../../realtime/bus.ts';
import { AppError, E } from '../../http.ts';
import { availableTo } from './visibility.ts';
import { reconcileCourierDebit } from './money.ts';

/**
 * Reserving (DESIGN.md §6): one conditional UPDATE whose WHERE is the availability rule itself. Under
 * concurrent reservations PostgreSQL re-checks the WHERE on the row after the winner commits, so
 * exactly one courier gets the row back; the others — and a courier who may not see the order at
 * all — get 409 `order is not available`, which reveals nothing.
 */
export async function reserveOrder(db: Db, courierId: number, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ reserverCourierId: courierId, reservedAt: sql`now()`, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .from(pubs)
      .where(and(eq(orders.id, orderId), eq(pubs.id, orders.pubId), availableTo(courierId)))
      .returning(getTableColumns(orders));
    const won = rows[0];
    if (!won) {
      // The holder repeating its own reservation (a retry after a lost answer) gets ok, with no second debit.
      const [held] = await tx.select({ reserver: orders.reserverCourierId, status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (held?.reserver === courierId && !CLOSED_STATUSES.includes(held.status as never)) return;
      throw new AppError(E.orderNotAvailable);
    }
    await reconcileCourierDebit(tx, { reserverCourierId: null, status: won.status }, won);
    await recordOrderEvent(tx, { orderId, pubId: won.pubId, version: won.version, kind: 'updated' });
  });
}

export type Closing = 'completed' | 'canceled';

/**
 * Completing or canceling by the reserver. Repeating the same call answers ok with no second effect,
 * so a phone that retries after losing its connection cannot cancel twice or double a reversal.
 */
export async function closeOrder(db: Db, courierId: number, orderId: number, status: Closing): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock first, so the status before the change is known to the ledger and the history.
    const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [changed] = await tx
      .update(orders)
      .set({ status, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.reserverCourierId, courierId), notInArray(orders.status, [...CLOSED_STATUSES])))
      .returning();
    if (!changed) {
      // An order the courier never held: not found when nobody holds it, forbidden when another does.
      if (!before || before.reserverCourierId === null) throw new AppError(E.notFound);
      if (before.reserverCourierId !== courierId) throw new AppError(E.forbidden);
      if (before.status === status) return;
      throw new AppError(E.orderNotAvailable);
    }
    await tx.insert(orderStatusHistory).values({ orderId, status, actorRole: 'courier', actorId: courierId });
    await reconcileCourierDebit(tx, before, changed);
    await recordOrderEvent(tx, { orderId, pubId: changed.pubId, version: changed.version, kind: 'updated' });
  });
}
