import { Trans } from '@lingui/react/macro';
import type { Order } from './types.ts';

/** "Table 7" or "Delivery": how a ticket says where the food goes. */
export function OrderTypeLabel({ order }: { order: Pick<Order, 'order_type' | 'table_for_in_place_order'> }) {
  if (order.order_type === 'in_place') {
    const table = String(order.table_for_in_place_order ?? '').trim();
    return table ? (
      <Trans id="orders.ticket.table">Table {table}</Trans>
    ) : (
      <Trans id="orders.order.type_in_place">In place</Trans>
    );
  }
  return <Trans id="orders.order.type_delivery">Delivery</Trans>;
}
