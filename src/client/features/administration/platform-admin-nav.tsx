import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { useLogout } from '../../app/use-logout.ts';
import { LogoutIcon } from '../../components/ui/icons.tsx';

/** The platform admin area's bar, in the same style as the company and pub headers: RU/RO switcher and logout (docs/product.md S2). */
export function PlatformAdminNav() {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <nav className="navbar admin-nav" aria-label={t({ id: 'administration.nav', message: 'Administration' })}>
      <span className="brand">
        <Trans id="administration.brand">Tavola admin</Trans>
      </span>
      <span className="spacer" />
      <LanguageSwitcher />
      <button
        type="button"
        className="button button-small admin-logout"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogoutIcon />
        <Trans id="administration.logout">Log out</Trans>
      </button>
    </nav>
  );
}
