import { Trans, useLingui } from '@lingui/react/macro';
import { BarEnd } from '../../app/bar-end.tsx';

/** The platform admin area's bar, in the same style as the company and pub headers: RU/RO switcher and logout (docs/product.md S2). */
export function PlatformAdminNav() {
  const { t } = useLingui();
  return (
    <nav className="navbar admin-nav" aria-label={t({ id: 'administration.nav', message: 'Administration' })}>
      <span className="brand">
        <Trans id="administration.brand">Tavola admin</Trans>
      </span>
      <BarEnd>
        <Trans id="administration.logout">Log out</Trans>
      </BarEnd>
    </nav>
  );
}
