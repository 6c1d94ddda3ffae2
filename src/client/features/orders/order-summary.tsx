import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatMoney, formatTime } from '../../lib/format.ts';
import { guestName, isCallBack } from './order-card.tsx';
import { StatusBadge, useStatusLabels } from '../../components/ui/order-status.tsx';
import type { Order } from './types.ts';
import { useCancelReasonLabels, useCourierStageLabels } from '../../components/ui/order-vocabulary.tsx';
import { Term } from '../../components/ui/term.tsx';

/** The order's header: number, status, type, guest name, time and what the venue earns. */
export function OrderSummary({ order, currency }: { order: Order; currency: string }) {
  const { i18n } = useLingui();
  const labels = useStatusLabels();
  const reasons = useCancelReasonLabels();
  const stages = useCourierStageLabels();
  return (
    <section className="card order-section stack" aria-labelledby="order-title">
      <div className="row">
        <h1 id="order-title">
          <Trans id="orders.order.heading">Order No. {order.number}</Trans>
        </h1>
        <StatusBadge status={order.status} />
        {isCallBack(order) && (
          <span className="badge badge-callback">
            <Trans id="orders.card.call_back">Call back</Trans>
          </span>
        )}
      </div>
      <dl className="details-list">
        <Term term={<Trans id="orders.order.type">Type</Trans>}>
          {order.order_type === 'in_place' ? (
            <Trans id="orders.order.type_in_place">In place</Trans>
          ) : (
            <Trans id="orders.order.type_delivery">Delivery</Trans>
          )}
        </Term>
        {guestName(order) && <Term term={<Trans id="orders.order.client">Client</Trans>}>{guestName(order)}</Term>}
        <Term term={<Trans id="orders.order.created">Created</Trans>}>
          {formatDateTime(order.created_time, i18n.locale)}
        </Term>
        <Term term={<Trans id="orders.order.total_without_commission">Total without commission</Trans>}>
          {formatMoney(order.total_dishes_price_without_commission, currency)}
        </Term>
        {order.status === 'canceled' && order.cancel_reason && (
          <>
            <dt>
              <Trans id="orders.order.cancel_reason">Reason</Trans>
            </dt>
            <dd className="order-cancel-reason">
              {reasons[order.cancel_reason]}
              {order.cancel_reason_text ? `: ${order.cancel_reason_text}` : ''}
            </dd>
          </>
        )}
        {order.order_type === 'delivery' && order.courier_info?.courier_stage && (
          <Term term={<Trans id="orders.order.courier_stage">Courier</Trans>}>
            {stages[order.courier_info.courier_stage]}
          </Term>
        )}
      </dl>
      {order.history?.length > 0 && (
        <details className="order-history">
          <summary>
            <Trans id="orders.order.history">Status history</Trans>
          </summary>
          <ol>
            {order.history.map((h, i) => (
              <li key={i}>
                <time>{formatTime(h.time, i18n.locale)}</time> {labels[h.status] ?? h.status}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
