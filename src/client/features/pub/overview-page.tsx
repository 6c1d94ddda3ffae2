import { Suspense, type ReactNode } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATUS_COLORS } from '#shared/constants.ts';
import { LazyGeolocationTile } from '../../components/map/lazy.ts';
import { getSession } from '../../lib/session.ts';
import { pubQueries, type PubCounters } from './api.ts';
import { ChartIcon, GearIcon, MenuIcon, OrdersIcon, PinIcon, TruckIcon } from '../../components/ui/icons.tsx';
import { FirstDay } from './first-day.tsx';
import './pub.css';

/** The pub overview (docs/product.md S2): section tiles for orders (with counters), menu, map, shipping, settings. */
export function OverviewPage() {
  const { t } = useLingui();
  const { pubID } = useParams({ strict: false }) as { pubID: string };
  const pubId = Number(pubID) || 0;
  const { companyId } = getSession();
  const stats = useQuery(pubQueries.stats(companyId, pubId));
  const params = { pubID };

  return (
    <main className="page pub-overview">
      <h1 className="visually-hidden">
        <Trans id="pub.overview.title">Overview</Trans>
      </h1>
      <FirstDay companyId={companyId} pubId={pubId} />
      <div className="pub-tiles">
        <Link
          to="/admin/pub/$pubID/orders"
          params={params}
          search={{ filter: undefined }}
          className="pub-tile pub-tile-orders"
        >
          <TileHead icon={<OrdersIcon />}>
            <Trans id="pub.overview.orders">Orders</Trans>
          </TileHead>
          <Counters counters={stats.data} />
        </Link>
        <Link
          to="/admin/pub/$pubID/edit_menu"
          params={params}
          search={{ menu: undefined }}
          className="pub-tile pub-tile-menu"
        >
          <TileHead
            icon={<MenuIcon />}
            text={<Trans id="pub.overview.menu_text">Menus, categories, dishes and photos</Trans>}
          >
            <Trans id="pub.overview.menu">Edit menu</Trans>
          </TileHead>
        </Link>
        <section
          id="pub-geolocation"
          className="pub-tile pub-tile-map"
          aria-label={t({ id: 'pub.overview.geolocation', message: 'Geolocation' })}
        >
          <TileHead icon={<PinIcon />}>
            <Trans id="pub.overview.geolocation">Geolocation</Trans>
          </TileHead>
          <Suspense
            fallback={
              <div
                className="spinner"
                role="status"
                aria-label={t({ id: 'pub.overview.loading_map', message: 'Loading the map' })}
              />
            }
          >
            <LazyGeolocationTile companyId={companyId} pubId={pubId} />
          </Suspense>
        </section>
        <Link to="/admin/pub/$pubID/shipping" params={params} className="pub-tile pub-tile-small">
          <TileHead
            icon={<TruckIcon />}
            text={<Trans id="pub.overview.shipping_text">Delivery zones, prices, hours and couriers</Trans>}
          >
            <Trans id="pub.overview.shipping">Food shipping</Trans>
          </TileHead>
        </Link>
        <Link to="/admin/pub/$pubID/reports" params={params} className="pub-tile pub-tile-small">
          <TileHead
            icon={<ChartIcon />}
            text={<Trans id="pub.overview.reports_text">Sales, top dishes, preparation time, CSV</Trans>}
          >
            <Trans id="pub.overview.reports">Reports</Trans>
          </TileHead>
        </Link>
        <Link to="/admin/pub/$pubID/settings" params={params} className="pub-tile pub-tile-small">
          <TileHead
            icon={<GearIcon />}
            text={<Trans id="pub.overview.settings_text">Name, look, currency, staff logins</Trans>}
          >
            <Trans id="pub.overview.settings">Settings</Trans>
          </TileHead>
        </Link>
      </div>
    </main>
  );
}

/** A tile's heading with its icon, and the line under it that says what the tile opens. */
function TileHead({ icon, text, children }: { icon: ReactNode; text?: ReactNode; children: ReactNode }) {
  return (
    <>
      <h2 className="pub-tile-title">
        <span className="pub-tile-icon" aria-hidden="true">
          {icon}
        </span>
        {children}
      </h2>
      {text && <p className="pub-tile-text">{text}</p>}
    </>
  );
}

/** The four counters of docs/product.md S4, each with its status colour. */
function Counters({ counters }: { counters: PubCounters | undefined }) {
  // Counts read in the plural ("Не обработаны: 3"), unlike a single order's status badge.
  const items = [
    { status: 'not_handled', label: <Trans id="pub.status.not_handled">Not handled</Trans> },
    { status: 'preparing', label: <Trans id="pub.status.preparing">Preparing</Trans> },
    { status: 'at_courier', label: <Trans id="pub.status.at_courier">At courier</Trans> },
    { status: 'completed', label: <Trans id="pub.status.completed">Completed</Trans> },
  ] as const;
  return (
    <dl className="pub-counters">
      {items.map(({ status, label }) => (
        <div key={status} className="pub-counter" data-status={status}>
          <dt>
            <span className="pub-counter-dot" style={{ background: STATUS_COLORS[status] }} aria-hidden="true" />
            {label}
          </dt>
          <dd>{counters ? counters[status] : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
