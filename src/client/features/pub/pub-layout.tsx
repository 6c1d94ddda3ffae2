import { useEffect } from 'react';
import { Link, Outlet, useLocation, useParams, useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarEnd } from '../../app/bar-end.tsx';
import { showError } from '../../lib/alerts.ts';
import { getSession } from '../../lib/session.ts';
import { pubQueries } from './api.ts';
import { backTarget } from './back-target.ts';
import { BackIcon, HomeIcon } from '../../components/ui/icons.tsx';
import './pub.css';
import { WORDS } from '../../components/ui/words.ts';

/**
 * The pub area shell (docs/product.md S2 "Pub area"): header with the pub name, a home link to the company
 * screen and the back button, then the page. Staff see neither link out of the orders pages.
 */
export function PubLayout() {
  const { t, i18n } = useLingui();
  const params = useParams({ strict: false }) as { pubID?: string };
  const { pathname } = useLocation();
  const router = useRouter();
  const session = getSession();
  const pubId = Number(params.pubID) || 0;
  const pub = useQuery(pubQueries.detail(session.companyId, pubId));
  const back = backTarget(pathname, params.pubID, session.role);
  const isStaff = session.role === 'staff';
  useEffect(() => {
    if (pub.error) showError('pub', pub.error);
  }, [pub.error]);

  const backLabel = i18n._(WORDS.back);
  return (
    <div className="pub-shell">
      <header className="navbar pub-header">
        {back.kind === 'link' && (
          <Link to={back.to} className="icon-button pub-header-icon" aria-label={backLabel}>
            <BackIcon />
          </Link>
        )}
        {back.kind === 'history' && (
          <button
            type="button"
            className="icon-button pub-header-icon"
            aria-label={backLabel}
            onClick={() =>
              router.history.canGoBack() ? router.history.back() : void router.navigate({ to: back.fallback })
            }
          >
            <BackIcon />
          </button>
        )}
        {!isStaff && (
          <Link
            to="/admin/company"
            className="icon-button pub-header-icon"
            aria-label={t({ id: 'pub.header.home', message: 'All venues' })}
          >
            <HomeIcon />
          </Link>
        )}
        <span className="pub-header-name">{pub.data?.name ?? '\u00a0'}</span>
        {pub.data?.expired && (
          <span className="badge badge-danger">
            <Trans id="pub.header.expired">Expired</Trans>
          </span>
        )}
        <BarEnd logoutClassName="pub-logout">
          <span className="pub-logout-text">
            <Trans id="pub.header.logout">Log out</Trans>
          </span>
        </BarEnd>
      </header>
      <Outlet />
    </div>
  );
}
