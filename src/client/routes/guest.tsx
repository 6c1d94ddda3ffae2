import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { textParam } from '../lib/search-params.ts';
import { at } from './at.ts';
import { rootRoute } from './root.tsx';

export const guestRoute = createRoute({
  ...at(rootRoute, '/pub/$urlName'),
  ...lazyScreen(['guest'], () => import('../features/guest/guest-route.tsx'), 'GuestPage'),
});

export const guestOrderRoute = createRoute({
  ...at(rootRoute, '/pub/$urlName/order/$orderID'),
  validateSearch: (search: Record<string, unknown>) => ({ token: textParam(search.token) ?? '' }),
  ...lazyScreen(
    ['guest', 'guest-more', 'guest-time'],
    () => import('../features/guest/order-status-page.tsx'),
    'OrderStatusPage',
  ),
});
