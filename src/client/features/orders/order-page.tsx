import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ConnectionStatus } from './connection-status.tsx';
import { CourierPanel } from './courier-panel.tsx';
import { CustomerDetails } from './customer-details.tsx';
import { DeliveryPrice } from './delivery-price.tsx';
import { OrderDishes } from './order-dishes.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PreparedPanel } from './prepared-panel.tsx';
import { StatusButtons } from './status-buttons.tsx';
import { useOrder } from './use-order.ts';
import { useOrderActions } from './use-order-actions.ts';
import { usePubOrders } from './use-pub-orders.ts';
import type { Order } from './types.ts';
import { printTicket, TicketPrintHost } from './ticket-print.tsx';
import { KITCHEN_DEFAULTS } from '#shared/kitchen.ts';
import { MiaQrPanel } from '../../components/mia-qr.tsx';
import { orderCalls, type OrdersPub, type PubDish } from './order-queries.ts';
import './orders.css';
import './kitchen.css';

const route = getRouteApi('/admin/pub/$pubID/order/$orderID');

/** The order detail page (docs/product.md S2, max width 900px), fed by the same pub channel as the board. */
export function OrderPage() {
  const params = route.useParams();
  const pubId = Number(params.pubID);
  const orderId = Number(params.orderID);
  const { connection, list, pub, currency, companyId } = usePubOrders(pubId);
  const { order, notFound } = useOrder(companyId, pubId, orderId, list.data);
  return (
    <main className="page order-page stack">
      <div className="row">
        <Link
          to="/admin/pub/$pubID/orders"
          params={{ pubID: String(pubId) }}
          search={{ filter: undefined }}
          className="back-link"
        >
          <Trans id="orders.order.back">All orders</Trans>
        </Link>
        <span className="spacer" />
        <ConnectionStatus state={connection} />
      </div>
      {order ? (
        <OrderDetail
          order={order}
          companyId={companyId}
          pub={pub.data?.pub}
          dishes={pub.data?.dishes ?? []}
          currency={currency}
        />
      ) : notFound ? (
        <p className="card" role="alert">
          <Trans id="orders.order.not_found">Order not found</Trans>
        </p>
      ) : (
        <div className="spinner" />
      )}
    </main>
  );
}

function OrderDetail({
  order,
  companyId,
  pub,
  dishes,
  currency,
}: {
  order: Order;
  companyId: number;
  pub?: OrdersPub;
  dishes: PubDish[];
  currency: string;
}) {
  const actions = useOrderActions(companyId, order);
  const prices = Object.values(pub?.shipping.shipping_prices ?? {}).map(Number);
  return (
    <>
      <div className="row">
        <span className="spacer" />
        <button
          type="button"
          className="button button-secondary order-print"
          onClick={() => printTicket(order, pub?.ticket_width_mm ?? KITCHEN_DEFAULTS.ticket_width_mm)}
        >
          <Trans id="orders.ticket.print_ticket">Print kitchen ticket</Trans>
        </button>
      </div>
      <TicketPrintHost currency={currency} />
      <OrderSummary order={order} currency={currency} />
      <StatusButtons order={order} actions={actions} pub={pub} />
      {order.status === 'preparing' && <PreparedPanel order={order} actions={actions} />}
      {order.order_type === 'delivery' &&
        (pub?.shipping.delivery_type === 'delivery_service' ||
          order.courier_info.is_reserved ||
          !!order.proof_image_file_name) && <CourierPanel order={order} />}
      <CustomerDetails order={order} companyId={companyId} />
      {order.order_type === 'in_place' &&
        order.status !== 'canceled' &&
        order.payment_status === '' &&
        pub?.preorder?.online_preorder && (
          <MiaQrPanel
            key={`${order.id}-${order.total_price}`}
            className="card order-section"
            load={async () => (await orderCalls.miaQr(companyId, order.pub_id, order.id)).mia_qr}
          />
        )}
      <OrderDishes order={order} actions={actions} dishes={dishes} currency={currency} />
      {order.order_type === 'delivery' && (
        <DeliveryPrice key={order.delivery_price} order={order} actions={actions} prices={prices} currency={currency} />
      )}
    </>
  );
}
