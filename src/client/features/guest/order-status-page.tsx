import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATUS_COLORS, type OrderStatus } from '#shared/constants.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { guestQueries, type OrderStatus as Order } from './api.ts';
import { LanguageButtons } from './language-buttons.tsx';
import { useStatusLabel } from './status-label.ts';
import { themeStyle } from './theme.ts';
import './guest.css';
import { WORDS } from '../../components/ui/words.ts';

const REFRESH_MS = 10_000;

/**
 * The guest's order status page (docs/product.md D7): refreshes every 10 s while the page is visible
 * (TanStack Query pauses intervals in hidden tabs and refetches on return), and shows each status with its time.
 */
export function OrderStatusPage() {
  const { i18n } = useLingui();
  const { orderID } = useParams({ strict: false }) as { orderID: string };
  const { token } = useSearch({ strict: false }) as { token?: string };
  const query = useQuery({
    ...guestQueries.order(orderID, token ?? ''),
    refetchInterval: () => (document.visibilityState === 'visible' ? REFRESH_MS : false),
    refetchIntervalInBackground: false,
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
  const { i18n, t } = useLingui();
  const label = useStatusLabel();
  const symbol = order.currency.symbol;
  const color = STATUS_COLORS[order.status as OrderStatus] ?? '#6b7280';
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
        <strong>{label(order.status)}</strong>
      </p>
      <ol className="guest-history" aria-label={t({ id: 'guest.status.history', message: 'Status history' })}>
        {order.history.map((h, i) => (
          <li key={i}>
            <span>{label(h.status)}</span> <time className="guest-muted">{formatDateTime(h.time, i18n.locale)}</time>
          </li>
        ))}
      </ol>
      <ul className="guest-lines">
        {order.dishes.map((d) => (
          <li key={d.dish_id}>
            <span className="guest-line-name">
              {d.name} × {d.count}
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
      <p className="guest-muted">
        <Trans id="guest.status.auto_refresh">This page updates by itself.</Trans>
      </p>
    </>
  );
}
