import { Trans } from '@lingui/react/macro';

export function CourierOrdersPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="courier.orders.title">Orders</Trans>
      </h1>
    </main>
  );
}
