import { useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { courierQueries } from './api.ts';
import { ordersOfTab } from './orders-cache.ts';
import { OrderCard } from './order-card.tsx';
import { ReserveDialog } from './order-actions.tsx';
import { ShiftSwitch } from './shift-switch.tsx';
import { useCourierId } from './session.ts';
import { getSession } from '../../lib/session.ts';
import { COURIER_TABS, parseTab, type CourierOrder, type CourierTab } from './types.ts';

const route = getRouteApi('/courier/orders');

/** The page's orders, fetched by the route's loader beside this module (lib/area.ts `lazyScreen`). */
export async function prefetchCourierOrders(queryClient: QueryClient): Promise<void> {
  const courierId = getSession().courierId;
  if (courierId) await queryClient.prefetchQuery(courierQueries.orders(courierId));
}

/** /courier/orders?tab=available|active|completed (docs/product.md S2, S4 "Courier order tabs"). */
export function CourierOrdersPage() {
  const tab = parseTab(route.useSearch().tab);
  const courierId = useCourierId();
  const orders = useQuery(courierQueries.orders(courierId));
  const { t } = useLingui();
  const [reserving, setReserving] = useState<CourierOrder | null>(null);
  const all = orders.data ?? [];
  const list = ordersOfTab(all, tab, courierId);
  const names: Record<CourierTab, string> = {
    available: t({ id: 'courier.tabs.available', message: 'Available' }),
    active: t({ id: 'courier.tabs.active', message: 'Active' }),
    completed: t({ id: 'courier.tabs.completed', message: 'Completed' }),
  };
  return (
    <section className="courier-page">
      <h1 className="visually-hidden">
        <Trans id="courier.orders.title">Orders</Trans>
      </h1>
      <ShiftSwitch />
      <nav className="courier-tabs" aria-label={t({ id: 'courier.tabs.label', message: 'Order lists' })}>
        {COURIER_TABS.map((name) => (
          <Link
            key={name}
            to="/courier/orders"
            search={{ tab: name }}
            replace
            className={name === tab ? 'is-active' : ''}
            aria-current={name === tab ? 'page' : undefined}
          >
            {names[name]} <span className="courier-tab-count">{ordersOfTab(all, name, courierId).length}</span>
          </Link>
        ))}
      </nav>
      {orders.isPending ? (
        <div className="spinner" role="status" aria-label="…" />
      ) : list.length === 0 ? (
        <p className="courier-empty">
          <Trans id="courier.orders.empty">No orders</Trans>
        </p>
      ) : (
        <div className="stack" aria-label={names[tab]} role="region">
          {list.map((o) => (
            <OrderCard key={o.id} order={o} tab={tab} onReserve={setReserving} />
          ))}
        </div>
      )}
      <ReserveDialog order={reserving} onClose={() => setReserving(null)} />
    </section>
  );
}
