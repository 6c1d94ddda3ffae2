import { Trans } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { useLogout } from '../../app/use-logout.ts';
import { LogoutIcon } from '../../components/ui/icons.tsx';

/** The company screen's navigation bar (docs/product.md S2): RU / RO switcher and logout. */
export function CompanyNavbar({ companyName }: { companyName?: string }) {
  const logout = useLogout();
  return (
    <header className="navbar company-navbar">
      <span className="brand" translate="no">
        {BRAND}
      </span>
      {companyName && <span className="company-navbar-name">{companyName}</span>}
      <span className="spacer" />
      <LanguageSwitcher />
      <button
        type="button"
        className="button button-small company-logout"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogoutIcon />
        <Trans id="company.logout">Log out</Trans>
      </button>
    </header>
  );
}

const BRAND = 'Tavola';
