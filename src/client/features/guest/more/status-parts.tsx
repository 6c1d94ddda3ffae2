import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { COURIER_STAGES, CANCEL_REASONS, type CancelReason, type CourierStage } from '#shared/constants.ts';
import { formatPhone, telHref } from '../../../lib/format.ts';
import { useCancelReasonLabels, useCourierStageLabels } from '../../../components/ui/order-vocabulary.tsx';
import type { OrderStatus as Order } from '../api.ts';
import { addToStoredCart } from '../cart.ts';
import { isClosed } from '../order-progress.ts';
import { EtaLine } from '../time/eta-line.tsx';
import { rememberMode } from '../price-mode.ts';

/** Parts of the guest's status page; their strings load with the page (catalog guest-more). */
export function CancelReasonNote({ order }: { order: Order }) {
  const reasons = useCancelReasonLabels();
  const reason = (CANCEL_REASONS as readonly string[]).includes(order.cancel_reason)
    ? reasons[order.cancel_reason as CancelReason]
    : '';
  return (
    <section className="guest-cancel" data-testid="cancel-reason">
      <p className="guest-cancel-title">
        <Trans id="guest.status.canceled_by_venue">The venue canceled this order.</Trans>
      </p>
      {reason && (
        <p>
          <Trans id="guest.status.reason">Reason: {reason}</Trans>
        </p>
      )}
      {order.cancel_reason_text && <blockquote className="guest-cancel-text">{order.cancel_reason_text}</blockquote>}
    </section>
  );
}

/** The guest's own name and comment (an allergy note) as the venue received them; nothing when neither was given. */
export function GuestOwnNote({ order }: { order: Order }) {
  const name = order.client_name?.trim() ?? '';
  const comment = order.comments?.trim() ?? '';
  if (!name && !comment) return null;
  return (
    <dl className="guest-own" data-testid="guest-own">
      {name && (
        <>
          <dt className="guest-label">
            <Trans id="guest.status.own_name">Your name</Trans>
          </dt>
          <dd data-testid="guest-own-name">{name}</dd>
        </>
      )}
      {comment && (
        <>
          <dt className="guest-label">
            <Trans id="guest.status.own_comment">Your comment</Trans>
          </dt>
          <dd className="guest-own-comment" data-testid="guest-own-comment">
            {comment}
          </dd>
        </>
      )}
    </dl>
  );
}

/** The promised time (docs/product.md D16) and, while the kitchen is busy, the extra minutes it includes. */
export function Estimate({ order, busy }: { order: Order; busy: number }) {
  return (
    <EtaLine order={order} timeZone={order.pub.timezone}>
      {busy > 0 && order.eta?.firm === false && !order.scheduled_for && (
        <p className="guest-muted">
          <Trans id="guest.estimate.busy">The kitchen is very busy: this includes {busy} extra minutes.</Trans>
        </p>
      )}
    </EtaLine>
  );
}

export function CourierStage({ order }: { order: Order }) {
  const stages = useCourierStageLabels();
  const stage = order.courier_stage;
  if (
    order.order_type !== 'delivery' ||
    isClosed(order.status) ||
    !stage ||
    !(COURIER_STAGES as readonly string[]).includes(stage)
  )
    return null;
  return (
    <p className="guest-courier-stage" data-testid="courier-stage">
      <span className="guest-label">
        <Trans id="guest.status.courier">Courier:</Trans>
      </span>{' '}
      {stages[stage as CourierStage]}
    </p>
  );
}

/** The venue's address and its phone as a large button (docs/product.md D13: phone numbers are buttons). */
export function VenueContact({ order }: { order: Order }) {
  const { phone, address, name } = order.pub;
  if (!phone && !address) return null;
  const shown = phone ? formatPhone(phone) : '';
  return (
    <section className="guest-contact" aria-label={name}>
      {address && (
        <p>
          <span className="guest-label">
            <Trans id="guest.status.venue_address">Venue address:</Trans>
          </span>{' '}
          {address}
        </p>
      )}
      {phone && (
        <a className="button guest-call" href={telHref(phone)} data-testid="call-venue">
          <Trans id="guest.status.call">
            Call the venue · <span className="guest-call-phone">{shown}</span>
          </Trans>
        </a>
      )}
    </section>
  );
}

/** The same dishes into the venue's cart, then its menu with the cart open to change them. */
export function OrderAgain({ order }: { order: Order }) {
  const navigate = useNavigate();
  if (order.dishes.length === 0) return null;
  return (
    <button
      type="button"
      className="button button-secondary guest-again"
      onClick={() => {
        addToStoredCart(order.pub.url_name, order.dishes);
        // The same kind of order, so the menu shows the prices it was ordered at (decision 080).
        if (order.order_type === 'delivery' || order.order_type === 'in_place')
          rememberMode(order.pub.url_name, order.order_type);
        void navigate({ to: '/pub/$urlName', params: { urlName: order.pub.url_name } });
      }}
    >
      <Trans id="guest.status.order_again">Order again</Trans>
    </button>
  );
}
