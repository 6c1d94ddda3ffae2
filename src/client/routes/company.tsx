import { createRoute, redirect } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { requireRole } from '../lib/guards.ts';
import { rootRoute } from './root.tsx';

export const ownerIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: () => {
    throw redirect({ to: '/admin/company' });
  },
});

export const companyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/company',
  beforeLoad: () => requireRole(['company']),
  ...lazyScreen(['company'], () => import('../features/company/company-page.tsx'), 'CompanyPage'),
});
