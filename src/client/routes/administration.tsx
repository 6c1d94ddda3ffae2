import { createRoute, redirect } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { requireRole } from '../lib/guards.ts';
import { leaveViewAs, restartAt, writeViewAs } from '../lib/view-as.ts';
import { rootRoute } from './root.tsx';

export const PLATFORM_ADMIN_TABS = ['orders', 'companies', 'pubs', 'couriers'] as const;
export type PlatformAdminTab = (typeof PLATFORM_ADMIN_TABS)[number];

export const platformAdminOrdersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/administration/orders',
  // The open section is in the address, so a reload or a shared link shows it (the first one is the default).
  validateSearch: (search: Record<string, unknown>): { tab?: PlatformAdminTab } => ({
    tab: PLATFORM_ADMIN_TABS.find((t) => t !== 'orders' && t === search.tab),
  }),
  // A tab that was viewing a pub as its owner becomes the admin's again here.
  beforeLoad: ({ location, preload }) => (preload ? undefined : leaveViewAs(location.href)) ?? requireRole(['admin']),
  ...lazyScreen(
    ['administration'],
    () => import('../features/administration/orders-page.tsx'),
    'PlatformAdminOrdersPage',
  ),
});

/**
 * Opened in a new tab from the in-process orders: marks that tab as viewing the pub as its owner and
 * starts the app again at the pub's board, where the first token request is the audited one.
 */
export const platformAdminViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/administration/view/$pubID',
  beforeLoad: async ({ params, location, preload }) => {
    if (preload) return;
    const left = leaveViewAs(location.href);
    if (left) return left;
    await requireRole(['admin']);
    const pubId = Number(params.pubID);
    if (!Number.isSafeInteger(pubId) || pubId <= 0) throw redirect({ to: '/administration/orders', search: {} });
    writeViewAs({ pubId, pubName: '', companyName: '' });
    return restartAt(`/admin/pub/${pubId}/orders`);
  },
});
