import { isActiveStatus, type OrderStatus } from '#shared/constants.ts';
import { newestFirst } from './live-merge.ts';
import type { Order } from './types.ts';

/** Filter buttons of the board (docs/product.md S2): `all` is the default list, which leaves closed orders out (docs/product.md S4). */
export const ORDER_FILTERS = ['all', 'not_handled', 'preparing', 'at_courier', 'completed', 'canceled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export function parseFilter(value: unknown): OrderFilter {
  return ORDER_FILTERS.includes(value as OrderFilter) ? (value as OrderFilter) : 'all';
}

export function filterOrders(orders: readonly Order[], filter: OrderFilter): Order[] {
  const kept = filter === 'all' ? orders.filter((o) => isActiveStatus(o.status)) : orders.filter((o) => o.status === filter);
  return kept.slice().sort(newestFirst);
}

export const countActive = (orders: readonly Order[]) => orders.filter((o) => isActiveStatus(o.status)).length;
export const countStatus = (orders: readonly Order[], status: OrderStatus) => orders.filter((o) => o.status === status).length;
