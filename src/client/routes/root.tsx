import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { Alerts } from '../components/ui/alerts.tsx';
import { redirectHome } from '../lib/guards.ts';
import { NotFound } from '../app/not-found.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import { ViewAsBar } from '../components/view-as-bar.tsx';

export const rootRoute = createRootRoute({
  component: () => (
    <>
      <ViewAsBar />
      <OfflineBanner />
      <Outlet />
      <Alerts />
      <UpdatePrompt />
    </>
  ),
  notFoundComponent: NotFound,
});

export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: redirectHome });
