import { and, eq, sql } from 'drizzle-orm';
import { dishesTotalBani, toBani, toLei, withoutCommissionBani, type PricedPosition } from '#shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { courierLedger, orderDishes, orders } from '../../db/schema.ts';

/**
 * Courier money (DESIGN.md §6). `courier_reward` is the zone price; `courier_debit` is the platform
 * commission on the dishes, minus the zone price when delivery was free (a negative debit: a bonus).
 */
export interface DebitInput {
  commissionApplied: boolean;
  deliveryPrice: number;
  zonePrice: number;
}

export function courierDebitBani(o: DebitInput, positions: readonly PricedPosition[]): number {
  const sum = dishesTotalBani(positions);
  const commission = o.commissionApplied ? sum - withoutCommissionBani(sum) : 0;
  const zone = toBani(o.zonePrice);
  // Free delivery: the guest paid nothing for it, yet the courier still earns the zone price.
  const free = zone > 0 && toBani(o.deliveryPrice) === 0;
  return free ? commission - zone : commission;
}

export function courierDebit(o: DebitInput, positions: readonly PricedPosition[]): number {
  return toLei(courierDebitBani(o, positions));
}

/**
 * Makes the ledger match the rule "an order a courier holds in reservation and whose status is not
 * canceled carries its debit": for the current reserver and for every courier who ever had a row for
 * this order, appends the difference between what it should carry and what its rows sum to. Called
 * in the transaction that changed the order (its row is locked), so it is safe to repeat.
 */
export async function reconcileOrderDebit(tx: Tx, orderId: number, kind = 'order'): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const positions = (await tx.select({ count: orderDishes.count, dish_price: orderDishes.dishPrice }).from(orderDishes).where(eq(orderDishes.orderId, orderId)));
  const debit = courierDebitBani(order, positions);
  const held = await tx
    .select({ courierId: courierLedger.courierId, net: sql<number>`coalesce(sum(${courierLedger.amount}), 0)` })
    .from(courierLedger)
    .where(eq(courierLedger.orderId, orderId))
    .groupBy(courierLedger.courierId);
  const net = new Map(held.map((r) => [r.courierId, toBani(Number(r.net))]));
  if (order.reserverCourierId && !net.has(order.reserverCourierId)) net.set(order.reserverCourierId, 0);
  for (const [courierId, current] of net) {
    const carries = courierId === order.reserverCourierId && order.status !== 'canceled';
    const wanted = carries ? -debit : 0;
    if (wanted === current) continue;
    await tx.insert(courierLedger).values({
      courierId,
      orderId,
      amount: toLei(wanted - current),
      kind: wanted === 0 ? `${kind}_reversal` : `${kind}_debit`,
    });
  }
}

export async function balanceOf(tx: Tx, courierId: number): Promise<number> {
  const [row] = await tx.select({ sum: sql<number>`coalesce(sum(${courierLedger.amount}), 0)` }).from(courierLedger).where(and(eq(courierLedger.courierId, courierId)));
  return toLei(toBani(Number(row.sum)));
}
