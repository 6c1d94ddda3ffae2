import { and, eq, notInArray, sql } from 'drizzle-orm';
import { CLOSED_STATUSES } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { orders, pubs } from '../../db/schema.ts';
import { AppError, E } from '../../http.ts';
import { changeOrder, type Actor } from '../orders/change.ts';
import { availableTo } from './visibility.ts';

const courier = (courierId: number): Actor => ({ role: 'courier', id: courierId });

/**
 * Reserving (docs/product.md D6) through `changeOrder`, whose conditional UPDATE carries the availability
 * rule itself. Racing couriers queue on the row lock; each re-reads the row after the one before
 * commits, so exactly one courier gets the row back; the others — and a courier who may not see the
 * order at all — get 409 `order is not available`, which reveals nothing.
 */
export async function reserveOrder(db: Db, courierId: number, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const available = sql`exists (select 1 from ${pubs} where ${pubs.id} = ${orders.pubId} and ${availableTo(courierId)})`;
    const won = await changeOrder(tx, orderId, { reserverCourierId: courierId, reservedAt: new Date() }, courier(courierId), { when: available });
    if (won) return;
    // The holder repeating its own reservation (a retry after a lost answer) gets ok, with no second debit.
    const [held] = await tx.select({ reserver: orders.reserverCourierId, status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (held?.reserver === courierId && !CLOSED_STATUSES.includes(held.status as never)) return;
    throw new AppError(E.orderNotAvailable);
  });
}

export type Closing = 'completed' | 'canceled';

/**
 * Completing or canceling by the reserver. Repeating the same call answers ok with no second effect,
 * so a phone that retries after losing its connection cannot cancel twice or double a reversal.
 */
export async function closeOrder(db: Db, courierId: number, orderId: number, status: Closing): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = and(eq(orders.reserverCourierId, courierId), notInArray(orders.status, [...CLOSED_STATUSES]));
    if (await changeOrder(tx, orderId, { status }, courier(courierId), { when: mine })) return;
    // An order the courier never held: not found when nobody holds it, forbidden when another does.
    const [before] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!before || before.reserverCourierId === null) throw new AppError(E.notFound);
    if (before.reserverCourierId !== courierId) throw new AppError(E.forbidden);
    if (before.status === status) return;
    throw new AppError(E.orderNotAvailable);
  });
}
