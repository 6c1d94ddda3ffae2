import { Trans, useLingui } from '@lingui/react/macro';
import { activateLocale, type AppLocale } from '../../lib/i18n.ts';
import { useLogout } from '../../app/use-logout.ts';

/** The admin area's bar: language (RU/RO) and logout, as on the company screen (spec §2). */
export function AdminNav() {
  const { t, i18n } = useLingui();
  const logout = useLogout();
  return (
    <nav className="navbar admin-nav" aria-label={t({ id: 'administration.nav', message: 'Administration' })}>
      <span className="brand">
        <Trans id="administration.brand">Tavola admin</Trans>
      </span>
      <span className="spacer" />
      {(['ru', 'ro'] as AppLocale[]).map((l) => (
        <button key={l} type="button" className={`button button-small ${i18n.locale === l ? '' : 'button-secondary'}`} aria-pressed={i18n.locale === l} onClick={() => void activateLocale(l)}>
          {l.toUpperCase()}
        </button>
      ))}
      <button type="button" className="button button-small button-secondary" onClick={() => logout.mutate()}>
        <Trans id="administration.logout">Log out</Trans>
      </button>
    </nav>
  );
}
