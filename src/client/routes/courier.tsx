import { createRoute, redirect } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { textParam } from '../lib/search-params.ts';
import { requireRole } from '../lib/guards.ts';
import { queryClient } from '../query-client.ts';
import { at } from './at.ts';
import { rootRoute } from './root.tsx';

const screens = {
  layout: lazyScreen(
    ['courier'],
    () => import('../features/courier/courier-layout.tsx'),
    'CourierLayout',
    (m) => m.prefetchCourierProfile(queryClient),
  ),
  orders: lazyScreen(
    ['courier'],
    () => import('../features/courier/orders-page.tsx'),
    'CourierOrdersPage',
    (m) => m.prefetchCourierOrders(queryClient),
  ),
  profile: lazyScreen(['courier'], () => import('../features/courier/profile-page.tsx'), 'ProfilePage'),
  earnings: lazyScreen(['courier'], () => import('../features/courier/earnings-page.tsx'), 'EarningsPage'),
};

export const courierRoute = createRoute({
  ...at(rootRoute, '/courier'),
  beforeLoad: () => requireRole(['courier']),
  ...screens.layout,
});

export const courierIndexRoute = createRoute({
  ...at(courierRoute, '/'),
  beforeLoad: () => {
    throw redirect({ to: '/courier/profile' });
  },
});

export const courierProfileRoute = createRoute({ ...at(courierRoute, '/profile'), ...screens.profile });

export const courierOrdersRoute = createRoute({
  ...at(courierRoute, '/orders'),
  validateSearch: (search: Record<string, unknown>) => ({ tab: textParam(search.tab) }),
  ...screens.orders,
});

export const courierEarningsRoute = createRoute({ ...at(courierRoute, '/earnings'), ...screens.earnings });
