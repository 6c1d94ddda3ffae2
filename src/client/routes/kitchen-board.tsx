import { lazy, Suspense } from 'react';
import { OrdersPage } from '../features/orders/orders-page.tsx';

const StopListPanel = lazy(() =>
  import('../features/menu/stop-list-panel.tsx').then((m) => ({ default: m.StopListPanel })),
);

/**
 * The kitchen board with the menu's stop-list panel in its header popup (docs/product.md D12, D13): features
 * never import each other, so the route composes them and the panel loads only when the popup opens.
 */
export function KitchenBoardPage() {
  return (
    <OrdersPage
      stopList={(pubId) => (
        <Suspense fallback={null}>
          <StopListPanel pubId={pubId} />
        </Suspense>
      )}
    />
  );
}
