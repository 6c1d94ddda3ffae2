import { COURIER_PICKABLE_STATUS } from '#shared/constants.ts';
import type { Eta } from '#shared/order-time.ts';

/** The order columns the push rules read. */
export interface PlanOrder {
  status: string;
  orderType: string;
  prepared: boolean;
  reserverCourierId: number | null;
  canceledBy: string;
  courierStage: string;
  pickedUpAt: Date | null;
}

/**
 * What couriers were last told of an order, as one string per state: `available` (offered to every
 * courier the pub offers it to), `prepared:<id>` (the holder may pick it up), `canceled:<id>` (the venue
 * canceled an order the courier held), anything else says nothing. A change of this string is announced.
 */
export function courierState(o: PlanOrder, pubLive: boolean): string {
  if (o.orderType !== 'delivery') return 'none';
  const holder = o.reserverCourierId;
  if (o.status === 'canceled') return holder !== null && o.canceledBy !== 'courier' ? `canceled:${holder}` : 'closed';
  if (o.status === 'completed') return 'closed';
  if (holder !== null)
    return o.prepared && o.status === COURIER_PICKABLE_STATUS && !o.pickedUpAt
      ? `prepared:${holder}`
      : `held:${holder}`;
  return o.status === COURIER_PICKABLE_STATUS && pubLive ? 'available' : 'none';
}

/**
 * What the guest was last told: `accepted`, `later:<time>` (the promise moved past the first one), `ready`
 * (a table order is prepared), `picked_up`, `delivered`, `canceled`; `new` and `done` say nothing.
 */
export function guestState(o: PlanOrder, eta: Eta | null): string {
  if (o.status === 'canceled') return 'canceled';
  if (o.status === 'completed') return o.orderType === 'delivery' ? 'delivered' : 'done';
  if (o.status === 'not_handled') return 'new';
  if (o.orderType === 'delivery' && (o.status === 'at_courier' || o.pickedUpAt)) return 'picked_up';
  if (o.orderType !== 'delivery' && o.prepared) return 'ready';
  if (eta?.later) return `later:${eta.from}`;
  return 'accepted';
}

/** The first number in a state string (`prepared:12` → 12). */
export function stateCourier(state: string): number {
  return Number(state.split(':')[1]);
}
