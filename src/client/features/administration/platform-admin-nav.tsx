import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { LogoutButton } from '../../app/logout-button.tsx';

/** The platform admin area's bar, in the same style as the company and pub headers: RU/RO switcher and logout (docs/product.md S2). */
export function PlatformAdminNav() {
  const { t } = useLingui();
  return (
    <nav className="navbar admin-nav" aria-label={t({ id: 'administration.nav', message: 'Administration' })}>
      <span className="brand">
        <Trans id="administration.brand">Tavola admin</Trans>
      </span>
      <span className="spacer" />
      <LanguageSwitcher />
      <LogoutButton>
        <Trans id="administration.logout">Log out</Trans>
      </LogoutButton>
    </nav>
  );
}
