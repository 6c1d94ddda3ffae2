import { createRoute, redirect } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { requireRole } from '../lib/guards.ts';
import { at } from './at.ts';
import { rootRoute } from './root.tsx';

export const ownerIndexRoute = createRoute({
  ...at(rootRoute, '/admin'),
  beforeLoad: () => {
    throw redirect({ to: '/admin/company' });
  },
});

export const companyRoute = createRoute({
  ...at(rootRoute, '/admin/company'),
  beforeLoad: () => requireRole(['company']),
  ...lazyScreen(['company'], () => import('../features/company/company-page.tsx'), 'CompanyPage'),
});
