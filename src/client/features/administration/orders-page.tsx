import { getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlatformAdminTab } from '../../routes/administration.tsx';
import { PlatformAdminNav } from './platform-admin-nav.tsx';
import { CompaniesTab } from './companies-tab.tsx';
import { CouriersTab } from './couriers-tab.tsx';
import { InProcessOrders } from './in-process-orders.tsx';
import { PubsTab } from './pubs-tab.tsx';
import './administration.css';

const route = getRouteApi('/administration/orders');

/**
 * /administration/orders: the in-process orders first, then companies, pubs and couriers (docs/product.md D4).
 * The open section is the address's `?tab=` (none for the orders), so a reload stays on it.
 */
export function PlatformAdminOrdersPage() {
  const { t } = useLingui();
  const tab = route.useSearch().tab ?? 'orders';
  const navigate = route.useNavigate();
  const setTab = (id: PlatformAdminTab) => void navigate({ search: { tab: id === 'orders' ? undefined : id } });
  const tabs: [PlatformAdminTab, string][] = [
    ['orders', t({ id: 'administration.tab.orders', message: 'Orders in process' })],
    ['companies', t({ id: 'administration.tab.companies', message: 'Companies' })],
    ['pubs', t({ id: 'administration.tab.pubs', message: 'Pubs' })],
    ['couriers', t({ id: 'administration.tab.couriers', message: 'Couriers' })],
  ];
  return (
    <>
      <PlatformAdminNav />
      <main className="page stack administration-page">
        <h1>
          <Trans id="administration.title">Administration</Trans>
        </h1>
        <div className="row" role="tablist" aria-label={t({ id: 'administration.tabs', message: 'Sections' })}>
          {tabs.map(([id, label]) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`admin-tab-${id}`}
              aria-selected={tab === id}
              aria-controls="admin-panel"
              className={`button button-small ${tab === id ? '' : 'button-secondary'}`}
              onClick={() => setTab(id)}
            >
              {label}
            </button>
          ))}
        </div>
        <section id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className="stack">
          {tab === 'orders' && <InProcessOrders />}
          {tab === 'companies' && <CompaniesTab />}
          {tab === 'pubs' && <PubsTab />}
          {tab === 'couriers' && <CouriersTab />}
        </section>
      </main>
    </>
  );
}
