import { WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import type { Order } from './types.ts';

/**
 * True for web-menu delivery orders whose guest asked to be phoned back (docs/product.md D6). A table order
 * never gets delivery labels: the waiter finds the guest at the table.
 */
export const isCallBack = (order: Pick<Order, 'client_name' | 'order_type'>) =>
  order.order_type === 'delivery' && order.client_name === WEB_MENU_DELIVERY_MARKER;
/** The guest's name to show: never the stored marker string. */
export const guestName = (order: Pick<Order, 'client_name'>) =>
  order.client_name === WEB_MENU_DELIVERY_MARKER ? '' : order.client_name;
