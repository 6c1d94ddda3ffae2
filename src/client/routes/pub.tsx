import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { textParam } from '../lib/search-params.ts';
import { requireRole } from '../lib/guards.ts';
import { at } from './at.ts';
import { rootRoute } from './root.tsx';

/** The pub area (/admin/pub/{pubID}/…). Staff logins reach only the orders pages (docs/product.md D4). */
export const pubRoute = createRoute({
  ...at(rootRoute, '/admin/pub/$pubID'),
  beforeLoad: () => requireRole(['company', 'staff']),
  ...lazyScreen(['pub'], () => import('../features/pub/pub-layout.tsx'), 'PubLayout'),
});

const ownerOnly = { beforeLoad: () => requireRole(['company']) };

const screens = {
  overview: lazyScreen(['pub'], () => import('../features/pub/overview-page.tsx'), 'OverviewPage'),
  shipping: lazyScreen(['shipping'], () => import('../features/shipping/shipping-page.tsx'), 'ShippingPage'),
  board: lazyScreen(['orders', 'menu'], () => import('./kitchen-board.tsx'), 'KitchenBoardPage'),
  order: lazyScreen(['orders'], () => import('../features/orders/order-page.tsx'), 'OrderPage'),
  menu: lazyScreen(['menu'], () => import('../features/menu/menu-page.tsx'), 'MenuPage'),
  category: lazyScreen(['menu'], () => import('../features/menu/category-page.tsx'), 'CategoryPage'),
  stopList: lazyScreen(['menu'], () => import('../features/menu/stop-list-panel.tsx'), 'StopListPage'),
  groups: lazyScreen(['menu'], () => import('../features/menu/modifier-groups-page.tsx'), 'ModifierGroupsPage'),
  settings: lazyScreen(['settings'], () => import('../features/settings/settings-page.tsx'), 'SettingsPage'),
  reports: lazyScreen(['reports'], () => import('../features/reports/reports-page.tsx'), 'ReportsPage'),
  history: lazyScreen(['orders'], () => import('../features/orders/history-page.tsx'), 'HistoryPage'),
};

export const pubOverviewRoute = createRoute({ ...at(pubRoute, '/'), ...ownerOnly, ...screens.overview });

export const shippingRoute = createRoute({ ...at(pubRoute, '/shipping'), ...ownerOnly, ...screens.shipping });

export const ordersRoute = createRoute({
  ...at(pubRoute, '/orders'),
  validateSearch: (search: Record<string, unknown>) => ({ filter: textParam(search.filter) }),
  ...screens.board,
});

export const orderRoute = createRoute({ ...at(pubRoute, '/order/$orderID'), ...screens.order });

export const menuRoute = createRoute({
  ...at(pubRoute, '/edit_menu'),
  ...ownerOnly,
  validateSearch: (search: Record<string, unknown>) => ({
    menu: typeof search.menu === 'number' ? search.menu : undefined,
  }),
  ...screens.menu,
});

export const categoryRoute = createRoute({
  ...at(pubRoute, '/edit_menu/menu/$menuID/category/$categoryID'),
  ...ownerOnly,
  ...screens.category,
});

/** The stop list (docs/product.md D12): owner and staff; the kitchen board (#15) mounts the same panel. */
export const stopListRoute = createRoute({ ...at(pubRoute, '/stop-list'), ...screens.stopList });

/** Modifier groups of the pub (docs/product.md D12), owner only. */
export const modifierGroupsRoute = createRoute({
  ...at(pubRoute, '/edit_menu/modifiers'),
  ...ownerOnly,
  ...screens.groups,
});

export const settingsRoute = createRoute({ ...at(pubRoute, '/settings'), ...ownerOnly, ...screens.settings });

export const reportsRoute = createRoute({ ...at(pubRoute, '/reports'), ...ownerOnly, ...screens.reports });

export const historyRoute = createRoute({ ...at(pubRoute, '/history'), ...screens.history });
