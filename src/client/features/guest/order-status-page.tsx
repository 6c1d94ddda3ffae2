import { Trans } from '@lingui/react/macro';

export function OrderStatusPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="guest.status.title">Your order</Trans>
      </h1>
    </main>
  );
}
