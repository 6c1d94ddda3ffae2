import { Trans } from '@lingui/react/macro';

export function OverviewPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="pub.overview.title">Overview</Trans>
      </h1>
    </main>
  );
}
