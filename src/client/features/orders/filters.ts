import { isActiveStatus, type OrderStatus } from '#shared/constants.ts';
import { oldestFirst } from '#shared/kitchen.ts';
import type { Order } from './types.ts';

/** Filter buttons of the board (docs/product.md S2): `all` is the default list, which leaves closed orders out (docs/product.md S4). */
export const ORDER_FILTERS = ['all', 'not_handled', 'preparing', 'at_courier', 'completed', 'canceled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export function parseFilter(value: unknown): OrderFilter {
  return ORDER_FILTERS.includes(value as OrderFilter) ? (value as OrderFilter) : 'all';
}

/** The list view's tickets for a filter, oldest first like the columns. */
export function filterOrders(orders: readonly Order[], filter: OrderFilter): Order[] {
  const kept =
    filter === 'all' ? orders.filter((o) => isActiveStatus(o.status)) : orders.filter((o) => o.status === filter);
  return kept.sort(oldestFirst);
}

export const countActive = (orders: readonly Order[]) => orders.filter((o) => isActiveStatus(o.status)).length;
export const countStatus = (orders: readonly Order[], status: OrderStatus) =>
  orders.filter((o) => o.status === status).length;
