import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATUS_COLORS, COURIER_STAGES, CANCEL_REASONS, type CancelReason, type CourierStage, type OrderStatus } from '#shared/constants.ts';
import { formatMoney, formatPhone, formatTime, telHref } from '../../lib/format.ts';
import { LineModifiers, useCancelReasonLabels, useCourierStageLabels } from '../../components/ui/order-vocabulary.tsx';
import { guestQueries, type OrderStatus as Order } from './api.ts';
import { addToStoredCart } from './cart.ts';
import { LanguageButtons } from './language-buttons.tsx';
import { estimate, timeline } from './order-progress.ts';
import { pubPause } from './pause.ts';
import { rememberMode } from './price-mode.ts';
import { StatusTimeline } from './status-timeline.tsx';
import { useStatusLabel } from './status-label.ts';
import { themeStyle } from './theme.ts';
import './guest.css';
import { WORDS } from '../../components/ui/words.ts';

const REFRESH_MS = 10_000;
const PUB_REFRESH_MS = 60_000;
const isClosed = (status: string) => status === 'completed' || status === 'canceled';

/**
 * The guest's order status page (docs/product.md D7, issue 16): a timeline with times, the estimated
 * time, the courier's stage, the venue's phone and address, the reason of a cancel, and "order again".
 * Live while the order is open (decision 131): every 10 s while the page is visible (TanStack Query
 * pauses intervals in hidden tabs and refetches on return), revalidated by ETag so an unchanged order
 * is an empty 304; polling stops once the order is completed or canceled.
 */
export function OrderStatusPage() {
  const { i18n } = useLingui();
  const { orderID } = useParams({ strict: false }) as { orderID: string };
  const { token } = useSearch({ strict: false }) as { token?: string };
  const query = useQuery({
    ...guestQueries.order(orderID, token ?? ''),
    refetchInterval: (q) => (q.state.data && isClosed(q.state.data.status) ? false : document.visibilityState === 'visible' ? REFRESH_MS : false),
    refetchIntervalInBackground: false,
    // Back on the tab: look at once (an unchanged order costs an empty 304).
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: (count, error) => count < 3 && (error as { status?: number }).status !== 404,
  });
  const order = query.data;
  return (
    <div className="guest" style={order ? themeStyle(order.pub.color_theme, order.pub.color) : undefined}>
      <main className="guest-main guest-status">
        <LanguageButtons />
        {query.isPending && <div className="spinner" role="status" aria-label={i18n._(WORDS.loading)} />}
        {query.isError && !order && (
          <h1>
            <Trans id="guest.status.not_found">Order not found</Trans>
          </h1>
        )}
        {order && <OrderDetails order={order} />}
      </main>
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useLingui();
  const label = useStatusLabel();
  const symbol = order.currency.symbol;
  const color = STATUS_COLORS[order.status as OrderStatus] ?? '#6b7280';
  // The venue's busy minutes (DESIGN §13) come with its public page, re-read now and then while the order is open.
  const pub = useQuery({ ...guestQueries.pub(order.pub.url_name), staleTime: PUB_REFRESH_MS, refetchInterval: isClosed(order.status) ? false : PUB_REFRESH_MS, enabled: !isClosed(order.status) });
  const busy = pub.data ? pubPause(pub.data.pub).busyMinutes : 0;
  useEffect(() => {
    document.title = `№${order.number} · ${order.pub.name}`;
  }, [order.number, order.pub.name]);
  return (
    <>
      <p>
        <Link to="/pub/$urlName" params={{ urlName: order.pub.url_name }} className="guest-back-link">
          {order.pub.name}
        </Link>
      </p>
      <h1>
        <Trans id="guest.status.heading">Order №{order.number}</Trans>
      </h1>
      <p className="guest-status-now" role="status" aria-live="polite">
        <span className="guest-status-dot" style={{ background: color }} aria-hidden="true" />
        <strong data-testid="status-now">{label(order.status)}</strong>
      </p>
      {order.status === 'canceled' && <CancelReasonNote order={order} />}
      <Estimate order={order} busy={busy} />
      <CourierStage order={order} />
      <StatusTimeline steps={timeline(order)} canceled={order.status === 'canceled'} />
      <ul className="guest-lines" aria-label={t({ id: 'guest.status.lines', message: 'What you ordered' })}>
        {order.dishes.map((d, i) => (
          <li key={i}>
            <span className="guest-line-name">
              {d.name} × {d.count}
              <LineModifiers modifiers={d.modifiers} currency={symbol} />
            </span>
            <span>{formatMoney(d.dish_price * d.count, symbol)}</span>
          </li>
        ))}
      </ul>
      <dl className="guest-totals">
        <dt><Trans id="guest.totals.dishes">Dishes</Trans></dt>
        <dd>{formatMoney(order.total_dishes_price, symbol)}</dd>
        {order.order_type === 'delivery' && (
          <>
            <dt><Trans id="guest.totals.delivery">Delivery</Trans></dt>
            <dd>{order.delivery_price === 0 ? <Trans id="guest.totals.free">Free</Trans> : formatMoney(order.delivery_price, symbol)}</dd>
          </>
        )}
        <dt><Trans id="guest.totals.total">Total</Trans></dt>
        <dd><strong>{formatMoney(order.total_price, symbol)}</strong></dd>
      </dl>
      {order.order_type === 'in_place' && (
        <p>
          <Trans id="guest.status.table">Table: {order.table_for_in_place_order}</Trans>
        </p>
      )}
      <VenueContact order={order} />
      <OrderAgain order={order} />
      {!isClosed(order.status) && (
        <p className="guest-muted">
          <Trans id="guest.status.auto_refresh">This page updates by itself.</Trans>
        </p>
      )}
    </>
  );
}

function CancelReasonNote({ order }: { order: Order }) {
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

function Estimate({ order, busy }: { order: Order; busy: number }) {
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

function CourierStage({ order }: { order: Order }) {
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

/** The venue's address and its phone as a large button (DESIGN §13: phone numbers are buttons). */
function VenueContact({ order }: { order: Order }) {
  const { phone, address, name } = order.pub;
  if (!phone && !address) return null;
  const shown = phone ? formatPhone(phone) : '';
  return (
    <section className="guest-contact" aria-label={name}>
      {address && (
        <p>
          <span className="guest-label">
            <Trans id="guest.status.address">Address:</Trans>
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
function OrderAgain({ order }: { order: Order }) {
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
