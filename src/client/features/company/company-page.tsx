import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { companyQueries } from './api.ts';
import { companyPopupAtom } from './atoms.ts';
import { CompanyNavbar } from './company-navbar.tsx';
import { CompanyPopups } from './company-popups.tsx';
import { AddPubTile, PubCard } from './pub-card.tsx';
import { TariffBadge, TariffSelector } from './tariffs.tsx';
import { showError } from '../../lib/alerts.ts';
import './company.css';
import { WORDS } from '../../components/ui/words.ts';

/** The company screen (docs/product.md S2): navigation bar, "pubs" heading, tariff selector and badge, pub grid. */
export function CompanyPage() {
  const { i18n } = useLingui();
  const info = useQuery(companyQueries.info());
  const company = info.data;
  const pubs = useQuery(companyQueries.pubs(company?.id ?? 0));
  const setPopup = useSetAtom(companyPopupAtom);
  // Popups belong to this visit of the screen.
  useEffect(() => () => setPopup(null), [setPopup]);
  useEffect(() => {
    if (info.error) showError('company-info', info.error);
  }, [info.error]);
  useEffect(() => {
    if (pubs.error) showError('get-company', pubs.error);
  }, [pubs.error]);

  return (
    <>
      <CompanyNavbar companyName={company?.name} />
      <main className="page company-page">
        <div className="company-head">
          <h1>
            <Trans id="company.title">Pubs</Trans>
          </h1>
          {company && <TariffBadge tariff={company.tariff} used={company.pub_count} limit={company.pub_limit} />}
          <span className="spacer" />
          {company && <TariffSelector current={company.tariff} />}
        </div>
        {pubs.isPending ? (
          <div className="spinner" role="status" aria-label={i18n._(WORDS.loading)} />
        ) : (
          <ul className="pub-grid">
            {pubs.data?.map((pub) => (
              <li key={pub.id}>
                <PubCard pub={pub} />
              </li>
            ))}
            <li>
              <AddPubTile used={company?.pub_count ?? 0} limit={company ? company.pub_limit : null} />
            </li>
          </ul>
        )}
      </main>
      {company && <CompanyPopups companyId={company.id} tariff={company.tariff} />}
    </>
  );
}
