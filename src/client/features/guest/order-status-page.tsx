import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATUS_COLORS, type OrderStatus } from '#shared/constants.ts';
import { formatMoney } from '../../lib/format.ts';
import { GuestTotals } from './totals.tsx';
import { LineModifiers } from '../../components/ui/order-vocabulary.tsx';
import { guestQueries, type OrderStatus as Order } from './api.ts';
import { LanguageButtons } from './language-buttons.tsx';
import { isClosed, timeline } from './order-progress.ts';
import { StatusTimeline } from './more/status-timeline.tsx';
import { PaymentState } from './more/payment-state.tsx';
import {
  CancelReasonNote,
  CourierStage,
  Estimate,
  GuestOwnNote,
  OrderAgain,
  VenueContact,
} from './more/status-parts.tsx';
import { NotifyMe } from './more/notify-me.tsx';
import { useStatusLabel } from './status-label.ts';
import { themeStyle } from './theme.ts';
import { useGuestOrderLive } from './order-live.ts';
import './guest.css';
import { WORDS } from '../../components/ui/words.ts';

const REFRESH_MS = 10_000;
const PUB_REFRESH_MS = 60_000;
/** An estimate counts from now: with the socket up it is re-read this often until the venue accepts. */
const ESTIMATE_REFRESH_MS = 60_000;

/**
 * The guest's order status page (docs/product.md D7, D16): a timeline with times, the promised
 * time, the courier's stage, the guest's own name and comment, the venue's phone and address, the reason of
 * a cancel (with the kitchen's own words under it), "notify me" (Web Push) while it is open, and "order again".
 * Live while the order is open: the order's socket brings each change; only while it is down does the page
 * look every 10 s (while visible; TanStack Query pauses intervals in hidden tabs and refetches on return),
 * revalidated by ETag so an unchanged order is an empty 304. Both stop once the order is completed or canceled.
 */
export function OrderStatusPage() {
  const { i18n } = useLingui();
  const { orderID } = useParams({ strict: false }) as { orderID: string };
  const { token } = useSearch({ strict: false }) as { token?: string };
  // The socket opens once the order is read (a wrong token never reaches it) and closes when the order does.
  const [open, setOpen] = useState(false);
  const live = useGuestOrderLive(orderID, token ?? '', open);
  const query = useQuery({
    ...guestQueries.order(orderID, token ?? ''),
    refetchInterval: (q) => {
      const data = q.state.data;
      if ((data && isClosed(data.status)) || document.visibilityState !== 'visible') return false;
      if (live !== 'connected') return REFRESH_MS;
      return data?.eta?.firm === false && !data.scheduled_for ? ESTIMATE_REFRESH_MS : false;
    },
    refetchIntervalInBackground: false,
    // Back on the tab: look at once (an unchanged order costs an empty 304).
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: (count, error) => count < 3 && (error as { status?: number }).status !== 404,
  });
  const order = query.data;
  const following = order ? !isClosed(order.status) : false;
  useEffect(() => setOpen(following), [following]);
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
        {order && <OrderDetails order={order} token={token ?? ''} />}
      </main>
    </div>
  );
}

/** What the guest ordered, with the options and each line's price. */
function OrderedLines({ order }: { order: Order }) {
  const { t } = useLingui();
  const symbol = order.currency.symbol;
  return (
    <ul className="plain-list guest-lines" aria-label={t({ id: 'guest.status.lines', message: 'What you ordered' })}>
      {order.dishes.map((d, i) => (
        <li key={i}>
          <span className="guest-line-name">
            {d.guest_name || d.name} × {d.count}
            <LineModifiers modifiers={d.modifiers} currency={symbol} guest />
          </span>
          <span>{formatMoney(d.dish_price * d.count, symbol)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The estimate, "notify me", the courier's stage and the timeline of an order the venue has. */
function OrderProgress({ order, token, busy }: { order: Order; token: string; busy: number }) {
  return (
    <>
      <Estimate order={order} busy={busy} />
      {!isClosed(order.status) && <NotifyMe orderId={String(order.id)} token={token} />}
      <CourierStage order={order} />
      <StatusTimeline steps={timeline(order)} canceled={order.status === 'canceled'} timeZone={order.pub.timezone} />
    </>
  );
}

/** The order's status now, with its colour. */
function StatusNow({ status }: { status: string }) {
  const label = useStatusLabel();
  const color = STATUS_COLORS[status as OrderStatus] ?? '#6b7280';
  return (
    <p className="guest-status-now" role="status" aria-live="polite">
      <span className="guest-status-dot" style={{ background: color }} aria-hidden="true" />
      <strong data-testid="status-now">{label(status)}</strong>
    </p>
  );
}

function OrderDetails({ order, token }: { order: Order; token: string }) {
  const symbol = order.currency.symbol;
  const awaitingPayment = order.payment_status === 'awaiting';
  // The venue's busy minutes (docs/product.md D13) come with its public page, re-read now and then while the order is open.
  const pub = useQuery({
    ...guestQueries.pub(order.pub.url_name),
    staleTime: PUB_REFRESH_MS,
    refetchInterval: isClosed(order.status) ? false : PUB_REFRESH_MS,
    enabled: !isClosed(order.status),
  });
  const busy = Math.max(0, pub.data?.pub.busy_extra_minutes ?? 0);
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
      {!awaitingPayment && <StatusNow status={order.status} />}
      <PaymentState
        order={order}
        token={token}
        preorder={pub.data?.pub.preorder}
        returnedFailed={
          typeof window !== 'undefined' &&
          new URLSearchParams(window.location.search).get('checkoutStatus') === 'Failed'
        }
      />
      {order.status === 'canceled' && order.cancel_reason !== 'payment_expired' && <CancelReasonNote order={order} />}
      {/* The venue has not received an order that waits for its payment: no progress to show yet. */}
      {!awaitingPayment && <OrderProgress order={order} token={token} busy={busy} />}
      <OrderedLines order={order} />
      <GuestOwnNote order={order} />
      <GuestTotals
        dishes={order.total_dishes_price}
        delivery={order.order_type === 'delivery' ? order.delivery_price : undefined}
        total={order.total_price}
        symbol={symbol}
      />
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
