import { Trans, useLingui } from '@lingui/react/macro';
import { COURIER_PICKABLE_STATUS, STATUS_COLORS, type OrderStatus } from '#shared/constants.ts';
import { formatMoney, formatPhone, formatTime, telHref } from '../../lib/format.ts';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { PendingActionBadge } from '../../components/pending-action.tsx';
import { distanceKm, totalToCollect } from './orders-cache.ts';
import { NavLinks } from './nav-links.tsx';
import { PaymentLabel, StatusLabel } from './order-labels.tsx';
import { OrderActions, stageOfOrder } from './order-actions.tsx';
import { useCourierStageLabels } from '../../components/ui/order-vocabulary.tsx';
import { GuestDetails } from './guest-details.tsx';
import type { OrderOnTab } from './types.ts';
import { Term } from '../../components/ui/term.tsx';

/** One order as a courier needs it on the road (docs/product.md S2 "Courier area"). */
export function OrderCard({ order, tab, onReserve }: OrderOnTab) {
  const { i18n, t } = useLingui();
  const stages = useCourierStageLabels();
  const info = order.courier_info;
  const pickable = order.status === COURIER_PICKABLE_STATUS;
  // Times read in the venue's zone, whatever the phone's own.
  const zone = order.pub.timezone ?? 'Europe/Chisinau';
  const from = order.eta ? formatTime(order.eta.from, i18n.locale, zone) : '';
  const to = order.eta ? formatTime(order.eta.to, i18n.locale, zone) : '';
  const label = `${order.number ? `#${order.number} ` : ''}${order.pub_name}`;
  return (
    <article className="card courier-order" aria-label={label}>
      <header className="courier-order-head">
        <h2>{label}</h2>
        <span
          className="courier-status"
          style={{ borderColor: STATUS_COLORS[order.status as OrderStatus] ?? undefined }}
        >
          <StatusLabel status={order.status} />
        </span>
      </header>
      <PendingActionBadge orderId={order.id} />
      {tab === 'active' && (
        <p className="courier-stage" data-testid="courier-stage">
          {stages[stageOfOrder(order)]}
        </p>
      )}
      <p className="courier-pub">
        <span>{order.pub.address}</span>
      </p>
      {order.pub.phone_number && (
        <a
          href={telHref(order.pub.phone_number)}
          className="button button-secondary courier-big-button courier-tel-button courier-venue-phone"
          aria-label={t({
            id: 'courier.order.call_venue',
            message: `Call the venue ${formatPhone(order.pub.phone_number)}`,
          })}
        >
          <PhoneIcon /> {formatPhone(order.pub.phone_number)}
        </a>
      )}
      {(tab === 'available' || (tab === 'active' && ['reserved', 'at_restaurant'].includes(stageOfOrder(order)))) && (
        <NavLinks lat={order.pub.lat} lng={order.pub.lng} to="venue" />
      )}
      <dl className="courier-facts">
        {order.town && (
          <div>
            <Term term={<Trans id="courier.order.drop_off">Drop-off</Trans>}>{order.town}</Term>
          </div>
        )}
        <div>
          <Term term={<Trans id="courier.order.distance">Distance</Trans>}>
            <Trans id="courier.order.km">{distanceKm(info.distance, i18n.locale)} km</Trans>
          </Term>
        </div>
        {pickable && order.approximate_preparation_time && (
          <div className="courier-pickup-time">
            <Term term={<Trans id="courier.order.arrive_by">Arrive by</Trans>}>
              {formatTime(order.approximate_preparation_time, i18n.locale, zone)}
            </Term>
          </div>
        )}
        {order.eta && (
          <div className="courier-delivery-window">
            <Term term={<Trans id="courier.order.deliver_window">Deliver</Trans>}>{`${from}–${to}`}</Term>
          </div>
        )}
        {/* Said as money that moves: the commission is taken from the courier's balance at reserving, a
            negative one is a bonus added to it; the reward is the delivery price the client pays the courier. */}
        <div>
          <Term
            term={
              info.courier_debit < 0 ? (
                <Trans id="courier.order.you_get_bonus">You get a bonus</Trans>
              ) : (
                <Trans id="courier.order.you_pay_commission">You pay the commission</Trans>
              )
            }
          >
            {formatMoney(Math.abs(info.courier_debit))}
          </Term>
        </div>
        <div>
          <Term term={<Trans id="courier.order.you_get_delivery">You get for the delivery</Trans>}>
            {formatMoney(info.courier_reward)}
          </Term>
        </div>
        <div>
          <Term term={<Trans id="courier.order.to_collect">To collect</Trans>}>
            {order.payment_type === 'online' ? (
              <strong data-testid="collect-nothing">
                <Trans id="courier.payment.online">paid online — collect nothing</Trans>
              </strong>
            ) : (
              <>
                {formatMoney(totalToCollect(order))} (<PaymentLabel type={order.payment_type} />)
              </>
            )}
          </Term>
        </div>
      </dl>
      {pickable && !order.prepared && tab !== 'active' && (
        <p className="courier-wait-notice" role="note">
          <Trans id="courier.order.wait_prepared">Can be picked up once the restaurant marks it prepared</Trans>
        </p>
      )}
      {pickable && order.prepared && (
        <p className="courier-ready-notice">
          <Trans id="courier.order.prepared">Prepared — ready for pickup</Trans>
        </p>
      )}
      {tab !== 'available' && <GuestDetails order={order} />}
      <OrderActions order={order} tab={tab} onReserve={onReserve} />
    </article>
  );
}
