import { Trans } from '@lingui/react/macro';

export function OrderPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="orders.order.title">Order</Trans>
      </h1>
    </main>
  );
}
