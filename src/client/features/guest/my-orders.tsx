import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { guestQueries } from './api.ts';
import { signOutGuest } from './account.ts';
import { useStatusLabel } from './status-label.ts';
import { orderPath, useGuestNav } from './guest-nav.ts';
import { loadCatalogs } from '../../lib/i18n.ts';

// The promised time of open orders (and its strings, catalog guest-time) loads only for a guest who has one.
const OpenOrderEta = lazy(() =>
  Promise.all([import('./time/eta-line.tsx'), loadCatalogs('guest-time')]).then(([m]) => ({ default: m.OpenOrderEta })),
);

/** A signed-in guest's past orders (any pub), each linking to its status page. */
export function MyOrders() {
  const { i18n } = useLingui();
  const label = useStatusLabel();
  const nav = useGuestNav();
  const { data } = useQuery(guestQueries.myOrders());
  return (
    <details className="guest-my-orders">
      <summary>
        <Trans id="guest.account.my_orders">My orders</Trans>
      </summary>
      {data && data.orders.length === 0 && (
        <p>
          <Trans id="guest.account.no_orders">No orders yet.</Trans>
        </p>
      )}
      <ul>
        {data?.orders.map((o) => (
          <li key={o.id}>
            <a
              href={orderPath(o.pub.url_name, o.id, o.tracking_token)}
              onClick={(e) => {
                e.preventDefault();
                void nav.toOrder(o.pub.url_name, o.id, o.tracking_token);
              }}
            >
              <Trans id="guest.account.order_line">
                №{o.number} · {o.pub.name}
              </Trans>
            </a>{' '}
            <span className="guest-muted">
              {formatDateTime(o.created_time, i18n.locale)} · {label(o.status)} ·{' '}
              {formatMoney(o.total_price, o.currency.symbol)}
            </span>
            {o.eta && (
              <Suspense fallback={null}>
                <OpenOrderEta order={o} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-secondary button-small" onClick={() => void signOutGuest()}>
        <Trans id="guest.account.sign_out">Sign out</Trans>
      </button>
    </details>
  );
}
