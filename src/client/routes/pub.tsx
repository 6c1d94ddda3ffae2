import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { textParam } from '../lib/search-params.ts';
import { requireRole } from '../lib/guards.ts';
import { rootRoute } from './root.tsx';

/** The pub area (/admin/pub/{pubID}/…). Staff logins reach only the orders pages (docs/product.md D4). */
export const pubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/pub/$pubID',
  beforeLoad: () => requireRole(['company', 'staff']),
  ...lazyScreen(['pub'], () => import('../features/pub/pub-layout.tsx'), 'PubLayout'),
});

const ownerOnly = { beforeLoad: () => requireRole(['company']) };

export const pubOverviewRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/',
  ...ownerOnly,
  ...lazyScreen(['pub'], () => import('../features/pub/overview-page.tsx'), 'OverviewPage'),
});

export const shippingRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/shipping',
  ...ownerOnly,
  ...lazyScreen(['shipping'], () => import('../features/shipping/shipping-page.tsx'), 'ShippingPage'),
});

export const ordersRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/orders',
  validateSearch: (search: Record<string, unknown>) => ({ filter: textParam(search.filter) }),
  ...lazyScreen(['orders', 'menu'], () => import('./kitchen-board.tsx'), 'KitchenBoardPage'),
});

export const orderRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/order/$orderID',
  ...lazyScreen(['orders'], () => import('../features/orders/order-page.tsx'), 'OrderPage'),
});

export const menuRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/edit_menu',
  ...ownerOnly,
  validateSearch: (search: Record<string, unknown>) => ({
    menu: typeof search.menu === 'number' ? search.menu : undefined,
  }),
  ...lazyScreen(['menu'], () => import('../features/menu/menu-page.tsx'), 'MenuPage'),
});

export const categoryRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/edit_menu/menu/$menuID/category/$categoryID',
  ...ownerOnly,
  ...lazyScreen(['menu'], () => import('../features/menu/category-page.tsx'), 'CategoryPage'),
});

/** The stop list (docs/product.md D12): owner and staff; the kitchen board (#15) mounts the same panel. */
export const stopListRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/stop-list',
  ...lazyScreen(['menu'], () => import('../features/menu/stop-list-panel.tsx'), 'StopListPage'),
});

/** Modifier groups of the pub (docs/product.md D12), owner only. */
export const modifierGroupsRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/edit_menu/modifiers',
  ...ownerOnly,
  ...lazyScreen(['menu'], () => import('../features/menu/modifier-groups-page.tsx'), 'ModifierGroupsPage'),
});

export const settingsRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/settings',
  ...ownerOnly,
  ...lazyScreen(['settings'], () => import('../features/settings/settings-page.tsx'), 'SettingsPage'),
});

export const reportsRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/reports',
  ...ownerOnly,
  ...lazyScreen(['reports'], () => import('../features/reports/reports-page.tsx'), 'ReportsPage'),
});

export const historyRoute = createRoute({
  getParentRoute: () => pubRoute,
  path: '/history',
  ...lazyScreen(['orders'], () => import('../features/orders/history-page.tsx'), 'HistoryPage'),
});
