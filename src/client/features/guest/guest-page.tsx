import { Trans } from '@lingui/react/macro';

export function GuestPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="guest.title">Menu</Trans>
      </h1>
    </main>
  );
}
