import { Trans } from '@lingui/react/macro';

export function CompanyPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="company.title">Pubs</Trans>
      </h1>
    </main>
  );
}
