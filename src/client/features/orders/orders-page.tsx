import { Trans } from '@lingui/react/macro';

export function OrdersPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="orders.title">Orders</Trans>
      </h1>
    </main>
  );
}
