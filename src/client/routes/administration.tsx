import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { requireRole } from '../lib/guards.ts';
import { rootRoute } from './root.tsx';

export const platformAdminOrdersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/administration/orders',
  beforeLoad: () => requireRole(['admin']),
  ...lazyScreen(['administration'], () => import('../features/administration/orders-page.tsx'), 'PlatformAdminOrdersPage'),
});
