import { Trans } from '@lingui/react/macro';

export function DeleteClientPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="account_deletion.title">Delete account</Trans>
      </h1>
    </main>
  );
}
