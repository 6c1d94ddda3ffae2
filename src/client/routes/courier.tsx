import { createRoute, redirect } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { textParam } from '../lib/search-params.ts';
import { requireRole } from '../lib/guards.ts';
import { queryClient } from '../query-client.ts';
import { rootRoute } from './root.tsx';

export const courierRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/courier',
  beforeLoad: () => requireRole(['courier']),
  ...lazyScreen(
    ['courier'],
    () => import('../features/courier/courier-layout.tsx'),
    'CourierLayout',
    (m) => m.prefetchCourierProfile(queryClient),
  ),
});

export const courierIndexRoute = createRoute({
  getParentRoute: () => courierRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/courier/profile' });
  },
});

export const courierProfileRoute = createRoute({
  getParentRoute: () => courierRoute,
  path: '/profile',
  ...lazyScreen(['courier'], () => import('../features/courier/profile-page.tsx'), 'ProfilePage'),
});

export const courierOrdersRoute = createRoute({
  getParentRoute: () => courierRoute,
  path: '/orders',
  validateSearch: (search: Record<string, unknown>) => ({ tab: textParam(search.tab) }),
  ...lazyScreen(
    ['courier'],
    () => import('../features/courier/orders-page.tsx'),
    'CourierOrdersPage',
    (m) => m.prefetchCourierOrders(queryClient),
  ),
});

export const courierEarningsRoute = createRoute({
  getParentRoute: () => courierRoute,
  path: '/earnings',
  ...lazyScreen(['courier'], () => import('../features/courier/earnings-page.tsx'), 'EarningsPage'),
});
