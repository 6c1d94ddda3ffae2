import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { COURIER_PICKABLE_STATUS } from '#shared/constants.ts';
import { orders, pubCouriers, pubs } from '../../db/schema.ts';

/**
 * Which orders a courier may pick (docs/product.md D6): delivery orders in the pickable status, not
 * reserved, of pubs that are not expired; an `own` pub offers them only to its assigned couriers, a
 * `delivery_service` pub to every courier. Used for the list and inside the reserving UPDATE, so the
 * rule the courier sees and the rule the race is decided by are one and the same.
 */
export function availableTo(courierId: number): SQL {
  return and(
    eq(orders.orderType, 'delivery'),
    eq(orders.status, COURIER_PICKABLE_STATUS),
    isNull(orders.reserverCourierId),
    gt(pubs.expirationTime, sql`now()`),
    or(
      eq(pubs.deliveryType, 'delivery_service'),
      sql`exists (select 1 from ${pubCouriers} where ${pubCouriers.pubId} = ${orders.pubId} and ${pubCouriers.courierId} = ${courierId})`,
    ),
  )!;
}

/** True when this pub would offer its orders to this courier (ignoring the order's own state). */
export function pubOffersTo(pub: { deliveryType: string }, assigned: boolean): boolean {
  return pub.deliveryType === 'delivery_service' || assigned;
}
