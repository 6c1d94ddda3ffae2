import { Trans } from '@lingui/react/macro';

export function AdministrationOrdersPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="administration.title">Orders in process</Trans>
      </h1>
    </main>
  );
}
