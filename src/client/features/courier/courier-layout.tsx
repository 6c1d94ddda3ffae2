import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_ERRORS } from '#shared/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { LOGIN_PATH } from '../../lib/guards.ts';
import type { LiveState } from '../../lib/socket.ts';
import { courierQueries, photoUrl } from './api.ts';
import { warmImageCache } from '../../lib/pwa.ts';
import { Balance } from './balance.tsx';
import { useCourierLive } from './live.ts';
import { signOutCourier, useCourierId } from './session.ts';
import { useCourierPushKeeper } from './push.tsx';
import './courier.css';
import { HomeIcon, OrdersIcon, UserIcon, WalletIcon } from '../../components/ui/icons.tsx';

/** The frame's data, fetched by the route's loader beside this module (lib/area.ts `lazyScreen`). */
export const prefetchCourierProfile = (queryClient: QueryClient) => queryClient.prefetchQuery(courierQueries.profile());

/** The courier area's frame (docs/product.md S2): header with name, ID and balance, content, fixed bottom bar. */
export function CourierLayout() {
  const courierId = useCourierId();
  const profile = useQuery(courierQueries.profile());
  const live = useCourierLive(courierId);
  const navigate = useNavigate();
  const { t } = useLingui();
  useCourierPushKeeper();

  useEffect(() => {
    const error = profile.error;
    if (error instanceof ApiError && error.err === SERVER_ERRORS.courierNotFound) {
      void signOutCourier().then(() => navigate({ to: LOGIN_PATH }));
    }
  }, [profile.error, navigate]);

  // The courier's own photo works offline like the other images.
  const photo = profile.data?.image_file_name;
  useEffect(() => {
    if (!photo) return;
    // Off the first screen's critical path: when the main thread is idle.
    const warm = () => void warmImageCache(photoUrl(photo));
    if (!('requestIdleCallback' in window)) return void warm();
    const id = requestIdleCallback(warm, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, [photo]);

  const name = profile.data?.full_name.trim();
  return (
    <div className="courier-app">
      <header className="courier-header">
        <Link
          to="/courier/profile"
          className="courier-home"
          aria-label={t({ id: 'courier.header.home', message: 'Home: my profile' })}
        >
          <HomeIcon />
        </Link>
        <div className="courier-who">
          <span className="courier-name">{name || <Trans id="courier.header.no_name">No name</Trans>}</span>
          <span className="courier-id">
            <Trans id="courier.header.id">ID: {courierId}</Trans>
          </span>
        </div>
        <LiveDot state={live} />
        {profile.data && <Balance value={profile.data.balance} />}
      </header>
      <main className="courier-main">
        <Outlet />
      </main>
      <nav className="courier-bottom-bar" aria-label={t({ id: 'courier.nav.label', message: 'Courier menu' })}>
        <Link to="/courier/profile" activeProps={{ 'aria-current': 'page', className: 'is-active' }}>
          <UserIcon />
          <Trans id="courier.nav.profile">Profile</Trans>
        </Link>
        <Link
          to="/courier/orders"
          search={{ tab: undefined }}
          activeOptions={{ includeSearch: false }}
          activeProps={{ 'aria-current': 'page', className: 'is-active' }}
        >
          <OrdersIcon />
          <Trans id="courier.nav.orders">Orders</Trans>
        </Link>
        <Link to="/courier/earnings" activeProps={{ 'aria-current': 'page', className: 'is-active' }}>
          <WalletIcon />
          <Trans id="courier.nav.earnings">Earnings</Trans>
        </Link>
      </nav>
    </div>
  );
}

/** The live-channel state (docs/product.md S3 "Live connection state"), as a dot with a spoken label. */
function LiveDot({ state }: { state: LiveState }) {
  const { t } = useLingui();
  const labels: Record<LiveState, string> = {
    connected: t({ id: 'courier.live.connected', message: 'Live updates on' }),
    connecting: t({ id: 'courier.live.connecting', message: 'Connecting…' }),
    disconnected: t({ id: 'courier.live.disconnected', message: 'Live updates off' }),
    error: t({ id: 'courier.live.error', message: 'No connection, retrying' }),
  };
  return (
    <span
      className={`courier-live courier-live-${state}`}
      role="img"
      aria-label={labels[state]}
      title={labels[state]}
    />
  );
}
