import { Trans, useLingui } from '@lingui/react/macro';

/** Loading or failed state of an admin list. */
export function ListState({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { t } = useLingui();
  if (query.isPending) return <div className="spinner" role="progressbar" aria-label={t({ id: 'administration.loading', message: 'Loading' })} />;
  return (
    <p className="card" role="alert">
      <Trans id="administration.list_error">Could not load the list.</Trans>
    </p>
  );
}
