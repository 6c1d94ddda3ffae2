import { Trans } from '@lingui/react/macro';

export function ShippingPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="shipping.title">Food shipping</Trans>
      </h1>
    </main>
  );
}
