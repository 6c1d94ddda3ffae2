import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { COURIER_STAGES, CANCEL_REASONS, type CancelReason, type CourierStage } from '#shared/constants.ts';
import { formatPhone, formatTime, telHref } from '../../../lib/format.ts';
import { useCancelReasonLabels, useCourierStageLabels } from '../../../components/ui/order-vocabulary.tsx';
import type { OrderStatus as Order } from '../api.ts';
import { addToStoredCart } from '../cart.ts';
import { estimate, isClosed } from '../order-progress.ts';
import { rememberMode } from '../price-mode.ts';

/** Parts of the guest's status page; their strings load with the page (catalog guest-more). */
export function CancelReasonNote({ order }: { order: Order }) {
  const reasons = useCancelReasonLabels();
  const reason = (CANCEL_REASONS as readonly string[]).includes(order.cancel_reason) ? reasons[order.cancel_reason as CancelReason] : '';
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
          <dt className="guest-label"><Trans id="guest.status.own_name">Your name</Trans></dt>
          <dd data-testid="guest-own-name">{name}</dd>
        </>
      )}
      {comment && (
        <>
          <dt className="guest-label"><Trans id="guest.status.own_comment">Your comment</Trans></dt>
          <dd className="guest-own-comment" data-testid="guest-own-comment">{comment}</dd>
        </>
      )}
    </dl>
  );
}

export function Estimate({ order, busy }: { order: Order; busy: number }) {
  const { i18n } = useLingui();
  const e = estimate(order, order.pub, busy);
  if (!e) {
    if (isClosed(order.status) || order.order_type === 'delivery') return null;
    return (
      <p className="guest-estimate guest-muted" data-testid="estimate">
        <Trans id="guest.estimate.pending">The kitchen will tell the time once it accepts your order.</Trans>
      </p>
    );
  }
  const from = formatTime(e.from, i18n.locale);
  const to = formatTime(e.to, i18n.locale);
  return (
    <section className="guest-estimate" data-testid="estimate">
      <p className="guest-estimate-time">
        {e.kind === 'ready' ? (
          <Trans id="guest.estimate.ready">Ready at about {from}</Trans>
        ) : from === to ? (
          <Trans id="guest.estimate.arrive_at">Arrives at about {from}</Trans>
        ) : (
          <Trans id="guest.estimate.arrive_between">Arrives between {from} and {to}</Trans>
        )}
      </p>
      {busy > 0 && (
        <p className="guest-muted">
          <Trans id="guest.estimate.busy">The kitchen is very busy: this includes {busy} extra minutes.</Trans>
        </p>
      )}
    </section>
  );
}

export function CourierStage({ order }: { order: Order }) {
  const stages = useCourierStageLabels();
  const stage = order.courier_stage;
  if (order.order_type !== 'delivery' || isClosed(order.status) || !stage || !(COURIER_STAGES as readonly string[]).includes(stage)) return null;
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
        if (order.order_type === 'delivery' || order.order_type === 'in_place') rememberMode(order.pub.url_name, order.order_type);
        void navigate({ to: '/pub/$urlName', params: { urlName: order.pub.url_name } });
      }}
    >
      <Trans id="guest.status.order_again">Order again</Trans>
    </button>
  );
}
