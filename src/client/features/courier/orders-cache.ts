import { COURIER_PICKABLE_STATUS } from '#shared/constants.ts';
import { dishesTotalBani, toBani, toLei } from '#shared/money.ts';
import { formatDecimal } from '../../lib/format.ts';
import { upsertById } from '../../lib/live-list.ts';
import type { CourierOrder, CourierTab } from './types.ts';

/**
 * The courier's orders as one list (the REST answer's three lists, or a socket GET_ALL), from which
 * the tabs are derived (docs/product.md S4 "Courier order tabs"). Socket events replace an order only with a
 * higher version, so duplicates and late events are harmless (docs/product.md D8).
 */
export function isAvailable(o: CourierOrder): boolean {
  return (
    o.status === COURIER_PICKABLE_STATUS && !o.courier_info.is_reserved && o.courier_info.reserver_courier_id === 0
  );
}

export function tabOf(o: CourierOrder, courierId: number): CourierTab | null {
  if (isAvailable(o)) return 'available';
  if (o.courier_info.reserver_courier_id !== courierId) return null;
  if (o.status === 'completed') return 'completed';
  if (o.status === 'canceled') return null;
  return 'active';
}

/** Newest first. */
export function ordersOfTab(orders: readonly CourierOrder[], tab: CourierTab, courierId: number): CourierOrder[] {
  return orders
    .filter((o) => tabOf(o, courierId) === tab)
    .sort((a, b) => (a.created_time < b.created_time ? 1 : a.created_time > b.created_time ? -1 : b.id - a.id));
}

/** Puts an order in by the versioned rule (lib/live-list.ts); orders that concern this courier no more leave. */
export function upsertOrder(orders: readonly CourierOrder[], order: CourierOrder, courierId: number): CourierOrder[] {
  return upsertById(orders, order, (o) => tabOf(o, courierId) !== null);
}

/** What the guest pays the courier: delivery plus count × price of every position (docs/product.md S9). */
export function totalToCollect(o: Pick<CourierOrder, 'delivery_price' | 'dishes'>): number {
  return toLei(toBani(o.delivery_price) + dishesTotalBani(o.dishes));
}

/** "1,2" — km with 1 decimal from metres (docs/product.md S9), with the interface language's decimal sign. */
export function distanceKm(metres: number, locale?: string): string {
  return formatDecimal(Math.round(Math.max(0, metres) / 100) / 10, 1, locale);
}
