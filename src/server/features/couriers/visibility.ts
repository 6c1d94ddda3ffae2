import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { COURIER_PICKABLE_STATUS } from '#shared/constants.ts';
import { orders, pubCouriers, pubs } from '../../db/schema.ts';

/**
 * Which orders a courier may pick (docs/product.md D6): delivery orders in the pickable status, not
 * reserved, of pubs that are not expired, and — for a scheduled order — only once its fire time has come
 * at `now` (docs/product.md D16); an `own` pub offers them only to its assigned couriers, a
 * `delivery_service` pub to every courier. Used for the list and inside the reserving UPDATE, so the
 * rule the courier sees and the rule the race is decided by are one and the same.
 */
export function availableTo(courierId: number, now: Date): SQL {
  return and(
    eq(orders.orderType, 'delivery'),
    eq(orders.status, COURIER_PICKABLE_STATUS),
    isNull(orders.reserverCourierId),
    or(isNull(orders.firesAt), lte(orders.firesAt, now)),
    gt(pubs.expirationTime, sql`now()`),
    or(
      eq(pubs.deliveryType, 'delivery_service'),
      sql`exists (select 1 from ${pubCouriers} where ${pubCouriers.pubId} = ${orders.pubId} and ${pubCouriers.courierId} = ${courierId})`,
    ),
  )!;
}

/** A scheduled order is offered to no courier before its fire time (docs/product.md D16). */
export function firedBy(order: { firesAt: Date | null }, now: Date): boolean {
  return order.firesAt === null || order.firesAt.getTime() <= now.getTime();
}

/** True when this pub would offer its orders to this courier (ignoring the order's own state). */
export function pubOffersTo(pub: { deliveryType: string }, assigned: boolean): boolean {
  return pub.deliveryType === 'delivery_service' || assigned;
}
