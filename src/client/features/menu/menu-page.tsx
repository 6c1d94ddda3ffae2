import { Trans } from '@lingui/react/macro';

export function MenuPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="menu.title">Menu</Trans>
      </h1>
    </main>
  );
}
