import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { Alerts } from '../components/ui/alerts.tsx';
import { redirectHome } from '../lib/guards.ts';
import { NotFound } from '../app/not-found.tsx';

export const rootRoute = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <Alerts />
    </>
  ),
  notFoundComponent: NotFound,
});

export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: redirectHome });
