import { Trans } from '@lingui/react/macro';
import { BarEnd } from '../../app/bar-end.tsx';

/** The company screen's navigation bar (docs/product.md S2): RU / RO switcher and logout. */
export function CompanyNavbar({ companyName }: { companyName?: string }) {
  return (
    <header className="navbar company-navbar">
      <span className="brand" translate="no">
        {BRAND}
      </span>
      {companyName && <span className="company-navbar-name">{companyName}</span>}
      <BarEnd>
        <Trans id="company.logout">Log out</Trans>
      </BarEnd>
    </header>
  );
}

const BRAND = 'Tavola';
