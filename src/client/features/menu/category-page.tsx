import { Trans } from '@lingui/react/macro';

export function CategoryPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="menu.category.title">Dishes</Trans>
      </h1>
    </main>
  );
}
