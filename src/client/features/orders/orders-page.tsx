import { getRouteApi, Link } from '@tanstack/react-router';
import { PlatformAdminReturn } from './platform-admin-return.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { countActive, countStatus, filterOrders, ORDER_FILTERS, parseFilter } from './filters.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { OrderCard } from './order-card.tsx';
import { SoundControls } from './sound-controls.tsx';
import { useStatusLabels } from '../../components/ui/order-status.tsx';
import { useNewOrderSound, useTitleCount, useWakeLock } from './use-kitchen-tablet.ts';
import { usePubOrders } from './use-pub-orders.ts';
import './orders.css';
import { WORDS } from '../../components/ui/words.ts';

const route = getRouteApi('/admin/pub/$pubID/orders');

/** The live order board (docs/product.md S2 "Orders page"), also the kitchen tablet's screen. */
export function OrdersPage() {
  const { t, i18n } = useLingui();
  const pubId = Number(route.useParams().pubID);
  const filter = parseFilter(route.useSearch().filter);
  const { connection, list, currency } = usePubOrders(pubId);
  const labels = useStatusLabels();
  const orders = list.data ?? [];
  const newCount = list.data ? countStatus(orders, 'not_handled') : undefined;
  const sound = useNewOrderSound(newCount);
  useWakeLock();
  useTitleCount(t({ id: 'orders.title', message: 'Orders' }), newCount ?? 0);
  const shown = filterOrders(orders, filter);

  return (
    <main className="page orders-page">
      <div className="row orders-header">
        <h1>
          <Trans id="orders.title">Orders</Trans>
        </h1>
        <span className="spacer" />
        <Link to="/admin/pub/$pubID/history" params={{ pubID: String(pubId) }} className="button button-small button-secondary">
          <Trans id="orders.history.link">History and search</Trans>
        </Link>
        <PlatformAdminReturn />
        <ConnectionStatus state={connection} />
      </div>
      <SoundControls {...sound} />
      <nav className="row order-filters" aria-label={t({ id: 'orders.filters.label', message: 'Filter orders' })}>
        {ORDER_FILTERS.map((f) => (
          <Link
            key={f}
            from="/admin/pub/$pubID/orders"
            search={{ filter: f === 'all' ? undefined : f }}
            className={`button button-small ${f === filter ? 'button-active' : 'button-secondary'}`}
            aria-current={f === filter ? 'page' : undefined}
          >
            {f === 'all' ? t({ id: 'orders.filters.all', message: 'All' }) : labels[f]}
          </Link>
        ))}
      </nav>
      <p className="orders-count">
        <Trans id="orders.active_count">Active orders: {countActive(orders)}</Trans>
      </p>
      {list.isPending ? (
        <div className="spinner" role="progressbar" aria-label={i18n._(WORDS.loading)} />
      ) : shown.length === 0 ? (
        <p className="card muted orders-empty">
          <Trans id="orders.empty">No orders</Trans>
        </p>
      ) : (
        <ul className="order-list">
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} pubId={pubId} currency={currency} />
          ))}
        </ul>
      )}
    </main>
  );
}
