import type { OrderStatus } from '#shared/constants.ts';
import { boardSince, UNACKNOWLEDGED_FLASH_MS } from '#shared/kitchen.ts';
import { parseWireTime } from '#shared/time.ts';
import type { Order } from './types.ts';

/**
 * The one step a ticket offers next (docs/product.md D13): accept a new order, mark it prepared,
 * then hand it to the courier (delivery) or serve it (table). At the courier or closed: none.
 */
export type BoardStep =
  | { kind: 'status'; name: 'accept'; to: OrderStatus }
  | { kind: 'prepared'; name: 'prepared'; to: true }
  | { kind: 'status'; name: 'hand_over' | 'serve'; to: OrderStatus };

export function nextStep(order: Pick<Order, 'status' | 'prepared' | 'order_type'>): BoardStep | null {
  if (order.status === 'not_handled' || order.status === 'handled')
    return { kind: 'status', name: 'accept', to: 'preparing' };
  if (order.status !== 'preparing') return null;
  if (!order.prepared) return { kind: 'prepared', name: 'prepared', to: true };
  return order.order_type === 'delivery'
    ? { kind: 'status', name: 'hand_over', to: 'at_courier' }
    : { kind: 'status', name: 'serve', to: 'completed' };
}

export { ageMinutes } from '#shared/time.ts';

export type AgeLevel = 'fresh' | 'warn' | 'late';

/** The ticket's age colour: amber from `warn` minutes, red from `late` (pub settings, 5 and 10 by default). */
export function ageLevel(minutes: number, warn: number, late: number): AgeLevel {
  if (minutes >= late) return 'late';
  if (minutes >= warn) return 'warn';
  return 'fresh';
}

/** New orders nobody has acknowledged for 3 minutes (a scheduled one counted from its fire time): the board flashes while there are any. */
export function overdueUnacknowledged(orders: readonly Order[], now: number): Order[] {
  return orders.filter(
    (o) =>
      o.status === 'not_handled' && now - (parseWireTime(boardSince(o))?.getTime() ?? now) >= UNACKNOWLEDGED_FLASH_MS,
  );
}

/** The column of the landscape view an active order sits in. */
export type BoardColumn = 'new' | 'preparing' | 'ready';
export function columnOf(order: Pick<Order, 'status' | 'prepared'>): BoardColumn | null {
  if (order.status === 'not_handled' || order.status === 'handled') return 'new';
  if (order.status === 'preparing') return order.prepared ? 'ready' : 'preparing';
  if (order.status === 'at_courier') return 'ready';
  return null;
}
