import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { StatusBadge } from '../../components/ui/order-status.tsx';
import type { Order } from './types.ts';

/**
 * True for web-menu delivery orders whose guest asked to be phoned back (docs/product.md D6). A table order
 * never gets delivery labels (issue 13 #11): the waiter finds the guest at the table.
 */
export const isCallBack = (order: Pick<Order, 'client_name' | 'order_type'>) => order.order_type === 'delivery' && order.client_name === WEB_MENU_DELIVERY_MARKER;
/** The guest's name to show: never the stored marker string. */
export const guestName = (order: Pick<Order, 'client_name'>) => (order.client_name === WEB_MENU_DELIVERY_MARKER ? '' : order.client_name);

/** One card of the board (docs/product.md S2 "Orders page"). */
export function OrderCard({ order, pubId, currency }: { order: Order; pubId: number; currency: string }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link to="/admin/pub/$pubID/order/$orderID" params={{ pubID: String(pubId), orderID: String(order.id) }} className="card order-card" data-status={order.status}>
        <div className="row">
          <strong className="order-number">
            <Trans id="orders.card.number">No. {order.number}</Trans>
          </strong>
          <StatusBadge status={order.status} />
          {isCallBack(order) && (
            <span className="badge badge-callback">
              <Trans id="orders.card.call_back">Call back</Trans>
            </span>
          )}
        </div>
        {guestName(order) && <div className="order-client">{guestName(order)}</div>}
        <div className="row order-card-footer">
          <time className="muted">{formatDateTime(order.created_time, i18n.locale)}</time>
          <span className="spacer" />
          <strong>{formatMoney(order.total_dishes_price_without_commission, currency)}</strong>
        </div>
      </Link>
    </li>
  );
}
