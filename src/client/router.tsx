import { createRouter } from '@tanstack/react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants.ts';
import { indexRoute, rootRoute } from './routes/root.tsx';
import {
  courierRegistrationRoute,
  deleteGuestAccountRoute,
  loginRoute,
  registrationRoute,
  resetPasswordRoute,
} from './routes/auth.tsx';
import { ownerIndexRoute, companyRoute } from './routes/company.tsx';
import {
  categoryRoute,
  historyRoute,
  menuRoute,
  modifierGroupsRoute,
  orderRoute,
  ordersRoute,
  pubOverviewRoute,
  pubRoute,
  reportsRoute,
  settingsRoute,
  shippingRoute,
  stopListRoute,
} from './routes/pub.tsx';
import {
  courierEarningsRoute,
  courierIndexRoute,
  courierOrdersRoute,
  courierProfileRoute,
  courierRoute,
} from './routes/courier.tsx';
import { guestOrderRoute, guestRoute } from './routes/guest.tsx';
import { platformAdminOrdersRoute, platformAdminViewRoute } from './routes/administration.tsx';

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registrationRoute,
  courierRegistrationRoute,
  resetPasswordRoute,
  deleteGuestAccountRoute,
  ownerIndexRoute,
  companyRoute,
  pubRoute.addChildren([
    pubOverviewRoute,
    shippingRoute,
    ordersRoute,
    orderRoute,
    menuRoute,
    categoryRoute,
    modifierGroupsRoute,
    stopListRoute,
    settingsRoute,
    reportsRoute,
    historyRoute,
  ]),
  courierRoute.addChildren([courierIndexRoute, courierProfileRoute, courierOrdersRoute, courierEarningsRoute]),
  guestRoute,
  guestOrderRoute,
  platformAdminOrdersRoute,
  platformAdminViewRoute,
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingMinMs: 0,
  defaultPendingMs: CHUNK_LOAD_TIMEOUT_MS,
  trailingSlash: 'preserve',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
