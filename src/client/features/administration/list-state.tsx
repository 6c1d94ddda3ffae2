import { Trans, useLingui } from '@lingui/react/macro';
import { WORDS } from '../../components/ui/words.ts';

/** Loading or failed state of a platform admin list. */
export function ListState({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { i18n } = useLingui();
  if (query.isPending) return <div className="spinner" role="progressbar" aria-label={i18n._(WORDS.loading)} />;
  return (
    <p className="card" role="alert">
      <Trans id="administration.list_error">Could not load the list.</Trans>
    </p>
  );
}
