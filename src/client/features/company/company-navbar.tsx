import { Trans } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { LogoutButton } from '../../app/logout-button.tsx';

/** The company screen's navigation bar (docs/product.md S2): RU / RO switcher and logout. */
export function CompanyNavbar({ companyName }: { companyName?: string }) {
  return (
    <header className="navbar company-navbar">
      <span className="brand" translate="no">
        {BRAND}
      </span>
      {companyName && <span className="company-navbar-name">{companyName}</span>}
      <span className="spacer" />
      <LanguageSwitcher />
      <LogoutButton>
        <Trans id="company.logout">Log out</Trans>
      </LogoutButton>
    </header>
  );
}

const BRAND = 'Tavola';
